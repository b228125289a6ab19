import { WEBHOOK_EVENT_TYPE_NAMES, WEBHOOK_TEST_EVENT_TYPE, type WebhookEventType } from '@coursehub/shared';
import { sql } from 'kysely';
import { newWebhookEventId, webhookBody } from '../../events/record-webhook-event';
import type { WebhookEventTables } from '../../events/webhook-event.entity';
import { User } from '../../identity/user/user.entity';
import { QUEUES } from '../../jobs/job-queue';
import { badInput, DomainError, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { RequestScope } from '../../shared/scope';
import { rejectNulBytes } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import { WebhookEndpoint, type WebhookTables } from './webhook.entity';
import { deliveryJobKey, targetPolicyOf, type WebhookJob } from './webhook-delivery.job';
import { checkedAddress, RefusedTargetError, UnresolvedHostError } from './webhook-http';
import { newWebhookSecret, SECRET_OVERLAP_HOURS, sealWebhookSecret } from './webhook-signing';
import { WEBHOOK_MESSAGES } from './webhooks.messages';

/** More than any integration needs; bounds the fan-out of one event. */
export const MAX_ENDPOINTS = 50;
const MAX_DESCRIPTION_LENGTH = 200;
const MAX_URL_LENGTH = 2048;

export interface WebhookEndpointInput {
  url: string;
  description?: string | null;
  eventTypes: readonly string[];
}

export interface WebhookEndpointChanges {
  url?: string | null;
  description?: string | null;
  eventTypes?: readonly string[] | null;
  enabled?: boolean | null;
}

type Db = WebhookTables & WebhookEventTables;

/** The URL's form, checked when it is saved (where it points: checkedTarget). */
function checkedUrl(raw: string, requireHttps: boolean): string {
  rejectNulBytes(raw, 'url');
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badInput(WEBHOOK_MESSAGES.urlInvalid, 'url');
  }
  if (raw.length > MAX_URL_LENGTH || !['http:', 'https:'].includes(url.protocol)) {
    throw badInput(WEBHOOK_MESSAGES.urlInvalid, 'url');
  }
  if (requireHttps && url.protocol !== 'https:') throw badInput(WEBHOOK_MESSAGES.urlNotHttps, 'url');
  if (url.username || url.password) throw badInput(WEBHOOK_MESSAGES.urlHasCredentials, 'url');
  return url.toString();
}

/**
 * Where the URL points, checked as every delivery checks it, so an endpoint that could never be delivered to (a
 * private, link-local or reserved address, the platform itself) is refused now rather than retried for days. A name
 * that does not resolve yet is saved: its record may come later, and each delivery resolves it again.
 */
async function checkedTarget(url: string, config: RequestScope['deps']['config']): Promise<void> {
  try {
    await checkedAddress(new URL(url), targetPolicyOf(config));
  } catch (error) {
    if (error instanceof UnresolvedHostError) return;
    if (error instanceof RefusedTargetError) throw badInput(WEBHOOK_MESSAGES.urlRefused(error.message), 'url');
    throw error;
  }
}

function checkedDescription(raw: string | null | undefined): string {
  const description = (raw ?? '').trim();
  rejectNulBytes(description, 'description');
  if (description.length > MAX_DESCRIPTION_LENGTH) throw badInput(WEBHOOK_MESSAGES.descriptionTooLong, 'description');
  return description;
}

/** Known types only, in the shared list's order, once each. */
function checkedEventTypes(raw: readonly string[]): WebhookEventType[] {
  const unknown = raw.find((type) => !(WEBHOOK_EVENT_TYPE_NAMES as readonly string[]).includes(type));
  if (unknown !== undefined) throw badInput(WEBHOOK_MESSAGES.unknownEventType(unknown), 'eventTypes');
  const types = WEBHOOK_EVENT_TYPE_NAMES.filter((type) => raw.includes(type));
  if (types.length === 0) throw badInput(WEBHOOK_MESSAGES.eventTypesRequired, 'eventTypes');
  return types;
}

async function findEndpoint({ em }: RequestScope, id: string): Promise<WebhookEndpoint> {
  const endpoint = await em.findOne(WebhookEndpoint, { id: knownId(id, 'Webhook endpoint') });
  if (!endpoint) throw notFound('Webhook endpoint');
  return endpoint;
}

