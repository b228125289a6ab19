import type { WebhookEventType } from '@coursehub/shared';
import { anonymiseWebhookEventsOf } from '../../events/anonymise-webhook-events';
import type { DomainEventBus, DomainEventType } from '../../events/domain-events';
import { recordWebhookEvent } from '../../events/record-webhook-event';

/** The domain events integrators subscribe to as webhooks, under the same name and with the same data. */
const FORWARDED = [
  'lecture.ready',
  'course.published',
  'lecture.completed',
  'quiz.passed',
] as const satisfies readonly (DomainEventType & WebhookEventType)[];

/**
 * Outbound webhooks as one subscriber among others: each forwarded event is written to the webhook outbox in the
 * change's own transaction (so it commits or rolls back with it, as before), and the dispatcher fans it out after the
 * commit (webhook-dispatch.ts). Registered first, so an event's webhook precedes those its other subscribers record.
 * A closing account's events, kept for replays, lose its email and name in the closing transaction.
 */
export function subscribeWebhooks<C>(events: DomainEventBus<C>) {
  for (const type of FORWARDED) {
    events.onInTransaction(type, (em, data) => {
      recordWebhookEvent(em, type, data);
    });
  }
  events.onInTransaction('account.closing', async (em, { userId }) => {
    await anonymiseWebhookEventsOf(em, userId);
  });
}
