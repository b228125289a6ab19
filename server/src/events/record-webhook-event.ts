import { randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@coursehub/shared';
import type { Em } from '../shared/orm';
import { WebhookEvent } from './webhook-event.entity';

/** The JSON-able data an event carries; ids and timestamps as strings, never a whole entity. */
export type WebhookEventData = Record<string, string | number | boolean | null | string[]>;

/** A new event id: `msg_` and 24 random bytes in base64url (Standard Webhooks suggests a prefixed unique id). */
export const newWebhookEventId = () => `msg_${randomBytes(24).toString('base64url')}`;

/** The body every endpoint receives for an event (Standard Webhooks: `{ type, timestamp, data }`). */
export const webhookBody = (type: string, at: Date, data: WebhookEventData) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * Adds an event to the caller's unit of work: it is written by the caller's next flush, in the same transaction as the
 * change's own rows, so the event commits or rolls back with the change. A caller whose change is typed SQL runs it
 * and this call in `em.transactional`, which flushes before it commits. Delivery happens after the commit (the
 * webhooks module's dispatcher). Returns the event's id.
 */
export function recordWebhookEvent(em: Em, type: WebhookEventType, data: WebhookEventData): string {
  const id = newWebhookEventId();
  const at = new Date();
  em.create(WebhookEvent, { id, type, body: webhookBody(type, at, data), createdAt: at, dispatchedAt: null });
  return id;
}
