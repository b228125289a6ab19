/**
 * The events an outbound webhook endpoint may subscribe to (docs/api.md#webhooks), with the words the admin's form
 * shows. The server emits them where they happen (server/src/events); the client offers the same list.
 */
export const WEBHOOK_EVENT_TYPES = {
  'user.created': 'A learner signed up',
  'subscription.activated': 'A subscription started',
  'subscription.renewed': 'A subscription renewed for another period',
  'subscription.past_due': 'A renewal payment failed; access continues during the grace period',
  'subscription.canceled': 'A subscription ended or was set to end',
  'payment.succeeded': 'A payment was received',
  'payment.refunded': 'A payment was refunded, in full or in part',
  'course.published': 'A course became public',
  'lecture.ready': 'A lecture finished processing and can be watched',
  'lecture.completed': 'A learner completed a lecture',
  'course.completed': 'A learner completed every lecture and quiz of a course',
  'certificate.issued': 'A certificate was issued',
  'quiz.passed': 'A learner passed a quiz',
  'team.member_joined': 'A member joined a team',
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_TYPES;

export const WEBHOOK_EVENT_TYPE_NAMES = Object.keys(WEBHOOK_EVENT_TYPES) as WebhookEventType[];

/** The type of the event "Send test event" delivers to one endpoint; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** A signing secret as Standard Webhooks writes it: this prefix, then the key in base64. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
