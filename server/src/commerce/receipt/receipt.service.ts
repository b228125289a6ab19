import { type CancellationOutcome, formatPaymentMethod } from '@coursehub/shared';
import type { User } from '../../identity/user/user.entity';
import { formatMoney, fromMinorUnits } from '../../payments/money';
import { notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { actsAsAdmin, requireViewer } from '../../shared/viewer';
import { Payment, type PaymentStatus } from '../payment/payment.entity';
import { currentPeriodPayments } from '../payment/period-payments';
import { receiptNumber } from '../payment/receipt-number';
import { RECEIPT_MESSAGES } from './receipt.messages';

/** Money in major units of its currency, and as shown ('₹499'). */
export interface ReceiptMoney {
  amount: number;
  formatted: string;
}

export interface Receipt {
  paymentId: string;
  number: string;
  issuedAt: Date;
  plan: string;
  /** Major units of `currency`. */
  amount: number;
  currency: string;
  formattedAmount: string;
  /** The tax included in `amount`; null when none was charged. */
  tax: ReceiptMoney | null;
  paymentMethod: string;
  status: PaymentStatus;
  refundedAt: Date | null;
  refund: ReceiptMoney | null;
  /** Null once the payer closed the account (the payment stays, anonymised). */
  billedTo: { name: string; email: string } | null;
  seller: { name: string; address: string[] };
  /** The learner's cancellation as it concerns this payment, in the dialog's words (shared cancellationTexts). */
  cancellation: ReceiptCancellation | null;
}

/**
 * 'refund': this payment was refunded by the learner's cancellation within the window (access ended then);
 * 'period_end': it pays for the period running now, cancelled to end with it (access until `accessEndsAt`).
 */
export interface ReceiptCancellation {
  outcome: Extract<CancellationOutcome, 'refund' | 'period_end'>;
  accessEndsAt: Date;
}

const money = (minor: number, currency: string): ReceiptMoney => {
  const amount = fromMinorUnits(minor, currency);
  return { amount, formatted: formatMoney(amount, currency) };
};

/**
 * The receipt of one payment, for its payer or an ADMIN. Anyone else gets NOT_FOUND, as for an id that names nothing,
 * so that payment ids cannot be probed.
 */
export async function receiptOf({ em, viewer, deps }: RequestScope, paymentId: string): Promise<Receipt> {
  const caller = requireViewer(viewer);
  const id = knownId(paymentId, RECEIPT_MESSAGES.notFound);
  const payment = await em.findOne(Payment, { id }, { populate: ['user'] });
  const payer = payment?.user?.getEntity() ?? null;
  if (!payment || (!actsAsAdmin(caller, 'payments:read') && payer?.id !== caller.id))
    throw notFound(RECEIPT_MESSAGES.notFound);
  const { config } = deps;
  const paid = money(payment.amount, payment.currency);
  const refunded = payment.status === 'refunded' || Boolean(payment.refundedAt);
  return {
    paymentId: payment.id,
    number: receiptNumber(payment),
    issuedAt: payment.paidAt,
    plan:
      payment.purpose === 'seats'
        ? RECEIPT_MESSAGES.seats(config.plan.interval, payment.seats)
        : RECEIPT_MESSAGES.plan(config.plan.interval),
    amount: paid.amount,
    currency: payment.currency.toUpperCase(),
    formattedAmount: paid.formatted,
    tax: payment.taxAmount > 0 ? money(payment.taxAmount, payment.currency) : null,
    paymentMethod:
      payment.cardBrand && payment.cardLast4
        ? formatPaymentMethod({ brand: payment.cardBrand, last4: payment.cardLast4 })
        : RECEIPT_MESSAGES.paymentMethod[payment.provider],
    status: payment.status,
    refundedAt: payment.refundedAt ?? null,
    // A refund recorded without its amount was a full one (as the learners' totals count it).
    refund: refunded ? money(payment.refundedAmount ?? payment.amount, payment.currency) : null,
    billedTo: payer && { name: payer.fullName, email: payer.email },
    seller: { name: config.business.name, address: [...config.business.address] },
    cancellation: await cancellationOf(em, payment, payer),
  };
}

async function cancellationOf(em: Em, payment: Payment, payer: User | null): Promise<ReceiptCancellation | null> {
  if (payment.refundReason === 'cancellation' && payment.refundedAt) {
    return { outcome: 'refund', accessEndsAt: payment.refundedAt };
  }
  const subscriptionId = payment.providerSubscriptionId;
  const endsAt = payer?.currentPeriodEnd;
  if (!payer?.cancelAtPeriodEnd || !endsAt || !subscriptionId || subscriptionId !== payer.providerSubscriptionId) {
    return null;
  }
  // Only the payments for the period running now (its period payment and the seat charges since): an earlier year's
  // receipt is not about this cancellation.
  const current = await currentPeriodPayments(em, subscriptionId);
  const paysForNow = current && [current.period, ...current.seatCharges].some((row) => row.id === payment.id);
  return paysForNow && payment.status === 'paid' ? { outcome: 'period_end', accessEndsAt: endsAt } : null;
}
