import { randomBytes } from 'node:crypto';
import type { ProviderCharge, ProviderEvent, ProviderSubscription } from './payment-provider';
import type { TestCheckoutSession } from './test-checkout-session.entity';
import type { TestInvoice } from './test-invoice.entity';

/** How test mode's rows read as the provider's objects, and the ids it makes for them (Stripe's prefixes). */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function yearsAfter(date: Date, years: number): Date {
  const end = new Date(date);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
}
export const oneYearAfter = (date: Date) => yearsAfter(date, 1);

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** A year's amount for the part of the period left (Stripe prorates by the second), at least one minor unit. */
export function proratedAmount(yearly: number, now: Date, periodEnd: Date): number {
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), YEAR_MS);
  return Math.max(1, Math.round((yearly * left) / YEAR_MS));
}

export function toSubscription(session: TestCheckoutSession): ProviderSubscription {
  return {
    id: session.subscriptionId as string,
    customerId: session.customerId,
    userId: session.userId,
    status: session.subscriptionStatus ?? 'canceled',
    currentPeriodEnd: session.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: session.cancelAtPeriodEnd,
    latestInvoiceId: session.latestInvoiceId ?? session.invoiceId ?? null,
    paymentMethod: { brand: session.cardBrand, last4: session.cardLast4 },
    seats: session.seats,
    teamId: session.teamId ?? null,
  };
}

export function toCharge(invoice: TestInvoice): ProviderCharge {
  return {
    id: invoice.paymentIntentId as string,
    paymentIntentId: invoice.paymentIntentId ?? null,
    amount: invoice.amount,
    amountRefunded: invoice.refundedAmount ?? 0,
    refundId: invoice.refundId ?? null,
    refundedAt: invoice.refundedAt ?? null,
    // Test mode raises no early fraud warnings, so it makes no refund for one.
    refundFraudulent: false,
    disputed: Boolean(invoice.disputeId),
  };
}

/** An event as Stripe would deliver it, with an id of its own (a second press is a second event). */
export const testEvent = (type: string, objectId: string): ProviderEvent => ({ id: newId('evt_test'), type, objectId });
