import type Stripe from 'stripe';
import {
  type CheckoutStatus,
  invoicePurpose,
  type ProviderCharge,
  type ProviderInvoice,
  type ProviderPaymentMethod,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from './payment-provider';

/** How Stripe's objects read as the payment port's (stripe.provider.ts makes the calls). */
export type Expandable = string | { id: string } | null | undefined;
export const idOf = (value: Expandable) => (typeof value === 'string' ? value : (value?.id ?? null));
export const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Stripe has eight subscription states; the app needs four ('active' means subscribed). */
export function mapStripeStatus(status: Stripe.Subscription.Status): ProviderSubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'inactive';
  }
}

/**
 * What every read or write of a subscription expands: its default payment method, and the customer's, which invoices
 * are charged to when the subscription has none of its own (Checkout may save the card on either).
 */
export const SUBSCRIPTION_EXPAND = ['default_payment_method', 'customer.invoice_settings.default_payment_method'];

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): ProviderPaymentMethod | null {
  const card = typeof method === 'object' ? method?.card : null;
  return card ? { brand: card.brand, last4: card.last4 } : null;
}

function paymentMethodOf(subscription: Stripe.Subscription): ProviderPaymentMethod | null {
  const { customer } = subscription;
  const customerDefault = typeof customer === 'object' && !customer.deleted ? customer.invoice_settings : null;
  return cardOf(subscription.default_payment_method) ?? cardOf(customerDefault?.default_payment_method);
}

export function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // Since API version 2025-03-31 the billing period lives on the subscription's items.
  // oxlint-disable-next-line typescript/no-unnecessary-condition -- a webhook's payload, not Stripe's typed API answer
  const periodEnds = subscription.items?.data.map((item) => item.current_period_end) ?? [];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- a webhook's payload, not Stripe's typed API answer
    userId: subscription.metadata?.userId ?? null,
    status: mapStripeStatus(subscription.status),
    currentPeriodEnd: periodEnds.length ? dateOf(Math.max(...periodEnds)) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    latestInvoiceId: idOf(subscription.latest_invoice),
    paymentMethod: paymentMethodOf(subscription),
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- a webhook's payload, not Stripe's typed API answer
    seats: subscription.items?.data[0]?.quantity ?? 1,
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- a webhook's payload, not Stripe's typed API answer
    teamId: subscription.metadata?.teamId ?? null,
  };
}

export function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const details = invoice.parent?.subscription_details ?? null;
  const payment = invoice.payments?.data.find((entry) => entry.status === 'paid');
  return {
    invoiceId: invoice.id,
    subscriptionId: idOf(details?.subscription),
    customerId: idOf(invoice.customer),
    userId: details?.metadata?.userId ?? null,
    paymentIntentId: idOf(payment?.payment.payment_intent),
    amount: invoice.amount_paid,
    amountDue: invoice.amount_due,
    // Inclusive and exclusive taxes alike: what of the total is tax.
    tax: (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0),
    currency: invoice.currency.toUpperCase(),
    paid: invoice.status === 'paid',
    paidAt: dateOf(invoice.status_transitions.paid_at),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    purpose: invoicePurpose(invoice.billing_reason),
    seats: seatsOf(invoice),
  };
}

/**
 * The seats an invoice pays for, from its lines' quantities: a period's one line (the subscription's quantity), or a
 * seat charge's prorations, the remaining time on the new quantity less the unused time on the old (a credit, its
 * amount negative): 5 − 3 = 2 seats added. An invoice with no quantity on its lines pays for one.
 */
function seatsOf(invoice: Stripe.Invoice): number {
  // oxlint-disable-next-line typescript/no-unnecessary-condition -- a webhook's payload, not Stripe's typed API answer
  const lines = invoice.lines?.data ?? [];
  const seats = lines.reduce((sum, line) => sum + (line.amount < 0 ? -1 : 1) * (line.quantity ?? 0), 0);
  return seats > 0 ? seats : 1;
}

export function toCharge(charge: Stripe.Charge): ProviderCharge {
  // Newest first: the latest refund is the one a `charge.refunded` delivery is about.
  const latestRefund = charge.refunds?.data[0] ?? null;
  return {
    id: charge.id,
    paymentIntentId: idOf(charge.payment_intent),
    amount: charge.amount,
    amountRefunded: charge.amount_refunded,
    refundId: latestRefund?.id ?? null,
    refundedAt: dateOf(latestRefund?.created),
    refundFraudulent: latestRefund?.reason === 'fraudulent',
    disputed: charge.disputed,
  };
}

/** A session Stripe reports in any other state (none today) is treated as one that cannot be paid. */
export function checkoutStatus(status: Stripe.Checkout.Session.Status | null): CheckoutStatus {
  if (status === 'open') return 'open';
  return status === 'complete' ? 'complete' : 'expired';
}
