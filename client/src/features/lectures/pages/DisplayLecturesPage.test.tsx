import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import type { Mocks } from '../../../test/renderApp';
import { activeUser, makeCourse, makeLecture, renderWithCourse } from '../../courses/testing';
import { PLAYER_TEXTS } from '../components/LecturePlayer';
import { CourseLecturesQuery } from '../documents';
import { DeleteLectureMutation } from '../mutations/useDeleteLectureMutation';

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
    expect(router.state.location.state).toMatchObject({ course: { id: 'c-react' } });
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
      client.refetchQueries({ include: [CourseLecturesQuery] });
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
      mocks: [lectures, { ...lectures, delay: 100 }, { ...lectures, delay: 100 }],
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

  it('returns to /courses when no course was passed', async () => {
    const { router } = await renderWithCourse('/course/displaylecture', null, { session: 'ADMIN' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });
});
