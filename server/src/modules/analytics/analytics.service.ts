import { sql } from 'kysely';
import { badInput, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { requireRole } from '../../shared/viewer';
import type { CaptionTables } from '../captions/caption.entity';
import type { CourseTables } from '../course/course.entity';
import type { LectureTables } from '../lecture/lecture.entity';
import type { CertificateTables } from '../progress/certificate.entity';
import type { QuizTables } from '../quiz/quiz.entity';
import type { ViewingTables } from '../viewing/viewing.entity';

/**
 * Admin analytics (docs/admin.md#analytics), read from figures counted as viewing sessions end
 * (viewing-sessions-end.service.ts): a lecture's retention from one row per day, a course's funnel from each learner's
 * record per lecture. They lag the players by VIEWING_IDLE_SECONDS plus the minute between sweeps.
 */
const analyticsDb = (em: Em) =>
  em.getKysely<ViewingTables & LectureTables & CourseTables & CertificateTables & QuizTables & CaptionTables>();

/** A closed range of UTC days; both ends optional (the last 30 days until today by default). */
export interface DateRange {
  from?: Date | null;
  to?: Date | null;
}

const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;
/** Drop-off points: the buckets where the most viewers leave, at most this many. */
const DROP_OFF_POINTS = 3;
const RANGE_INVALID_MESSAGE = 'The date range must start on or before its end';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The range's first and last UTC day, as `YYYY-MM-DD`, and the instants bounding it. */
export function dayRange({ from, to }: DateRange) {
  const end = to ?? new Date();
  const start = from ?? new Date(end.getTime() - (DEFAULT_DAYS - 1) * DAY_MS);
  if (start.getTime() > end.getTime()) throw badInput(RANGE_INVALID_MESSAGE, 'from');
  const first = isoDay(start);
  const last = isoDay(end);
  return {
    first,
    last,
    since: new Date(`${first}T00:00:00Z`),
    until: new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS),
  };
}

export interface RetentionPoint {
  second: number;
  /** Share (0–1) of the range's viewing sessions that watched this bucket. */
  share: number;
}

/** A drop-off point: the share of viewers lost there, and what the lecture says there when it has captions. */
export interface DropOff extends RetentionPoint {
  caption: string | null;
}

export interface LectureRetentionView {
  lectureId: string;
  title: string;
  durationSeconds: number;
  bucketSeconds: number;
  /** Ended viewing sessions in the range. */
  sessions: number;
  points: RetentionPoint[];
  /** Mean share of the lecture each session watched, 0–100. */
  averagePercentWatched: number;
  /** Where the most viewers left: the buckets after which the share fell the most, earliest first. */
  dropOffs: DropOff[];
  /** Seconds watched more than once within a session, over all sessions. */
  replaySeconds: number;
  /** Sessions that stopped within the first EARLY_STOP_SECONDS. */
  earlyStops: number;
}

/** Doubles may come back as text from the driver: every figure is read through Number(). */
type Figure = number | string;
type DayRow = {
  lecture_id: string;
  bucket_seconds: Figure;
  sessions: Figure;
  viewers: unknown;
  watched_share_sum: Figure;
  replay_seconds: Figure;
  early_stops: Figure;
};

/** Days counted with the lecture's current bucket width only: an older processing of it had another length. */
function retentionOf(lecture: { id: string; title: string; duration_seconds: number | string | null }, days: DayRow[]) {
  const duration = Number(lecture.duration_seconds ?? 0);
  const width = days.at(-1)?.bucket_seconds ?? 1;
  const counted = days.filter((day) => Number(day.bucket_seconds) === Number(width));
  const sessions = counted.reduce((sum, day) => sum + Number(day.sessions), 0);
  const viewers: number[] = [];
  for (const day of counted) {
    const list = Array.isArray(day.viewers) ? (day.viewers as number[]) : [];
    list.forEach((count, index) => {
      viewers[index] = (viewers[index] ?? 0) + count;
    });
  }
  const points = Array.from({ length: viewers.length }, (_, index) => ({
    second: index * Number(width),
    share: sessions ? (viewers[index] ?? 0) / sessions : 0,
  }));
  const drops = points
    .slice(1)
    .map((point, index) => ({ second: point.second, share: (points[index]?.share ?? 0) - point.share }))
    .filter((drop) => drop.share > 0)
    .sort((a, b) => b.share - a.share || a.second - b.second)
    .slice(0, DROP_OFF_POINTS)
    .sort((a, b) => a.second - b.second)
    .map((drop) => ({ ...drop, caption: null as string | null }));
  const shareSum = counted.reduce((sum, day) => sum + Number(day.watched_share_sum), 0);
  return {
    lectureId: lecture.id,
    title: lecture.title,
    durationSeconds: duration,
    bucketSeconds: Number(width),
    sessions,
    points,
    averagePercentWatched: sessions ? Math.round((1000 * shareSum) / sessions) / 10 : 0,
    dropOffs: drops,
    replaySeconds: Math.round(counted.reduce((sum, day) => sum + Number(day.replay_seconds), 0)),
    earlyStops: counted.reduce((sum, day) => sum + Number(day.early_stops), 0),
  } satisfies LectureRetentionView;
}

