import { setTimeout as sleep } from 'node:timers/promises';
import type { EventSubscriber } from '@mikro-orm/core';
import type { ExpressionBuilder } from 'kysely';
import type { Logger } from 'pino';
import { type JobHandler, type JobQueue, QUEUES } from '../jobs/job-queue';
import { type Clock, secondsUntil } from '../shared/clock';
import type { Em, Orm } from '../shared/orm';
import type { MailContent, Mailer } from './mailer';
import { OutboxMessage, type OutboxTables } from './outbox.entity';

/** Longer than one SMTP attempt can take (smtp.mailer.ts bounds it to about 2 minutes). */
export const CLAIM_SECONDS = 5 * 60;
/**
 * After the SMTP server accepted a message, a failed write of "sent" is tried again after this long, then twice as
 * long each time up to RECORD_RETRY_MAX_MS, for as long as the claim lasts, less RECORD_MARGIN_MS for the last write.
 */
const RECORD_RETRY_FIRST_MS = 200;
const RECORD_RETRY_MAX_MS = 10_000;
const RECORD_MARGIN_MS = 30_000;
/** Claims per message before the reconcile pass stops re-enqueueing it (each job already retries 5 times). */
export const MAX_ATTEMPTS = 12;
/** Older unsent messages are left alone: their links (a 30-minute reset, say) have long expired. */
const RECONCILE_WITHIN_HOURS = 48;
/** Rows (sent, or given up on) are deleted after this long: the outbox is a queue, not an archive. */
export const RETENTION_DAYS = 30;

export interface MailJob {
  outboxId: string;
}

export interface MailDeps {
  orm: Orm;
  mailer: Mailer;
  jobs: JobQueue;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The time claims, retries and retention are counted by (AppDeps.clock). */
  clock: Clock;
}

/**
 * Adds a message to the caller's unit of work: it is written by the caller's next flush, in the same transaction as
 * the event's own rows, and its delivery job with it (outboxDeliveries), so the event, its mail and the job that sends
 * it commit or roll back together. `sendAfter`: not sent before then (the end of the recipient's quiet hours).
 */
export function queueMail(em: Em, to: string, content: MailContent, sendAfter: Date | null = null): OutboxMessage {
  const { headers, ...parts } = content;
  return em.create(OutboxMessage, { recipient: to, ...parts, headers: headers ?? null, sendAfter });
}

/**
 * Drops the mails to `email` queued before `before`, in the caller's transaction: a closing account's, whose address is
 * no longer a customer's. Its goodbye mail, queued after, goes.
 */
export async function forgetMailQueuedFor(em: Em, email: string, before: Date): Promise<void> {
  await em
    .getKysely<OutboxTables>()
    .deleteFrom('outbox')
    .where('recipient', '=', email)
    .where('created_at', '<', before)
    .execute();
}

/**
 * Writes the `mail.send` job of each outbox message as the message's row is inserted, on the inserting transaction's
 * connection: every committed message has its job, whichever process wrote it and whatever happens to that process
 * after its commit. Registered once on the ORM's event manager, which the request forks share (app-deps.ts).
 */
export function outboxDeliveries(jobs: JobQueue, clock: Clock): EventSubscriber<OutboxMessage> {
  return {
    getSubscribedEntities: () => [OutboxMessage],
    async afterCreate({ entity, em }) {
      await jobs.enqueue<MailJob>(
        QUEUES.mailSend,
        { outboxId: entity.id },
        { key: entity.id, transaction: em as Em, startAfterSeconds: secondsUntil(clock.now(), entity.sendAfter) },
      );
    },
  };
}

const outboxOf = (em: Em) => em.getKysely<OutboxTables>();

/** Nobody holds it at `now`: never claimed, or the claim lapsed (its worker died mid-send). */
const unclaimed = (now: Date) => (eb: ExpressionBuilder<OutboxTables, 'outbox'>) =>
  eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]);

/**
 * The job of queue `mail.send`. Sends a message once however many workers hold a job for it: the conditional update
 * claims the row for one of them; the row is marked sent only after the SMTP server accepted it (recordSent). A worker
 * dying between the two, or a database out of reach for longer than the claim, is the one case that sends twice
 * (after the claim lapses), with the same Message-ID.
 */
