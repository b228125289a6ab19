import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mock } from '../../test/mocks';
import { renderApp } from '../../test/renderApp';
import { CourseAnalyticsPageQuery } from './CourseAnalyticsPage';

const SPRITE = '/media/lectures/l-1/storyboard/v1/storyboard.jpg';

const retention = (sessions: number) => ({
  __typename: 'LectureRetention' as const,
  sessions,
  durationSeconds: 30,
  averagePercentWatched: 66.7,
  replaySeconds: 10,
  earlyStops: 1,
  points: [0, 10, 20].map((second, index) => ({
    __typename: 'RetentionPoint' as const,
    second,
    share: [1, 2 / 3, 1 / 3][index]!,
  })),
  dropOffs: [
    {
      __typename: 'DropOff' as const,
      second: 10,
      share: 1 / 3,
      caption: 'Now the hard part',
      frameUrl: `${SPRITE}#xywh=320,90,160,90`,
    },
    // A lecture transcoded before storyboards: the time and the line, no frame.
    { __typename: 'DropOff' as const, second: 20, share: 1 / 3, caption: null, frameUrl: null },
  ],
});

const course = {
  __typename: 'Course' as const,
  id: 'c-react',
  title: 'React from Scratch',
  analytics: {
    __typename: 'CourseAnalytics' as const,
    from: '2027-03-01',
    to: '2027-03-30',
    started: 3,
    finished: 1,
    medianSecondsToComplete: 7200,
    funnel: [
      { __typename: 'FunnelStep' as const, lectureId: 'l-1', title: 'Hooks', position: 1, viewers: 3 },
      { __typename: 'FunnelStep' as const, lectureId: 'l-2', title: 'Effects', position: 2, viewers: 1 },
    ],
    mostDropped: [
      {
        __typename: 'DroppedLecture' as const,
        lectureId: 'l-2',
        title: 'Effects',
        sessions: 1,
        earlyStops: 1,
        share: 1,
      },
    ],
    quizzes: [
      { __typename: 'QuizPassRate' as const, quizId: 'q-1', title: 'Check', attempts: 2, passed: 1, passRate: 0.5 },
    ],
  },
  lectures: [
    {
      __typename: 'CurriculumLecture' as const,
      id: 'l-1',
      title: 'Hooks',
      lecture: { __typename: 'Lecture' as const, id: 'l-1', retention: retention(3) },
    },
    {
      __typename: 'CurriculumLecture' as const,
      id: 'l-2',
      title: 'Effects',
      lecture: { __typename: 'Lecture' as const, id: 'l-2', retention: retention(0) },
    },
  ],
};

const PATH = '/course/analytics?id=c-react&from=2027-03-01&to=2027-03-30';
const variables = { id: 'c-react', from: '2027-03-01T00:00:00.000Z', to: '2027-03-30T00:00:00.000Z' };

describe('CourseAnalyticsPage', () => {
  it('shows the funnel counters, the most dropped lectures, the retention of a lecture and the quiz pass rates', async () => {
    renderApp({
      path: PATH,
      session: 'ADMIN',
      mocks: [mock({ request: { query: CourseAnalyticsPageQuery, variables }, result: { data: { course } } })],
    });
    expect(await screen.findByRole('heading', { name: 'Course analytics', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('React from Scratch')).toBeInTheDocument();
    expect(screen.getByText('2 h 0 min')).toBeInTheDocument();
    const dropped = screen.getByRole('region', { name: 'Most dropped lectures' });
    expect(within(dropped).getByText('1 of 1 viewing sessions')).toBeInTheDocument();
    const retentionRegion = screen.getByRole('region', { name: 'Retention' });
    expect(within(retentionRegion).getByText('66.7%')).toBeInTheDocument();
    // Each drop-off point, in order, with the frame shown there: the sprite's tile at (320, 90), at its size.
    const drops = within(within(retentionRegion).getByRole('region', { name: 'Drop-off points' })).getAllByRole(
      'listitem',
    );
    expect(drops.map((drop) => drop.textContent)).toEqual([
      '0:10 −33% of viewers“Now the hard part”',
      '0:20 −33% of viewers',
    ]);
    const frame = within(drops[0]!).getByRole('img', { name: 'Frame at 0:10' });
    expect(frame.style.backgroundImage).toBe(`url("${SPRITE}")`);
    expect(frame.style.backgroundPosition).toBe('-320px -90px');
    expect(getComputedStyle(frame)).toMatchObject({ width: '160px', height: '90px' });
    expect(within(drops[1]!).queryByRole('img')).toBeNull();
    // Each header sits over its column: the name at the start, the counts and the rate (and their headers) at the end.
    // The app's data table (its recipe, sideways scrolling), not a bare table whose headers the browser centres.
    const quizzes = within(screen.getByRole('group', { name: 'Quiz pass rates' })).getByRole('table', {
      name: 'Quiz pass rates',
    });
    const alignments = (role: 'columnheader' | 'cell') =>
      within(quizzes)
        .getAllByRole(role)
        .map((each) => [each.textContent, getComputedStyle(each).textAlign === 'end' ? 'end' : 'start']);
    expect(alignments('columnheader')).toEqual([
      ['Quiz', 'start'],
      ['Attempts', 'end'],
      ['Passed', 'end'],
      ['Pass rate', 'end'],
    ]);
    expect(alignments('cell')).toEqual([
      ['Check', 'start'],
      ['2', 'end'],
      ['1', 'end'],
      ['50%', 'end'],
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/courses/c-react/analytics.csv?from=2027-03-01&to=2027-03-30',
    );
    // A lecture nobody watched in the range says so rather than drawing an empty curve.
    await userEvent.selectOptions(within(retentionRegion).getByRole('combobox', { name: 'Lecture' }), 'l-2');
    expect(within(retentionRegion).getByText('No viewing sessions in this range yet.')).toBeInTheDocument();
  });
});
