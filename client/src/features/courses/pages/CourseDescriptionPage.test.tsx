import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { activeUser, makeCourse, renderWithCourse } from '../testing';
import { CourseDescriptionPageQuery } from './CourseDescriptionPage';

const course = makeCourse();
const courseById = (result: object, delay = 0) => ({
  request: { query: CourseDescriptionPageQuery, variables: { id: 'c-react' } },
  result,
  delay,
});

describe('CourseDescriptionPage', () => {
  it('shows thumbnail, title, description, lecture count and instructor of the course passed along', async () => {
    await renderWithCourse('/course/description', course);
    expect(await screen.findByRole('heading', { level: 1, name: 'React from Scratch' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Thumbnail of React from Scratch' })).toHaveAttribute(
      'src',
      '/files/thumbnails/react.png',
    );
    expect(screen.getByText(course.description)).toBeInTheDocument();
    expect(screen.getByText('Total lectures').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Instructor').nextElementSibling).toHaveTextContent('Jane Mentor');
    // No lecture is ready yet: no length to show.
    expect(screen.queryByText('Total length')).not.toBeInTheDocument();
  });

  it("shows the course's total length once its lectures are transcoded", async () => {
    await renderWithCourse('/course/description', makeCourse({ totalDurationSeconds: 3725 }));
    expect((await screen.findByText('Total length')).nextElementSibling).toHaveTextContent('1 h 2 min');
  });

  it("offers 'Watch Lectures' to an admin, which opens the lecture screen with the course", async () => {
    const { user, router } = await renderWithCourse('/course/description', course, { session: 'ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Watch Lectures' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/displaylecture'));
    expect(router.state.location.state).toMatchObject({ course: { id: 'c-react' } });
  });

  it("offers 'Watch Lectures' to a user with an active subscription", async () => {
    await renderWithCourse('/course/description', course, { session: makeUser('USER', activeUser) });
    expect(await screen.findByRole('button', { name: 'Watch Lectures' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it("offers 'Subscribe' (to /checkout) to a user without an active subscription", async () => {
    const { user, router } = await renderWithCourse('/course/description', course, { session: 'USER' });
    expect(screen.queryByRole('button', { name: 'Watch Lectures' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it("offers 'Subscribe' to a visitor", async () => {
    await renderWithCourse('/course/description', course, { session: null });
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch Lectures' })).not.toBeInTheDocument();
  });

  it('asks the server for the course when the cache does not hold it (a reload)', async () => {
    const changed = makeCourse({ numberOfLectures: 7 });
    await renderWithCourse('/course/description', course, {
      cached: false,
      mocks: [courseById({ data: { course: changed } }, 200)],
    });
    expect(await screen.findByText('Loading the course')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'React from Scratch' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the course')).not.toBeInTheDocument();
    // What the server says now, not the record the state carried.
    expect(screen.getByText('Total lectures').nextElementSibling).toHaveTextContent('7');
  });

  it('returns to /courses when the course passed along no longer exists', async () => {
    const { router } = await renderWithCourse('/course/description', course, {
      cached: false,
      mocks: [courseById({ errors: [{ message: 'Course not found', extensions: { code: 'NOT_FOUND' } }] })],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });

  it("shows the server's message, with a way to ask again, when the course cannot be loaded", async () => {
    const { user } = await renderWithCourse('/course/description', course, {
      cached: false,
      mocks: [
        courseById({ errors: [{ message: 'Too many requests, try again in 1 minute' }] }),
        courseById({ data: { course } }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in 1 minute');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'React from Scratch' })).toBeInTheDocument();
  });

  it('returns to /courses when no course was passed', async () => {
    const { router } = await renderWithCourse('/course/description', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });
});
