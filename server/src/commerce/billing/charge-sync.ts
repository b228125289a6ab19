import { LockMode } from '@mikro-orm/core';
import { User } from '../../identity/user/user.entity';
import type { ProviderCharge, ProviderDispute, ProviderFraudWarning } from '../../payments/payment-provider';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import { Payment } from '../payment/payment.entity';
import { closedPaymentIntentRef } from '../payment/payment-anonymisation';
import { recordRefund } from '../payment/payment-refunds';
import { currentPeriodPayments } from '../payment/period-payments';
import { accessEndedMail } from './billing.mails';
import { cancellationInFlight, fraudRefundIdempotencyKey } from './billing.policy';
import { endSubscriptionNow } from './subscription-sync';

type RefundReason = 'provider' | 'fraud' | 'cancellation';

/** What the provider says now about one charge, and the dispute or fraud warning the event named, if any. */
export interface ChargeState {
  charge: ProviderCharge;
  dispute: ProviderDispute | null;
  fraudWarning: ProviderFraudWarning | null;
}

/**
 * The payment is not on record yet (its `invoice.paid` has not been applied): the event fails (the webhook answers
 * 503), and the provider delivers it again later, when it has.
 */
export class PaymentNotRecordedYet extends Error {}

/**
 * Applies a charge's current state to its payment row, inside the caller's transaction (after the user's row lock, as
 * applyProviderState): the refunds made at the provider, a dispute, and an actionable early fraud warning (refunded
 * here, through the provider). Access ends (the subscription cancelled at the provider, then here from its answer)
 * on a dispute, on an actionable fraud warning, and on a full refund of the payment of the period running now.
 * Every step compares with what is already recorded, so a redelivery or a late, older event changes nothing.
 */
export async function applyChargeState(
  em: Em,
  state: ChargeState,
  deps: Pick<AppDeps, 'payments' | 'config' | 'clock'>,
  now = deps.clock.now(),
): Promise<void> {
  const { charge, dispute, fraudWarning } = state;
  if (!charge.paymentIntentId) return;
  // A closed account's payment keeps only a digest of its payment intent id.
  const found = await em.findOne(Payment, {
    providerPaymentIntentId: { $in: [charge.paymentIntentId, closedPaymentIntentRef(charge.paymentIntentId)] },
  });
  if (!found) throw new PaymentNotRecordedYet(`no payment on record for charge ${charge.id} yet`);
  const lock = { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } as const;
  const user = found.user ? await em.findOne(User, found.user.id, lock) : null;
  const payment = await em.findOneOrFail(Payment, found.id, lock);

  let ended: 'dispute' | 'fraud' | 'refund' | null = null;
  // Once: by the status, since an anonymised payment keeps no dispute id.
  if (dispute && payment.status !== 'disputed') {
    payment.status = 'disputed';
    payment.disputedAt = dispute.createdAt;
    payment.providerDisputeId = dispute.id;
    ended = 'dispute';
  }
  const recorded = payment.refundedAmount ?? 0;
  // Refunded at the provider and not on record. Named fraudulent there, it is the refund of an early fraud warning:
  // made by an earlier delivery of the warning whose transaction was then lost, and reported by this redelivery or by
  // the `charge.refunded` Stripe sent meanwhile. Recorded as 'fraud' either way, and access ends as for the warning.
  const unrecorded = charge.amountRefunded > recorded;
  const fraudRefunded = unrecorded && charge.refundFraudulent;
  if (fraudWarning?.actionable) {
    if (unrecorded) recordProviderRefund(em, payment, charge, now, fraudRefunded ? 'fraud' : 'provider');
    const refunded = Math.max(charge.amountRefunded, recorded);
    // A disputed charge cannot be refunded; one refunded in full has nothing left to refund; an anonymised payment
    // (its account closed, its subscription cancelled at the provider first) has no invoice id to refund by.
    const invoiceId = payment.providerInvoiceId;
    if (invoiceId && !charge.disputed && payment.status !== 'disputed' && refunded < charge.amount) {
      const refund = await deps.payments.refund({
        invoiceId,
        paymentIntentId: charge.paymentIntentId,
        amount: charge.amount - refunded,
        idempotencyKey: fraudRefundIdempotencyKey(fraudWarning.id),
        reason: 'fraudulent',
      });
      recordRefund(em, payment, refunded + refund.amount, refund.id, now, 'fraud');
    }
    ended ??= 'fraud';
  } else if (fraudRefunded) {
    recordProviderRefund(em, payment, charge, now, 'fraud');
    ended ??= 'fraud';
  } else if (unrecorded) {
    // The refund of the learner's own cancellation, reported before the cancellation applied it: the cancellation,
    // not this event, ends access and tells the learner.
    const ownCancellation = user !== null && cancellationInFlight(user, now);
    recordProviderRefund(em, payment, charge, now, ownCancellation ? 'cancellation' : 'provider');
    if (
      !ownCancellation &&
      payment.status === 'refunded' &&
      user &&
      (await isCurrentPeriodPayment(em, user, payment))
    ) {
      ended = 'refund';
    }
  }
  if (ended && user) {
    const reason = ended;
    await endSubscriptionNow(em, user, deps, (config, owner) => accessEndedMail(config, owner, reason));
  }
  // An anonymised payment (its account closed) takes the event's amounts and dates, never the provider's ids again.
  if (payment.providerInvoiceId === null) {
    payment.providerRefundId = null;
    payment.providerDisputeId = null;
  }
  await em.flush();
}

/** What the provider reports refunded of the charge, up to its latest refund. */
function recordProviderRefund(em: Em, payment: Payment, charge: ProviderCharge, now: Date, reason: RefundReason) {
  recordRefund(em, payment, charge.amountRefunded, charge.refundId, charge.refundedAt ?? now, reason);
}

/**
 * The latest period payment of the learner's current subscription: the one that paid for the period running now. A seat
 * charge refunded at the provider ends nothing (the seats stay until the renewal, as fewer seats do).
 */
async function isCurrentPeriodPayment(em: Em, user: User, payment: Payment): Promise<boolean> {
  const subscriptionId = user.providerSubscriptionId;
  if (!subscriptionId || payment.providerSubscriptionId !== subscriptionId) return false;
  return (await currentPeriodPayments(em, subscriptionId))?.period.id === payment.id;
}
