import { DomainError, forbidden } from '../../shared/errors';
import type { Role } from '../../shared/viewer';
import type { SubscriptionStatus } from '../user/user.entity';
import { isSubscriptionActive, isSubscriptionRunning } from '../user/user.policy';

export const messages = {
  subscriptionActive: 'Subscription Active',
  cancellationSuccessful: 'Cancellation successful',
  paymentNotCompleted: 'Payment has not been completed',
  alreadySubscribed: 'You already have an active subscription',
  adminNeedsNoSubscription: 'Administrators can watch every course and never need a subscription',
  noActiveSubscription: 'You do not have an active subscription',
  notYourCheckout: 'This checkout belongs to another account',
  notYourSubscription: 'This subscription belongs to another account',
  subscriptionNotActive: 'This subscription is no longer active',
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

/** A full refund on cancellation when the payment is at most `days` days old (measured from paidAt). */
export function isWithinRefundWindow(paidAt: Date, now: Date, days: number): boolean {
  const age = now.getTime() - paidAt.getTime();
  return age >= 0 && age <= days * DAY_MS;
}

/**
 * One key per user state: a double click (same state) opens the same checkout, while any change
 * to the user since (a purchase, a cancellation, a profile edit) gives a fresh session.
 */
export const checkoutIdempotencyKey = (user: { id: string; updatedAt: Date }) =>
  `checkout:${user.id}:${user.updatedAt.getTime()}`;
export const cancelIdempotencyKey = (subscriptionId: string) => `cancel:${subscriptionId}`;
export const refundIdempotencyKey = (invoiceId: string) => `refund:${invoiceId}`;
