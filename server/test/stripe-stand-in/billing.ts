import type Stripe from 'stripe';
import { StandInObjects } from './objects';
import {
  type CardState,
  type ChargeState,
  type InvoiceState,
  newId,
  type RefundState,
  SECONDS_PER_YEAR,
  STAND_IN_CARD,
  STAND_IN_TAX,
  type SubscriptionState,
  unix,
} from './state';

/** The `metadata[userId]=…` fields of a form, as an object. */
function metadataOf(params: Record<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[metadata\\]\\[(.+)\\]$`));
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/**
 * What happens at Stripe without the app asking: the customer's part (paying a checkout, changing the card) and
 * Stripe's own (renewals, declines, disputes, changes made in the dashboard), for tests to play; and the invoices,
 * charges and refunds these and the API's calls record.
 */
export class StandInBilling extends StandInObjects {
  /** The customer pays on Stripe's page: the session completes with an active subscription and a paid invoice. */
  completeSession(sessionId: string, paidAt = new Date()) {
    const session = this.sessionOf(sessionId);
    const customer = session.customer ?? newId('cus');
    const subscription: SubscriptionState = {
      id: newId('sub'),
      customer,
      metadata: metadataOf(session.params, 'subscription_data'),
      status: 'active',
      currentPeriodEnd: unix(paidAt) + SECONDS_PER_YEAR,
      cancelAtPeriodEnd: false,
      latestInvoice: null,
      defaultPaymentMethod: this.addPaymentMethod(STAND_IN_CARD),
      automaticTax: session.params['automatic_tax[enabled]'] === 'true',
      quantity: Number(session.params['line_items[0][quantity]'] ?? 1),
    };
    this.subscriptions.set(subscription.id, subscription);
    const invoice = this.addPaidInvoice(subscription.id, paidAt, 'subscription_create');
    Object.assign(session, {
      customer,
      status: 'complete',
      paymentStatus: 'paid',
      subscription: subscription.id,
      invoice: invoice.id,
    });
    return { subscriptionId: subscription.id, invoiceId: invoice.id, paymentIntentId: invoice.paymentIntent as string };
  }

  private addPaymentMethod(card: CardState) {
    const id = newId('pm');
    this.paymentMethods.set(id, card);
    return id;
  }

  /**
   * The customer changes the card in the Customer Portal: it becomes the subscription's default payment method, or
   * (`onCustomer`) the customer's invoice default, the subscription then having none of its own.
   */
  changeCard(subscriptionId: string, card: CardState, { onCustomer = false } = {}) {
    const subscription = this.subscriptionOf(subscriptionId);
    const paymentMethod = this.addPaymentMethod(card);
    if (onCustomer) this.customerDefaults.set(subscription.customer, paymentMethod);
    subscription.defaultPaymentMethod = onCustomer ? null : paymentMethod;
  }

  /** A year of a subscription paid: a renewal, or (`subscription_create`) the checkout's first. */
  addPaidInvoice(
    subscriptionId: string,
    paidAt = new Date(),
    billingReason: InvoiceState['billingReason'] = 'subscription_cycle',
  ): InvoiceState {
    const invoice = this.addRenewalInvoice(subscriptionId, {
      amountPaid: this.amountOf(subscriptionId),
      status: 'paid',
      paidAt: unix(paidAt),
      paymentIntent: newId('pi'),
    });
    invoice.billingReason = billingReason;
    this.addCharge(invoice);
    return invoice;
  }

  /** A further invoice of a subscription, its latest, for the plan's yearly amount. */
  protected addRenewalInvoice(
    subscriptionId: string,
    outcome: Pick<InvoiceState, 'amountPaid' | 'status' | 'paidAt' | 'paymentIntent'>,
  ): InvoiceState {
    const subscription = this.subscriptionOf(subscriptionId);
    const id = newId('in');
    const invoice: InvoiceState = {
      id,
      customer: subscription.customer,
      subscription: subscriptionId,
      metadata: subscription.metadata,
      amountDue: this.amountOf(subscriptionId),
      tax: subscription.automaticTax ? STAND_IN_TAX : 0,
      currency: 'inr',
      hostedInvoiceUrl: `https://invoice.stripe.test/i/${id}`,
      billingReason: 'subscription_cycle',
      lines: [{ quantity: subscription.quantity, amount: this.amountOf(subscriptionId) }],
      ...outcome,
    };
    this.invoices.set(id, invoice);
    subscription.latestInvoice = id;
    return invoice;
  }

  protected addCharge(invoice: InvoiceState) {
    const charge: ChargeState = {
      id: newId('ch'),
      paymentIntent: invoice.paymentIntent as string,
      amount: invoice.amountPaid,
      currency: invoice.currency,
      refunds: [],
      disputed: false,
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  /**
   * The renewal charge is declined: an open invoice (its hosted page is where the customer pays or authenticates),
   * the period moved on, the subscription past_due while Stripe retries.
   */
  failRenewal(subscriptionId: string): InvoiceState {
    const invoice = this.addRenewalInvoice(subscriptionId, {
      amountPaid: 0,
      status: 'open',
      paidAt: null,
      paymentIntent: null,
    });
    const subscription = this.subscriptionOf(subscriptionId);
    subscription.currentPeriodEnd += SECONDS_PER_YEAR;
    subscription.status = 'past_due';
    return invoice;
  }

  /** A refund made outside the app (the dashboard). */
  refundInDashboard(paymentIntent: string, amount: number): RefundState {
    return this.addRefund(this.chargeOf(paymentIntent), amount, null);
  }

  /** The payer's bank disputes the charge. */
  openDispute(paymentIntent: string) {
    const charge = this.chargeOf(paymentIntent);
    charge.disputed = true;
    const dispute = { id: newId('du'), charge: charge.id, created: unix(new Date()) };
    this.disputes.set(dispute.id, dispute);
    return dispute;
  }

  /** The card network warns the charge may be fraudulent. */
  raiseFraudWarning(paymentIntent: string, actionable = true) {
    const warning = { id: newId('issfr'), charge: this.chargeOf(paymentIntent).id, actionable };
    this.fraudWarnings.set(warning.id, warning);
    return warning;
  }

  protected addRefund(charge: ChargeState, amount: number, reason: string | null): RefundState {
    const refund: RefundState = {
      id: newId('re'),
      amount,
      paymentIntent: charge.paymentIntent,
      charge: charge.id,
      reason,
      created: unix(new Date()),
    };
    this.refunds.set(refund.id, refund);
    charge.refunds.unshift(refund.id);
    return refund;
  }

  /** The session lapses unpaid (after 24 hours at Stripe): it can no longer be paid and has no url. */
  expireSession(sessionId: string) {
    this.sessionOf(sessionId).status = 'expired';
  }

  /**
   * The year is up: a renewing subscription is charged for the next one (a paid invoice, the period a year longer);
   * one whose auto-renewal is off ends. Returns the renewal's invoice, if any.
   */
  endPeriod(subscriptionId: string): InvoiceState | null {
    const subscription = this.subscriptionOf(subscriptionId);
    if (subscription.cancelAtPeriodEnd) {
      subscription.status = 'canceled';
      return null;
    }
    const invoice = this.addPaidInvoice(subscriptionId, new Date(subscription.currentPeriodEnd * 1000));
    subscription.currentPeriodEnd += SECONDS_PER_YEAR;
    return invoice;
  }

  /** A change made outside the app (the dashboard): the quantity (a team's seats) billed from the next renewal on. */
  setQuantity(subscriptionId: string, quantity: number) {
    this.subscriptionOf(subscriptionId).quantity = quantity;
  }

  /** A change made outside the app (the Customer Portal, the dashboard): auto-renewal off or on. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    this.subscriptionOf(subscriptionId).cancelAtPeriodEnd = cancel;
  }

  setSubscriptionStatus(subscriptionId: string, status: Stripe.Subscription.Status) {
    this.subscriptionOf(subscriptionId).status = status;
  }
}
