import { sql } from 'kysely';
import type { Em } from '../shared/orm';
import type { RequestScope } from '../shared/scope';
import { requireRole } from '../shared/viewer';
import { analyticsDb, type DateRange, dayRange } from './analytics-range';

/** One UTC day of the whole platform's viewing. */
export interface LearningDay {
  day: string;
  /** Viewing sessions that ended that day. */
  sessions: number;
  /** Minutes of lectures those sessions watched, a second replayed within a session counted once (one decimal). */
  minutesWatched: number;
}

/** A course learners started in the range, with how many of them finished it. */
export interface CourseLearning {
  courseId: string;
  title: string;
  /** Learners who first viewed a lecture of the course in the range. */
  started: number;
  /** Certificates of the course issued in the range. */
  finished: number;
}

export interface LearningOverviewView {
  from: string;
  to: string;
  /** Every day of the range in order, days without viewing included (zeros). */
  days: LearningDay[];
  /** The courses most learners started in the range, most first (at most TOP_COURSES). */
  courses: CourseLearning[];
}

const TOP_COURSES = 5;
const DAY_MS = 86_400_000;

/** Every `YYYY-MM-DD` from `first` to `last`. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** The range's viewing per day, from the daily figures counted as sessions end (one row per lecture and day). */
async function viewingPerDay(em: Em, first: string, last: string): Promise<LearningDay[]> {
  const rows = await analyticsDb(em)
    .selectFrom('lecture_retention_days')
    .select([
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      sql<number>`sum(sessions)::int`.as('sessions'),
      sql<number>`sum(watched_seconds)`.as('seconds'),
    ])
    .where('day', '>=', first)
    .where('day', '<=', last)
    .groupBy('day')
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysBetween(first, last).map((day) => {
    const row = byDay.get(day);
    return {
      day,
      sessions: Number(row?.sessions ?? 0),
      minutesWatched: Math.round(Number(row?.seconds ?? 0) / 6) / 10,
    };
  });
}

/** The courses most learners started in the range, with their certificates issued in it: two statements. */
async function topCourses(em: Em, since: Date, until: Date): Promise<CourseLearning[]> {
  const db = analyticsDb(em);
  const started = await db
    .selectFrom('lecture_viewings as v')
    .innerJoin('courses as c', 'c.id', 'v.course_id')
    .select(['v.course_id', 'c.title', sql<number>`count(distinct v.user_id)::int`.as('learners')])
    .where('v.first_viewed_at', '>=', since)
    .where('v.first_viewed_at', '<', until)
    .groupBy(['v.course_id', 'c.title'])
    .orderBy('learners', 'desc')
    .orderBy('c.title')
    .limit(TOP_COURSES)
    .execute();
  if (!started.length) return [];
  const finished = await db
    .selectFrom('certificates')
    .select(['course_id', sql<number>`count(*)::int`.as('finished')])
    .where(
      'course_id',
      'in',
      started.map((row) => row.course_id),
    )
    .where('issued_at', '>=', since)
    .where('issued_at', '<', until)
    .groupBy('course_id')
    .execute();
  const finishedBy = new Map(finished.map((row) => [row.course_id, Number(row.finished)]));
  return started.map((row) => ({
    courseId: row.course_id,
    title: row.title,
    started: Number(row.learners),
    finished: finishedBy.get(row.course_id) ?? 0,
  }));
}

/**
 * ADMIN only: the whole platform's learning over the range (the dashboard's Learning section): viewing per day and the
 * courses most started, with their completions. As fresh as the course analytics (docs/admin.md#analytics).
 */
export async function learningOverview(
  { em, viewer, deps }: RequestScope,
  range: DateRange,
): Promise<LearningOverviewView> {
  requireRole(viewer, 'ADMIN');
  const { first, last, since, until } = dayRange(range, deps.clock.now());
  const [days, courses] = await Promise.all([viewingPerDay(em, first, last), topCourses(em, since, until)]);
  return { from: first, to: last, days, courses };
}
