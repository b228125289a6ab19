import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeUser, courseProgressMock, makeCourse, renderWithCourse } from '../../../test/courseFixtures';
import { makeUser } from '../../../test/fixtures';
import { mock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { CourseCurriculumQuery } from '../components/CourseCurriculum';
import { CourseDescriptionPageQuery } from './CourseDescriptionPage';

const course = makeCourse();
const courseById = (result: object, delay = 0) =>
  mock({
    request: { query: CourseDescriptionPageQuery, variables: { id: 'c-react' } },
    result,
    delay,
  });

const entry = (position: number, title: string, durationSeconds: number | null, playable = false) => ({
  __typename: 'CurriculumLecture' as const,
  id: `l-${position}`,
  position,
  title,
  durationSeconds,
  freePreview: playable,
  lecture: playable
    ? {
        __typename: 'Lecture' as const,
        id: `l-${position}`,
        title,
        description: `What ${title} covers.`,
        videoUrl: `/media/lectures/l-${position}`,
        hlsUrl: null,
        posterUrl: null,
        status: 'READY' as const,
        processingProgress: null,
        durationSeconds,
        progress: null,
      }
    : null,
});
const curriculum = mock({
  request: { query: CourseCurriculumQuery, variables: { id: 'c-react' } },
  result: {
    data: {
      course: {
        __typename: 'Course',
        id: 'c-react',
        lectures: [entry(1, 'Welcome', 95, true), entry(2, 'Components', 1500), entry(4, 'Hooks', 2105)],
      },
    },
  },
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
    expect(router.state.location.search).toBe('?course=c-react');
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

  it('says the course passed along is no longer available, with a way to the catalogue', async () => {
    const { router, user } = await renderWithCourse('/course/description', course, {
      cached: false,
      mocks: [courseById({ errors: [{ message: 'Course not found', extensions: { code: 'NOT_FOUND' } }] })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This course is no longer available');
    expect(router.state.location.pathname).toBe('/course/description');
    await user.click(screen.getByRole('link', { name: 'Browse all courses' }));
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

  it('shows the course its address names when opened without navigation state (a shared link, a fresh browser)', async () => {
    renderApp({ path: '/course/description?id=c-react', mocks: [courseById({ data: { course } })] });
    expect(await screen.findByRole('heading', { level: 1, name: 'React from Scratch' })).toBeInTheDocument();
    expect(screen.getByText('Instructor').nextElementSibling).toHaveTextContent('Jane Mentor');
  });

  it("says so when the address names a course that no longer exists (a deleted course's link)", async () => {
    const { router } = renderApp({
      path: '/course/description?id=c-react',
      mocks: [courseById({ errors: [{ message: 'Course not found', extensions: { code: 'NOT_FOUND' } }] })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This course is no longer available');
    expect(router.state.location.pathname).toBe('/course/description');
    expect(screen.queryByText('Courses loaded successfully!')).not.toBeInTheDocument();
  });

  it("shows a signed-in learner's progress through the course", async () => {
    await renderWithCourse('/course/description', course, {
      session: makeUser('USER', activeUser),
      mocks: [courseProgressMock(2, 5)],
    });
    expect(await screen.findByText('2 of 5 lectures, 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress: 2 of 5 lectures, 40%' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('shows everyone the curriculum: titles in order with durations, and the total length', async () => {
    await renderWithCourse('/course/description', course, { session: null, mocks: [curriculum] });
    const list = await screen.findByRole('list', { name: 'Curriculum' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1\.Welcome.*1:35/),
      expect.stringMatching(/^2\.Components.*25:00/),
      expect.stringMatching(/^3\.Hooks.*35:05/),
    ]);
    expect(screen.getByText('3 lectures · 1 h 2 min')).toBeInTheDocument();
  });

  it("plays a free preview on the page for a visitor with 'Preview'", async () => {
    const { user } = await renderWithCourse('/course/description', course, { session: null, mocks: [curriculum] });
    const list = await screen.findByRole('list', { name: 'Curriculum' });
    const previews = within(list).getAllByRole('button', { name: 'Preview' });
    expect(previews).toHaveLength(1);
    expect(previews[0]).toHaveAccessibleDescription('Welcome');
    await user.click(previews[0]!);
    const video = await screen.findByLabelText('Video of Welcome');
    expect(video).toHaveAttribute('src', '/media/lectures/l-1');
    // A visitor's preview saves nothing and offers no completion.
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByLabelText('Video of Welcome')).not.toBeInTheDocument();
  });

  it('links a learner who completed every lecture to the certificate', async () => {
    await renderWithCourse('/course/description', course, {
      session: makeUser('USER', activeUser),
      mocks: [courseProgressMock(2, 2, 'ABCD-EFGH-JKLM')],
    });
    expect(await screen.findByText('2 of 2 lectures, 100%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/certificate?code=ABCD-EFGH-JKLM',
    );
  });

  it('shows a visitor no progress', async () => {
    await renderWithCourse('/course/description', course, { session: null });
    await screen.findByRole('heading', { level: 1, name: 'React from Scratch' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('returns to /courses when no course was passed', async () => {
    const { router } = await renderWithCourse('/course/description', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });
});
