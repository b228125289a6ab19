import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  activeUser,
  catalogMock,
  homeSectionsMock,
  makeCourse,
  noCourseStarted,
} from '../../../../test/courseFixtures';
import { makeUser } from '../../../../test/fixtures';
import { courseById, lectureScreenMocks, lectures } from '../../../../test/lectureScreen';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { ContinueWatchingQuery } from './ContinueWatching';

const course = makeCourse();
const subscriber = makeUser('USER', activeUser);
const inProgress: Mocks[number] = mock({
  request: { query: ContinueWatchingQuery },
  result: {
    data: {
      continueWatching: [
        {
          __typename: 'ContinueWatchingItem',
          lastWatchedAt: '2026-11-22T12:00:00.000Z',
          course: { __typename: 'Course', id: 'c-react', title: course.title, thumbnailUrl: course.thumbnailUrl },
          resumeLecture: {
            __typename: 'CurriculumLecture',
            id: 'l-3',
            title: 'Hooks in depth',
            progress: { __typename: 'LectureProgress', lectureId: 'l-3', positionSeconds: 245 },
          },
          progress: {
            __typename: 'CourseProgress',
            courseId: 'c-react',
            completedLectures: 1,
            totalLectures: 4,
            percent: 25,
          },
        },
      ],
    },
  },
});
const catalogue: Mocks = [catalogMock({}, [course])];

describe('ContinueWatching', () => {
  it('shows a signed-in learner their courses in progress on the home page, one click from where they stopped', async () => {
    const { user, router } = renderApp({
      path: '/',
      session: subscriber,
      // The home page, then the lecture screen Resume opens by its address.
      mocks: [inProgress, homeSectionsMock(), lectures, courseById, ...lectureScreenMocks()],
    });
    const section = await screen.findByRole('region', { name: 'Continue watching' });
    expect(within(section).getByRole('heading', { level: 3, name: 'React from Scratch' })).toBeInTheDocument();
    expect(within(section).getByText('Hooks in depth, stopped at 4:05')).toBeInTheDocument();
    expect(within(section).getByText('1 of 4 lectures, 25%')).toBeInTheDocument();
    const resume = within(section).getByRole('link', { name: 'Resume React from Scratch' });
    expect(resume).toHaveAttribute('href', '/course/displaylecture?course=c-react&lecture=l-3');
    await user.click(resume);
    expect(router.state.location.pathname).toBe('/course/displaylecture');
    // Resume plays the lecture at once, from where they stopped.
    expect(router.state.location.state).toEqual({ course: { id: 'c-react' }, play: true });
  });

  it('comes first on /courses for a signed-in learner', async () => {
    renderApp({ path: '/courses', session: subscriber, mocks: [...catalogue, inProgress, noCourseStarted] });
    const section = await screen.findByRole('region', { name: 'Continue watching' });
    expect(within(section).getByRole('link', { name: 'Resume React from Scratch' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'React from Scratch' })).toBeInTheDocument();
  });

  it('shows visitors nothing of it', async () => {
    renderApp({ path: '/', session: null, mocks: [inProgress, homeSectionsMock()] });
    await screen.findByRole('heading', { name: /Online Courses/ });
    expect(screen.queryByRole('region', { name: 'Continue watching' })).not.toBeInTheDocument();
  });
});
