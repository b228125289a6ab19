import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';

/**
 * One thing that happened which integrators may subscribe to, written in the same transaction as the change itself
 * (record-webhook-event.ts), so a change rolled back leaves no event and a change committed never loses its event.
 * The webhooks module fans each new event out into one delivery per subscribed endpoint and marks it dispatched.
 */
const WebhookEventSchema = defineEntity({
  name: 'WebhookEvent',
  tableName: 'webhook_events',
  properties: {
    /** `msg_…`: the `webhook-id` header of every delivery of this event, replays included (the receiver's dedup key). */
    id: p.string().length(40).primary(),
    type: p.string().length(60),
    /** The exact JSON body every endpoint receives: `{ type, timestamp, data }`. */
    body: p.text(),
    createdAt: p.datetime(),
    /** Set once the event was fanned out into deliveries; null while it waits in the outbox. */
    dispatchedAt: p.datetime().nullable(),
  },
  // The dispatcher reads only the undispatched rows: the index stays as small as the backlog.
  indexes: [{ name: 'webhook_events_undispatched_index', properties: ['createdAt'], where: '"dispatched_at" is null' }],
});

export class WebhookEvent extends WebhookEventSchema.class {}
WebhookEventSchema.setClass(WebhookEvent);

/** The `webhook_events` table as typed SQL sees it. */
export type WebhookEventTables = InferKyselyDB<typeof WebhookEventSchema>;
