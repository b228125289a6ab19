import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { Config } from '../config';
import { badInput, DomainError } from '../shared/errors';
import { toMinorUnits } from './money';
import {
  type CheckoutRequest,
  checkoutReturnUrls,
  type PaymentProvider,
  type ProviderCharge,
  type ProviderCheckout,
  type ProviderDispute,
  type ProviderEvent,
  type ProviderFraudWarning,
  type ProviderInvoice,
  type ProviderSubscription,
  type RefundRequest,
  type RenewalPreview,
  type SeatChangeTiming,
} from './payment-provider';
import {
  checkoutStatus,
  dateOf,
  type Expandable,
  idOf,
  SUBSCRIPTION_EXPAND,
  toCharge,
  toInvoice,
  toSubscription,
} from './stripe-objects';

/**
 * Stripe's own default: a signed delivery older than five minutes is refused (replay protection). So is one dated
 * more than that ahead, which the SDK accepts: signed with a leaked secret it would stay replayable until its date.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The signature header's timestamp (`t=`), in seconds; the SDK has checked that the signature covers it. */
const signedAt = (signature: string) => Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
export const PLAN_PRODUCT_NAME = 'CourseHub yearly bundle';

export interface StripeProviderOptions {
  stripe: NonNullable<Config['stripe']>;
  plan: Config['plan'];
  logger: Logger;
}

/** The event's id, type and object id; a signed JSON body of another shape is refused as bad input. */
function eventIdentity(event: unknown): ProviderEvent {
  const { id, type, data } = (event ?? {}) as { id?: unknown; type?: unknown; data?: { object?: unknown } };
  const object = data && typeof data === 'object' ? data.object : undefined;
  if (typeof id !== 'string' || typeof type !== 'string' || !object || typeof object !== 'object') {
    throw badInput('The webhook body is not a Stripe event');
  }
  // An upcoming invoice is a preview without an id: the event is about its subscription.
  const objectId = type === 'invoice.upcoming' ? upcomingSubscriptionId(object) : (object as { id?: unknown }).id;
  return { id, type, objectId: typeof objectId === 'string' ? objectId : '' };
}

function upcomingSubscriptionId(invoice: object): unknown {
  const { parent, subscription } = invoice as {
    parent?: { subscription_details?: { subscription?: Expandable } | null } | null;
    subscription?: Expandable;
  };
  return idOf(parent?.subscription_details?.subscription ?? subscription);
}

