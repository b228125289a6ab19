import { useApolloClient } from '@apollo/client/react';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LectureStatus } from '../../../../gql/graphql';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { showScreensIn } from '../../../../test/showScreensIn';
import {
  CoursesOverviewTable,
  CoursesOverviewTableFragment,
  DASHBOARD_PROCESSING_POLL_MS,
  DashboardProcessingQuery,
} from './CoursesOverviewTable';

const course = (n: number, title: string) => ({
  __typename: 'Course' as const,
  id: `c${n}`,
  title,
  category: 'Web Development',
  createdBy: 'Grace Hopper',
  numberOfLectures: n,
  description: `What ${title} teaches`,
});
const COURSES = [course(1, 'React Basics'), course(2, 'Python for Data'), course(3, 'Rust')];

const lecture = (id: string, courseId: string, status: LectureStatus, processingProgress: number | null = null) => ({
  __typename: 'Lecture' as const,
  id,
  courseId,
  status,
  processingProgress,
});
const processingMock = (...unpublishedLectures: ReturnType<typeof lecture>[]): Mocks[number] =>
  mock({
    request: { query: DashboardProcessingQuery },
    result: { data: { unpublishedLectures } },
  });

/** The table as the dashboard renders it, its courses in the cache as AdminDashboardQuery leaves them. */
function Table() {
  const client = useApolloClient();
  const [refs] = useState(() =>
    COURSES.map((each) => {
      client.writeFragment({ fragment: CoursesOverviewTableFragment, data: each });
      return { __ref: `Course:${each.id}`, id: each.id };
    }),
  );
  return <CoursesOverviewTable courses={refs} onView={() => undefined} onDelete={() => undefined} />;
}

function renderTable(mocks: Mocks) {
  return renderApp({ session: 'ADMIN', mocks, routes: [{ path: '/', element: <Table /> }] });
}

const row = (title: string) =>
  screen.getAllByRole('row').find((each) => within(each).queryByText(title, { exact: true }))!;

describe('CoursesOverviewTable processing state', () => {
  it("shows 'Processing N lectures · mean%' and failed lectures under each course's title", async () => {
    renderTable([
      processingMock(
        lecture('l1', 'c1', 'PROCESSING', 20),
        lecture('l2', 'c1', 'PROCESSING', 54),
        lecture('l3', 'c2', 'FAILED'),
      ),
      processingMock(
        lecture('l1', 'c1', 'PROCESSING', 20),
        lecture('l2', 'c1', 'PROCESSING', 54),
        lecture('l3', 'c2', 'FAILED'),
      ),
    ]);
    expect(await screen.findByText('Processing 2 lectures · 37%')).toBeInTheDocument();
    expect(row('React Basics')).toHaveTextContent('Processing 2 lectures · 37%');
    expect(row('Python for Data')).toHaveTextContent('1 lecture failed');
    expect(row('Rust')).not.toHaveTextContent(/Processing|failed/);
  });

  it('follows the progress live and stops asking once nothing processes', async () => {
    const { client } = renderTable([
      processingMock(lecture('l1', 'c1', 'PROCESSING', 10)),
      processingMock(lecture('l1', 'c1', 'PROCESSING', 60)),
      processingMock(),
    ]);
    expect(await screen.findByText('Processing 1 lecture · 10%')).toBeInTheDocument();
    expect(
      await screen.findByText('Processing 1 lecture · 60%', {}, { timeout: DASHBOARD_PROCESSING_POLL_MS + 3000 }),
    ).toBeInTheDocument();
    await expect
      .poll(() => screen.queryByText(/Processing/), { timeout: DASHBOARD_PROCESSING_POLL_MS + 3000 })
      .toBeNull();
    // No poll is left running: a further one would find no mocked answer.
    const polling = [...client.getObservableQueries('active').values()].filter(
      (query) => query.queryName === 'DashboardProcessingQuery' && query.options.pollInterval,
    );
    expect(polling).toHaveLength(0);
  }, 20_000);
});

describe('CoursesOverviewTable actions', () => {
  it('links each course to its edit form, named after the course', async () => {
    renderTable([processingMock()]);
    const edit = await screen.findByRole('link', { name: 'Edit Python for Data' });
    expect(edit).toHaveAttribute('href', '/course/edit?id=c2');
    expect(within(row('Rust')).getByRole('link', { name: 'Edit Rust' })).toHaveAttribute('href', '/course/edit?id=c3');
  });
});

describe('CoursesOverviewTable in Hindi', () => {
  showScreensIn('hi', 'admin');

  it('names its columns, actions and lectures still processing in Hindi', async () => {
    renderTable([
      processingMock(lecture('l1', 'c1', 'PROCESSING', 40), lecture('l2', 'c1', 'FAILED')),
      processingMock(lecture('l1', 'c1', 'PROCESSING', 40), lecture('l2', 'c1', 'FAILED')),
    ]);
    const table = await screen.findByRole('table', { name: 'कोर्स का सारांश' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['क्रम', 'कोर्स का शीर्षक', 'कोर्स की श्रेणी', 'प्रशिक्षक', 'कुल लेक्चर', 'विवरण', 'कार्रवाई']);
    expect(await screen.findByText('1 लेक्चर प्रोसेस हो रहा है · 40%, 1 लेक्चर विफल रहा')).toBeInTheDocument();
    expect(within(row('Rust')).getByRole('link', { name: 'Rust संपादित करें' })).toBeInTheDocument();
  });
});
