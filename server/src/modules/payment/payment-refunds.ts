import type { Payment, RefundReason } from './payment.entity';

/** A refund as the provider answered it. */
interface ProviderRefund {
  id: string;
  amount: number;
}

/** A full refund made through us (a cancellation within the window, a duplicate payment undone): no longer a sale. */
export function recordFullRefund(payment: Payment, refund: ProviderRefund, at: Date, reason: RefundReason) {
  payment.status = 'refunded';
  payment.refundedAt = at;
  payment.refundedAmount = refund.amount;
  payment.providerRefundId = refund.id;
  payment.refundReason = reason;
}

/**
 * What the provider reports refunded of the payment so far, up to its latest refund: refunded in full, it is no longer
 * a sale (unless disputed). The first reason recorded stays.
 */
export function recordRefund(
  payment: Payment,
  amount: number,
  refundId: string | null,
  at: Date,
  reason: RefundReason,
) {
  payment.refundedAmount = amount;
  payment.refundedAt = at;
  payment.providerRefundId = refundId ?? payment.providerRefundId ?? null;
  payment.refundReason ??= reason;
  if (amount >= payment.amount && payment.status === 'paid') payment.status = 'refunded';
}
