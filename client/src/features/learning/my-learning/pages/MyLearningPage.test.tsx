import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyLearningPageQueryQuery } from '../../../../gql/graphql';
import { catalogMock, signedInCatalogueMocks } from '../../../../test/courseFixtures';
import { noSsoProviders } from '../../../../test/fixtures';
import { courseById, lectureScreenMocks, lectures } from '../../../../test/lectureScreen';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { MyLearningPageQuery } from './MyLearningPage';

type Answer = MyLearningPageQueryQuery;

const inProgress: Answer['continueWatching'][number] = {
  __typename: 'ContinueWatchingItem',
  course: {
    __typename: 'Course',
    id: 'c-react',
    title: 'React from Scratch',
    thumbnailUrl: '/media/thumbs/react.png',
    createdBy: 'Daniel Okafor',
  },
  resumeLecture: {
    __typename: 'CurriculumLecture',
    id: 'l-3',
    title: 'Hooks in depth',
    progress: { __typename: 'LectureProgress', lectureId: 'l-3', positionSeconds: 245 },
  },
  progress: { __typename: 'CourseProgress', courseId: 'c-react', completedLectures: 1, totalLectures: 4, percent: 25 },
};

const completed: Answer['myCertificates'][number] = {
  __typename: 'Certificate',
  code: 'ABCD-EFGH-JKLM',
  courseId: 'c-python',
  courseTitle: 'Python for Data Analysis',
  instructor: 'Mei Lin Chen',
  completedAt: '2026-11-20T10:00:00.000Z',
};

const answer = (data: Answer) => mock({ request: { query: MyLearningPageQuery }, result: { data } });

describe('/my-learning', () => {
  it('lists a course in progress with its next lecture and progress, one click from going on', async () => {
    const { user, router } = renderApp({
      path: '/my-learning',
      session: 'USER',
      // The page, then the lecture screen its link opens by its address.
      mocks: [
        answer({ continueWatching: [inProgress], myCertificates: [] }),
        lectures,
        courseById,
        ...lectureScreenMocks(),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My learning' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'In progress' });
    expect(within(section).getByRole('heading', { level: 3, name: 'React from Scratch' })).toBeInTheDocument();
    expect(within(section).getByText('Next: Hooks in depth')).toBeInTheDocument();
    expect(within(section).getByText('1 of 4 lectures, 25%')).toBeInTheDocument();
    expect(within(section).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.queryByRole('region', { name: 'Completed' })).not.toBeInTheDocument();
    const next = within(section).getByRole('link', { name: 'Continue React from Scratch' });
    expect(next).toHaveAttribute('href', '/course/displaylecture?course=c-react&lecture=l-3');
    await user.click(next);
    expect(router.state.location.pathname).toBe('/course/displaylecture');
    expect(router.state.location.state).toEqual({ course: { id: 'c-react' } });
  });

  it('lists a completed course with its completion date and certificate', async () => {
    renderApp({
      path: '/my-learning',
      session: 'USER',
      mocks: [answer({ continueWatching: [], myCertificates: [completed] })],
    });
    const section = await screen.findByRole('region', { name: 'Completed' });
    expect(within(section).getByRole('link', { name: 'Python for Data Analysis' })).toHaveAttribute(
      'href',
      '/course/description?id=c-python',
    );
    expect(within(section).getByText('Completed on Nov 20, 2026')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Certificate for Python for Data Analysis' })).toHaveAttribute(
      'href',
      '/certificate?code=ABCD-EFGH-JKLM',
    );
    expect(screen.queryByRole('region', { name: 'In progress' })).not.toBeInTheDocument();
  });

  it('leads a learner who has started nothing to the catalogue', async () => {
    const { user, router } = renderApp({
      path: '/my-learning',
      session: 'USER',
      // The page, then the catalogue its link opens.
      mocks: [answer({ continueWatching: [], myCertificates: [] }), catalogMock({}, []), ...signedInCatalogueMocks],
    });
    expect(await screen.findByRole('heading', { name: 'You have not started a course yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse courses' }));
    expect(router.state.location.pathname).toBe('/courses');
  });

  it('shows a skeleton while it loads', async () => {
    renderApp({
      path: '/my-learning',
      session: 'USER',
      mocks: [{ ...answer({ continueWatching: [], myCertificates: [] }), delay: 10_000 }],
    });
    const status = (await screen.findByText('Loading your learning')).closest('[role="status"]');
    expect(status).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'In progress' })).not.toBeInTheDocument();
  });

  it('sends a visitor to log in', async () => {
    const { router } = renderApp({ path: '/my-learning', session: null, mocks: [noSsoProviders] });
    await screen.findByRole('button', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
