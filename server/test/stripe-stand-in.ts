import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the SDK sent, as the stand-in received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** Form fields (POST) or query parameters (GET, DELETE), keys in the SDK's bracket notation. */
  params: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
}

type Json = Record<string, unknown>;

interface SessionState {
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

interface SubscriptionState {
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

interface InvoiceState {
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
interface ChargeState {
  id: string;
  paymentIntent: string;
  amount: number;
  currency: string;
  /** Newest first, as Stripe lists them. */
  refunds: string[];
  disputed: boolean;
}

interface RefundState {
  id: string;
  amount: number;
  paymentIntent: string;
  charge: string;
  reason: string | null;
  created: number;
}

const SECONDS_PER_YEAR = 365 * 24 * 3600;
const PLAN_AMOUNT = 49_900;
/** What Stripe Tax adds to the plan's price when Checkout asked for automatic tax: India's 18% GST. */
export const STAND_IN_TAX = 8_982;
/** The card a customer pays with on the stand-in's checkout: Stripe's test Visa. */
export const STAND_IN_CARD: CardState = { brand: 'visa', last4: '4242' };
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

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
 * A local stand-in for the slice of Stripe's API the adapter calls, for the real `stripe` SDK
 * to talk to (`STRIPE_API_URL`). It keeps sessions, subscriptions, invoices and refunds in
 * memory, replays responses for a repeated Idempotency-Key as Stripe does, and records every
 * request so tests can assert parameters and keys. Helpers play the customer's part
 * (completing a checkout) and build signed webhook deliveries.
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, SessionState>();
  readonly subscriptions = new Map<string, SubscriptionState>();
  readonly invoices = new Map<string, InvoiceState>();
  readonly refunds = new Map<string, RefundState>();
  readonly charges = new Map<string, ChargeState>();
  readonly disputes = new Map<string, { id: string; charge: string; created: number }>();
  readonly fraudWarnings = new Map<string, { id: string; charge: string; actionable: boolean }>();
  readonly paymentMethods = new Map<string, CardState>();
  /** Each customer's `invoice_settings.default_payment_method`, where one is set. */
  readonly customerDefaults = new Map<string, string>();
  private readonly replies = new Map<string, { status: number; body: Json }>();
  private readonly failures: { method: string; pathPrefix: string }[] = [];
  private readonly server: Server;
  url = '';