/** ADMIN: every endpoint, oldest first. */
export async function listWebhookEndpoints(scope: RequestScope): Promise<WebhookEndpoint[]> {
  requireRole(scope.viewer, 'ADMIN');
  return scope.em.find(WebhookEndpoint, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

/** ADMIN: a new endpoint; its secret is in the answer, and shown nowhere else later. */
export async function createWebhookEndpoint(scope: RequestScope, input: WebhookEndpointInput) {
  const { em, viewer, deps } = scope;
  const admin = requireRole(viewer, 'ADMIN');
  const fields = {
    url: checkedUrl(input.url, deps.config.webhooks.requireHttps),
    description: checkedDescription(input.description),
    eventTypes: checkedEventTypes(input.eventTypes),
  };
  await checkedTarget(fields.url, deps.config);
  if ((await em.count(WebhookEndpoint)) >= MAX_ENDPOINTS) {
    throw new DomainError('CONFLICT', WEBHOOK_MESSAGES.tooManyEndpoints(MAX_ENDPOINTS));
  }
  // An API key acts as ADMIN under its own id, which names no account: such an endpoint's mail goes to ADMIN_EMAIL.
  const owner = await em.findOne(User, { id: admin.id });
  const secret = newWebhookSecret();
  const endpoint = em.create(WebhookEndpoint, {
    ...fields,
    secret: sealWebhookSecret(deps.config.appSecret, secret),
    owner,
  });
  await em.flush();
  return { endpoint, secret };
}

/** ADMIN: changes what is given. Enabling a disabled endpoint starts its failure count afresh. */
export async function updateWebhookEndpoint(scope: RequestScope, id: string, changes: WebhookEndpointChanges) {
  requireRole(scope.viewer, 'ADMIN');
  const endpoint = await findEndpoint(scope, id);
  if (changes.url != null) {
    const url = checkedUrl(changes.url, scope.deps.config.webhooks.requireHttps);
    await checkedTarget(url, scope.deps.config);
    endpoint.url = url;
  }
  if (changes.description != null) endpoint.description = checkedDescription(changes.description);
  if (changes.eventTypes != null) endpoint.eventTypes = checkedEventTypes(changes.eventTypes);
  if (changes.enabled != null && changes.enabled !== endpoint.enabled) {
    endpoint.enabled = changes.enabled;
    endpoint.disabledReason = changes.enabled ? null : 'ADMIN';
    endpoint.failingSince = null;
  }
  await scope.em.flush();
  return endpoint;
}

/**
 * ADMIN: a new secret, in the answer only. The one it replaces keeps signing beside it for SECRET_OVERLAP_HOURS,
 * so receivers verify with either until they switch. A second rotation within the overlap drops the oldest.
 */
export async function rotateWebhookSecret(scope: RequestScope, id: string, now = scope.deps.clock.now()) {
  requireRole(scope.viewer, 'ADMIN');
  const endpoint = await findEndpoint(scope, id);
  const secret = newWebhookSecret();
  endpoint.previousSecret = endpoint.secret;
  endpoint.previousSecretExpiresAt = new Date(now.getTime() + SECRET_OVERLAP_HOURS * 3600 * 1000);
  endpoint.secret = sealWebhookSecret(scope.deps.config.appSecret, secret);
  await scope.em.flush();
  return { endpoint, secret };
}

/** ADMIN: the endpoint and its delivery log go; its deliveries still queued are dropped by their jobs. */
export async function deleteWebhookEndpoint(scope: RequestScope, id: string): Promise<string> {
  requireRole(scope.viewer, 'ADMIN');
  const endpoint = await findEndpoint(scope, id);
  await scope.em.remove(endpoint).flush();
  return endpoint.id;
}

/** A new PENDING delivery of an event to one endpoint, committed, then its job queued (never inside the write). */
async function queueDelivery(scope: RequestScope, endpointId: string, eventId: string, eventType: string) {
  const now = scope.deps.clock.now();
  const row = await scope.em
    .getKysely<Db>()
    .insertInto('webhook_deliveries')
    .values({
      id: sql<string>`gen_random_uuid()`,
      endpoint_id: endpointId,
      event_id: eventId,
      event_type: eventType,
      status: 'PENDING',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Should this enqueue fail, the dispatcher's next pass queues the delivery (it is due and unclaimed).
  await scope.deps.jobs
    .enqueue<WebhookJob>(QUEUES.webhookDeliver, { deliveryId: row.id }, { key: deliveryJobKey(row.id, 0) })
    .catch((error: unknown) => scope.deps.logger.warn({ component: 'webhooks', err: error }, 'delivery not enqueued'));
  return row.id;
}

function requireEnabled(endpoint: WebhookEndpoint) {
  if (!endpoint.enabled) throw new DomainError('CONFLICT', WEBHOOK_MESSAGES.endpointDisabled);
}

/**
 * ADMIN: sends a delivery's event to its endpoint again, as a new delivery with the same `webhook-id` (a receiver
 * that already processed it can tell). Returns the new delivery's id.
 */
export async function replayWebhookDelivery(scope: RequestScope, deliveryId: string): Promise<string> {
  requireRole(scope.viewer, 'ADMIN');
  const delivery = await scope.em
    .getKysely<Db>()
    .selectFrom('webhook_deliveries')
    .select(['endpoint_id', 'event_id', 'event_type'])
    .where('id', '=', knownId(deliveryId, 'Webhook delivery'))
    .executeTakeFirst();
  if (!delivery) throw notFound('Webhook delivery');
  requireEnabled(await findEndpoint(scope, delivery.endpoint_id));
  return queueDelivery(scope, delivery.endpoint_id, delivery.event_id, delivery.event_type);
}

/** ADMIN: a `webhook.test` event delivered to this endpoint only, signed like any other. Returns the delivery's id. */
export async function sendTestWebhookEvent(scope: RequestScope, endpointId: string): Promise<string> {
  requireRole(scope.viewer, 'ADMIN');
  const endpoint = await findEndpoint(scope, endpointId);
  requireEnabled(endpoint);
  const id = newWebhookEventId();
  const at = scope.deps.clock.now();
  const data = { endpointId: endpoint.id, message: 'This is a test event from CourseHub.' };
  // Already dispatched: the fan-out never sends it to other endpoints.
  await scope.em
    .getKysely<Db>()
    .insertInto('webhook_events')
    .values({
      id,
      type: WEBHOOK_TEST_EVENT_TYPE,
      body: webhookBody(WEBHOOK_TEST_EVENT_TYPE, at, data),
      created_at: at,
      dispatched_at: at,
    })
    .execute();
  return queueDelivery(scope, endpoint.id, id, WEBHOOK_TEST_EVENT_TYPE);
}
