import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import type { Mocks } from '../../../test/renderApp';
import { activeUser, makeCourse, makeLecture, renderWithCourse } from '../../courses/testing';
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
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
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
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this lecture?');
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
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await renderWithCourse('/course/displaylecture', course, { session: 'ADMIN', mocks: [lectures] });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    await user.click(screen.getAllByRole('button', { name: 'Delete lecture' })[0]!);
    expect(screen.queryByText('Deleting course lecture')).not.toBeInTheDocument();
    expect(within(lectureList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it("falls back to 'Failed to delete the lectures'", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await renderWithCourse('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [
        lectures,
        { request: { query: DeleteLectureMutation, variables: () => true }, error: new TypeError('x') },
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Getting started' });
    await user.click(screen.getAllByRole('button', { name: 'Delete lecture' })[1]!);
    expect(await screen.findByText('Failed to delete the lectures')).toBeInTheDocument();
    expect(within(lectureList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it("shows the server's FORBIDDEN message with a 'Subscribe' button to /checkout", async () => {
    const message = 'Subscribe to watch the lectures of this course';
    const { user, router } = await renderWithCourse('/course/displaylecture', course, {
      session: 'USER',
      mocks: [
        {
          request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
          result: { errors: [{ message, extensions: { code: 'FORBIDDEN' } }] },
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByLabelText(/^Video of /)).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it("falls back to 'Failed to load the lectures' without a Subscribe button", async () => {
    await renderWithCourse('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [{ request: { query: CourseLecturesQuery, variables: () => true }, error: new TypeError('offline') }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the lectures');
    expect(within(alert).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('returns to /courses when no course was passed', async () => {
    const { router } = await renderWithCourse('/course/displaylecture', null, { session: 'ADMIN' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });
});
