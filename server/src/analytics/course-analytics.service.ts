import { sql } from 'kysely';
import { notFound } from '../shared/errors';
import { knownId } from '../shared/ids';
import type { Em } from '../shared/orm';
import type { RequestScope } from '../shared/scope';
import { requireRole } from '../shared/viewer';
import { analyticsDb, type DateRange, dayRange } from './analytics-range';
import { type LectureRetentionView, loadRetention } from './lecture-retention.service';

// A course's funnel, completions, most dropped lectures and quiz pass rates, and their CSV export.

export interface FunnelStep {
  lectureId: string;
  title: string;
  position: number;
  /** Learners whose first view of this lecture fell in the range. */
  viewers: number;
}

export interface DroppedLecture {
  lectureId: string;
  title: string;
  sessions: number;
  earlyStops: number;
  /** earlyStops / sessions. */
  share: number;
}

export interface QuizPassRate {
  quizId: string;
  title: string;
  /** Submitted attempts in the range. */
  attempts: number;
  passed: number;
  /** passed / attempts. */
  passRate: number;
}

export interface CourseAnalyticsView {
  courseId: string;
  from: string;
  to: string;
  /** Learners who first viewed a lecture of the course in the range. */
  started: number;
  funnel: FunnelStep[];
  /** Certificates issued in the range. */
  finished: number;
  /** Median of (certificate issued − first lecture viewed) over those learners; null without one. */
  medianSecondsToComplete: number | null;
  /** The lectures whose viewers most often stopped within the first EARLY_STOP_SECONDS, worst first. */
  mostDropped: DroppedLecture[];
  quizzes: QuizPassRate[];
}

const MOST_DROPPED = 5;

async function funnelOf(em: Em, courseId: string, since: Date, until: Date) {
  const db = analyticsDb(em);
  const [lectures, counts, started] = await Promise.all([
    db
      .selectFrom('lectures')
      .select(['id', 'title', 'position'])
      .where('course_id', '=', courseId)
      .where('status', '=', 'READY')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('lecture_viewings')
      .select(['lecture_id', sql<number>`count(*)::int`.as('viewers')])
      .where('course_id', '=', courseId)
      .where('first_viewed_at', '>=', since)
      .where('first_viewed_at', '<', until)
      .groupBy('lecture_id')
      .execute(),
    db
      .selectFrom('lecture_viewings')
      .select(sql<number>`count(distinct user_id)::int`.as('learners'))
      .where('course_id', '=', courseId)
      .where('first_viewed_at', '>=', since)
      .where('first_viewed_at', '<', until)
      .executeTakeFirst(),
  ]);
  const byLecture = new Map(counts.map((row) => [row.lecture_id, Number(row.viewers)]));
  return {
    lectures,
    started: Number(started?.learners ?? 0),
    funnel: lectures.map((lecture) => ({
      lectureId: lecture.id,
      title: lecture.title,
      position: lecture.position,
      viewers: byLecture.get(lecture.id) ?? 0,
    })),
  };
}

