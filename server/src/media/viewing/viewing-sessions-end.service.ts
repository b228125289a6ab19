import { sql } from 'kysely';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import { viewingDb } from './viewing-record.service';
import { coveredBuckets, parseSections, type Section, sectionsLength } from './watch-sections';

/** A viewer who stopped before this many seconds of a lecture "dropped" it (Udemy's most dropped lectures). */
export const EARLY_STOP_SECONDS = 15;
/** Retention curves have at most about this many points, each a bucket of whole seconds. */
const RETENTION_POINTS = 100;
/** Sessions ended per statement batch: a long backlog is worked through in several passes. */
const END_BATCH = 500;

/** The width of a lecture's retention buckets: one second, or more for lectures longer than RETENTION_POINTS s. */
export const retentionBucketSeconds = (durationSeconds: number) =>
  Math.max(1, Math.ceil(durationSeconds / RETENTION_POINTS));

/** One ended session's contribution to its lecture's day (LectureRetentionDay). */
export interface SessionFigures {
  bucketSeconds: number;
  viewers: number[];
  watchedShare: number;
  watchedSeconds: number;
  replaySeconds: number;
  earlyStop: boolean;
}

/**
 * What one session adds to its lecture's figures: the retention buckets its watched sections touch, the share of
 * the lecture watched, the seconds replayed (watched in total beyond the distinct seconds), and whether it stopped
 * within the first EARLY_STOP_SECONDS.
 */
export function sessionFigures(durationSeconds: number, watched: readonly Section[], watchedTotal: number) {
  const bucketSeconds = retentionBucketSeconds(durationSeconds);
  const buckets = Math.max(1, Math.ceil(durationSeconds / bucketSeconds));
  const covered = coveredBuckets(watched, bucketSeconds, buckets);
  const distinct = sectionsLength(watched, durationSeconds);
  const furthest = watched.reduce((end, [, sectionEnd]) => Math.max(end, sectionEnd), 0);
  return {
    bucketSeconds,
    viewers: Array.from({ length: buckets }, (_, bucket) => (covered.has(bucket) ? 1 : 0)),
    watchedShare: durationSeconds > 0 ? Math.min(1, distinct / durationSeconds) : 0,
    watchedSeconds: distinct,
    replaySeconds: Math.max(0, watchedTotal - distinct),
    earlyStop: furthest < Math.min(EARLY_STOP_SECONDS, durationSeconds),
  } satisfies SessionFigures;
}

/** Element-wise sum; a list counted with another bucket width is replaced (the lecture was processed again). */
const addViewers = (stored: number[], added: number[]) =>
  stored.length === added.length ? stored.map((count, index) => count + (added[index] ?? 0)) : added;

/**
 * Ends the viewing sessions unseen for VIEWING_IDLE_SECONDS (or all open ones with `everything`, for tests and the
 * bench) and adds each to its lecture's figures for the UTC day it started: one transaction per batch, the sessions
 * locked with SKIP LOCKED so processes sweeping at once never count one twice. A batch's sessions are added up per
 * lecture and day first, then each day's row is written in (lecture, day) order: two sweeps at once (two processes,
 * or a process and the bench) lock the rows they share in the same order, so neither waits on the other in a cycle.
 * How many it ended.
 */
export async function endIdleViewingSessions(
  em: Em,
  { config, clock }: Pick<AppDeps, 'config' | 'clock'>,
  { everything = false } = {},
): Promise<number> {
  let ended = 0;
  for (;;) {
    const count = await em.transactional(async (tx) => {
      const db = viewingDb(tx);
      const idle = new Date(clock.nowMs() - (everything ? 0 : config.viewing.idleSeconds) * 1000);
      const sessions = await db
        .selectFrom('viewing_sessions')
        .select(['id', 'lecture_id', 'course_id', 'duration_seconds', 'watched', 'watched_total'])
        .select(sql<string>`to_char(started_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'))
        .where('ended_at', 'is', null)
        .where('last_seen_at', '<=', idle)
        .orderBy('last_seen_at')
        .limit(END_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      const days = new Map<string, { key: DayKey; figures: SessionFigures[] }>();
      for (const session of sessions) {
        const key = { lectureId: session.lecture_id, courseId: session.course_id, day: session.day };
        const id = `${key.lectureId}/${key.day}`;
        const figures = sessionFigures(
          Number(session.duration_seconds),
          parseSections(session.watched),
          Number(session.watched_total),
        );
        days.set(id, { key, figures: [...(days.get(id)?.figures ?? []), figures] });
      }
      for (const [, day] of [...days].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        await addToDay(tx, day.key, day.figures);
      }
      if (sessions.length) {
        await db
          .updateTable('viewing_sessions')
          .set({ ended_at: sql<Date>`last_seen_at` })
          .where(
            'id',
            'in',
            sessions.map((session) => session.id),
          )
          .execute();
      }
      return sessions.length;
    });
    ended += count;
    if (count < END_BATCH) return ended;
  }
}

interface DayKey {
  lectureId: string;
  courseId: string;
  day: string;
}

/** Adds sessions ended together to their lecture's row for the day: three statements whatever their number. */
async function addToDay(tx: Em, key: DayKey, sessions: SessionFigures[]) {
  const last = sessions.at(-1);
  if (!last) return;
  const sum = (figure: (session: SessionFigures) => number) =>
    sessions.reduce((total, session) => total + figure(session), 0);
  const db = viewingDb(tx);
  await db
    .insertInto('lecture_retention_days')
    .values({
      lecture_id: key.lectureId,
      day: key.day,
      course_id: key.courseId,
      bucket_seconds: last.bucketSeconds,
      viewers: sql<never>`'[]'::jsonb`,
    })
    .onConflict((conflict) => conflict.columns(['lecture_id', 'day']).doNothing())
    .execute();
  const row = await db
    .selectFrom('lecture_retention_days')
    .select(['viewers'])
    .where('lecture_id', '=', key.lectureId)
    .where('day', '=', key.day)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const stored = Array.isArray(row.viewers) ? (row.viewers as number[]) : [];
  const viewers = sessions.reduce((counts, session) => addViewers(counts, session.viewers), stored);
  await db
    .updateTable('lecture_retention_days')
    .set({
      bucket_seconds: last.bucketSeconds,
      viewers: sql<never>`${JSON.stringify(viewers)}::jsonb`,
      sessions: sql<number>`sessions + ${sessions.length}`,
      watched_share_sum: sql<number>`watched_share_sum + ${sum((session) => session.watchedShare)}`,
      watched_seconds: sql<number>`watched_seconds + ${sum((session) => session.watchedSeconds)}`,
      replay_seconds: sql<number>`replay_seconds + ${sum((session) => session.replaySeconds)}`,
      early_stops: sql<number>`early_stops + ${sum((session) => (session.earlyStop ? 1 : 0))}`,
    })
    .where('lecture_id', '=', key.lectureId)
    .where('day', '=', key.day)
    .execute();
}
