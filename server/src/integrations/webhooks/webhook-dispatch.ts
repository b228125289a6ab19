import { sql } from 'kysely';
import type { WebhookEventTables } from '../../events/webhook-event.entity';
import { QUEUES } from '../../jobs/job-queue';
import type { AppDeps } from '../../shared/scope';
import type { WebhookTables } from './webhook.entity';
import { deliveryJobKey, unclaimed, type WebhookJob } from './webhook-delivery.job';

/** Events fanned out per transaction; a backlog larger than this takes several passes. */
const FANOUT_BATCH = 200;
/** Deliveries due queued per pass. */
const DUE_BATCH = 500;
/** Events (and their deliveries) are deleted after this long: the log is for debugging, not an archive. */
export const RETENTION_DAYS = 30;

type Deps = Pick<AppDeps, 'orm' | 'jobs' | 'logger' | 'clock'>;
type Db = WebhookTables & WebhookEventTables;

/**
 * Turns committed events of the outbox into one PENDING delivery per enabled endpoint subscribed to their type, and
 * marks them dispatched, in one transaction. `skip locked` lets several workers run this at once without taking the
 * same events. Returns how many deliveries it made.
 */
export async function fanOutWebhookEvents(deps: Pick<Deps, 'orm' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  return deps.orm.em.fork().transactional(async (em) => {
    const db = em.getKysely<Db>();
    const events = await db
      .selectFrom('webhook_events')
      .select('id')
      .where('dispatched_at', 'is', null)
      .orderBy('created_at')
      .limit(FANOUT_BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (events.length === 0) return 0;
    const ids = events.map((event) => event.id);
    const made = await db
      .insertInto('webhook_deliveries')
      .columns(['id', 'endpoint_id', 'event_id', 'event_type', 'status', 'attempts', 'next_attempt_at', 'created_at'])
      .expression(
        db
          .selectFrom('webhook_events as v')
          .innerJoin('webhook_endpoints as e', (join) =>
            join.on('e.enabled', '=', true).on(sql<boolean>`v.type = any(e.event_types)`),
          )
          .select([
            sql<string>`gen_random_uuid()`.as('id'),
            'e.id as endpoint_id',
            'v.id as event_id',
            'v.type as event_type',
            sql<string>`'PENDING'`.as('status'),
            sql<number>`0`.as('attempts'),
            sql<Date>`${now}::timestamptz`.as('next_attempt_at'),
            sql<Date>`${now}::timestamptz`.as('created_at'),
          ])
          .where('v.id', 'in', ids),
      )
      .executeTakeFirst();
    await db.updateTable('webhook_events').set({ dispatched_at: now }).where('id', 'in', ids).execute();
    return Number(made.numInsertedOrUpdatedRows ?? 0);
  });
}

/**
 * Queues a job for every PENDING delivery due that nobody holds: new fan-outs, a retry whose job was lost (its enqueue
 * failed, or its queue retries ran out while the database was away), and a delivery whose worker was killed
 * mid-attempt (its claim lapsed). A job already queued for the same attempt is not queued twice.
 */
export async function enqueueDueDeliveries(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const rows = await deps.orm.em
    .fork()
    .getKysely<Db>()
    .selectFrom('webhook_deliveries')
    .select(['id', 'attempts'])
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '<=', now)
    .where(unclaimed(now))
    .orderBy('next_attempt_at')
    .limit(DUE_BATCH)
    .execute();
  let queued = 0;
  for (const { id, attempts } of rows) {
    const job = await deps.jobs.enqueue<WebhookJob>(
      QUEUES.webhookDeliver,
      { deliveryId: id },
      { key: deliveryJobKey(id, attempts) },
    );
    if (job) queued += 1;
  }
  return queued;
}

/** One pass of the dispatcher (workers.ts runs it every WEBHOOK_DISPATCH_INTERVAL_SECONDS). */
export async function dispatchWebhooks(deps: Deps): Promise<{ fannedOut: number; queued: number }> {
  const fannedOut = await fanOutWebhookEvents(deps);
  const queued = await enqueueDueDeliveries(deps);
  return { fannedOut, queued };
}

/** Deletes events older than RETENTION_DAYS with their deliveries. */
export async function deleteOldWebhookEvents(deps: Pick<Deps, 'orm' | 'clock'>): Promise<number> {
  const deleted = await deps.orm.em
    .fork()
    .getKysely<Db>()
    .deleteFrom('webhook_events')
    .where('created_at', '<', new Date(deps.clock.nowMs() - RETENTION_DAYS * 24 * 3600 * 1000))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