export function sendMailJob(deps: Pick<MailDeps, 'orm' | 'mailer' | 'logger' | 'clock'>): JobHandler<MailJob> {
  return async (job) => {
    const { outboxId } = job.data;
    const em = deps.orm.em.fork();
    const outbox = outboxOf(em);
    const claimedAt = deps.clock.nowMs();
    const row = await outbox
      .updateTable('outbox')
      .set((eb) => ({
        claimed_until: new Date(claimedAt + CLAIM_SECONDS * 1000),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', outboxId)
      .where('sent_at', 'is', null)
      .where(unclaimed(new Date(claimedAt)))
      .returning(['id', 'recipient', 'subject', 'text', 'html', 'headers'])
      .executeTakeFirst();
    if (!row) {
      const state = await outbox.selectFrom('outbox').select('sent_at').where('id', '=', outboxId).executeTakeFirst();
      if (!state || state.sent_at) return;
      // Another worker holds it: should that one die, this retry finds the claim lapsed.
      throw new Error(`outbox message ${outboxId} is being sent by another worker`);
    }
    try {
      await deps.mailer.send({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers ?? undefined,
      });
    } catch (error) {
      await outbox
        .updateTable('outbox')
        .set({
          claimed_until: null,
          last_error: String((error as { message?: unknown }).message ?? error).slice(0, 1000),
        })
        .where('id', '=', outboxId)
        .execute();
      throw error;
    }
    await recordSent(em, deps, outboxId, claimedAt + CLAIM_SECONDS * 1000 - RECORD_MARGIN_MS);
    deps.logger.info({ component: 'mail', outboxId, attempt: job.attempt }, 'mail sent');
  };
}

/**
 * Marks a message the SMTP server accepted as sent, trying again until the write succeeds or `until` (epoch ms) comes.
 * Given up at once, as a failed job, a database blip (a restart, a failover) would have sent the message again: the
 * job's retries find the row still claimed, and the first one after the claim lapsed sends it a second time. Tried
 * again here, under the claim, which no other worker takes before it lapses, the write lands once the database is back.
 * The job's abort signal is not heeded: during a blip the queue may lose the job's heartbeat, but the claim still holds.
 */
async function recordSent(
  em: Em,
  { clock, logger }: Pick<MailDeps, 'clock' | 'logger'>,
  outboxId: string,
  until: number,
) {
  for (let wait = RECORD_RETRY_FIRST_MS; ; wait = Math.min(wait * 2, RECORD_RETRY_MAX_MS)) {
    try {
      await outboxOf(em)
        .updateTable('outbox')
        .set({ sent_at: clock.now(), claimed_until: null, last_error: null, text: '', html: '' })
        .where('id', '=', outboxId)
        .execute();
      return;
    } catch (error) {
      if (clock.nowMs() + wait >= until) throw error;
      logger.warn({ component: 'mail', outboxId, err: error }, 'mail accepted, not yet recorded as sent: trying again');
      await sleep(wait);
    }
  }
}

/**
 * Re-enqueues unsent messages nobody holds whose job ran out of retries (an SMTP server down for longer than a job's
 * retries last), up to MAX_ATTEMPTS claims. Enqueueing one already queued changes nothing. Also deletes the rows past
 * RETENTION_DAYS.
 */
export async function reconcileOutbox(deps: Pick<MailDeps, 'orm' | 'jobs' | 'clock'>): Promise<number> {
  const outbox = outboxOf(deps.orm.em.fork());
  const now = deps.clock.nowMs();
  await outbox
    .deleteFrom('outbox')
    .where('created_at', '<', new Date(now - RETENTION_DAYS * 24 * 3600 * 1000))
    .execute();
  const rows = await outbox
    .selectFrom('outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('created_at', '>', new Date(now - RECONCILE_WITHIN_HOURS * 3600 * 1000))
    .where(unclaimed(new Date(now)))
    // One waiting out its recipient's quiet hours still has its delayed job.
    .where((eb) => eb.or([eb('send_after', 'is', null), eb('send_after', '<=', new Date(now))]))
    .orderBy('created_at')
    .limit(1000)
    .execute();
  let queued = 0;
  for (const { id } of rows) {
    if (await deps.jobs.enqueue<MailJob>(QUEUES.mailSend, { outboxId: id }, { key: id })) queued += 1;
  }
  return queued;
}
