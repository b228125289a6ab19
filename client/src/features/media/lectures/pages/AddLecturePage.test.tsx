import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UploadLink } from '../../../../app/apollo/uploadLink';
import {
  cacheCourse,
  catalogMock,
  fileOfSize,
  makeCourse,
  renderWithCourse,
  signedInCatalogueMocks,
} from '../../../../test/courseFixtures';
import { FakeXHR, installFakeXhr, lastXhr } from '../../../../test/fakeXhr';
import { makeLecture, type TestLecture } from '../../../../test/lectureFixtures';
import { lectureScreenMocks } from '../../../../test/lectureScreen';
import { type Mocks, mock, mockLink } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { CourseLecturesQuery } from '../documents';
import { AddLecturePageQuery } from './AddLecturePage';

const course = makeCourse({ numberOfLectures: 1 });
const existing = makeLecture(1, { title: 'Getting started' });
const added = makeLecture(2, { title: 'Hooks in depth', description: 'useState and friends.' });
const lectureMock = (lectures: TestLecture[], delay = 0): Mocks[number] =>
  mock({
    request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
    result: { data: { lectures } },
    delay,
  });
const addedPayload = {
  data: {
    addLecture: {
      __typename: 'AddLecturePayload',
      course: { __typename: 'Course', id: 'c-react', numberOfLectures: 2 },
      lecture: { __typename: 'Lecture', id: added.id },
      lectures: [existing, added],
    },
  },
};

installFakeXhr();

/** The app with the real upload link (over the fake XHR) in front of a mock link for the other operations. */
async function renderAddLecture(mocks: Mocks = [], startAt = '/course/addlecture') {
  const view = await renderWithCourse('/', null, { session: 'ADMIN' });
  view.client.setLink(mockLink(mocks, new UploadLink({ uri: '/graphql' })));
  cacheCourse(view.client, course);
  act(() => view.router.navigate(startAt, { state: { course } }));
  return view;
}

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderAddLecture>>['user'], video: File) {
  await screen.findByRole('heading', { name: 'Add New Lecture' });
  await user.type(screen.getByLabelText('Title'), 'Hooks in depth');
  await user.type(screen.getByLabelText('Description'), 'useState and friends.');
  await user.upload(screen.getByLabelText('Video'), video);
  await user.click(screen.getByRole('button', { name: 'Add Lecture' }));
}

