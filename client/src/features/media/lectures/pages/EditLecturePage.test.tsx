import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadLink } from '../../../../app/apollo/uploadLink';
import { translator } from '../../../../i18n/i18n';
import { fileOfSize, makeCourse } from '../../../../test/courseFixtures';
import { FakeXHR, installFakeXhr, lastXhr } from '../../../../test/fakeXhr';
import { makeLecture } from '../../../../test/lectureFixtures';
import { lectureScreenMocks } from '../../../../test/lectureScreen';
import { answeringEachTime, type Mocks, mock, mockLink } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { LectureCaptionsQuery } from '../captions/captionDocuments';
import { CourseLecturesQuery } from '../documents';
import { UpdateLectureMutation } from '../mutations/useUpdateLectureMutation';
import { DisplayLecturesPageQuery } from './DisplayLecturesPage';
import { EditLecturePageQuery } from './EditLecturePage';

const keepVideoHint = translator.getFixedT('en', 'authoring')('lecture.keepVideo');

installFakeXhr();

const course = makeCourse({ numberOfLectures: 2 });
const first = makeLecture(1, { title: 'Getting started' });
const second = makeLecture(2, { title: 'Hooks in depth', description: 'useState and friends.' });
const page: Mocks[number] = mock({
  request: { query: EditLecturePageQuery, variables: { courseId: 'c-react' } },
  result: {
    data: {
      course: { __typename: 'Course', id: 'c-react', title: course.title },
      lectures: [first, second].map(({ __typename, id, title, description }) => ({
        __typename,
        id,
        title,
        description,
      })),
    },
  },
});
/** The captions card under the form (features/media/lectures/captions), with no track yet. */
const captions: Mocks[number] = mock({
  request: { query: LectureCaptionsQuery, variables: { courseId: 'c-react' } },
  result: {
    data: { lectures: [first, second].map(({ __typename, id, status }) => ({ __typename, id, status, captions: [] })) },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
/** The lecture screen's course, asked for when opened by its address. */
const courseById: Mocks[number] = mock({
  request: { query: DisplayLecturesPageQuery, variables: { id: 'c-react' } },
  result: { data: { course } },
});
const renamed = { title: 'Hooks, in depth', description: 'useState and friends.' };

/** The app at the edit form of lecture 2, with the real upload link (over the fake XHR) in front of the mocks. */
async function renderEdit(mocks: Mocks = []) {
  const view = renderApp({ path: '/course/editlecture?course=c-react&lecture=l-2', session: 'ADMIN' });
  // After a save the lecture screen opens: what it asks for beside the lectures is answered too.
  view.client.setLink(
    mockLink([page, captions, ...mocks, ...lectureScreenMocks({ admin: true })], new UploadLink({ uri: '/graphql' })),
  );
  await screen.findByRole('heading', { name: 'Edit Lecture' });
  const rename = async () => {
    await view.user.clear(screen.getByLabelText('Title'));
    await view.user.type(screen.getByLabelText('Title'), renamed.title);
  };
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save Changes' }));
  return { ...view, rename, save };
}

describe('EditLecturePage', () => {
  it("opens with the lecture's title and description, the video optional", async () => {
    await renderEdit();
    expect(screen.getByText(course.title)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Hooks in depth');
    expect(screen.getByLabelText('Description')).toHaveValue('useState and friends.');
    expect(screen.getByText(keepVideoHint)).toBeInTheDocument();
  });

  it('saves a new title without a video, notifies and opens the lecture screen at that lecture', async () => {
    const { rename, save, router } = await renderEdit([
      mock({
        request: { query: UpdateLectureMutation, variables: { lectureId: 'l-2', input: renamed, video: null } },
        result: { data: { updateLecture: { ...second, ...renamed } } },
      }),
      mock({
        request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
        result: { data: { lectures: [first, { ...second, ...renamed }] } },
      }),
      // Opened by its address (the course is not passed along), the lecture screen asks for the course.
      courseById,
    ]);
    await rename();
    await save();
    expect(await screen.findByText('Lecture updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/displaylecture'));
    expect(router.state.location.search).toBe('?course=c-react&lecture=l-2');
    expect(FakeXHR.instances).toHaveLength(0);
  });

  it('uploads a replacement video with progress and cancel, and can then save it', async () => {
    const { rename, save, user } = await renderEdit([
      // Asked again while the replaced lecture is processing (the screen follows its progress).
      answeringEachTime(
        mock({
          request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
          result: {
            data: { lectures: [first, { ...second, ...renamed, status: 'PROCESSING', processingProgress: 0 }] },
          },
        }),
      ),
      // The course's lecture count was dropped from the cache: the replaced lecture leaves it until READY again.
      mock({
        request: { query: DisplayLecturesPageQuery, variables: { id: 'c-react' } },
        result: { data: { course: { ...course, numberOfLectures: 1 } } },
      }),
    ]);
    await rename();
    await user.upload(screen.getByLabelText('Video'), fileOfSize('take-2.mp4', 'video/mp4', 4096));
    await save();
    const cancelled = await lastXhr();
    act(() => cancelled.progress(1024, 4096));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByLabelText('Title')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(cancelled.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await save();
    await waitFor(() => expect(FakeXHR.instances).toHaveLength(2));
    const sent = await lastXhr();
    const operations = JSON.parse(String(sent.body?.get('operations'))) as { variables: Record<string, unknown> };
    expect(operations.variables).toEqual({ lectureId: 'l-2', input: renamed, video: null });
    expect(sent.body?.get('map')).toBe(JSON.stringify({ 1: ['variables.video'] }));
    act(() => sent.progress(4096, 4096));
    act(() =>
      sent.respond({
        data: { updateLecture: { ...second, ...renamed, status: 'PROCESSING', processingProgress: 0 } },
      }),
    );
    expect(await screen.findByText('Lecture updated successfully')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Lectures' });
    expect(within(list).getByRole('button', { name: 'Hooks, in depth' })).toBeInTheDocument();
    expect(screen.getByText('Total lectures: 1')).toBeInTheDocument();
  });

  it("shows the server's message when it refuses the video, staying on the form", async () => {
    const { save, user, router } = await renderEdit();
    await user.upload(screen.getByLabelText('Video'), fileOfSize('take-2.mp4', 'video/mp4'));
    await save();
    act(() =>
      FakeXHR.instances.at(-1)?.respond({
        data: null,
        errors: [{ message: 'Unsupported video', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }],
      }),
    );
    await waitFor(() => expect(FakeXHR.instances).toHaveLength(1));
    expect(await screen.findByText('Unsupported video')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course/editlecture');
  });

  it('goes to the lecture screen when the address names no lecture of the course', async () => {
    const view = renderApp({
      path: '/course/editlecture?course=c-react&lecture=l-9',
      session: 'ADMIN',
      mocks: [
        page,
        courseById,
        mock({
          request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
          result: { data: { lectures: [first, second] } },
        }),
        ...lectureScreenMocks({ admin: true }),
      ],
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/course/displaylecture'));
  });
});
