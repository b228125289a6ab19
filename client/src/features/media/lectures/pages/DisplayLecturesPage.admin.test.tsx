import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../../../i18n/i18n';
import { courseProgressMock } from '../../../../test/courseFixtures';
import { makeLecture } from '../../../../test/lectureFixtures';
import { course, first, lectureList, lectures, renderLectureScreen, subscriber } from '../../../../test/lectureScreen';
import { holding, type Mocks, mock } from '../../../../test/mocks';
import { CourseLecturesQuery } from '../documents';
import { DeleteLectureMutation } from '../mutations/useDeleteLectureMutation';
import { RetryLectureProcessingMutation } from '../mutations/useRetryLectureProcessingMutation';
import { SetLecturePreviewMutation } from '../mutations/useSetLecturePreviewMutation';
import { DisplayLecturesPageQuery, PROCESSING_POLL_MS } from './DisplayLecturesPage';

describe("DisplayLecturesPage: an admin's controls", () => {
  it('hides the admin controls from a user', async () => {
    await renderLectureScreen('/course/displaylecture', course, { session: subscriber, mocks: [lectures] });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    expect(screen.queryByRole('button', { name: 'Free preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add new lecture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete lecture' })).not.toBeInTheDocument();
  });

  it("shows an admin 'Add new lecture' (with the course) and a 'Delete lecture' per lecture", async () => {
    const { user, router } = await renderLectureScreen('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [lectures],
    });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    const deletes = screen.getAllByRole('button', { name: 'Delete lecture' });
    expect(deletes).toHaveLength(2);
    expect(deletes[1]).toHaveAccessibleDescription('Hooks in depth');
    await user.click(screen.getByRole('button', { name: 'Add new lecture' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/addlecture'));
    expect(router.state.location.search).toBe('?course=c-react');
    expect(router.state.location.state).toMatchObject({ course: { id: 'c-react' } });
  });

  it("lets an admin mark a lecture as a free preview, and unmark it, with 'Free preview'", async () => {
    const previewed = (preview: boolean): Mocks[number] =>
      mock({
        request: { query: SetLecturePreviewMutation, variables: { lectureId: 'l-2', preview } },
        result: { data: { setLecturePreview: { __typename: 'Lecture', id: 'l-2', freePreview: preview } } },
      });
    const { user } = await renderLectureScreen('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [lectures, previewed(true), previewed(false)],
    });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    const toggles = screen.getAllByRole('button', { name: 'Free preview' });
    expect(toggles).toHaveLength(2);
    expect(toggles[1]).toHaveAccessibleDescription('Hooks in depth');
    expect(toggles[1]).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggles[1]!);
    expect(await screen.findByText('The lecture is now a free preview')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Free preview' })[1]).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(screen.getAllByRole('button', { name: 'Free preview' })[1]!);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Free preview' })[1]).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('deletes a lecture after confirmation and updates the list and the count from the cache', async () => {
    // The deletion answers once its loading notice has been seen, however slow the machine.
    const deletion = holding('DeleteLectureMutation');
    const { user } = await renderLectureScreen('/course/displaylecture', course, {
      session: 'ADMIN',
      links: [deletion.link],
      mocks: [
        lectures,
        mock({
          request: { query: DeleteLectureMutation, variables: { courseId: 'c-react', lectureId: 'l-1' } },
          result: {
            data: {
              deleteLecture: {
                __typename: 'DeleteLecturePayload',
                course: { __typename: 'Course', id: 'c-react', numberOfLectures: 1 },
              },
            },
          },
        }),
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    expect(screen.getByText('Total lectures: 2')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Delete lecture' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete lecture' });
    expect(within(dialog).getByText('Are you sure you want to delete the lecture?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting course lecture')).toBeInTheDocument();
    deletion.release();
    expect(await screen.findByText('Lecture deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(lectureList()).queryByRole('button', { name: 'Getting started' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Total lectures: 1')).toBeInTheDocument();
    // The deleted lecture was playing: the player moves to the first remaining one.
    expect(screen.getByRole('heading', { level: 2, name: 'Hooks in depth' })).toBeInTheDocument();
  });

  it('keeps the lecture when the confirmation is declined', async () => {
    const { user } = await renderLectureScreen('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [lectures],
    });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    await user.click(screen.getAllByRole('button', { name: 'Delete lecture' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete lecture' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Deleting course lecture')).not.toBeInTheDocument();
    expect(within(lectureList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it("falls back to 'Failed to delete the lectures'", async () => {
    const { user } = await renderLectureScreen('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [
        lectures,
        mock({ request: { query: DeleteLectureMutation, variables: () => true }, error: new TypeError('x') }),
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    await user.click(screen.getAllByRole('button', { name: 'Delete lecture' })[1]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete lecture' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the lectures')).toBeInTheDocument();
    expect(within(lectureList()).getAllByRole('listitem')).toHaveLength(2);
  });

  describe('the processing state, for admins', () => {
    const processing = makeLecture(3, {
      title: 'Fresh upload',
      status: 'PROCESSING',
      processingProgress: 37,
      durationSeconds: null,
    });
    const failed = makeLecture(4, {
      title: 'Broken upload',
      status: 'FAILED',
      failureReason: 'The file is not a video ffmpeg can read',
      durationSeconds: null,
    });
    const list = (...items: ReturnType<typeof makeLecture>[]): Mocks[number] =>
      mock({
        request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
        result: { data: { lectures: items } },
      });

    it("shows 'Ready', 'Processing 37%' and 'Failed' with the reason, and counts ready lectures only", async () => {
      await renderLectureScreen('/course/displaylecture', course, {
        session: 'ADMIN',
        mocks: [list(first, processing, failed), list(first, processing, failed)],
      });
      await screen.findByRole('heading', { level: 2, name: 'Getting started' });
      const items = within(lectureList()).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent('Ready');
      expect(items[1]).toHaveTextContent('Processing 37%');
      expect(items[2]).toHaveTextContent('Failed');
      expect(items[2]).toHaveTextContent('The file is not a video ffmpeg can read');
      expect(within(items[2]!).getByRole('button', { name: 'Retry' })).toHaveAccessibleDescription('Broken upload');
      expect(within(items[1]!).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(screen.getByText('Total length: 1 min')).toBeInTheDocument();
    });

    it("marks a lecture playing on its first rendition 'Higher qualities coming', and a failed ladder with Retry", async () => {
      const pending = makeLecture(3, { title: 'Fresh upload', renditionsPending: true, renditionsFailureReason: null });
      const ladderFailed = makeLecture(4, {
        title: 'Big upload',
        renditionsPending: false,
        renditionsFailureReason: 'Transcoding failed: out of disk',
      });
      await renderLectureScreen('/course/displaylecture', course, {
        session: 'ADMIN',
        mocks: [list(first, pending, ladderFailed), list(first, pending, ladderFailed)],
      });
      await screen.findByRole('heading', { level: 2, name: 'Getting started' });
      const items = within(lectureList()).getAllByRole('listitem');
      expect(items[1]).toHaveTextContent('Ready');
      expect(items[1]).toHaveTextContent('Higher qualities coming');
      expect(within(items[1]!).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(items[2]).toHaveTextContent('Ready');
      expect(items[2]).toHaveTextContent('Higher qualities failed');
      expect(items[2]).toHaveTextContent('Transcoding failed: out of disk');
      expect(within(items[2]!).getByRole('button', { name: 'Retry' })).toHaveAccessibleDescription('Big upload');
    });

    it('follows a processing lecture live until it is ready, then stops asking', async () => {
      const done = { ...processing, status: 'READY' as const, processingProgress: null, durationSeconds: 42 };
      const { client } = await renderLectureScreen('/course/displaylecture', course, {
        session: 'ADMIN',
        mocks: [
          courseProgressMock(0, 1),
          // The course's progress counts READY lectures too: asked for again once the upload is ready.
          courseProgressMock(0, 2),
          list(first, processing),
          list(first, { ...processing, processingProgress: 80 }),
          list(first, done),
          // Then the course's count of READY lectures is asked for again.
          mock({
            request: { query: DisplayLecturesPageQuery, variables: { id: 'c-react' } },
            result: {
              data: { course: { __typename: 'Course', id: 'c-react', title: course.title, numberOfLectures: 3 } },
            },
          }),
        ],
      });
      await screen.findByText('Processing 37%');
      expect(
        await screen.findByText('Processing 80%', {}, { timeout: 2 * PROCESSING_POLL_MS + 2000 }),
      ).toBeInTheDocument();
      const items = () => within(lectureList()).getAllByRole('listitem');
      await waitFor(() => expect(items()[1]).toHaveTextContent('Ready'), { timeout: 2 * PROCESSING_POLL_MS + 2000 });
      expect(within(lectureList()).getByRole('button', { name: 'Fresh upload' })).toHaveTextContent('0:42');
      expect(await screen.findByText('Total lectures: 3')).toBeInTheDocument();
      expect(await screen.findByText('0 of 2 lectures, 0%')).toBeInTheDocument();
      // Nothing processes any more: no poll is left running (a further one would find no mock and fail the query).
      const lectureQueries = [...client.getObservableQueries('active').values()].filter(
        (query) => query.queryName === 'CourseLecturesQuery',
      );
      expect(lectureQueries).toHaveLength(1);
    }, 20_000);

    it('retries a failed lecture, which then shows as processing', async () => {
      const { user } = await renderLectureScreen('/course/displaylecture', course, {
        session: 'ADMIN',
        mocks: [
          list(first, failed),
          mock({
            request: { query: RetryLectureProcessingMutation, variables: { lectureId: 'l-4' } },
            result: {
              data: {
                retryLectureProcessing: {
                  __typename: 'Lecture',
                  id: 'l-4',
                  status: 'PROCESSING',
                  processingProgress: 0,
                  failureReason: null,
                  renditionsPending: false,
                  renditionsFailureReason: null,
                },
              },
            },
          }),
          list(first, { ...failed, status: 'PROCESSING', processingProgress: 5, failureReason: null }),
        ],
      });
      await screen.findByText('The file is not a video ffmpeg can read');
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('The lecture is being processed again')).toBeInTheDocument();
      // Then the list follows it (the next answer says 5 %).
      expect(await screen.findByText(/^Processing (0|5)%$/)).toBeInTheDocument();
      expect(screen.queryByText('The file is not a video ffmpeg can read')).not.toBeInTheDocument();
    }, 20_000);

    it('shows learners no processing state', async () => {
      await renderLectureScreen('/course/displaylecture', course, { session: subscriber, mocks: [lectures] });
      await screen.findByRole('heading', { level: 2, name: 'Getting started' });
      expect(screen.queryByText('Ready')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    });
  });
});

// The admin's controls are the authoring texts, a staff namespace the screen fetches for an admin only. The app
// starts in English (the way there waits for the English home page), then the language changes to Hindi.
describe("DisplayLecturesPage: an admin's controls in Hindi", () => {
  afterEach(async () => {
    await act(async () => {
      await translator.changeLanguage('en');
    });
  });

  it('names the controls, asks before a deletion and says a free preview is on, in Hindi', async () => {
    const { user } = await renderLectureScreen('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [
        lectures,
        mock({
          request: { query: SetLecturePreviewMutation, variables: { lectureId: 'l-2', preview: true } },
          result: { data: { setLecturePreview: { __typename: 'Lecture', id: 'l-2', freePreview: true } } },
        }),
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    await act(async () => {
      await translator.changeLanguage('hi');
    });
    const toggles = await screen.findAllByRole('button', { name: 'मुफ़्त झलक' });
    expect(screen.getAllByRole('button', { name: 'लेक्चर संपादित करें' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'नीचे ले जाएँ' })).toHaveLength(2);
    expect(screen.getAllByText('तैयार')).toHaveLength(2);

    await user.click(screen.getAllByRole('button', { name: 'लेक्चर हटाएँ' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'लेक्चर हटाएँ' });
    expect(within(dialog).getByText('क्या आप वाकई यह लेक्चर हटाना चाहते हैं?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(toggles[1]!);
    expect(await screen.findByText('यह लेक्चर अब मुफ़्त झलक है')).toBeInTheDocument();
    expect(screen.queryByText('The lecture is now a free preview')).not.toBeInTheDocument();
  });

  it("reads no staff texts for a learner's screen, whose list has no admin controls", async () => {
    await renderLectureScreen('/course/displaylecture', course, { session: subscriber, mocks: [lectures] });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    // Every useTranslation(namespace) asks the translator for that namespace's t at each render.
    const fixed = vi.spyOn(translator, 'getFixedT');
    await act(async () => {
      await translator.changeLanguage('hi');
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'लेक्चरों की सूची' })).toBeInTheDocument();
    const namespaces = fixed.mock.calls.map(([, namespace]) => namespace);
    expect(namespaces).toContain('player');
    expect(namespaces).not.toContain('authoring');
    fixed.mockRestore();
  });
});