async function completionsOf(em: Em, courseId: string, since: Date, until: Date) {
  const db = analyticsDb(em);
  const row = await db
    .selectFrom('certificates as c')
    .select([
      sql<number>`count(*)::int`.as('finished'),
      sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from c.issued_at - (
        select min(v.first_viewed_at) from lecture_viewings v where v.user_id = c.user_id and v.course_id = c.course_id
      )))`.as('median'),
    ])
    .where('c.course_id', '=', courseId)
    .where('c.issued_at', '>=', since)
    .where('c.issued_at', '<', until)
    .executeTakeFirst();
  return {
    finished: Number(row?.finished ?? 0),
    medianSecondsToComplete: row?.median == null ? null : Math.round(Number(row.median)),
  };
}

async function quizPassRates(em: Em, courseId: string, since: Date, until: Date): Promise<QuizPassRate[]> {
  const rows = await analyticsDb(em)
    .selectFrom('quizzes as q')
    .leftJoin('quiz_attempts as a', (join) =>
      join.onRef('a.quiz_id', '=', 'q.id').on('a.submitted_at', '>=', since).on('a.submitted_at', '<', until),
    )
    .select([
      'q.id',
      'q.title',
      'q.position',
      sql<number>`count(a.id)::int`.as('attempts'),
      sql<number>`count(a.id) filter (where a.passed)::int`.as('passed'),
    ])
    .where('q.course_id', '=', courseId)
    .groupBy(['q.id', 'q.title', 'q.position'])
    .orderBy('q.position')
    .execute();
  return rows.map((row) => ({
    quizId: row.id,
    title: row.title,
    attempts: Number(row.attempts),
    passed: Number(row.passed),
    passRate: Number(row.attempts) ? Number(row.passed) / Number(row.attempts) : 0,
  }));
}

/** ADMIN only: a course's funnel, completions, most dropped lectures and quiz pass rates over the range. */
export async function courseAnalytics(
  { em, viewer, deps }: RequestScope,
  courseId: string,
  range: DateRange,
): Promise<CourseAnalyticsView> {
  requireRole(viewer, 'ADMIN');
  const id = knownId(courseId, 'Course');
  const course = await analyticsDb(em).selectFrom('courses').select('id').where('id', '=', id).executeTakeFirst();
  if (!course) throw notFound('Course');
  const now = deps.clock.now();
  const { first, last, since, until } = dayRange(range, now);
  const [funnel, completions, quizzes] = await Promise.all([
    funnelOf(em, id, since, until),
    completionsOf(em, id, since, until),
    quizPassRates(em, id, since, until),
  ]);
  const retention = funnel.lectures.length
    ? await loadRetention(
        em,
        funnel.lectures.map((lecture) => lecture.id),
        range,
        now,
      )
    : new Map<string, LectureRetentionView>();
  const mostDropped = [...retention.values()]
    .filter((lecture) => lecture.sessions > 0)
    .map((lecture) => ({
      lectureId: lecture.lectureId,
      title: lecture.title,
      sessions: lecture.sessions,
      earlyStops: lecture.earlyStops,
      share: lecture.earlyStops / lecture.sessions,
    }))
    .filter((lecture) => lecture.earlyStops > 0)
    .sort((a, b) => b.share - a.share || b.earlyStops - a.earlyStops)
    .slice(0, MOST_DROPPED);
  return {
    courseId: id,
    from: first,
    to: last,
    started: funnel.started,
    funnel: funnel.funnel,
    ...completions,
    mostDropped,
    quizzes,
  };
}

export const ANALYTICS_CSV_COLUMNS = [
  'kind',
  'position',
  'title',
  'viewers',
  'sessions',
  'average_percent_watched',
  'early_stops',
  'replay_seconds',
  'attempts',
  'passed',
] as const;

/**
 * The CSV export's rows (REST): one per lecture in order (its funnel and retention figures), one per quiz (its
 * attempts and passes), then the course's started and finished counts.
 */
export async function courseAnalyticsRows(scope: RequestScope, courseId: string, range: DateRange) {
  const analytics = await courseAnalytics(scope, courseId, range);
  const retention = await loadRetention(
    scope.em,
    analytics.funnel.map((step) => step.lectureId),
    range,
    scope.deps.clock.now(),
  );
  const rows: (string | number)[][] = [
    ...analytics.funnel.map((step) => {
      const lecture = retention.get(step.lectureId);
      return [
        'lecture',
        step.position,
        step.title,
        step.viewers,
        lecture?.sessions ?? 0,
        lecture?.averagePercentWatched ?? 0,
        lecture?.earlyStops ?? 0,
        lecture?.replaySeconds ?? 0,
        '',
        '',
      ];
    }),
    ...analytics.quizzes.map((quiz, index) => [
      'quiz',
      index + 1,
      quiz.title,
      '',
      '',
      '',
      '',
      '',
      quiz.attempts,
      quiz.passed,
    ]),
    ['course', '', 'started', analytics.started, '', '', '', '', '', ''],
    ['course', '', 'finished', analytics.finished, '', '', '', '', '', ''],
  ];
  return { filename: `course-${analytics.courseId}-analytics-${analytics.from}-${analytics.to}.csv`, rows };
}
