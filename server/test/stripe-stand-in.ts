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
}

interface InvoiceState {
  id: string;
  customer: string;
  subscription: string;
  metadata: Record<string, string>;
  amountPaid: number;
  currency: string;
  status: 'paid' | 'open';
  paidAt: number | null;
  paymentIntent: string | null;
}

const SECONDS_PER_YEAR = 365 * 24 * 3600;
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
  readonly refunds = new Map<string, { id: string; amount: number; paymentIntent: string }>();
  private readonly replies = new Map<string, { status: number; body: Json }>();
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
    };
    this.subscriptions.set(subscription.id, subscription);
    const invoice = this.addPaidInvoice(subscription.id, paidAt);
    Object.assign(session, {
      customer,
      status: 'complete',
      paymentStatus: 'paid',
      subscription: subscription.id,
      invoice: invoice.id,
    });
    return { subscriptionId: subscription.id, invoiceId: invoice.id, paymentIntentId: invoice.paymentIntent as string };
  }

  /** A renewal (or any further charge) of a subscription. */
  addPaidInvoice(subscriptionId: string, paidAt = new Date()): InvoiceState {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const invoice: InvoiceState = {
      id: newId('in'),
      customer: subscription.customer,
      subscription: subscriptionId,
      metadata: subscription.metadata,
      amountPaid: 49_900,
      currency: 'inr',
      status: 'paid',
      paidAt: unix(paidAt),
      paymentIntent: newId('pi'),
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latestInvoice = invoice.id;
    return invoice;
  }

  /** The session lapses unpaid (after 24 hours at Stripe): it can no longer be paid and has no url. */
  expireSession(sessionId: string) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'expired';
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
          ? this.subscriptionJson(session.subscription)
          : session.subscription,
      invoice: session.invoice,
      success_url: session.params.success_url,
      cancel_url: session.params.cancel_url,
    };
  }

  subscriptionJson(id: string): Json {
    const subscription = this.subscriptions.get(id) as SubscriptionState;
    return {
      id,
      object: 'subscription',
      customer: subscription.customer,
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
          },
        ],
      },
    };
  }

  invoiceJson(id: string, expand: string[] = []): Json {
    const invoice = this.invoices.get(id) as InvoiceState;
    return {
      id,
      object: 'invoice',
      customer: invoice.customer,
      currency: invoice.currency,
      amount_paid: invoice.amountPaid,
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
      if (method === 'GET') return [200, this.subscriptionJson(id)];
      if (method === 'DELETE') return this.cancel(id);
      if (method === 'POST') return this.update(id, params);
    }
    if (method === 'GET' && resource === 'invoices' && id && this.invoices.has(id)) {
      return [200, this.invoiceJson(id, expand)];
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

  private cancel(id: string): [number, Json] {
    const subscription = this.subscriptions.get(id) as SubscriptionState;
    if (subscription.status === 'canceled') {
      return [400, stripeError('A canceled subscription can only update its cancellation_details.', 'invalid')];
    }
    subscription.status = 'canceled';
    return [200, this.subscriptionJson(id)];
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

  /** Only `cancel_at_period_end`, the one field the app updates. */
  private update(id: string, params: Record<string, string>): [number, Json] {
    const subscription = this.subscriptions.get(id) as SubscriptionState;
    if (subscription.status === 'canceled') {
      return [400, stripeError('A canceled subscription can only update its cancellation_details.', 'invalid')];
    }
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
    }
    return [200, this.subscriptionJson(id)];
  }

  private refund(params: Record<string, string>): [number, Json] {
    const invoice = [...this.invoices.values()].find((entry) => entry.paymentIntent === params.payment_intent);
    if (!invoice) return [400, stripeError(`No such payment_intent: '${params.payment_intent}'`, 'resource_missing')];
    const amount = Number(params.amount ?? invoice.amountPaid);
    if (amount > invoice.amountPaid)
      return [400, stripeError('Refund amount is greater than charge amount', 'amount_too_large')];
    const refund = { id: newId('re'), amount, paymentIntent: invoice.paymentIntent as string };
    this.refunds.set(refund.id, refund);
    return [
      200,
      { id: refund.id, object: 'refund', amount, payment_intent: refund.paymentIntent, status: 'succeeded' },
    ];
  }

  private send(res: ServerResponse, status: number, body: Json, replayed = false) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...(replayed && { 'idempotent-replayed': 'true' }),
    });
    res.end(JSON.stringify(body));
  }
}

const stripeError = (message: string, code: string) => ({ error: { type: 'invalid_request_error', code, message } });
