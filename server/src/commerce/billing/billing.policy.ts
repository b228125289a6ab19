import { type CancellationOutcome, messages as sharedMessages } from '@coursehub/shared';
import type { SubscriptionStatus } from '../../identity/user/user.entity';
import { isSubscriptionActive, isSubscriptionRunning } from '../../identity/user/user.policy';

export const messages = {
  subscriptionActive: sharedMessages.subscriptionActive,
  cancellationSuccessful: sharedMessages.cancellationSuccessful,
  paymentNotCompleted: 'Payment has not been completed',
  noActiveSubscription: 'You do not have an active subscription',
  notYourCheckout: 'This checkout belongs to another account',
  notYourSubscription: 'This subscription belongs to another account',
  subscriptionNotActive: 'This subscription is no longer active',
  noBillingAccount: 'You have no billing account yet: it starts with your first payment',
  autoRenewalOff: 'Auto-renewal is off: your subscription ends at the end of the year you paid for',
  autoRenewalOn: 'Auto-renewal is on: your subscription renews at the end of the year you paid for',
  duplicateRefunded:
    'You already had an active subscription, so this second payment has been refunded in full and its subscription cancelled',
} as const;

const DAY_MS = 24 * 3600 * 1000;

/** A learner can cancel a running subscription, paid up or with a renewal payment outstanding. */
export const canCancel = isSubscriptionRunning;

/**
 * How long a learner's own cancellation counts as under way once asked for: two provider calls take seconds; a
 * process that died between them must not silence the provider's later events for long.
 */
export const CANCELLATION_IN_FLIGHT_MS = 10 * 60_000;

/** Whether the learner's own cancellation is under way: then the webhooks it causes leave the telling to it. */
export const cancellationInFlight = (user: { cancelRequestedAt?: Date | null }, now: Date) =>
  Boolean(user.cancelRequestedAt) &&
  now.getTime() - (user.cancelRequestedAt as Date).getTime() < CANCELLATION_IN_FLIGHT_MS;

/** A full refund on cancellation when the period's payment is at most `days` days old (measured from paidAt). */
export function isWithinRefundWindow(paidAt: Date, now: Date, days: number): boolean {
  const age = now.getTime() - paidAt.getTime();
  return age >= 0 && age <= days * DAY_MS;
}

/** What cancelling now does (shared/src/cancellation.ts words it) and when access ends. */
export interface CancellationPlan {
  outcome: CancellationOutcome;
  /** Now, or the end of the paid period (period_end). */
  accessEndsAt: Date;
}

/**
 * The one rule of 'Cancel Subscription': within the refund window of the period's payment, a full refund and access
 * ends now; past it, a paid-up subscription stops renewing and runs to the end of its period; a past-due one (the
 * running year unpaid) ends now. `periodPaidAt` is when the subscription's running period was paid (its latest
 * checkout or renewal payment, never a seat charge), null when no refundable one is recorded.
 */
export function planCancellation(
  user: { subscriptionStatus: SubscriptionStatus; currentPeriodEnd?: Date | null },
  periodPaidAt: Date | null,
  now: Date,
  refundWindowDays: number,
): CancellationPlan {
  if (periodPaidAt && isWithinRefundWindow(periodPaidAt, now, refundWindowDays)) {
    return { outcome: 'refund', accessEndsAt: now };
  }
  const periodEnd = user.currentPeriodEnd;
  if (isSubscriptionActive(user.subscriptionStatus) && periodEnd && periodEnd.getTime() > now.getTime()) {
    return { outcome: 'period_end', accessEndsAt: periodEnd };
  }
  return { outcome: 'now', accessEndsAt: now };
}

/** The last day of the refund window of a payment made at `paidAt`. */
export const refundWindowEndsAt = (paidAt: Date, days: number) => new Date(paidAt.getTime() + days * DAY_MS);

export const cancelIdempotencyKey = (subscriptionId: string) => `cancel:${subscriptionId}`;
export const refundIdempotencyKey = (invoiceId: string) => `refund:${invoiceId}`;
/** One refund per early fraud warning, however often it is delivered. */
export const fraudRefundIdempotencyKey = (warningId: string) => `refund:fraud:${warningId}`;
