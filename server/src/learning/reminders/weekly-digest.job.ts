import { sql } from 'kysely';
import type { CourseTables } from '../../catalog/course/course.entity';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import type { PathTables } from '../../catalog/path';
import { optedOutOf } from '../../identity/user/mail-opt-outs';
import type { UserTables } from '../../identity/user/user.entity';
import { type JobHandler, QUEUES } from '../../jobs/job-queue';
import { queueMail } from '../../mail/outbox';
import type { ViewingTables } from '../../media/viewing/viewing.entity';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import { type ReminderMessageTables, recordSentReminders } from '../click-through';
import type { CertificateTables } from '../progress/certificate.entity';
import type { LearningGoalTables } from '../progress/learning-goal.entity';
import type { LectureProgressTables } from '../progress/lecture-progress.entity';
import { weekStartOf } from '../progress/weekly-goal.service';
import type { ReviewTables } from '../review/review.entity';
import { nextLecturesOf } from './next-lecture';
import { nextPathCoursesOf } from './next-path-course';
import type { WeeklyDigestTables } from './weekly-digest.entity';
import { digestMessage, type WeeklyDigest, weeklyDigestMail } from './weekly-digest.mails';

/**
 * Learners one batch mails, in one transaction: small enough that a batch holds a few hundred outbox rows in memory
 * and commits in well under a second, large enough that a week of 100,000 learners is a few hundred jobs.
 */
export const WEEKLY_DIGEST_BATCH = 500;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export interface WeeklyDigestJob {
  /** The Monday (UTC) of the week told of, YYYY-MM-DD. */
  week: string;
}

type DigestDeps = Pick<AppDeps, 'orm' | 'config' | 'jobs' | 'clock'>;

const digestDb = (em: Em) =>
  em.getKysely<
    WeeklyDigestTables &
      UserTables &
      LectureProgressTables &
      ViewingTables &
      LearningGoalTables &
      ReviewTables &
      CourseTables &
      LectureTables &
      PathTables &
      CertificateTables &
      ReminderMessageTables
  >();

type DigestDb = ReturnType<typeof digestDb>;

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday (00:00 UTC) that ends the week told of, the day its digest goes out. */
const mondayAfter = (week: string) => new Date(Date.parse(`${week}T00:00:00.000Z`) + WEEK_MS);

/**
 * When the last learners are due: Monday's WEEKLY_DIGEST_HOUR in the westernmost time zone (UTC−12), the week after
 * the one told of. A sweep that starts from then on reaches every learner.
 */
const everyoneDueAt = (week: string, hour: number) => new Date(mondayAfter(week).getTime() + (hour + 12) * 3_600_000);

/**
 * Starts the digest of last week, from the workers' periodic pass (workers.ts): the first pass of a week inserts the
 * run of the week before and queues its first batch in one transaction, so of many workers and passes exactly one
 * starts it. Each later pass finding the run unfinished queues a batch at its cursor (refused while that batch is
 * queued or running): the start of the next sweep, which mails the learners whose Monday hour has come since, or a
 * batch whose retries ran out. Returns the week started, or null.
 */
export async function startWeeklyDigest(deps: DigestDeps, now = deps.clock.now()): Promise<string | null> {
  const week = dayText(new Date(weekStartOf(now).getTime() - WEEK_MS));
  return deps.orm.em.fork().transactional(async (tx) => {
    const db = digestDb(tx);
    const claimed = await db
      .insertInto('weekly_digest_runs')
      .values({ week, cursor: null, mailed: 0, started_at: now, sweep_started_at: null, finished_at: null })
      .onConflict((conflict) => conflict.column('week').doNothing())
      .executeTakeFirst();
    if (claimed.numInsertedOrUpdatedRows) {
      await queueBatch(deps, tx, week, null);
      return week;
    }
    const run = await db
      .selectFrom('weekly_digest_runs')
      .select(['cursor', 'finished_at'])
      .where('week', '=', week)
      .executeTakeFirst();
    if (run && run.finished_at === null) await queueBatch(deps, tx, week, run.cursor);
    return null;
  });
}

const queueBatch = (deps: DigestDeps, tx: Em, week: string, cursor: string | null) =>
  deps.jobs.enqueue<WeeklyDigestJob>(
    QUEUES.weeklyDigest,
    { week },
    { key: `${week}:${cursor ?? ''}`, transaction: tx },
  );

/**
 * The learners a digest goes to, after `cursor` in id order: learners (not ADMINs) who have started a lecture, have not
 * turned the digest off, have not had this week's (click-through's record of it, written with the mail), and whose own
 * Monday has reached WEEKLY_DIGEST_HOUR in their time zone (`users.time_zone`, else UTC), never before the week is over.
 */
