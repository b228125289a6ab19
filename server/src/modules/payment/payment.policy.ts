import { messages as sharedMessages } from '@coursehub/shared';
import { DomainError, forbidden } from '../../shared/errors';
import type { Role } from '../../shared/viewer';
import type { SubscriptionStatus } from '../user/user.entity';
import { isSubscriptionActive, isSubscriptionRunning } from '../user/user.policy';

export const messages = {
  subscriptionActive: sharedMessages.subscriptionActive,
  cancellationSuccessful: sharedMessages.cancellationSuccessful,
  paymentNotCompleted: 'Payment has not been completed',
  alreadySubscribed: 'You already have an active subscription',
  adminNeedsNoSubscription: 'Administrators can watch every course and never need a subscription',
  noActiveSubscription: 'You do not have an active subscription',
  notYourCheckout: 'This checkout belongs to another account',
  notYourSubscription: 'This subscription belongs to another account',
  subscriptionNotActive: 'This subscription is no longer active',
  paymentRecords: 'Payment records fetched successfully',
  noBillingAccount: 'You have no billing account yet: it starts with your first payment',
  autoRenewalOff: 'Auto-renewal is off: your subscription ends at the end of the year you paid for',
  autoRenewalOn: 'Auto-renewal is on: your subscription renews at the end of the year you paid for',
  duplicateRefunded:
    'You already had an active subscription, so this second payment has been refunded in full and its subscription cancelled',
} as const;

const DAY_MS = 24 * 3600 * 1000;

/** Who may open a checkout: learners without an active subscription. ADMIN is never charged. */
export function checkoutRefusal(user: { role: Role; subscriptionStatus: SubscriptionStatus }): DomainError | null {
  if (user.role === 'ADMIN') return forbidden(messages.adminNeedsNoSubscription);
  if (isSubscriptionActive(user.subscriptionStatus)) return new DomainError('CONFLICT', messages.alreadySubscribed);
  return null;
}

/** A learner can cancel a running subscription, paid up or with a renewal payment outstanding. */
export const canCancel = isSubscriptionRunning;

/**
 * How long a learner's own cancellation counts as under way once asked for: two provider calls take seconds; a
 * process that died between them must not silence the provider's later events for long.
 */
export const CANCELLATION_IN_FLIGHT_MS = 10 * 60_000;

/** Whether the learner's own cancellation is under way: then the webhooks it causes leave the telling to it. */
export const cancellationInFlight = (user: { cancelRequestedAt?: Date | null }, now = new Date()) =>
  Boolean(user.cancelRequestedAt) &&
  now.getTime() - (user.cancelRequestedAt as Date).getTime() < CANCELLATION_IN_FLIGHT_MS;

/** A full refund on cancellation when the payment is at most `days` days old (measured from paidAt). */
export function isWithinRefundWindow(paidAt: Date, now: Date, days: number): boolean {
  const age = now.getTime() - paidAt.getTime();
  return age >= 0 && age <= days * DAY_MS;
}

/**
 * The key of the learner's next checkout: it names the checkout it follows (none for the first),
 * so requests racing to open one (a double click, two tabs) get one session from the provider,
 * while a new session once the previous one is paid, expired or cancelled gets a new key. Nothing
 * else about the account (a profile edit) enters it.
 */
export const checkoutIdempotencyKey = (userId: string, previousSessionId: string | null) =>
  `checkout:${userId}:after:${previousSessionId ?? 'none'}`;
export const cancelIdempotencyKey = (subscriptionId: string) => `cancel:${subscriptionId}`;
export const refundIdempotencyKey = (invoiceId: string) => `refund:${invoiceId}`;
/** One refund per early fraud warning, however often it is delivered. */
export const fraudRefundIdempotencyKey = (warningId: string) => `refund:fraud:${warningId}`;
