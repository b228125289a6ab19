import type { Request, Router } from 'express';
export type ProviderKind = 'stripe' | 'test';

/**
 * A subscription's state in the four the app tells apart ('active' means subscribed); the adapters map the provider's
 * own states onto these. The payment module stores it as the user's SubscriptionStatus (the same four words), so a
 * state the user cannot hold fails to compile where it is stored (commerce/billing/subscription-sync.ts).
 */
export type ProviderSubscriptionStatus = 'inactive' | 'active' | 'past_due' | 'canceled';

/**
 * The subscription as the provider sees it now. Every state change the app makes is
 * based on one of these freshly read snapshots, never on the order events arrived in.
 */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  /** Our user id, written into the subscription's metadata at checkout. */
  userId: string | null;
  status: ProviderSubscriptionStatus;
  currentPeriodEnd: Date | null;
  /** Auto-renewal is off: it ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: boolean;
  latestInvoiceId: string | null;
  /** The card the subscription is charged to (its default payment method); null when it is not a card or there is none. */
  paymentMethod: ProviderPaymentMethod | null;
  /** Its quantity: 1 for one learner, a team plan's seats (each renewal charges the plan's price times this). */
  seats: number;
  /** The team it pays for (written into its metadata at a team checkout); null for one learner's subscription. */
  teamId: string | null;
}

/** A card as the provider describes it: never more than its network and last four digits. */
export interface ProviderPaymentMethod {
  /** The network as the provider names it, lower case: 'visa', 'mastercard', 'amex', … */
  brand: string;
  last4: string;
}

/**
 * What an invoice pays for: `period`, a year of the subscription (its checkout, a renewal), or `seats`, seats added to
 * a team's subscription during the year (the prorated charge for the rest of it).
 */
export type InvoicePurpose = 'period' | 'seats';

/**
 * Stripe's `billing_reason` as the app reads it (test mode keeps the same words): `subscription_update`, a change of
 * the subscription's quantity invoiced at once (the app changes nothing else), is a seat charge; `subscription_create`
 * and `subscription_cycle`, and any other reason (an invoice made by hand in the Dashboard), pay for the period.
 */
export const invoicePurpose = (billingReason: string | null | undefined): InvoicePurpose =>
  billingReason === 'subscription_update' ? 'seats' : 'period';

/** One invoice of a subscription: the unit a Payment row records (keyed by invoiceId). */
export interface ProviderInvoice {
  invoiceId: string;
  subscriptionId: string | null;
  customerId: string | null;
  userId: string | null;
  paymentIntentId: string | null;
  /** Minor units (paise, cents), as the provider reports them: what was paid. */
  amount: number;
  /** What is (or was) to pay, paid or not. */
  amountDue: number;
  /** Minor units: the tax included in `amountDue` (0 when none was charged). */
  tax: number;
  /** Upper-case ISO 4217. */
  currency: string;
  paid: boolean;
  paidAt: Date | null;
  /** The provider's page where the customer pays it (an authentication the bank asks for); null where there is none. */
  hostedUrl: string | null;
  purpose: InvoicePurpose;
  /** The seats it pays for: a period's quantity (1 for one learner), or the seats a seat charge added. */
  seats: number;
}

/** A card payment as the provider sees it now: how much of it was refunded, and whether it is disputed. */
export interface ProviderCharge {
  id: string;
  /** What a Payment row records of it (providerPaymentIntentId). */
  paymentIntentId: string | null;
  /** Minor units. */
  amount: number;
  amountRefunded: number;
  /** The latest refund, if any. */
  refundId: string | null;
  refundedAt: Date | null;
  /**
   * The latest refund was made as fraudulent (Stripe's reason 'fraudulent'): the app's own refund after an early
   * fraud warning, whose report may arrive without the warning (its first transaction lost) or before it.
   */
  refundFraudulent: boolean;
  disputed: boolean;
}

/** A dispute (chargeback) the payer's bank opened about a charge. */
export interface ProviderDispute {
  id: string;
  chargeId: string;
  createdAt: Date;
}

/** The card network's early fraud warning about a charge; `actionable` while a refund can still avert a dispute. */
export interface ProviderFraudWarning {
  id: string;
  chargeId: string;
  actionable: boolean;
}

/** What the next renewal of a subscription will charge. */
export interface RenewalPreview {
  /** Minor units. */
  amount: number;
  currency: string;
}

/** 'open' can still be paid; 'complete' was paid (or is being paid); 'expired' never can be. */
export type CheckoutStatus = 'open' | 'complete' | 'expired';