function learnersDue(db: DigestDb, week: string, cursor: string | null, now: Date, hour: number, limit: number) {
  const localNow = sql<Date>`(${now}::timestamptz at time zone coalesce(u.time_zone, 'UTC'))`;
  const localMondayHour = `${dayText(mondayAfter(week))} ${String(hour).padStart(2, '0')}:00:00`;
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.full_name', 'u.locale'])
    .where('u.role', '=', 'USER')
    .$if(cursor !== null, (query) => query.where('u.id', '>', cursor ?? ''))
    .where(localNow, '>=', sql<Date>`${localMondayHour}::timestamp`)
    .where((eb) =>
      eb.and([
        eb.exists(eb.selectFrom('lecture_progress as p').select('p.user_id').whereRef('p.user_id', '=', 'u.id')),
        eb.not(optedOutOf('WEEKLY_DIGEST', 'u.id')),
        eb.not(
          eb.exists(
            eb
              .selectFrom('reminder_messages as m')
              .select('m.user_id')
              .whereRef('m.user_id', '=', 'u.id')
              .where('m.channel', '=', 'DIGEST')
              .where('m.ref', '=', week),
          ),
        ),
      ]),
    )
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/**
 * The digests of these learners, in seven statements whatever their number: last week's viewing minutes and completed
 * lectures, goals, due reviews, the course to go on with, its lectures, and which of them each learner completed.
 */
async function digestsOf(
  db: DigestDb,
  learners: readonly { id: string; full_name: string; locale: string | null }[],
  weekStart: Date,
  now: Date,
): Promise<WeeklyDigest[]> {
  const ids = learners.map((learner) => learner.id);
  const weekEnd = new Date(weekStart.getTime() + WEEK_MS);
  const [minutes, completed, goals, due, next, onPath] = await Promise.all([
    db
      .selectFrom('viewing_sessions')
      .select(['user_id', sql<number>`sum(watched_total)::float8`.as('seconds')])
      .where('user_id', 'in', ids)
      .where('started_at', '>=', weekStart)
      .where('started_at', '<', weekEnd)
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('lecture_progress')
      .select((eb) => ['user_id', eb.fn.countAll<string>().as('count')])
      .where('user_id', 'in', ids)
      .where('completed_at', '>=', weekStart)
      .where('completed_at', '<', weekEnd)
      .groupBy('user_id')
      .execute(),
    db.selectFrom('learning_goals').select(['user_id', 'weekly_minutes']).where('user_id', 'in', ids).execute(),
    db
      .selectFrom('review_cards')
      .select((eb) => ['user_id', eb.fn.countAll<string>().as('count')])
      .where('user_id', 'in', ids)
      .where('due', '<=', now)
      .groupBy('user_id')
      .execute(),
    nextLecturesOf(db, ids),
    nextPathCoursesOf(db, ids),
  ]);
  const minutesOf = new Map(minutes.map((row) => [row.user_id, Math.floor(Number(row.seconds) / 60)]));
  const completedOf = new Map(completed.map((row) => [row.user_id, Number(row.count)]));
  const goalOf = new Map(goals.map((row) => [row.user_id, row.weekly_minutes]));
  const dueOf = new Map(due.map((row) => [row.user_id, Number(row.count)]));
  return learners.map((learner) => ({
    userId: learner.id,
    fullName: learner.full_name,
    locale: learner.locale,
    weekStart,
    minutes: minutesOf.get(learner.id) ?? 0,
    lecturesCompleted: completedOf.get(learner.id) ?? 0,
    goalMinutes: goalOf.get(learner.id) ?? null,
    next: next.get(learner.id) ?? null,
    path: onPath.get(learner.id) ?? null,
    dueReviews: dueOf.get(learner.id) ?? 0,
  }));
}

/**
 * The job of queue `digest.weekly`: mails the next `batchSize` learners due after the run's cursor, moves the cursor
 * past them and queues the next batch, all in one transaction that holds the run's row, so two jobs of one week take
 * turns; each mail's click-through record, written with it, keeps a learner from a second digest of the week. A batch
 * that fails or dies commits nothing and its retry starts over. The batch that ends a sweep puts the cursor back to
 * the start for the next pass's sweep, and finishes the run when the sweep began after everyone was due.
 */
export function weeklyDigestJob(deps: DigestDeps, batchSize = WEEKLY_DIGEST_BATCH): JobHandler<WeeklyDigestJob> {
  return async (job) => {
    const { week } = job.data;
    const weekStart = new Date(`${week}T00:00:00.000Z`);
    await deps.orm.em.fork().transactional(async (tx) => {
      const db = digestDb(tx);
      const run = await db
        .selectFrom('weekly_digest_runs')
        .select(['cursor', 'sweep_started_at', 'finished_at'])
        .where('week', '=', week)
        .forUpdate()
        .executeTakeFirst();
      if (!run || run.finished_at !== null) return;
      const now = deps.clock.now();
      const sweepStartedAt = run.cursor === null ? now : new Date(run.sweep_started_at ?? now);
      const learners = await learnersDue(db, week, run.cursor, now, deps.config.weeklyDigestHour, batchSize);
      const digests = learners.length ? await digestsOf(db, learners, weekStart, now) : [];
      const emailOf = new Map(learners.map((learner) => [learner.id, learner.email]));
      for (const digest of digests) {
        queueMail(tx, emailOf.get(digest.userId) ?? '', weeklyDigestMail(deps.config, digest));
      }
      await tx.flush();
      await recordSentReminders(tx, digests.map(digestMessage), now);
      const sweepDone = learners.length < batchSize;
      const finished = sweepDone && sweepStartedAt >= everyoneDueAt(week, deps.config.weeklyDigestHour);
      const cursor = sweepDone ? null : (learners.at(-1)?.id ?? null);
      await db
        .updateTable('weekly_digest_runs')
        .set((eb) => ({
          cursor,
          sweep_started_at: sweepStartedAt,
          mailed: eb('mailed', '+', digests.length),
          finished_at: finished ? now : null,
        }))
        .where('week', '=', week)
        .execute();
      if (!sweepDone) await queueBatch(deps, tx, week, cursor);
    });
  };
}
