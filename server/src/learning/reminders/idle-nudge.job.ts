import { sql } from 'kysely';
import type { CourseTables } from '../../catalog/course/course.entity';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { optedOutOf } from '../../identity/user/mail-opt-outs';
import type { UserTables } from '../../identity/user/user.entity';
import { type JobHandler, QUEUES } from '../../jobs/job-queue';
import { queueMail } from '../../mail/outbox';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import { recordSentReminders } from '../click-through';
import type { LectureProgressTables } from '../progress/lecture-progress.entity';
import type { IdleNudgeTables } from './idle-nudge.entity';
import { idleNudgeMail, nudgeMessage } from './idle-nudge.mails';
import { nextLecturesOf } from './next-lecture';
import type { ReminderSettingsTables } from './reminder-settings.entity';

/** Learners one batch reminds, in one transaction (as the weekly digest's batches). */
export const IDLE_NUDGE_BATCH = 500;
/** Reminders in one break from learning: after the second is ignored too, the learner hears nothing until they are back. */
export const IDLE_NUDGES_PER_BREAK = 2;
/** Hours after IDLE_NUDGE_HOUR in which reminders go out: the rest of the day is quiet. */
export const IDLE_NUDGE_WINDOW_HOURS = 2;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface IdleNudgeJob {
  /** The UTC day whose window the batch belongs to, YYYY-MM-DD. */
  day: string;
}

type NudgeDeps = Pick<AppDeps, 'orm' | 'config' | 'jobs' | 'clock'>;

const nudgeDb = (em: Em) =>
  em.getKysely<
    IdleNudgeTables & ReminderSettingsTables & UserTables & LectureProgressTables & CourseTables & LectureTables
  >();

type NudgeDb = ReturnType<typeof nudgeDb>;

const queueBatch = (deps: NudgeDeps, tx: Em, day: string, after: string) =>
  deps.jobs.enqueue<IdleNudgeJob>(QUEUES.idleNudge, { day }, { key: `${day}:${after}`, transaction: tx });

/**
 * From the workers' periodic pass (workers.ts): queues a batch of reminders once an hour (the queue refuses a second
 * with the same key while one waits or runs), for the learners whose own day (their time zone's) is then inside the
 * window of IDLE_NUDGE_HOUR and the IDLE_NUDGE_WINDOW_HOURS after it. Returns whether one was queued; never with
 * IDLE_NUDGE_DAYS at 0.
 */
export async function queueIdleNudges(deps: NudgeDeps, now = deps.clock.now()): Promise<boolean> {
  if (deps.config.idleNudgeDays === 0) return false;
  const day = now.toISOString().slice(0, 10);
  const key = `${day}:${Math.floor(now.getTime() / HOUR_MS)}`;
  const id = await deps.jobs.enqueue<IdleNudgeJob>(QUEUES.idleNudge, { day }, { key });
  return id !== null;
}

/**
 * The learners owed a reminder now, in id order: learners (not ADMINs) inside the window of their own day, whose last
 * lecture was their idle days (their choice, else `days`) or more ago,
 * who have not turned these reminders off, and who were either not reminded since that lecture or reminded once, as
 * long ago. The queue runs one batch at a time (an exclusive queue), so no two batches read the same learners.
 */
function learnersOwedANudge(db: NudgeDb, now: Date, settings: { days: number; hour: number }, limit: number) {
  const defaultDays = settings.days;
  // The hour of the learner's own day now: their time zone's (users.time_zone, which PostgreSQL knows), else UTC's.
  const localHour = sql<number>`extract(hour from ${now}::timestamptz at time zone coalesce(u.time_zone, 'UTC'))`;
  // The start of each learner's break as their own choice of days measures it (reminder_settings), else the default.
  const idleSince = sql<Date>`${now}::timestamptz - make_interval(days => coalesce(s.idle_days, ${defaultDays})::int)`;
  const lastLecture = db
    .selectFrom('lecture_progress')
    .select((eb) => ['user_id', eb.fn.max('updated_at').as('at')])
    .groupBy('user_id')
    .as('last');
  return db
    .selectFrom('users as u')
    .innerJoin(lastLecture, 'last.user_id', 'u.id')
    .leftJoin('idle_nudges as n', 'n.user_id', 'u.id')
    .leftJoin('reminder_settings as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.full_name', 'u.locale', 'last.at', 'n.sent', 'n.last_sent_at'])
    .where('u.role', '=', 'USER')
    .where(localHour, '>=', settings.hour)
    .where(localHour, '<', settings.hour + IDLE_NUDGE_WINDOW_HOURS)
    .where('last.at', '<=', idleSince)
    .where((eb) =>
      eb.and([
        eb.not(optedOutOf('IDLE_NUDGE', 'u.id')),
        eb.or([
          eb('n.user_id', 'is', null),
          eb('n.last_sent_at', '<', eb.ref('last.at')),
          eb.and([eb('n.sent', '<', IDLE_NUDGES_PER_BREAK), eb('n.last_sent_at', '<=', idleSince)]),
        ]),
      ]),
    )
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/**
 * The job of queue `nudge.idle`: reminds the next `batchSize` learners owed a reminder, records each one in
 * `idle_nudges` and queues the next batch, all in one transaction. The learners it mails are no longer owed one once
 * it commits, so batches move on without a cursor, and a batch that fails or dies sends nothing and is tried again.
 */
export function idleNudgeJob(deps: NudgeDeps, batchSize = IDLE_NUDGE_BATCH): JobHandler<IdleNudgeJob> {
  return async (job) => {
    const now = deps.clock.now();
    await deps.orm.em.fork().transactional(async (tx) => {
      const db = nudgeDb(tx);
      const settings = { days: deps.config.idleNudgeDays, hour: deps.config.idleNudgeHour };
      const learners = await learnersOwedANudge(db, now, settings, batchSize);
      if (!learners.length) return;
      const next = await nextLecturesOf(
        db,
        learners.map((learner) => learner.id),
      );
      const records = learners.map((learner) => {
        const lastAt = new Date(learner.at);
        const backSince = learner.last_sent_at === null || new Date(learner.last_sent_at) < lastAt;
        const sent = backSince ? 1 : (learner.sent ?? 0) + 1;
        queueMail(
          tx,
          learner.email,
          idleNudgeMail(deps.config, {
            userId: learner.id,
            fullName: learner.full_name,
            locale: learner.locale,
            idleDays: Math.floor((now.getTime() - lastAt.getTime()) / DAY_MS),
            next: next.get(learner.id) ?? null,
            last: sent >= IDLE_NUDGES_PER_BREAK,
            sentAt: now,
          }),
        );
        return { user_id: learner.id, sent, last_sent_at: now };
      });
      // One statement for the whole batch.
      await db
        .insertInto('idle_nudges')
        .values(records)
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet((eb) => ({
            sent: eb.ref('excluded.sent'),
            last_sent_at: eb.ref('excluded.last_sent_at'),
          })),
        )
        .execute();
      await tx.flush();
      await recordSentReminders(
        tx,
        learners.map((learner) => nudgeMessage({ userId: learner.id, sentAt: now })),
        now,
      );
      if (learners.length === batchSize) await queueBatch(deps, tx, job.data.day, learners.at(-1)?.id ?? '');
    });
  };
}