export interface ProviderCheckout {
  id: string;
  status: CheckoutStatus;
  /** The page to pay on while the session is open; null otherwise. */
  url: string | null;
  /** The `client_reference_id`: the user who started the checkout. */
  userId: string | null;
  customerId: string | null;
  /** True once the session is complete and its payment has gone through. */
  paid: boolean;
  subscription: ProviderSubscription | null;
  invoiceId: string | null;
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  /** Reused when the user has paid before, so one person is one customer at the provider. */
  customerId: string | null;
  /** The same key gives back the same session (a double click opens one checkout). */
  idempotencyKey: string;
  /**
   * The web client's base URL the checkout returns to (`checkoutReturnUrls`): the client that started it, when its
   * origin is allowed, else CLIENT_URL (commerce/payment/checkout-return.ts).
   */
  returnTo: string;
  /** A team checkout: the seats bought (the subscription's quantity) and the team they are for. */
  team?: { id: string; seats: number };
}

/**
 * When a change of seats takes effect: `now`, charged at once for the rest of the period (prorated, as its own paid
 * invoice, the subscription's latest), or at `renewal`, nothing charged or refunded now (fewer seats are billed from
 * the next renewal on).
 */
export type SeatChangeTiming = 'now' | 'renewal';

/** A refund as the provider made it. */
export interface ProviderRefund {
  id: string;
  /** Minor units. */
  amount: number;
}

export interface RefundRequest {
  invoiceId: string;
  paymentIntentId: string | null;
  /** Minor units. */
  amount: number;
  idempotencyKey: string;
  /** 'fraudulent' for a refund after an early fraud warning; otherwise the customer asked for it. */
  reason?: 'fraudulent';
}

/** A verified webhook event: only its identity; the handler re-reads the object it names. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The object the event is about; for `invoice.upcoming` (a preview, which has no id) its subscription. */
  objectId: string;
}

/**
 * The payment provider port. Stripe in production; a database-backed test mode with a
 * checkout page of our own in development. Writes take an idempotency key derived from
 * what they concern, so a retried request never charges, cancels or refunds twice.
 */
export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** The browser-side key, or null where there is none (test mode). */
  readonly publishableKey: string | null;
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Null when the provider does not know the session. */
  getCheckout(sessionId: string): Promise<ProviderCheckout | null>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  getInvoice(invoiceId: string): Promise<ProviderInvoice | null>;
  /** Cancels now (not at period end); succeeds when the subscription is already cancelled. */
  cancelSubscription(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /**
   * Turns auto-renewal off (`cancel`: it ends at the period's end, access kept until then) or back on. Setting the
   * state it already has changes nothing, so a retry needs no idempotency key.
   */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Null when the provider does not know it (the same for the three below). */
  getCharge(chargeId: string): Promise<ProviderCharge | null>;
  getDispute(disputeId: string): Promise<ProviderDispute | null>;
  getFraudWarning(warningId: string): Promise<ProviderFraudWarning | null>;
  previewRenewal(subscriptionId: string): Promise<RenewalPreview | null>;
  /**
   * Changes a subscription's quantity (a team's seats). With `now`, the prorated charge is made before it answers (the
   * answer's latestInvoiceId is its invoice) and a declined card fails the change; the key makes a retry charge once.
   */
  setSeats(
    subscriptionId: string,
    seats: number,
    timing: SeatChangeTiming,
    idempotencyKey: string,
  ): Promise<ProviderSubscription>;
  /**
   * A page where the customer updates the card and reads the invoices (Stripe's Customer Portal; test mode's own),
   * which sends them back to `returnUrl`.
   */
  createBillingPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /**
   * Verifies a webhook delivery's signature on the raw body and returns the event, or throws a
   * BAD_USER_INPUT DomainError. Null when this provider does not send webhooks.
   */
  readonly verifyWebhook: ((rawBody: Buffer, signature: string | undefined) => ProviderEvent) | null;
  /**
   * The provider's own pages that the app serves (test mode's checkout and billing pages), for the app's assembly to
   * mount; null where the provider hosts its pages itself (Stripe).
   */
  readonly routes: ((host: ProviderRoutesHost) => Router) | null;
}

/** What the provider's own pages (PaymentProvider.routes) need of the app. */
export interface ProviderRoutesHost {
  /** Whether another site started this request (the app's cross-site guard): such a form post must not pay or cancel. */
  crossSite(req: Request): boolean;
  /** Applies an event the pages cause, as the app applies the provider's webhooks. */
  apply(event: ProviderEvent): Promise<unknown>;
}

/**
 * Where the provider sends the browser back: the pages of the web client that started the checkout (`returnTo`).
 * The session cookie lives on that client's origin, so a return anywhere else would land the learner logged out.
 * `{CHECKOUT_SESSION_ID}` is Stripe's placeholder, which it replaces with the session id; test mode does the same.
 */
export const checkoutReturnUrls = (returnTo: string) => ({
  success: `${returnTo}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
  cancel: `${returnTo}/checkout/failure`,
});