describe('AddLecturePage', () => {
  it("requires title, description and video with 'All fields are mandatory'", async () => {
    const { user } = await renderAddLecture();
    await screen.findByRole('heading', { name: 'Add New Lecture' });
    expect(screen.getByText('React from Scratch')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Lecture' }));
    expect(await screen.findAllByText('All fields are mandatory')).toHaveLength(3);
    expect(FakeXHR.instances).toHaveLength(0);
  });

  it('offers video files and previews the chosen one, revoking the previous object URL', async () => {
    const create = vi
      .spyOn(URL, 'createObjectURL')
      .mockReturnValueOnce('blob:first')
      .mockReturnValueOnce('blob:second');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user, unmount } = await renderAddLecture();
    await screen.findByRole('heading', { name: 'Add New Lecture' });
    const picker = screen.getByLabelText('Video');
    expect(picker).toHaveAttribute('accept', 'video/mp4,video/webm,video/quicktime');

    await user.upload(picker, fileOfSize('one.mp4', 'video/mp4'));
    expect(await screen.findByLabelText('Preview of the chosen video')).toHaveAttribute('src', 'blob:first');
    await user.upload(picker, fileOfSize('two.webm', 'video/webm'));
    await waitFor(() =>
      expect(screen.getByLabelText('Preview of the chosen video')).toHaveAttribute('src', 'blob:second'),
    );
    expect(revoke).toHaveBeenCalledWith('blob:first');
    expect(create).toHaveBeenCalledTimes(2);
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:second');
  });

  it('shows the real upload progress: percentage, bytes sent of total; Cancel aborts the upload', async () => {
    const { user, router } = await renderAddLecture();
    await fillAndSubmit(user, fileOfSize('hooks.mp4', 'video/mp4', 2048));
    const xhr = await lastXhr();
    expect(xhr.body?.get('1')).toBeInstanceOf(File);
    expect(await screen.findByText('Adding course lecture')).toBeInTheDocument();

    act(() => xhr.progress(12_300_000, 48_000_000));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('12.3 MB of 48.0 MB')).toBeInTheDocument();

    act(() => xhr.progress(24_000_000, 48_000_000));
    expect(bar).toHaveAttribute('aria-valuenow', '50');

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Adding course lecture')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(router.state.location.pathname).toBe('/course/addlecture');
    // The form keeps its values for another try.
    expect(screen.getByLabelText('Title')).toHaveValue('Hooks in depth');
  });

  it('reaches 100, then shows the lecture screen on the new lecture, with the count from the cache', async () => {
    const { user, router } = await renderAddLecture(
      // The lecture screen loads first, then reloads on the way back: that answer comes late on purpose.
      [lectureMock([existing]), lectureMock([existing, added], 60_000), ...lectureScreenMocks({ admin: true })],
      '/course/displaylecture',
    );
    expect(await screen.findByText('Total lectures: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add new lecture' }));
    await fillAndSubmit(user, fileOfSize('hooks.mp4', 'video/mp4', 2048));
    const xhr = await lastXhr();
    act(() => xhr.progress(2048, 2048));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();

    act(() => xhr.respond(addedPayload));
    expect(await screen.findByText('Lecture added successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/displaylecture'));
    expect(router.state.location.search).toBe(`?course=c-react&lecture=${added.id}`);
    const list = await screen.findByRole('list', { name: 'Lectures' });
    expect(within(list).getByRole('button', { name: 'Hooks in depth' })).toBeInTheDocument();
    expect(screen.getByText('Total lectures: 2')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hooks in depth' })).toBeInTheDocument();
  });

  it('opened in a tab of its own, goes on to the lecture screen after success rather than back out of the app', async () => {
    const view = renderApp({
      path: '/course/addlecture?course=c-react',
      session: 'ADMIN',
      mocks: [
        mock({
          request: { query: AddLecturePageQuery, variables: { id: 'c-react' } },
          result: { data: { course: { __typename: 'Course', id: 'c-react', title: course.title } } },
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'Add New Lecture' });
    view.client.setLink(
      mockLink(
        [lectureMock([existing, added]), ...lectureScreenMocks({ admin: true })],
        new UploadLink({ uri: '/graphql' }),
      ),
    );
    await fillAndSubmit(view.user, fileOfSize('hooks.mp4', 'video/mp4', 2048));
    const xhr = await lastXhr();
    act(() => xhr.respond(addedPayload));
    expect(await screen.findByText('Lecture added successfully')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/course/displaylecture'));
    expect(view.router.state.location.search).toBe(`?course=c-react&lecture=${added.id}`);
  });

  it("shows the server's message when it refuses the lecture", async () => {
    const { user, router } = await renderAddLecture();
    await fillAndSubmit(user, fileOfSize('hooks.mp4', 'video/mp4'));
    const xhr = await lastXhr();
    act(() =>
      xhr.respond({
        data: null,
        errors: [{ message: 'The video is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      }),
    );
    expect(await screen.findByText('The video is too large')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course/addlecture');
  });

  it("falls back to 'Failed to add the lectures' when the upload fails", async () => {
    const { user } = await renderAddLecture();
    await fillAndSubmit(user, fileOfSize('hooks.mp4', 'video/mp4'));
    const xhr = await lastXhr();
    act(() => xhr.onerror?.());
    expect(await screen.findByText('Failed to add the lectures')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('returns to /courses when no course was passed', async () => {
    const { router } = await renderWithCourse('/course/addlecture', null, {
      session: 'ADMIN',
      mocks: [catalogMock({}, []), ...signedInCatalogueMocks],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });
});
