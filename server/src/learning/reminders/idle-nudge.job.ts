import type { CourseTables } from '../../catalog/course/course.entity';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import type { MailOptOutTables } from '../../identity/user/mail-opt-out.entity';
import type { UserTables } from '../../identity/user/user.entity';
import { type JobHandler, QUEUES } from '../../jobs/job-queue';
import { queueMail } from '../../mail/outbox';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import type { LectureProgressTables } from '../progress/lecture-progress.entity';
import type { IdleNudgeTables } from './idle-nudge.entity';
import { idleNudgeMail } from './idle-nudge.mails';
import { nextLecturesOf } from './next-lecture';

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
    IdleNudgeTables & UserTables & MailOptOutTables & LectureProgressTables & CourseTables & LectureTables
  >();

type NudgeDb = ReturnType<typeof nudgeDb>;

const queueBatch = (deps: NudgeDeps, tx: Em, day: string, after: string) =>
  deps.jobs.enqueue<IdleNudgeJob>(QUEUES.idleNudge, { day }, { key: `${day}:${after}`, transaction: tx });

/**
 * From the workers' periodic pass (workers.ts): inside the day's window (IDLE_NUDGE_HOUR UTC and the
 * IDLE_NUDGE_WINDOW_HOURS after it) queues a batch of reminders, one per pass at most (the queue refuses a second
 * with the same key while one waits or runs). Returns whether one was queued; never with IDLE_NUDGE_DAYS at 0.
 */
export async function queueIdleNudges(deps: NudgeDeps, now = deps.clock.now()): Promise<boolean> {
  const { idleNudgeDays, idleNudgeHour } = deps.config;
  const hour = now.getUTCHours();
  if (idleNudgeDays === 0 || hour < idleNudgeHour || hour >= idleNudgeHour + IDLE_NUDGE_WINDOW_HOURS) return false;
  const day = now.toISOString().slice(0, 10);
  const key = `${day}:${Math.floor(now.getTime() / HOUR_MS)}`;
  const id = await deps.jobs.enqueue<IdleNudgeJob>(QUEUES.idleNudge, { day }, { key });
  return id !== null;
}

/**
 * The learners owed a reminder now, in id order: learners (not ADMINs) whose last lecture was `idleDays` or more ago,
 * who have not turned these reminders off, and who were either not reminded since that lecture or reminded once, as
 * long ago. The queue runs one batch at a time (an exclusive queue), so no two batches read the same learners.
 */
function learnersOwedANudge(db: NudgeDb, idleSince: Date, limit: number) {
  const lastLecture = db
    .selectFrom('lecture_progress')
    .select((eb) => ['user_id', eb.fn.max('updated_at').as('at')])
    .groupBy('user_id')
    .as('last');
  return db
    .selectFrom('users as u')
    .innerJoin(lastLecture, 'last.user_id', 'u.id')
    .leftJoin('idle_nudges as n', 'n.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.full_name', 'u.locale', 'last.at', 'n.sent', 'n.last_sent_at'])
    .where('u.role', '=', 'USER')
    .where('last.at', '<=', idleSince)
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(
            eb
              .selectFrom('mail_opt_outs as o')
              .select('o.user_id')
              .whereRef('o.user_id', '=', 'u.id')
              .where('o.kind', '=', 'IDLE_NUDGE'),
          ),
        ),
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
    const idleSince = new Date(now.getTime() - deps.config.idleNudgeDays * DAY_MS);
    await deps.orm.em.fork().transactional(async (tx) => {
      const db = nudgeDb(tx);
      const learners = await learnersOwedANudge(db, idleSince, batchSize);
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
      if (learners.length === batchSize) await queueBatch(deps, tx, job.data.day, learners.at(-1)?.id ?? '');
    });
  };
}
