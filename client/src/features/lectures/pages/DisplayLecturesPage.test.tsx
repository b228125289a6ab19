import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { type Mocks, renderApp } from '../../../test/renderApp';
import { activeUser, courseProgressMock, makeCourse, renderWithCourse } from '../../courses/testing';
import { PLAYER_TEXTS } from '../components/LecturePlayer';
import { CourseLecturesQuery } from '../documents';
import { DeleteLectureMutation } from '../mutations/useDeleteLectureMutation';
import { RetryLectureProcessingMutation } from '../mutations/useRetryLectureProcessingMutation';
import { SetLecturePreviewMutation } from '../mutations/useSetLecturePreviewMutation';
import { makeLecture } from '../testing';
import { DisplayLecturesPageQuery, PROCESSING_POLL_MS } from './DisplayLecturesPage';

const course = makeCourse({ numberOfLectures: 2 });
const first = makeLecture(1, { title: 'Getting started' });
const second = makeLecture(2, { title: 'Hooks in depth', description: 'useState, useEffect and friends.' });
const lectures: Mocks[number] = {
  request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
  result: { data: { lectures: [first, second] } },
};
const subscriber = makeUser('USER', activeUser);
const WATCH_DENIED = 'Subscribe to watch the lectures of this course';
const forbidden: Mocks[number] = {
  request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
  result: { errors: [{ message: WATCH_DENIED, extensions: { code: 'FORBIDDEN' } }] },
};

const video = () => screen.getByLabelText(/^Video of /);
const lectureList = () => screen.getByRole('list', { name: 'Lectures' });

