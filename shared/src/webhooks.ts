/**
 * The events an outbound webhook endpoint may subscribe to (docs/api.md#webhooks). The server emits them where they
 * happen (server/src/events); the client offers the same list, each with what it means in the screen's language
 * (`webhooks.events` of the client's `integrations` texts).
 */
export const WEBHOOK_EVENT_TYPE_NAMES = [
  'user.created',
  'subscription.activated',
  'subscription.renewed',
  'subscription.past_due',
  'subscription.canceled',
  'payment.succeeded',
  'payment.refunded',
  'course.published',
  'lecture.ready',
  'lecture.completed',
  'course.completed',
  'certificate.issued',
  'quiz.passed',
  'team.member_joined',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPE_NAMES)[number];

/** The type of the event "Send test event" delivers to one endpoint; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** A signing secret as Standard Webhooks writes it: this prefix, then the key in base64. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