/** The SDK pointed at api.stripe.com, or at STRIPE_API_URL (a local stand-in in tests). */
export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  const target = apiUrl ? new URL(apiUrl) : null;
  const protocol = target?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'CourseHub' },
    ...(target && { host: target.hostname, port: target.port || (protocol === 'http' ? 80 : 443), protocol }),
  });
}

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string | null;
  readonly verifyWebhook: PaymentProvider['verifyWebhook'];
  /** Stripe hosts its checkout and Customer Portal. */
  readonly routes = null;
  readonly client: Stripe;
  private readonly lineItem: Stripe.Checkout.SessionCreateParams.LineItem;
  private readonly logger: Logger;
  /** STRIPE_AUTOMATIC_TAX: Checkout computes and collects tax (Stripe Tax must be set up in the account). */
  private readonly automaticTax: boolean;
  /** STRIPE_PROMOTION_CODES: Checkout offers a field for the promotion codes made in the Stripe Dashboard. */
  private readonly promotionCodes: boolean;

  constructor({ stripe, plan, logger }: StripeProviderOptions) {
    this.client = createStripeClient(stripe.secretKey, stripe.apiUrl);
    this.publishableKey = stripe.publishableKey ?? null;
    this.automaticTax = stripe.automaticTax;
    this.promotionCodes = stripe.promotionCodes;
    this.logger = logger;
    this.lineItem = stripe.priceId
      ? { price: stripe.priceId, quantity: 1 }
      : {
          quantity: 1,
          price_data: {
            currency: plan.currency.toLowerCase(),
            unit_amount: toMinorUnits(plan.price, plan.currency),
            recurring: { interval: plan.interval },
            product_data: { name: PLAN_PRODUCT_NAME },
          },
        };
    const secret = stripe.webhookSecret;
    this.verifyWebhook = secret ? (rawBody, signature) => this.constructEvent(rawBody, signature, secret) : null;
    if (!secret) logger.warn('STRIPE_WEBHOOK_SECRET is not set: the payments webhook is disabled');
  }

  async createCheckout({ userId, email, customerId, idempotencyKey, returnTo, team }: CheckoutRequest) {
    const urls = checkoutReturnUrls(returnTo);
    // A team buys its seats as the plan's quantity: Stripe charges the price per seat times the seats.
    const metadata: Record<string, string> = team ? { userId, teamId: team.id } : { userId };
    const session = await this.call('create checkout session', () =>
      this.client.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ ...this.lineItem, quantity: team?.seats ?? 1 }],
          client_reference_id: userId,
          ...(customerId ? { customer: customerId } : { customer_email: email }),
          success_url: urls.success,
          cancel_url: urls.cancel,
          metadata,
          subscription_data: { metadata },
          ...(this.promotionCodes && { allow_promotion_codes: true }),
          // Subscription-mode Checkout computes tax only when asked; it needs the customer's address, which a
          // returning customer's record may lack, so Checkout collects it and saves it on the customer.
          ...(this.automaticTax && {
            automatic_tax: { enabled: true },
            ...(customerId && { customer_update: { address: 'auto' as const } }),
          }),
        },
        { idempotencyKey },
      ),
    );
    if (!session.url) throw this.failure('create checkout session', new Error('Stripe returned no checkout URL'));
    return { id: session.id, url: session.url };
  }

  async getCheckout(sessionId: string): Promise<ProviderCheckout | null> {
    const session = await this.retrieve('retrieve checkout session', () =>
      this.client.checkout.sessions.retrieve(sessionId, {
        expand: ['subscription', ...SUBSCRIPTION_EXPAND.map((path) => `subscription.${path}`)],
      }),
    );
    if (!session) return null;
    const subscription =
      typeof session.subscription === 'string'
        ? await this.getSubscription(session.subscription)
        : session.subscription && toSubscription(session.subscription);
    return {
      id: session.id,
      status: checkoutStatus(session.status),
      url: session.status === 'open' ? session.url : null,
      userId: session.client_reference_id,
      customerId: idOf(session.customer),
      paid: session.status === 'complete' && session.payment_status !== 'unpaid',
      subscription: subscription ?? null,
      invoiceId: idOf(session.invoice),
    };
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const subscription = await this.retrieve('retrieve subscription', () =>
      this.client.subscriptions.retrieve(subscriptionId, { expand: SUBSCRIPTION_EXPAND }),
    );
    return subscription && toSubscription(subscription);
  }

  async getInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    // `payments` is includable: it names the PaymentIntent a refund needs.
    const invoice = await this.retrieve('retrieve invoice', () =>
      this.client.invoices.retrieve(invoiceId, { expand: ['payments'] }),
    );
    return invoice && toInvoice(invoice);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> {
    try {
      return toSubscription(
        await this.client.subscriptions.update(subscriptionId, {
          cancel_at_period_end: cancel,
          expand: SUBSCRIPTION_EXPAND,
        }),
      );
    } catch (error) {
      throw this.failure(cancel ? 'turn auto-renewal off' : 'turn auto-renewal on', error);
    }
  }

  async createBillingPortal(customerId: string, returnUrl: string): Promise<{ url: string }> {
    try {
      const session = await this.client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    } catch (error) {
      throw this.failure('open the billing portal', error);
    }
  }

  async cancelSubscription(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription> {
    try {
      return toSubscription(
        await this.client.subscriptions.cancel(subscriptionId, { expand: SUBSCRIPTION_EXPAND }, { idempotencyKey }),
      );
    } catch (error) {
      // Cancelling twice (a retry, or a cancellation made in the dashboard) is not a failure.
      const current = await this.getSubscription(subscriptionId).catch(() => null);
      if (current?.status === 'canceled') return current;
      throw this.failure('cancel subscription', error);
    }
  }

  async getCharge(chargeId: string): Promise<ProviderCharge | null> {
    const charge = await this.retrieve('retrieve charge', () =>
      this.client.charges.retrieve(chargeId, { expand: ['refunds'] }),
    );
    return charge && toCharge(charge);
  }

  async getDispute(disputeId: string): Promise<ProviderDispute | null> {
    const dispute = await this.retrieve('retrieve dispute', () => this.client.disputes.retrieve(disputeId));
    const chargeId = dispute && idOf(dispute.charge);
    return dispute && chargeId ? { id: dispute.id, chargeId, createdAt: dateOf(dispute.created) as Date } : null;
  }

  async getFraudWarning(warningId: string): Promise<ProviderFraudWarning | null> {
    const warning = await this.retrieve('retrieve early fraud warning', () =>
      this.client.radar.earlyFraudWarnings.retrieve(warningId),
    );
    const chargeId = warning && idOf(warning.charge);
    return warning && chargeId ? { id: warning.id, chargeId, actionable: warning.actionable } : null;
  }

  async previewRenewal(subscriptionId: string): Promise<RenewalPreview | null> {
    const preview = await this.retrieve('preview renewal', () =>
      this.client.invoices.createPreview({ subscription: subscriptionId }),
    );
    return preview && { amount: preview.amount_due, currency: preview.currency.toUpperCase() };
  }

  async setSeats(subscriptionId: string, seats: number, timing: SeatChangeTiming, idempotencyKey: string) {
    const current = await this.call('retrieve subscription', () => this.client.subscriptions.retrieve(subscriptionId));
    const item = current.items.data[0];
    if (!item) throw this.failure('change seats', new Error(`subscription ${subscriptionId} has no item`));
    const updated = await this.call('change seats', () =>
      this.client.subscriptions.update(
        subscriptionId,
        {
          items: [{ id: item.id, quantity: seats }],
          // Added seats are invoiced and charged at once for the rest of the year; a declined card fails the change
          // (nothing given). Fewer seats take effect on the next renewal's invoice, nothing credited now.
          ...(timing === 'now'
            ? { proration_behavior: 'always_invoice' as const, payment_behavior: 'error_if_incomplete' as const }
            : { proration_behavior: 'none' as const }),
          expand: SUBSCRIPTION_EXPAND,
        },
        { idempotencyKey },
      ),
    );
    return toSubscription(updated);
  }

  async refund({ invoiceId, paymentIntentId, amount, idempotencyKey, reason }: RefundRequest) {
    const paymentIntent = paymentIntentId ?? (await this.getInvoice(invoiceId))?.paymentIntentId;
    if (!paymentIntent) throw this.failure('refund', new Error(`invoice ${invoiceId} has no paid payment intent`));
    const refund = await this.call('refund', () =>
      this.client.refunds.create(
        { payment_intent: paymentIntent, amount, reason: reason ?? 'requested_by_customer', metadata: { invoiceId } },
        { idempotencyKey },
      ),
    );
    return { id: refund.id, amount: refund.amount };
  }

  private constructEvent(rawBody: Buffer, signature: string | undefined, secret: string): ProviderEvent {
    if (!signature) throw badInput('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.client.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw badInput('Invalid webhook signature');
      // The SDK parses the body only once the signature holds: a signed body that is not JSON.
      if (error instanceof SyntaxError) throw badInput('The webhook body is not valid JSON');
      throw error;
    }
    if (signedAt(signature) > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS)
      throw badInput('Invalid webhook signature');
    return eventIdentity(event);
  }

  /** A retrieve that answers null for an id Stripe does not know. */
  private async retrieve<T>(operation: string, request: () => Promise<T>): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw this.failure(operation, error);
    }
  }

  private async call<T>(operation: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw this.failure(operation, error);
    }
  }

  /** Stripe's details go to the log; the caller gets a stable code and a message safe to show. */
  private failure(operation: string, error: unknown): DomainError {
    if (error instanceof DomainError) return error;
    this.logger.error({ err: error, operation }, 'stripe request failed');
    return new DomainError(
      'PAYMENT_PROVIDER_ERROR',
      'The payment provider could not complete the request; please try again',
    );
  }
}