  private constructor() {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => this.send(res, 500, { error: { message: String(error) } }));
    });
  }

  static async start(): Promise<StripeStandIn> {
    const standIn = new StripeStandIn();
    standIn.server.listen(0, '127.0.0.1');
    await new Promise((resolve) => standIn.server.once('listening', resolve));
    standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    return standIn;
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  requestsTo(method: string, pathPrefix: string) {
    return this.requests.filter((request) => request.method === method && request.path.startsWith(pathPrefix));
  }

  // ---- the customer's and Stripe's own actions ----

  /** The customer pays on Stripe's page: the session completes with an active subscription and a paid invoice. */
  completeSession(sessionId: string, paidAt = new Date()) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const customer = session.customer ?? newId('cus');
    const metadata = metadataOf(session.params, 'subscription_data');
    const subscription: SubscriptionState = {
      id: newId('sub'),
      customer,
      metadata,
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
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
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

  /** What a year of the subscription costs, tax included. */
  private amountOf(subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId);
    return (PLAN_AMOUNT + (subscription?.automaticTax ? STAND_IN_TAX : 0)) * (subscription?.quantity ?? 1);
  }

  /** A further invoice of a subscription, its latest, for the plan's yearly amount. */
  private addRenewalInvoice(
    subscriptionId: string,
    outcome: Pick<InvoiceState, 'amountPaid' | 'status' | 'paidAt' | 'paymentIntent'>,
  ): InvoiceState {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
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

  private addCharge(invoice: InvoiceState) {
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

  /** The charge of a paid invoice's payment intent. */
  chargeOf(paymentIntent: string): ChargeState {
    const charge = [...this.charges.values()].find((entry) => entry.paymentIntent === paymentIntent);
    if (!charge) throw new Error(`no charge of ${paymentIntent}`);
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
    const subscription = this.subscriptions.get(subscriptionId)!;
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

  private addRefund(charge: ChargeState, amount: number, reason: string | null): RefundState {
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

  private refundedOf(charge: ChargeState) {
    return charge.refunds.reduce((sum, id) => sum + (this.refunds.get(id)?.amount ?? 0), 0);
  }

  /** The session lapses unpaid (after 24 hours at Stripe): it can no longer be paid and has no url. */
  expireSession(sessionId: string) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'expired';
  }

  /**
   * The next request to a path starting with `pathPrefix` fails as Stripe fails when it is down (a 500 the SDK does
   * not retry), doing nothing: for a delivery whose transaction is lost after an earlier call has taken effect.
   */
  failNext(method: string, pathPrefix: string) {
    this.failures.push({ method, pathPrefix });
  }

  /** The refunds made of one payment intent. */
  refundsOf(paymentIntent: string) {
    return [...this.refunds.values()].filter((refund) => refund.paymentIntent === paymentIntent);
  }

  /**
   * The year is up: a renewing subscription is charged for the next one (a paid invoice, the period a year longer);
   * one whose auto-renewal is off ends. Returns the renewal's invoice, if any.
   */
  endPeriod(subscriptionId: string): InvoiceState | null {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    if (subscription.cancelAtPeriodEnd) {
      subscription.status = 'canceled';
      return null;
    }
    const invoice = this.addPaidInvoice(subscriptionId, new Date(subscription.currentPeriodEnd * 1000));
    subscription.currentPeriodEnd += SECONDS_PER_YEAR;
    return invoice;
  }

  /** A change made outside the app (the Customer Portal, the dashboard): auto-renewal off or on. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    subscription.cancelAtPeriodEnd = cancel;
  }

  setSubscriptionStatus(subscriptionId: string, status: Stripe.Subscription.Status) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    subscription.status = status;
  }

  /** Any body, signed with `secret` as Stripe signs a delivery (the SDK's own helper). */
  signedBody(payload: string, secret: string) {
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  /** A webhook delivery of `type` about `object`, signed with `secret` by the SDK's own helper. */
  signedEvent(type: string, object: Json, secret: string, options: { id?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify({
      id: options.id ?? newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp });
    return { payload, signature };
  }

  sessionJson(id: string, expand: string[] = []): Json {
    const session = this.sessions.get(id) as SessionState;
    return {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      url: session.status === 'open' ? `https://checkout.stripe.test/c/pay/${id}` : null,
      status: session.status,
      payment_status: session.paymentStatus,
      client_reference_id: session.clientReferenceId,
      customer: session.customer,
      customer_email: session.customerEmail,
      metadata: session.metadata,
      subscription:
        session.subscription && expand.includes('subscription')
          ? this.subscriptionJson(session.subscription, nestedExpand(expand, 'subscription'))
          : session.subscription,
      invoice: session.invoice,
      success_url: session.params.success_url,
      cancel_url: session.params.cancel_url,
    };
  }

  subscriptionJson(id: string, expand: string[] = []): Json {
    const subscription = this.subscriptions.get(id) as SubscriptionState;
    const paymentMethod = subscription.defaultPaymentMethod;
    const customerExpand = nestedExpand(expand, 'customer');
    return {
      id,
      object: 'subscription',
      customer:
        expand.includes('customer') || customerExpand.length
          ? this.customerJson(subscription.customer, customerExpand)
          : subscription.customer,
      default_payment_method:
        paymentMethod && expand.includes('default_payment_method')
          ? this.paymentMethodJson(paymentMethod)
          : paymentMethod,
      metadata: subscription.metadata,
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      latest_invoice: subscription.latestInvoice,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${id}`,
            object: 'subscription_item',
            current_period_start: subscription.currentPeriodEnd - SECONDS_PER_YEAR,
            current_period_end: subscription.currentPeriodEnd,
            quantity: subscription.quantity,
          },
        ],
      },
    };
  }

  /** Only what the adapter reads of a customer: its invoice default payment method. */
  private customerJson(id: string, expand: string[]): Json {
    const paymentMethod = this.customerDefaults.get(id) ?? null;
    const expanded = paymentMethod && expand.includes('invoice_settings.default_payment_method');
    return {
      id,
      object: 'customer',
      invoice_settings: { default_payment_method: expanded ? this.paymentMethodJson(paymentMethod) : paymentMethod },
    };
  }

  private paymentMethodJson(id: string): Json {
    const card = this.paymentMethods.get(id) as CardState;
    return { id, object: 'payment_method', type: 'card', card: { brand: card.brand, last4: card.last4 } };
  }

  invoiceJson(id: string, expand: string[] = []): Json {
    const invoice = this.invoices.get(id) as InvoiceState;
    return {
      id,
      object: 'invoice',
      customer: invoice.customer,
      currency: invoice.currency,
      amount_paid: invoice.amountPaid,
      amount_due: invoice.amountDue,
      total_taxes: invoice.tax
        ? [{ amount: invoice.tax, tax_behavior: 'exclusive', tax_rate_details: null, type: 'tax_rate_details' }]
        : [],
      hosted_invoice_url: invoice.hostedInvoiceUrl,
      billing_reason: invoice.billingReason,
      lines: {
        object: 'list',
        data: invoice.lines.map((line, index) => ({
          id: `il_${id}_${index}`,
          object: 'line_item',
          amount: line.amount,
          quantity: line.quantity,
          parent: { type: 'subscription_item_details' },
        })),
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
      },
      status: invoice.status,
      status_transitions: { paid_at: invoice.paidAt },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: invoice.subscription, metadata: invoice.metadata },
      },
      ...(expand.includes('payments') && {
        payments: {
          object: 'list',
          data: invoice.paymentIntent
            ? [
                {
                  id: `inpay_${id}`,
                  status: 'paid',
                  payment: { type: 'payment_intent', payment_intent: invoice.paymentIntent },
                },
              ]
            : [],
        },
      }),
    };
  }

  /** The preview an `invoice.upcoming` delivery carries: no id, its subscription in `parent`. */
  upcomingInvoiceJson(subscriptionId: string): Json {
    const subscription = this.subscriptions.get(subscriptionId) as SubscriptionState;
    return {
      object: 'invoice',
      customer: subscription.customer,
      currency: 'inr',
      amount_due: 49_900,
      status: 'draft',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
      },
    };
  }

  chargeJson(id: string, expand: string[] = []): Json {
    const charge = this.charges.get(id) as ChargeState;
    const refunds = charge.refunds.map((refundId) => this.refundJson(refundId));
    return {
      id,
      object: 'charge',
      amount: charge.amount,
      amount_refunded: this.refundedOf(charge),
      currency: charge.currency,
      payment_intent: charge.paymentIntent,
      refunded: this.refundedOf(charge) >= charge.amount,
      disputed: charge.disputed,
      ...(expand.includes('refunds') && {
        refunds: { object: 'list', data: refunds, has_more: false, url: `/v1/charges/${id}/refunds` },
      }),
    };
  }

  disputeJson(id: string): Json {
    const dispute = this.disputes.get(id) as { id: string; charge: string; created: number };
    const charge = this.charges.get(dispute.charge) as ChargeState;
    return {
      id,
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      payment_intent: charge.paymentIntent,
      created: dispute.created,
      status: 'needs_response',
      reason: 'fraudulent',
    };
  }

  fraudWarningJson(id: string): Json {
    const warning = this.fraudWarnings.get(id) as { id: string; charge: string; actionable: boolean };
    return {
      id,
      object: 'radar.early_fraud_warning',
      actionable: warning.actionable,
      charge: warning.charge,
      fraud_type: 'unauthorized_use_of_card',
      created: unix(new Date()),
    };
  }

  private refundJson(id: string): Json {
    const refund = this.refunds.get(id) as RefundState;
    return {
      id,
      object: 'refund',
      amount: refund.amount,
      charge: refund.charge,
      payment_intent: refund.paymentIntent,
      reason: refund.reason,
      created: refund.created,
      status: 'succeeded',
    };
  }

  // ---- HTTP ----

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await new Promise<string>((resolve) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        text += chunk;
      });
      req.on('end', () => resolve(text));
    });
    const params = Object.fromEntries(new URLSearchParams(req.method === 'POST' ? body : url.search));
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const method = req.method ?? 'GET';
    this.requests.push({
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      authorization: req.headers.authorization ?? null,
    });

    const failure = this.failures.findIndex(
      (entry) => entry.method === method && url.pathname.startsWith(entry.pathPrefix),
    );
    if (failure >= 0) {
      this.failures.splice(failure, 1);
      return this.send(res, 500, stripeError('An unexpected error occurred.', 'api_error'), false, {
        'stripe-should-retry': 'false',
      });
    }
    const replayKey = idempotencyKey && method !== 'GET' ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    const replay = replayKey && this.replies.get(replayKey);
    if (replay) return this.send(res, replay.status, replay.body, true);
    const expand = Object.entries(params)
      .filter(([key]) => /^expand\[\d*\]$/.test(key))
      .map(([, value]) => value);
    const [status, reply] = this.route(method, url.pathname, params, expand);
    if (replayKey) this.replies.set(replayKey, { status, body: reply });
    this.send(res, status, reply);
  }

  private route(method: string, path: string, params: Record<string, string>, expand: string[]): [number, Json] {
    const [, , resource, id, ...rest] = path.split('/');
    if (method === 'POST' && path === '/v1/checkout/sessions') return [200, this.createSession(params)];
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return this.portalSession(params);
    if (method === 'GET' && resource === 'checkout' && rest[0] && this.sessions.has(rest[0])) {
      return [200, this.sessionJson(rest[0], expand)];
    }
    if (resource === 'subscriptions' && id && this.subscriptions.has(id)) {
      if (method === 'GET') return [200, this.subscriptionJson(id, expand)];
      if (method === 'DELETE') return this.cancel(id, expand);
      if (method === 'POST') return this.update(id, params, expand);
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') return this.preview(params);
    if (method === 'GET' && resource === 'invoices' && id && this.invoices.has(id)) {
      return [200, this.invoiceJson(id, expand)];
    }
    if (method === 'GET' && resource === 'charges' && id && this.charges.has(id)) {
      return [200, this.chargeJson(id, expand)];
    }
    if (method === 'GET' && resource === 'disputes' && id && this.disputes.has(id)) return [200, this.disputeJson(id)];
    if (method === 'GET' && resource === 'radar' && id === 'early_fraud_warnings' && rest[0]) {
      if (this.fraudWarnings.has(rest[0])) return [200, this.fraudWarningJson(rest[0])];
    }
    if (method === 'POST' && path === '/v1/refunds') return this.refund(params);
    return [404, stripeError(`No such resource: ${path}`, 'resource_missing')];
  }

  private createSession(params: Record<string, string>): Json {
    const session: SessionState = {
      id: newId('cs_test'),
      clientReferenceId: params.client_reference_id ?? null,
      customer: params.customer ?? null,
      customerEmail: params.customer_email ?? null,
      metadata: Object.fromEntries(
        Object.entries(params)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      ),
      status: 'open',
      paymentStatus: 'unpaid',
      subscription: null,
      invoice: null,
      params,
    };
    this.sessions.set(session.id, session);
    return this.sessionJson(session.id);
  }

  private cancel(id: string, expand: string[]): [number, Json] {
    const subscription = this.subscriptions.get(id) as SubscriptionState;
    if (subscription.status === 'canceled') {
      return [400, stripeError('A canceled subscription can only update its cancellation_details.', 'invalid')];
    }
    subscription.status = 'canceled';
    return [200, this.subscriptionJson(id, expand)];
  }

  /** A Customer Portal session of a customer that has a subscription here. */
  private portalSession(params: Record<string, string>): [number, Json] {
    const known = [...this.subscriptions.values()].some((subscription) => subscription.customer === params.customer);
    if (!known) return [400, stripeError(`No such customer: '${params.customer}'`, 'resource_missing')];
    const id = newId('bps');
    return [
      200,
      {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `https://billing.stripe.test/p/session/${id}`,
      },
    ];
  }

  /**
   * `cancel_at_period_end`, and the item's quantity (a team's seats) with its `proration_behavior`: `always_invoice`
   * charges the added seats for the rest of the period at once, as a paid invoice that becomes the latest; `none`
   * charges nothing now (the next year's invoice bills the new quantity).
   */
  private update(id: string, params: Record<string, string>, expand: string[]): [number, Json] {
    const subscription = this.subscriptions.get(id) as SubscriptionState;
    if (subscription.status === 'canceled') {
      return [400, stripeError('A canceled subscription can only update its cancellation_details.', 'invalid')];
    }
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
    }
    const quantity = params['items[0][quantity]'];
    if (quantity !== undefined) {
      if (params['items[0][id]'] !== `si_${id}`)
        return [400, stripeError('No such subscription item', 'resource_missing')];
      const before = subscription.quantity;
      const added = Number(quantity) - before;
      subscription.quantity = Number(quantity);
      if (params.proration_behavior === 'always_invoice' && added > 0) {
        // As Stripe itemises a quantity change: the unused time on the old quantity credited, the remaining time on
        // the new one charged; the invoice's total is the added seats for the rest of the period.
        const left = Math.max(subscription.currentPeriodEnd - unix(new Date()), 0) / SECONDS_PER_YEAR;
        const [credit, charge] = [
          -Math.round(PLAN_AMOUNT * before * left),
          Math.round(PLAN_AMOUNT * Number(quantity) * left),
        ];
        const amount = credit + charge;
        const invoice = this.addRenewalInvoice(id, {
          amountPaid: amount,
          status: 'paid',
          paidAt: unix(new Date()),
          paymentIntent: newId('pi'),
        });
        Object.assign(invoice, {
          amountDue: amount,
          tax: 0,
          billingReason: 'subscription_update',
          lines: [
            { quantity: before, amount: credit },
            { quantity: Number(quantity), amount: charge },
          ],
        });
        this.addCharge(invoice);
      }
    }
    return [200, this.subscriptionJson(id, expand)];
  }

  private refund(params: Record<string, string>): [number, Json] {
    const charge = [...this.charges.values()].find((entry) => entry.paymentIntent === params.payment_intent);
    if (!charge) return [400, stripeError(`No such payment_intent: '${params.payment_intent}'`, 'resource_missing')];
    if (charge.disputed) return [400, stripeError(`Charge ${charge.id} has been disputed.`, 'charge_disputed')];
    const left = charge.amount - this.refundedOf(charge);
    const amount = Number(params.amount ?? left);
    if (amount > left) return [400, stripeError('Refund amount is greater than charge amount', 'amount_too_large')];
    return [200, this.refundJson(this.addRefund(charge, amount, params.reason ?? null).id)];
  }

  /** The subscription's next invoice, as `invoices.createPreview` answers. */
  private preview(params: Record<string, string>): [number, Json] {
    const subscription = params.subscription && this.subscriptions.get(params.subscription);
    if (!subscription || subscription.status === 'canceled') {
      return [400, stripeError('No upcoming invoices for customer', 'invoice_upcoming_none')];
    }
    return [200, { ...this.upcomingInvoiceJson(subscription.id), amount_due: 49_900 }];
  }

  private send(
    res: ServerResponse,
    status: number,
    body: Json,
    replayed = false,
    headers: Record<string, string> = {},
  ) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...(replayed && { 'idempotent-replayed': 'true' }),
      ...headers,
    });
    res.end(JSON.stringify(body));
  }
}

/** The expansions below `field` (`subscription.customer` → `customer`), as Stripe applies a dotted `expand[]`. */
const nestedExpand = (expand: string[], field: string) =>
  expand.filter((path) => path.startsWith(`${field}.`)).map((path) => path.slice(field.length + 1));

const stripeError = (message: string, code: string) => ({ error: { type: 'invalid_request_error', code, message } });
