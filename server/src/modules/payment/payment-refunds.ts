import { recordWebhookEvent } from '../../events/record-webhook-event';
import type { Em } from '../../shared/orm';
import type { Payment, RefundReason } from './payment.entity';

/** What the `payment.*` webhook events say of a payment. */
export const paymentEventData = (payment: Payment) => ({
  paymentId: payment.id,
  userId: payment.user?.id ?? null,
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
  paidAt: payment.paidAt.toISOString(),
  refundedAmount: payment.refundedAmount ?? null,
});

/** A refund as the provider answered it. */
interface ProviderRefund {
  id: string;
  amount: number;
}

/** A full refund made through us (a cancellation within the window, a duplicate payment undone): no longer a sale. */
export function recordFullRefund(em: Em, payment: Payment, refund: ProviderRefund, at: Date, reason: RefundReason) {
  payment.status = 'refunded';
  payment.refundedAt = at;
  payment.refundedAmount = refund.amount;
  payment.providerRefundId = refund.id;
  payment.refundReason = reason;
  recordWebhookEvent(em, 'payment.refunded', paymentEventData(payment));
}

/**
 * What the provider reports refunded of the payment so far, up to its latest refund: refunded in full, it is no longer
 * a sale (unless disputed). The first reason recorded stays.
 */
export function recordRefund(
  em: Em,
  payment: Payment,
  amount: number,
  refundId: string | null,
  at: Date,
  reason: RefundReason,
) {
  // A second report of the same refunds moves nothing, and is no new event.
  const more = amount > (payment.refundedAmount ?? 0);
  payment.refundedAmount = amount;
  payment.refundedAt = at;
  payment.providerRefundId = refundId ?? payment.providerRefundId ?? null;
  payment.refundReason ??= reason;
  if (amount >= payment.amount && payment.status === 'paid') payment.status = 'refunded';
  if (more) recordWebhookEvent(em, 'payment.refunded', paymentEventData(payment));
}