/** Retention rows of these lectures in the range, oldest day first: one statement on the primary key. */
async function loadRetention(em: Em, lectureIds: readonly string[], range: DateRange) {
  // A course without lectures has nothing to read (and `in ()` is no SQL).
  if (!lectureIds.length) return new Map<string, LectureRetentionView>();
  const { first, last } = dayRange(range);
  const db = analyticsDb(em);
  const [lectures, days] = await Promise.all([
    db.selectFrom('lectures').select(['id', 'title', 'duration_seconds']).where('id', 'in', lectureIds).execute(),
    db
      .selectFrom('lecture_retention_days')
      .select([
        'lecture_id',
        'bucket_seconds',
        'sessions',
        'viewers',
        'watched_share_sum',
        'replay_seconds',
        'early_stops',
      ])
      .where('lecture_id', 'in', lectureIds)
      .where('day', '>=', first)
      .where('day', '<=', last)
      .orderBy('day')
      .execute(),
  ]);
  return new Map(
    lectures.map((lecture) => [
      lecture.id,
      retentionOf(
        lecture,
        days.filter((day) => day.lecture_id === lecture.id),
      ),
    ]),
  );
}

/**
 * The caption line spoken at each drop-off point, from the lecture's first READY caption track: one statement, and
 * none without drop-offs.
 */
async function withCaptions(em: Em, retention: LectureRetentionView): Promise<LectureRetentionView> {
  if (!retention.dropOffs.length) return retention;
  const seconds = retention.dropOffs.map((drop) => drop.second);
  const cues = await analyticsDb(em)
    .selectFrom('caption_cues as c')
    .innerJoin('caption_tracks as t', 't.id', 'c.track_id')
    .select(['c.start_seconds', 'c.end_seconds', 'c.text', 't.created_at'])
    .where('t.lecture_id', '=', retention.lectureId)
    .where('t.status', '=', 'READY')
    .where('c.start_seconds', '<=', Math.max(...seconds) + retention.bucketSeconds)
    .where('c.end_seconds', '>=', Math.min(...seconds))
    .orderBy('t.created_at')
    .orderBy('c.start_seconds')
    .execute();
  const lineAt = (second: number) =>
    cues.find(
      (cue) => Number(cue.start_seconds) <= second + retention.bucketSeconds && Number(cue.end_seconds) >= second,
    )?.text ?? null;
  return { ...retention, dropOffs: retention.dropOffs.map((drop) => ({ ...drop, caption: lineAt(drop.second) })) };
}

/** ADMIN only: a lecture's retention over the range. NOT_FOUND for an unknown lecture. */
export async function lectureRetention({ em, viewer }: RequestScope, lectureId: string, range: DateRange) {
  requireRole(viewer, 'ADMIN');
  const id = knownId(lectureId, 'Lecture');
  const retention = (await loadRetention(em, [id], range)).get(id);
  if (!retention) throw notFound('Lecture');
  return withCaptions(em, retention);
}

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
  { em, viewer }: RequestScope,
  courseId: string,
  range: DateRange,
): Promise<CourseAnalyticsView> {
  requireRole(viewer, 'ADMIN');
  const id = knownId(courseId, 'Course');
  const course = await analyticsDb(em).selectFrom('courses').select('id').where('id', '=', id).executeTakeFirst();
  if (!course) throw notFound('Course');
  const { first, last, since, until } = dayRange(range);
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

/** A learner's viewing, for the admin's learners page. */
export interface LearnerViewingView {
  minutesWatched: number;
  verifiedLectures: number;
}

async function loadLearnerViewing(em: Em, userIds: readonly string[]) {
  const rows = await analyticsDb(em)
    .selectFrom('lecture_viewings')
    .select([
      'user_id',
      sql<number>`sum(watched_total)`.as('seconds'),
      sql<number>`count(verified_at)::int`.as('verified'),
    ])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.user_id,
      { minutesWatched: Math.round(Number(row.seconds) / 6) / 10, verifiedLectures: Number(row.verified) },
    ]),
  );
}

const requestBatches = perRequest(({ em }: RequestScope) => ({
  learnerViewing: createBatch<string, LearnerViewingView>((ids) => loadLearnerViewing(em, ids), {
    minutesWatched: 0,
    verifiedLectures: 0,
  }),
}));

/** ADMIN only: minutes a learner watched (replays included) and lectures verified complete; batched per page. */
export function learnerViewing(scope: RequestScope, userId: string): Promise<LearnerViewingView> {
  requireRole(scope.viewer, 'ADMIN');
  return requestBatches(scope).learnerViewing(userId);
}
