import { recordWebhookEvent } from '../../events/record-webhook-event';
import type { ProviderRefund } from '../../payments/payment-provider';
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

/**
 * A full refund made through us (a cancellation within the window, a duplicate payment undone): `refund` returned what
 * was left of the payment (all of it, unless the provider had refunded part before). No longer a sale.
 */
export function recordFullRefund(em: Em, payment: Payment, refund: ProviderRefund, at: Date, reason: RefundReason) {
  payment.status = 'refunded';
  payment.refundedAt = at;
  payment.refundedAmount = (payment.refundedAmount ?? 0) + refund.amount;
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
