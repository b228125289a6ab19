import { sql } from 'kysely';
import type { PathTables } from '../catalog/path';
import { type ChannelClickThrough, clickThroughSince } from '../learning/click-through';
import type { Em } from '../shared/orm';
import type { RequestScope } from '../shared/scope';
import { requireRole } from '../shared/viewer';
import { analyticsDb } from './analytics-range';

/** One week (Monday to Sunday, UTC) of learners watching. */
export interface EngagementWeek {
  /** Its Monday, YYYY-MM-DD. */
  weekStart: string;
  /** Learners who started a viewing session that week. */
  active: number;
  /** Of them, those who had watched before that week: the ones who came back. */
  returning: number;
}

/** A published or draft learning path, with how far learners got along it (all time). */
export interface PathCompletion {
  pathId: string;
  title: string;
  /** Learners who have watched a lecture of one of its courses. */
  started: number;
  /** Path certificates issued. */
  completed: number;
}

export interface EngagementView {
  /** The last ENGAGEMENT_WEEKS weeks, oldest first, this week last (so far), weeks without viewing included. */
  weeks: EngagementWeek[];
  /** Every path, most started first. */
  paths: PathCompletion[];
  /** Each reminder channel's messages sent over the same weeks, and how many were opened. */
  reminders: ChannelClickThrough[];
}

export const ENGAGEMENT_WEEKS = 8;
const WEEK_MS = 7 * 86_400_000;

/** The Monday 00:00 UTC of the week holding `at`. */
export function weekStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Active and returning learners per week, in one statement: each learner's weeks with a viewing session in the range,
 * and whether they had any session before that week (the index on the user's sessions answers it per learner).
 */
async function weeklyReturning(em: Em, firstWeek: Date, weeks: number): Promise<EngagementWeek[]> {
  const rows = await analyticsDb(em)
    .selectFrom((db) =>
      db
        .selectFrom('viewing_sessions')
        .select(['user_id', sql<Date>`date_trunc('week', started_at at time zone 'UTC')`.as('week')])
        .where('started_at', '>=', firstWeek)
        .distinct()
        .as('w'),
    )
    .select([
      sql<string>`to_char(w.week, 'YYYY-MM-DD')`.as('week'),
      sql<number>`count(*)::int`.as('active'),
      sql<number>`count(*) filter (where exists (
        select 1 from viewing_sessions earlier
        where earlier.user_id = w.user_id and earlier.started_at < w.week at time zone 'UTC'
      ))::int`.as('returning'),
    ])
    .groupBy('w.week')
    .execute();
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  return Array.from({ length: weeks }, (_, index) => {
    const weekStart = isoDay(new Date(firstWeek.getTime() + index * WEEK_MS));
    const row = byWeek.get(weekStart);
    return { weekStart, active: Number(row?.active ?? 0), returning: Number(row?.returning ?? 0) };
  });
}

/** Every path with the learners who started it and the certificates it issued, in one statement. */
async function pathCompletion(em: Em): Promise<PathCompletion[]> {
  const rows = await em
    .getKysely<PathTables>()
    .selectFrom('learning_paths as p')
    .select([
      'p.id',
      'p.title',
      sql<number>`(select count(distinct v.user_id) from path_courses pc
        join lecture_viewings v on v.course_id = pc.course_id where pc.path_id = p.id)::int`.as('started'),
      sql<number>`(select count(*) from certificates c where c.path_id = p.id)::int`.as('completed'),
    ])
    .orderBy('started', 'desc')
    .orderBy('p.title')
    .execute();
  return rows.map((row) => ({
    pathId: row.id,
    title: row.title,
    started: Number(row.started),
    completed: Number(row.completed),
  }));
}

/**
 * ADMIN only: whether learners come back (active and returning learners for each of the last weeks), how far they
 * get along the learning paths, and how many of the reminders sent meanwhile they opened. Read from the viewing record, so it lags the players as the course analytics do.
 */
export async function engagementOverview({ em, viewer, deps }: RequestScope): Promise<EngagementView> {
  requireRole(viewer, 'ADMIN');
  const firstWeek = new Date(weekStartOf(deps.clock.now()).getTime() - (ENGAGEMENT_WEEKS - 1) * WEEK_MS);
  const [weeks, paths, reminders] = await Promise.all([
    weeklyReturning(em, firstWeek, ENGAGEMENT_WEEKS),
    pathCompletion(em),
    clickThroughSince(em, firstWeek),
  ]);
  return { weeks, paths, reminders };
}
