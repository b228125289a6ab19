import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Config } from '../config';
import { DomainError, notFound } from '../shared/errors';
import type { Em, Orm } from '../shared/orm';
import { toMinorUnits } from './money';
import {
  type CheckoutRequest,
  checkoutReturnUrls,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderInvoice,
  type ProviderSubscription,
  type RefundRequest,
} from './payment-provider';
import { TestCheckoutSession } from './test-checkout-session.entity';

/** Where the app serves test mode's checkout page (under /api so the SPA fallback never takes it). */
export const TEST_CHECKOUT_PATH = '/api/v1/payments/test-checkout';
/** Test mode's stand-in for the Customer Portal: one page per customer (its unguessable id is the capability). */
export const TEST_PORTAL_PATH = '/api/v1/payments/test-billing';
/** Like a Stripe Checkout Session, an unpaid test session can no longer be paid after a day. */
export const TEST_SESSION_LIFETIME_MS = 24 * 3600 * 1000;

export type TestPaymentOutcome = 'complete' | 'expired' | 'missing';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function oneYearAfter(date: Date): Date {
  const end = new Date(date);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/**
 * The embedded development default: plays the provider's role with a checkout page of our
 * own and rows in `test_checkout_sessions`, so several app instances share its state. No
 * money moves. It refuses to exist in production.
 */
export class TestModePaymentProvider implements PaymentProvider {
  readonly kind = 'test' as const;
  readonly publishableKey = null;
  readonly verifyWebhook = null;
  private readonly orm: Orm;
  private readonly config: Pick<Config, 'publicUrl' | 'clientUrl' | 'plan'>;

  constructor({
    orm,
    config,
  }: {
    orm: Orm;
    config: Pick<Config, 'production' | 'publicUrl' | 'clientUrl' | 'plan'>;
  }) {
    if (config.production) {
      throw new Error('Test-mode payments cannot run in production: set STRIPE_SECRET_KEY to use Stripe');
    }
    this.orm = orm;
    this.config = config;
  }

  /**
   * A fresh entity manager that joins the caller's transaction when there is one (a duplicate payment is undone
   * inside applyProviderState's). The embedded database has a single connection: a query on another one would wait
   * for that transaction for ever. Joining also rolls the stand-in provider back with us, which its idempotent
   * callers expect anyway.
   */
  private em(): Em {
    return this.orm.em.fork({ keepTransactionContext: true });
  }

  /** The client's pages (CLIENT_URL); the checkout page itself is served on PUBLIC_URL. */
  get returnUrls() {
    return checkoutReturnUrls(this.config.clientUrl);
  }

  successUrl(sessionId: string) {
    return this.returnUrls.success.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId));
  }

  async createCheckout({ userId, email, customerId, idempotencyKey }: CheckoutRequest) {
    const em = this.em();
    const existing = await em.findOne(TestCheckoutSession, { idempotencyKey });
    if (existing && existing.status !== 'expired') return this.link(existing);
    if (existing) {
      // The buyer cancelled or let it lapse: retire the spent key so "Try Again" opens a new session.
      await em.nativeUpdate(
        TestCheckoutSession,
        { id: existing.id },
        { idempotencyKey: `${idempotencyKey}#${existing.id}` },
      );
    }
    const { price, currency } = this.config.plan;
    const session = em.create(TestCheckoutSession, {
      id: newId('cs_test'),
      userId,
      email,
      idempotencyKey,
      amount: toMinorUnits(price, currency),
      currency,
      customerId: customerId ?? newId('cus_test'),
    });
    try {
      await em.flush();
    } catch (error) {
      // Another instance served the same double click first: answer with its session.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return this.link(await this.em().findOneOrFail(TestCheckoutSession, { idempotencyKey }));
    }
    return this.link(session);
  }

  async getCheckout(sessionId: string, now = new Date()): Promise<ProviderCheckout | null> {
    const session = await this.find({ id: sessionId });
    if (!session) return null;
    // Past its lifetime an open session can no longer be paid (pay() refuses it): it has expired.
    const lapsed = session.createdAt.getTime() <= now.getTime() - TEST_SESSION_LIFETIME_MS;
    const status = session.status === 'open' && lapsed ? 'expired' : session.status;
    return {
      id: session.id,
      status,
      url: status === 'open' ? this.link(session).url : null,
      userId: session.userId,
      customerId: session.customerId,
      paid: session.status === 'complete',
      subscription: session.subscriptionId ? toSubscription(session) : null,
      invoiceId: session.invoiceId ?? null,
    };
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const session = await this.find({ subscriptionId });
    return session && toSubscription(session);
  }

  async getInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    const session = await this.find({ invoiceId });
    if (!session) return null;
    return {
      invoiceId,
      subscriptionId: session.subscriptionId ?? null,
      customerId: session.customerId,
      userId: session.userId,
      paymentIntentId: session.paymentIntentId ?? null,
      amount: session.amount,
      currency: session.currency,
      paid: Boolean(session.paidAt),
      paidAt: session.paidAt ?? null,
    };
  }

  async cancelSubscription(subscriptionId: string, _idempotencyKey: string): Promise<ProviderSubscription> {
    const em = this.em();
    await em.nativeUpdate(TestCheckoutSession, { subscriptionId }, { subscriptionStatus: 'canceled' });
    const session = await em.findOne(TestCheckoutSession, { subscriptionId });
    if (!session) throw notFound('Subscription');
    return toSubscription(session);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> {
    const em = this.em();
    const session = await em.findOne(TestCheckoutSession, { subscriptionId });
    if (!session) throw notFound('Subscription');
    // As Stripe: a cancelled subscription cannot be renewed again.
    if (session.subscriptionStatus !== 'active') {
      throw new DomainError('PAYMENT_PROVIDER_ERROR', 'A canceled subscription cannot be updated');
    }
    session.cancelAtPeriodEnd = cancel;
    await em.flush();
    return toSubscription(session);
  }

  async createBillingPortal(customerId: string, _returnUrl: string) {
    // The page always returns to the profile (test-checkout.router.ts): a URL carried in the link could send the
    // browser anywhere.
    return { url: `${this.config.publicUrl}${TEST_PORTAL_PATH}/${encodeURIComponent(customerId)}` };
  }

  /** For the billing page: the customer's latest subscription, if they ever paid. */
  async findCustomerSubscription(customerId: string) {
    const session = await this.em().findOne(
      TestCheckoutSession,
      { customerId, status: 'complete' },
      { orderBy: { paidAt: 'desc' } },
    );
    return session && { email: session.email, subscription: toSubscription(session) };
  }

  async refund({ invoiceId, amount }: RefundRequest) {
    const em = this.em();
    const session = await em.findOne(TestCheckoutSession, { invoiceId });
    if (!session?.paidAt) throw notFound('Payment');
    // Like an idempotency key: refunding the same invoice again returns the first refund.
    if (session.refundId) return { id: session.refundId, amount: session.refundedAmount ?? amount };
    if (amount > session.amount) {
      throw new DomainError('PAYMENT_PROVIDER_ERROR', 'A refund cannot exceed the amount paid');
    }
    session.refundId = newId('re_test');
    session.refundedAmount = amount;
    await em.flush();
    return { id: session.refundId, amount };
  }

  /** For the checkout page. */
  findSession(sessionId: string) {
    return this.find({ id: sessionId });
  }

  /** The page's Pay button: completes an open session once, creating its subscription and invoice. */
  async pay(sessionId: string, now = new Date()): Promise<TestPaymentOutcome> {
    const em = this.em();
    const completed = await em.nativeUpdate(
      TestCheckoutSession,
      { id: sessionId, status: 'open', createdAt: { $gt: new Date(now.getTime() - TEST_SESSION_LIFETIME_MS) } },
      {
        status: 'complete',
        subscriptionId: newId('sub_test'),
        subscriptionStatus: 'active',
        currentPeriodEnd: oneYearAfter(now),
        invoiceId: newId('in_test'),
        paymentIntentId: newId('pi_test'),
        paidAt: now,
      },
    );
    if (completed) return 'complete';
    return this.outcomeOf(em, sessionId);
  }

  /** The page's Cancel button: an open session can no longer be paid. A paid one stays paid. */
  async abandon(sessionId: string): Promise<TestPaymentOutcome> {
    const em = this.em();
    await em.nativeUpdate(TestCheckoutSession, { id: sessionId, status: 'open' }, { status: 'expired' });
    return this.outcomeOf(em, sessionId);
  }

  /** Where a session ended up when this call did not complete it. */
  private async outcomeOf(em: Em, sessionId: string): Promise<TestPaymentOutcome> {
    const session = await em.findOne(TestCheckoutSession, { id: sessionId });
    if (!session) return 'missing';
    return session.status === 'complete' ? 'complete' : 'expired';
  }

  private link(session: TestCheckoutSession) {
    return { id: session.id, url: `${this.config.publicUrl}${TEST_CHECKOUT_PATH}/${session.id}` };
  }

  private find(where: { id: string } | { subscriptionId: string } | { invoiceId: string }) {
    return this.em().findOne(TestCheckoutSession, where);
  }
}

function toSubscription(session: TestCheckoutSession): ProviderSubscription {
  return {
    id: session.subscriptionId as string,
    customerId: session.customerId,
    userId: session.userId,
    status: session.subscriptionStatus === 'active' ? 'active' : 'canceled',
    currentPeriodEnd: session.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: session.cancelAtPeriodEnd,
    latestInvoiceId: session.invoiceId ?? null,
  };
}
