import { randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@coursehub/shared';
import type { Em } from '../shared/orm';
import type { WebhookEventTables } from './webhook-event.entity';

/** The JSON-able data an event carries; ids and timestamps as strings, never a whole entity. */
export type WebhookEventData = Record<string, string | number | boolean | null | string[]>;

/** A new event id: `msg_` and 24 random bytes in base64url (Standard Webhooks suggests a prefixed unique id). */
export const newWebhookEventId = () => `msg_${randomBytes(24).toString('base64url')}`;

/** The body every endpoint receives for an event (Standard Webhooks: `{ type, timestamp, data }`). */
export const webhookBody = (type: string, at: Date, data: WebhookEventData) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * Writes an event to the webhook outbox through `em`'s connection: inside the caller's transaction when there is
 * one, so the event commits or rolls back with the change. Call it from the transaction that makes the change; a
 * caller without one wraps the change and this call in `em.transactional`. Delivery happens after the commit (the
 * webhooks module's dispatcher). Returns the event's id.
 */
export async function recordWebhookEvent(em: Em, type: WebhookEventType, data: WebhookEventData): Promise<string> {
  const id = newWebhookEventId();
  const at = new Date();
  await em
    .getKysely<WebhookEventTables>()
    .insertInto('webhook_events')
    .values({ id, type, body: webhookBody(type, at, data), created_at: at, dispatched_at: null })
    .execute();
  return id;
}
