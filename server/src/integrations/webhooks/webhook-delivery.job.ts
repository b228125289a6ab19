import { type ExpressionBuilder, sql } from 'kysely';
import type { WebhookEventTables } from '../../events/webhook-event.entity';
import type { UserTables } from '../../identity/user/user.entity';
import { type JobHandler, QUEUES } from '../../jobs/job-queue';
import { queueMail } from '../../mail/outbox';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import type { DeliveryStatus, WebhookTables } from './webhook.entity';
import { endpointDisabledMail } from './webhook.mails';
import { type AttemptOutcome, postWebhook, type TargetPolicy } from './webhook-http';
import { openWebhookSecret, signedHeaders, signingSecrets } from './webhook-signing';

/** Deliveries are retried for this long after they were made; then they are FAILED for good. */
export const RETRY_WINDOW_MS = 3 * 24 * 3600 * 1000;
/** An endpoint whose every attempt failed for this long is disabled and its owner mailed. */
export const FAILING_DISABLES_AFTER_MS = RETRY_WINDOW_MS;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 12 * 3600;
/**
 * A claim outlasts its attempt (the request is abandoned after WEBHOOK_TIMEOUT_SECONDS) by this much, for the writes
 * before and after it; a worker killed mid-attempt holds its delivery no longer than that, then another sends it.
 */
const CLAIM_MARGIN_SECONDS = 20;
export const claimSecondsOf = (timeoutMs: number) => Math.ceil(timeoutMs / 1000) + CLAIM_MARGIN_SECONDS;
/** The part of a response body kept in the log. */
export const RESPONSE_LOG_CHARS = 4096;

export interface WebhookJob {
  deliveryId: string;
}

type Deps = Pick<AppDeps, 'orm' | 'jobs' | 'logger' | 'config' | 'clock'>;
type Db = WebhookTables & WebhookEventTables & UserTables;

/**
 * Seconds before the next attempt after `attempts` failed ones: 30 s doubling up to 12 h (30 s, 1 min, 2 min … about
 * 17 attempts over 3 days), each ±20 % so that the retries of many deliveries do not land on a recovering receiver
 * at the same instant.
 */
export function retryDelaySeconds(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The job's key for the attempt after `attempts` made: one job per attempt, so the next can be queued by the last. */
export const deliveryJobKey = (deliveryId: string, attempts: number) => `${deliveryId}:${attempts}`;

export const targetPolicyOf = (config: AppDeps['config']): TargetPolicy => ({
  ...config.webhooks,
  ownHosts: [new URL(config.publicUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase()],
});

/** Nobody holds it at `now`: never claimed, or the claim lapsed (its worker died mid-send). */
export const unclaimed = (now: Date) => (eb: ExpressionBuilder<WebhookTables, 'webhook_deliveries'>) =>
  eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]);

/**
 * The job of queue `webhook.deliver`: one attempt of one delivery. At least once: the conditional update claims the
 * delivery for one worker; a worker killed after sending but before recording lets its claim lapse, and the delivery
 * is sent again (same `webhook-id`, which receivers deduplicate by). Deliveries of one endpoint may arrive in any
 * order.
 */
export function deliverWebhookJob(deps: Deps): JobHandler<WebhookJob> {
  return async (job) => {
    await attemptDelivery(deps, job.data.deliveryId);
  };
}

/** One attempt; the delivery's status after it, or null when there was nothing to do (done, or held by another). */
export async function attemptDelivery(deps: Deps, deliveryId: string): Promise<DeliveryStatus | null> {
  const em = deps.orm.em.fork();
  const db = em.getKysely<Db>();
  const now = deps.clock.now();
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      claimed_until: new Date(now.getTime() + claimSecondsOf(deps.config.webhooks.timeoutMs) * 1000),
      attempts: eb('attempts', '+', 1),
      last_attempt_at: now,
    }))
    .where('id', '=', deliveryId)
    .where('status', '=', 'PENDING')
    .where(unclaimed(now))
    .returning(['attempts', 'created_at'])
    .executeTakeFirst();
  if (!claimed) return null;
  const target = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .select([
      'e.id as endpoint_id',
      'e.url',
      'e.enabled',
      'e.secret',
      'e.previous_secret',
      'e.previous_secret_expires_at',
    ])
    .select(['v.id as event_id', 'v.body'])
    .where('d.id', '=', deliveryId)
    .executeTakeFirstOrThrow();
  if (!target.enabled) {
    const outcome = { status: null, body: null, durationMs: 0, error: 'The endpoint is disabled' };
    await recordOutcome(em, deliveryId, 'FAILED', outcome, null);
    return 'FAILED';
  }
  const secrets = signingSecrets(
    {
      secret: openWebhookSecret(deps.config.appSecret, target.secret),
      previousSecret: target.previous_secret && openWebhookSecret(deps.config.appSecret, target.previous_secret),
      previousSecretExpiresAt: target.previous_secret_expires_at && new Date(target.previous_secret_expires_at),
    },
    now,
  );
  const headers = signedHeaders(secrets, target.event_id, now, target.body);
  const outcome = await postWebhook(new URL(target.url), headers, target.body, targetPolicyOf(deps.config));
  const succeeded = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  if (succeeded) {
    await em.transactional(async (tx) => {
      await recordOutcome(tx, deliveryId, 'SUCCEEDED', outcome, null);
      await tx
        .getKysely<Db>()
        .updateTable('webhook_endpoints')
        .set({ failing_since: null })
        .where('id', '=', target.endpoint_id)
        .execute();
    });
    deps.logger.info({ component: 'webhooks', deliveryId, status: outcome.status }, 'webhook delivered');
    return 'SUCCEEDED';
  }
  return recordFailure(deps, em, { deliveryId, endpointId: target.endpoint_id, url: target.url }, claimed, outcome);
}