describe('DisplayLecturesPage', () => {
  it('plays the first lecture initially and switches on click', async () => {
    const { user } = await renderWithCourse('/course/displaylecture', course, {
      session: subscriber,
      mocks: [lectures],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    expect(video()).toHaveAttribute('src', first.videoUrl);
    expect(video()).toHaveAttribute('preload', 'metadata');
    expect(video()).toHaveAttribute('controls');
    expect(within(lectureList()).getByRole('button', { name: 'Getting started', current: true })).toBeInTheDocument();

    await user.click(within(lectureList()).getByRole('button', { name: 'Hooks in depth' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Hooks in depth' })).toBeInTheDocument();
    expect(screen.getByText('useState, useEffect and friends.')).toBeInTheDocument();
    expect(video()).toHaveAttribute('src', second.videoUrl);
    expect(within(lectureList()).getByRole('button', { name: 'Hooks in depth', current: true })).toBeInTheDocument();
    expect(within(lectureList()).getByRole('button', { name: 'Getting started', current: false })).toBeInTheDocument();
  });

  it('wraps a long title or description anywhere, so a phone-wide screen does not grow wider', async () => {
    await renderWithCourse('/course/displaylecture', course, { session: 'ADMIN', mocks: [lectures] });
    const heading = await screen.findByRole('heading', { level: 1, name: course.title });
    expect(getComputedStyle(heading).overflowWrap).toBe('anywhere');
    const lectureHeading = await screen.findByRole('heading', { level: 2, name: first.title });
    expect(getComputedStyle(lectureHeading).overflowWrap).toBe('anywhere');
  });

  it('puts the lecture picked in the address, keeping the navigation state', async () => {
    const { user, router } = await renderWithCourse('/course/displaylecture', course, {
      session: subscriber,
      mocks: [lectures],
    });
    await user.click(
      await within(await screen.findByRole('list', { name: 'Lectures' })).findByRole('button', {
        name: 'Hooks in depth',
      }),
    );
    expect(router.state.location.search).toBe('?course=c-react&lecture=l-2');
    expect(router.state.location.state).toMatchObject({ course: { id: 'c-react' } });
  });

  it.each(['/course/displaylecture', '/course/displaylectures'])(
    'opens the course and lecture its address names without navigation state (%s, a reload)',
    async (path) => {
      renderApp({
        path: `${path}?course=c-react&lecture=l-2`,
        session: subscriber,
        mocks: [
          lectures,
          { request: { query: DisplayLecturesPageQuery, variables: { id: 'c-react' } }, result: { data: { course } } },
        ],
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'Hooks in depth' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'React from Scratch' })).toBeInTheDocument();
      expect(within(lectureList()).getByRole('button', { name: 'Hooks in depth', current: true })).toBeInTheDocument();
    },
  );

  it("also answers on /course/displaylectures and notifies 'Fetching course lectures'", async () => {
    await renderWithCourse('/course/displaylectures', course, {
      session: subscriber,
      mocks: [{ ...lectures, delay: 400 }],
    });
    expect(await screen.findByText('Fetching course lectures')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    // A dismissed notice leaves after its exit delay.
    await waitFor(() => expect(screen.queryByText('Fetching course lectures')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('hides the admin controls from a user', async () => {
    await renderWithCourse('/course/displaylecture', course, { session: subscriber, mocks: [lectures] });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    expect(screen.queryByRole('button', { name: 'Free preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add new lecture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete lecture' })).not.toBeInTheDocument();
  });

  it("shows an admin 'Add new lecture' (with the course) and a 'Delete lecture' per lecture", async () => {
    const { user, router } = await renderWithCourse('/course/displaylecture', course, {
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
    const previewed = (preview: boolean): Mocks[number] => ({
      request: { query: SetLecturePreviewMutation, variables: { lectureId: 'l-2', preview } },
      result: { data: { setLecturePreview: { __typename: 'Lecture', id: 'l-2', freePreview: preview } } },
    });
    const { user } = await renderWithCourse('/course/displaylecture', course, {
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
    const { user } = await renderWithCourse('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [
        lectures,
        {
          request: { query: DeleteLectureMutation, variables: { courseId: 'c-react', lectureId: 'l-1' } },
          result: {
            data: {
              deleteLecture: {
                __typename: 'DeleteLecturePayload',
                success: true,
                message: 'Lecture deleted successfully',
                course: { __typename: 'Course', id: 'c-react', numberOfLectures: 1 },
              },
            },
          },
          delay: 400,
        },
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    expect(screen.getByText('Total lectures: 2')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Delete lecture' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete lecture' });
    expect(within(dialog).getByText('Are you sure you want to delete the lecture?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting course lecture')).toBeInTheDocument();
    expect(await screen.findByText('Lecture deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(lectureList()).queryByRole('button', { name: 'Getting started' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Total lectures: 1')).toBeInTheDocument();
    // The deleted lecture was playing: the player moves to the first remaining one.
    expect(screen.getByRole('heading', { level: 2, name: 'Hooks in depth' })).toBeInTheDocument();
  });

  it('keeps the lecture when the confirmation is declined', async () => {
    const { user } = await renderWithCourse('/course/displaylecture', course, { session: 'ADMIN', mocks: [lectures] });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    await user.click(screen.getAllByRole('button', { name: 'Delete lecture' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete lecture' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Deleting course lecture')).not.toBeInTheDocument();
    expect(within(lectureList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it("falls back to 'Failed to delete the lectures'", async () => {
    const { user } = await renderWithCourse('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [
        lectures,
        { request: { query: DeleteLectureMutation, variables: () => true }, error: new TypeError('x') },
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    await user.click(screen.getAllByRole('button', { name: 'Delete lecture' })[1]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete lecture' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the lectures')).toBeInTheDocument();
    expect(within(lectureList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it("sends a user without access to /checkout with the server's message, and shows no video", async () => {
    const { router } = await renderWithCourse('/course/displaylecture', course, {
      session: 'USER',
      mocks: [forbidden],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(await screen.findByText(WATCH_DENIED)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Video of /)).not.toBeInTheDocument();
  });

  it('loads no video until the server has confirmed access for this showing of the page', async () => {
    const { client } = await renderWithCourse('/course/displaylecture', course, {
      session: subscriber,
      mocks: [lectures, { ...lectures, delay: 60_000 }],
    });
    await screen.findByLabelText(/^Video of /);
    // Shown again (the Back button, say) with the lectures in the cache: the list is there, the video waits.
    act(() => {
      // Not awaited: the test looks at what shows while the answer is on its way.
      void client.refetchQueries({ include: [CourseLecturesQuery] });
    });
    expect(await screen.findByText(PLAYER_TEXTS.checking)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Video of /)).not.toBeInTheDocument();
    expect(within(lectureList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks again when the browser restores the page from its back-forward cache, and leaves for /checkout', async () => {
    const { router } = await renderWithCourse('/course/displaylecture', course, {
      session: subscriber,
      mocks: [lectures, forbidden],
    });
    await screen.findByLabelText(/^Video of /);
    // A page shown for the first time asks on mount; only a restored one (persisted) needs asking here.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(router.state.location.pathname).toBe('/course/displaylecture');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(screen.queryByLabelText(/^Video of /)).not.toBeInTheDocument();
  });

  it("retries a failed video once by itself, then says 'This video could not be played' and offers to try again", async () => {
    const { user } = await renderWithCourse('/course/displaylecture', course, {
      session: subscriber,
      // The re-checks take a while, so their transient 'checking' state is seen even on a loaded machine.
      mocks: [lectures, { ...lectures, delay: 400 }, { ...lectures, delay: 400 }],
    });
    const first = await screen.findByLabelText(/^Video of /);
    fireEvent.error(first);
    // Access is checked again; then a fresh element asks the same stable URL again.
    expect(await screen.findByText(PLAYER_TEXTS.checking)).toBeInTheDocument();
    const second = await screen.findByLabelText(/^Video of /);
    expect(second).not.toBe(first);
    expect(second).toHaveAttribute('src', first.getAttribute('src'));
    fireEvent.error(second);
    expect(await screen.findByText(PLAYER_TEXTS.checking)).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PLAYER_TEXTS.failed);
    expect(screen.queryByLabelText(/^Video of /)).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: PLAYER_TEXTS.retry }));
    expect(await screen.findByLabelText(/^Video of /)).toHaveAttribute('src', second.getAttribute('src'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a learner whose access ended to /checkout when the video fails', async () => {
    const { router } = await renderWithCourse('/course/displaylecture', course, {
      session: subscriber,
      mocks: [lectures, forbidden],
    });
    fireEvent.error(await screen.findByLabelText(/^Video of /));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it("falls back to 'Failed to load the lectures'", async () => {
    await renderWithCourse('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [{ request: { query: CourseLecturesQuery, variables: () => true }, error: new TypeError('offline') }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the lectures');
  });

  it("says a deleted lecture's link is no longer available rather than play another under its id", async () => {
    const { user, router } = await renderWithCourse('/course/displaylecture?course=c-react&lecture=l-gone', course, {
      session: subscriber,
      mocks: [lectures],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This lecture is no longer available');
    expect(screen.queryByRole('heading', { level: 2, name: 'Getting started' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Go to the course's first lecture" }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?course=c-react');
  });

  it('returns to /courses when no course was passed', async () => {
    const { router } = await renderWithCourse('/course/displaylecture', null, { session: 'ADMIN' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });

  it("shows each lecture's length and the course's total length of its ready lectures", async () => {
    await renderWithCourse('/course/displaylecture', course, { session: subscriber, mocks: [lectures] });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    // makeLecture: 65 s and 125 s.
    const row = within(lectureList()).getByRole('button', { name: 'Getting started' });
    expect(row).toHaveTextContent('1:05');
    expect(row).toHaveAccessibleDescription('1 min');
    expect(screen.getByText('Total length: 3 min')).toBeInTheDocument();
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
    const list = (...items: ReturnType<typeof makeLecture>[]): Mocks[number] => ({
      request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
      result: { data: { lectures: items } },
    });

    it("shows 'Ready', 'Processing 37%' and 'Failed' with the reason, and counts ready lectures only", async () => {
      await renderWithCourse('/course/displaylecture', course, {
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

    it('follows a processing lecture live until it is ready, then stops asking', async () => {
      const done = { ...processing, status: 'READY' as const, processingProgress: null, durationSeconds: 42 };
      const { client } = await renderWithCourse('/course/displaylecture', course, {
        session: 'ADMIN',
        mocks: [
          courseProgressMock(0, 1),
          // The course's progress counts READY lectures too: asked for again once the upload is ready.
          courseProgressMock(0, 2),
          list(first, processing),
          list(first, { ...processing, processingProgress: 80 }),
          list(first, done),
          // Then the course's count of READY lectures is asked for again.
          {
            request: { query: DisplayLecturesPageQuery, variables: { id: 'c-react' } },
            result: {
              data: { course: { __typename: 'Course', id: 'c-react', title: course.title, numberOfLectures: 3 } },
            },
          },
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
      const { user } = await renderWithCourse('/course/displaylecture', course, {
        session: 'ADMIN',
        mocks: [
          list(first, failed),
          {
            request: { query: RetryLectureProcessingMutation, variables: { lectureId: 'l-4' } },
            result: {
              data: {
                retryLectureProcessing: {
                  __typename: 'Lecture',
                  id: 'l-4',
                  status: 'PROCESSING',
                  processingProgress: 0,
                  failureReason: null,
                },
              },
            },
          },
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
      await renderWithCourse('/course/displaylecture', course, { session: subscriber, mocks: [lectures] });
      await screen.findByRole('heading', { level: 2, name: 'Getting started' });
      expect(screen.queryByText('Ready')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    });
  });
});
