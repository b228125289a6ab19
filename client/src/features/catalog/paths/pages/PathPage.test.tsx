import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PathQueryQuery } from '../../../../gql/graphql';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { PathQuery } from '../pathDocuments';

const course = (id: string, title: string) => ({
  __typename: 'Course' as const,
  id,
  title,
  createdBy: 'Jane Mentor',
  thumbnailUrl: `/media/images/${id}.png`,
  numberOfLectures: 3,
  totalDurationSeconds: 1800,
  status: 'PUBLISHED' as const,
});

const path = {
  __typename: 'Path' as const,
  id: 'p-1',
  slug: 'frontend',
  title: 'Frontend Developer',
  description: 'From HTML to React.',
  outcome: 'Build and ship a React app.',
  published: true,
  courses: [
    {
      __typename: 'PathCourse' as const,
      position: 0,
      requiresPrevious: false,
      course: course('c-html', 'HTML Basics'),
    },
    { __typename: 'PathCourse' as const, position: 1, requiresPrevious: false, course: course('c-css', 'CSS Layout') },
    { __typename: 'PathCourse' as const, position: 2, requiresPrevious: true, course: course('c-react', 'React') },
  ],
};

const step = (courseId: string, completed: boolean, locked: boolean) => ({
  __typename: 'PathStep' as const,
  courseId,
  completed,
  locked,
});

const progress = {
  __typename: 'PathProgress' as const,
  pathId: 'p-1',
  completedCourses: 1,
  totalCourses: 3,
  percent: 33,
  completed: false,
  nextCourse: { __typename: 'Course' as const, id: 'c-css' },
  steps: [step('c-html', true, false), step('c-css', false, false), step('c-react', false, true)],
  certificate: null,
};

const answer = (value: PathQueryQuery['path']) =>
  mock({ request: { query: PathQuery, variables: { slug: 'frontend' } }, result: { data: { path: value } } });

describe('PathPage', () => {
  it("shows the learner's place: the finished course, the next one with Continue, a locked one and the progress", async () => {
    renderApp({ path: '/paths/frontend', session: 'USER', mocks: [answer({ ...path, progress })] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Developer' })).toBeInTheDocument();
    expect(screen.getByText('Build and ship a React app.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your progress on this path' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(screen.getByText('1 of 3 courses finished')).toBeInTheDocument();

    const steps = within(screen.getByRole('list', { name: 'Courses in this path' })).getAllByRole('listitem');
    expect(within(steps[0]!).getByText('Finished')).toBeInTheDocument();
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[1]!).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/course/displaylectures?course=c-css',
    );
    expect(within(steps[2]!).getByText('Finish CSS Layout first')).toBeInTheDocument();
    expect(within(steps[2]!).queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View certificate' })).not.toBeInTheDocument();
  });

  it("links the path's certificate once every course is finished", async () => {
    const finished = {
      ...progress,
      completedCourses: 3,
      percent: 100,
      completed: true,
      nextCourse: null,
      steps: [step('c-html', true, false), step('c-css', true, false), step('c-react', true, false)],
      certificate: {
        __typename: 'Certificate' as const,
        code: 'ABCD-EFGH-JKLM',
        verificationUrl: 'https://learn.example/certificate?code=ABCD-EFGH-JKLM',
        pdfUrl: 'https://learn.example/certificate/ABCD-EFGH-JKLM.pdf',
      },
    };
    renderApp({ path: '/paths/frontend', session: 'USER', mocks: [answer({ ...path, progress: finished })] });
    expect(await screen.findByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      '/certificate?code=ABCD-EFGH-JKLM',
    );
    expect(screen.getByText('You finished this path')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in to keep track, and shows the plain order', async () => {
    renderApp({ path: '/paths/frontend', session: null, mocks: [answer({ ...path, progress: null })] });
    expect(await screen.findByText('Log in to keep track of your place on this path.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Courses in this path' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/first$/)).not.toBeInTheDocument();
  });
});