async function recordOutcome(
  em: Em,
  deliveryId: string,
  status: DeliveryStatus,
  outcome: AttemptOutcome,
  nextAttemptAt: Date | null,
) {
  await em
    .getKysely<Db>()
    .updateTable('webhook_deliveries')
    .set({
      status,
      claimed_until: null,
      response_status: outcome.status,
      response_body: outcome.body === null ? null : outcome.body.slice(0, RESPONSE_LOG_CHARS),
      duration_ms: outcome.durationMs,
      error: outcome.error?.slice(0, 500) ?? null,
      ...(nextAttemptAt && { next_attempt_at: nextAttemptAt }),
    })
    .where('id', '=', deliveryId)
    .execute();
}

/**
 * A failed attempt: the next one is scheduled (or the delivery FAILED once the retry window is over), and the endpoint
 * that has failed for 3 days is disabled and its owner mailed, all in one transaction; then the next attempt's job is
 * queued (the dispatcher's pass queues it should that enqueue fail).
 */
async function recordFailure(
  deps: Deps,
  em: Em,
  target: { deliveryId: string; endpointId: string; url: string },
  claimed: { attempts: number; created_at: Date },
  outcome: AttemptOutcome,
): Promise<DeliveryStatus> {
  const now = deps.clock.now();
  const delaySeconds = retryDelaySeconds(claimed.attempts);
  const next = new Date(now.getTime() + delaySeconds * 1000);
  const status: DeliveryStatus =
    next.getTime() - new Date(claimed.created_at).getTime() > RETRY_WINDOW_MS ? 'FAILED' : 'PENDING';
  const lastError = outcome.error ?? `HTTP ${outcome.status}`;
  const { mail, enabled } = await em.transactional(async (tx) => {
    const db = tx.getKysely<Db>();
    await recordOutcome(tx, target.deliveryId, status, outcome, next);
    await db
      .updateTable('webhook_endpoints')
      .set({ failing_since: sql<Date>`coalesce(failing_since, ${now}::timestamptz)` })
      .where('id', '=', target.endpointId)
      .execute();
    const disabled = await db
      .updateTable('webhook_endpoints')
      .set({ enabled: false, disabled_reason: 'FAILING', updated_at: now })
      .where('id', '=', target.endpointId)
      .where('enabled', '=', true)
      .where('failing_since', '<=', new Date(now.getTime() - FAILING_DISABLES_AFTER_MS))
      .returning('owner_id')
      .executeTakeFirst();
    if (!disabled) return { mail: null, enabled: true };
    const owner = disabled.owner_id
      ? await db
          .selectFrom('users')
          .select(['email', 'full_name', 'locale'])
          .where('id', '=', disabled.owner_id)
          .executeTakeFirst()
      : undefined;
    const recipient = owner ?? { email: deps.config.admin.email, full_name: 'admin', locale: null };
    const content = endpointDisabledMail(
      deps.config,
      { fullName: recipient.full_name, locale: recipient.locale },
      { url: target.url, lastError },
    );
    const message = queueMail(tx, recipient.email, content);
    await tx.flush();
    return { mail: message, enabled: false };
  });
  if (mail) {
    deps.logger.warn({ component: 'webhooks', endpointId: target.endpointId }, 'webhook endpoint disabled: failing');
  }
  if (status === 'PENDING' && enabled) {
    await deps.jobs
      .enqueue<WebhookJob>(
        QUEUES.webhookDeliver,
        { deliveryId: target.deliveryId },
        { key: deliveryJobKey(target.deliveryId, claimed.attempts), startAfterSeconds: delaySeconds },
      )
      .catch((error: unknown) => {
        deps.logger.warn({ component: 'webhooks', err: error }, 'retry not enqueued; the dispatcher will');
      });
  }
  return status;
}
