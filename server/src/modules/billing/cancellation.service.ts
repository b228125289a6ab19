import { LockMode } from '@mikro-orm/core';
import { dispatchMail, queueMail } from '../../mail/outbox';
import { badInput, notFound } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { Payment } from '../payment/payment.entity';
import { recordFullRefund } from '../payment/payment-refunds';
import { User } from '../user/user.entity';
import { cancellationMail } from './billing.mails';
import {
  canCancel,
  cancelIdempotencyKey,
  isWithinRefundWindow,
  messages,
  refundIdempotencyKey,
} from './billing.policy';
import { applySubscription } from './subscription-sync';

export interface CancellationResult {
  /** Whether the last payment was refunded in full (within the refund window). */
  refunded: boolean;
}

/**
 * Cancels the caller's subscription at the provider now and, when the last payment of that
 * subscription is within the refund window, refunds it in full. The provider calls come
 * first and carry idempotency keys, so when one fails the user is still active and simply
 * tries again; nothing is cancelled or refunded twice. The provider's webhooks about them may
 * be applied first, in any order: the cancellation still sends the one mail (with its refund)
 * and the refund's reason stays 'cancellation'.
 */
export async function cancelSubscription(
  { em, viewer, deps }: RequestScope,
  now = new Date(),
): Promise<CancellationResult> {
  const caller = requireViewer(viewer);
  const user = await em.findOneOrFail(User, caller.id, { failHandler: () => notFound('User') });
  const subscriptionId = user.providerSubscriptionId;
  if (!canCancel(user.subscriptionStatus) || !subscriptionId) throw badInput(messages.noActiveSubscription);

  const payment = await em.findOne(
    Payment,
    { user: user.id, providerSubscriptionId: subscriptionId, status: 'paid' },
    { orderBy: { paidAt: 'desc' } },
  );
  // Under way from here: the webhooks these calls cause may be applied before the answer is (below), and then leave
  // the mail and the refund's reason to this cancellation (cancellationInFlight).
  await em.nativeUpdate(User, { id: user.id }, { cancelRequestedAt: new Date() });
  let subscription: Awaited<ReturnType<typeof deps.payments.cancelSubscription>>;
  let refund: Awaited<ReturnType<typeof deps.payments.refund>> | null;
  try {
    subscription = await deps.payments.cancelSubscription(subscriptionId, cancelIdempotencyKey(subscriptionId));
    // The user's own payment, so never an anonymised one: it has its invoice id.
    const invoiceId = payment?.providerInvoiceId;
    refund =
      payment && invoiceId && isWithinRefundWindow(payment.paidAt, now, deps.config.plan.refundWindowDays)
        ? await deps.payments.refund({
            invoiceId,
            paymentIntentId: payment.providerPaymentIntentId ?? null,
            amount: payment.amount,
            idempotencyKey: refundIdempotencyKey(invoiceId),
          })
        : null;
  } catch (error) {
    await em.nativeUpdate(User, { id: user.id }, { cancelRequestedAt: null });
    throw error;
  }

  const mail = await em.transactional(async (tx) => {
    const locked = await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    // Still this cancellation's to tell when a webhook in between ended the subscription here (it left the mail).
    const tells = canCancel(locked.subscriptionStatus) || locked.cancelRequestedAt !== null;
    locked.cancelRequestedAt = null;
    applySubscription(locked, { ...subscription, status: 'canceled' });
    if (refund && payment) {
      const row = await tx.findOneOrFail(Payment, payment.id, { refresh: true });
      if (!row.refundedAt) recordFullRefund(row, refund, now, 'cancellation');
    }
    // Told once, with the cancellation it reports: a retry after a failure finds the subscription already ended.
    if (!tells) return null;
    const refunded = refund && payment ? { amount: refund.amount, currency: payment.currency } : null;
    return queueMail(tx, locked.email, cancellationMail(deps.config, locked, refunded));
  });
  if (mail) await dispatchMail(deps, [mail]);
  return { refunded: Boolean(refund) };
}
