import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/** One request the SDK sent, as the stand-in received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** Form fields (POST) or query parameters (GET, DELETE), keys in the SDK's bracket notation. */
  params: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
}

export type Json = Record<string, unknown>;

export interface SessionState {
  id: string;
  clientReferenceId: string | null;
  customer: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  subscription: string | null;
  invoice: string | null;
  params: Record<string, string>;
}

export interface SubscriptionState {
  id: string;
  customer: string;
  metadata: Record<string, string>;
  status: Stripe.Subscription.Status;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  latestInvoice: string | null;
  /** The payment method (a card) its invoices are charged to; null: the customer's default is used. */
  defaultPaymentMethod: string | null;
  /** Checkout was asked for automatic tax: its invoices add GST on top of the plan's price. */
  automaticTax: boolean;
  /** The subscription item's quantity (a team plan's seats): each year charges the plan's amount times it. */
  quantity: number;
}

/** A card as a PaymentMethod describes it. */
export interface CardState {
  brand: string;
  last4: string;
}

export interface InvoiceState {
  id: string;
  customer: string;
  subscription: string;
  metadata: Record<string, string>;
  amountPaid: number;
  amountDue: number;
  /** Minor units of tax included in amountDue (Stripe Tax's `total_taxes`); 0 when none. */
  tax: number;
  currency: string;
  status: 'paid' | 'open';
  paidAt: number | null;
  paymentIntent: string | null;
  hostedInvoiceUrl: string;
  /** Why Stripe made it: the checkout (`subscription_create`), a renewal (`subscription_cycle`), seats added (`subscription_update`). */
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  /** Its lines, as Stripe itemises them: the quantity each is for, and its amount (a proration's credit is negative). */
  lines: { quantity: number; amount: number }[];
}

/** One charge per paid invoice: what refunds, disputes and fraud warnings are about. */
export interface ChargeState {
  id: string;
  paymentIntent: string;
  amount: number;
  currency: string;
  /** Newest first, as Stripe lists them. */
  refunds: string[];
  disputed: boolean;
}

export interface RefundState {
  id: string;
  amount: number;
  paymentIntent: string;
  charge: string;
  reason: string | null;
  created: number;
}

export interface DisputeState {
  id: string;
  charge: string;
  created: number;
}

export interface FraudWarningState {
  id: string;
  charge: string;
  actionable: boolean;
}

export const SECONDS_PER_YEAR = 365 * 24 * 3600;
export const PLAN_AMOUNT = 49_900;
/** What Stripe Tax adds to the plan's price when Checkout asked for automatic tax: India's 18% GST. */
export const STAND_IN_TAX = 8_982;
/** The card a customer pays with on the stand-in's checkout: Stripe's test Visa. */
export const STAND_IN_CARD: CardState = { brand: 'visa', last4: '4242' };
export const unix = (date: Date) => Math.floor(date.getTime() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export const stripeError = (message: string, code: string) => ({
  error: { type: 'invalid_request_error', code, message },
});

/**
 * What the stand-in keeps in memory, and the lookups every layer above shares. The stand-in is one class built in
 * layers (state, objects, billing, api, the HTTP server in index.ts) so that tests keep one object to drive and
 * inspect, while each file holds one concern.
 */
export class StandInStore {
  readonly sessions = new Map<string, SessionState>();
  readonly subscriptions = new Map<string, SubscriptionState>();
  readonly invoices = new Map<string, InvoiceState>();
  readonly refunds = new Map<string, RefundState>();
  readonly charges = new Map<string, ChargeState>();
  readonly disputes = new Map<string, DisputeState>();
  readonly fraudWarnings = new Map<string, FraudWarningState>();
  readonly paymentMethods = new Map<string, CardState>();
  /** Each customer's `invoice_settings.default_payment_method`, where one is set. */
  readonly customerDefaults = new Map<string, string>();

  /** A session a test names, which must exist. */
  protected sessionOf(sessionId: string): SessionState {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return session;
  }

  /** A subscription a test names, which must exist. */
  protected subscriptionOf(subscriptionId: string): SubscriptionState {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    return subscription;
  }

  /** The charge of a paid invoice's payment intent. */
  chargeOf(paymentIntent: string): ChargeState {
    const charge = [...this.charges.values()].find((entry) => entry.paymentIntent === paymentIntent);
    if (!charge) throw new Error(`no charge of ${paymentIntent}`);
    return charge;
  }

  /** The refunds made of one payment intent. */
  refundsOf(paymentIntent: string) {
    return [...this.refunds.values()].filter((refund) => refund.paymentIntent === paymentIntent);
  }

  protected refundedOf(charge: ChargeState) {
    return charge.refunds.reduce((sum, id) => sum + (this.refunds.get(id)?.amount ?? 0), 0);
  }

  /** What a year of the subscription costs, tax included. */
  protected amountOf(subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId);
    return (PLAN_AMOUNT + (subscription?.automaticTax ? STAND_IN_TAX : 0)) * (subscription?.quantity ?? 1);
  }
}
