import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Config } from '../config';
import { type Clock, systemClock } from '../shared/clock';
import { DomainError, notFound } from '../shared/errors';
import type { Em, Orm } from '../shared/orm';
import { toMinorUnits } from './money';
import {
  type CheckoutRequest,
  checkoutReturnUrls,
  invoicePurpose,
  type PaymentProvider,
  type ProviderCharge,
  type ProviderCheckout,
  type ProviderDispute,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderRoutesHost,
  type ProviderSubscription,
  type RefundRequest,
  type RenewalPreview,
  type SeatChangeTiming,
} from './payment-provider';
import { testCheckoutRouter } from './test-checkout.router';
import {
  abandonTestSession,
  payTestSession,
  TEST_SESSION_LIFETIME_MS,
  type TestPaymentOutcome,
} from './test-checkout-payment';
import { TestCheckoutSession } from './test-checkout-session.entity';
import { TestInvoice } from './test-invoice.entity';
import { newId, proratedAmount, testEvent, toCharge, toSubscription } from './test-mode.records';
import { changeForControl, type TestControl } from './test-mode-controls';
import { TEST_CHECKOUT_PATH, TEST_PORTAL_PATH } from './test-mode-paths';

/**
 * The embedded development default: plays the provider's role with a checkout page of our
 * own and rows in `test_checkout_sessions`, so several app instances share its state. No
 * money moves. It refuses to exist in production.
 */
export class TestModePaymentProvider implements PaymentProvider {
  readonly kind = 'test' as const;
  readonly publishableKey = null;
  readonly verifyWebhook = null;
  /** Its checkout page and billing page (with the development controls), served by the app itself. */
  readonly routes = (host: ProviderRoutesHost) => testCheckoutRouter(this, this.config, host);
  private readonly orm: Orm;
  private readonly config: Pick<Config, 'publicUrl' | 'clientUrl' | 'plan'>;
  /** The app's clock: the stand-in's payments, periods and lapses are dated by the time the app's rules read. */
  private readonly clock: Clock;

  constructor({
    orm,
    config,
    clock = systemClock,
  }: {
    orm: Orm;
    config: Pick<Config, 'production' | 'publicUrl' | 'clientUrl' | 'plan'>;
    clock?: Clock;
  }) {
    if (config.production) {
      throw new Error('Test-mode payments cannot run in production: set STRIPE_SECRET_KEY to use Stripe');
    }
    this.orm = orm;
    this.config = config;
    this.clock = clock;
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

  /**
   * The pages of the client that started the session; the checkout page itself is served on PUBLIC_URL. Sessions
   * opened before `returnTo` was kept return to CLIENT_URL.
   */
  returnUrls(session: Pick<TestCheckoutSession, 'id' | 'returnTo'>) {
    const urls = checkoutReturnUrls(session.returnTo ?? this.config.clientUrl);
    return {
      success: urls.success.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id)),
      cancel: urls.cancel,
      checkout: `${session.returnTo ?? this.config.clientUrl}/checkout`,
    };
  }

  async createCheckout({ userId, email, customerId, idempotencyKey, returnTo, team }: CheckoutRequest) {
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
      returnTo,
      // A year of the subscription: the plan's price per seat.
      amount: toMinorUnits(price, currency) * (team?.seats ?? 1),
      seats: team?.seats ?? 1,
      teamId: team?.id ?? null,
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

  async getCheckout(sessionId: string, now = this.clock.now()): Promise<ProviderCheckout | null> {
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
    const em = this.em();
    const invoice = await em.findOne(TestInvoice, { id: invoiceId });
    const session = invoice && (await em.findOne(TestCheckoutSession, { subscriptionId: invoice.subscriptionId }));
    if (!invoice || !session) return null;
    return {
      invoiceId,
      subscriptionId: invoice.subscriptionId,
      customerId: session.customerId,
      userId: session.userId,
      paymentIntentId: invoice.paymentIntentId ?? null,
      amount: invoice.status === 'paid' ? invoice.amount : 0,
      amountDue: invoice.amount,
      // Test mode computes no tax.
      tax: 0,
      currency: invoice.currency,
      paid: invoice.status === 'paid',
      paidAt: invoice.paidAt ?? null,
      // No card here asks for an authentication.
      hostedUrl: null,
      purpose: invoicePurpose(invoice.billingReason),
      seats: invoice.seats,
    };
  }

  /** Test mode has one charge per paid invoice, named by its payment intent. */
  async getCharge(chargeId: string): Promise<ProviderCharge | null> {
    const invoice = await this.em().findOne(TestInvoice, { paymentIntentId: chargeId });
    return invoice && toCharge(invoice);
  }

  async getDispute(disputeId: string): Promise<ProviderDispute | null> {
    const invoice = await this.em().findOne(TestInvoice, { disputeId });
    if (!invoice?.paymentIntentId || !invoice.disputedAt) return null;
    return { id: disputeId, chargeId: invoice.paymentIntentId, createdAt: invoice.disputedAt };
  }

  /** Test mode raises no early fraud warnings. */
  async getFraudWarning(_warningId: string) {
    return null;
  }

  async previewRenewal(subscriptionId: string): Promise<RenewalPreview | null> {
    const session = await this.find({ subscriptionId });
    return session && { amount: session.amount, currency: session.currency };
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
    if (session.subscriptionStatus === 'canceled') {
      throw new DomainError('PAYMENT_PROVIDER_ERROR', 'A canceled subscription cannot be updated');
    }
    session.cancelAtPeriodEnd = cancel;
    await em.flush();
    return toSubscription(session);
  }

  /**
   * As Stripe's `always_invoice` (now: the added seats charged for the rest of the period, as a paid invoice of its
   * own, the latest) or `none` (at renewal: the next renewal charges the new quantity). Replaying a key is not
   * needed here: the same change asked twice finds the seats already set and charges nothing.
   */
  async setSeats(
    subscriptionId: string,
    seats: number,
    timing: SeatChangeTiming,
    _idempotencyKey: string,
    now = this.clock.now(),
  ) {
    return this.em().transactional(async (em) => {
      const session = await em.findOne(TestCheckoutSession, { subscriptionId });
      if (!session?.currentPeriodEnd || session.subscriptionStatus !== 'active') {
        throw new DomainError('PAYMENT_PROVIDER_ERROR', 'Only an active subscription can change its seats');
      }
      const perSeat = Math.round(session.amount / session.seats);
      const added = seats - session.seats;
      if (timing === 'now' && added > 0) {
        const invoice = em.create(TestInvoice, {
          id: newId('in_test'),
          subscriptionId,
          status: 'paid',
          billingReason: 'subscription_update',
          seats: added,
          amount: proratedAmount(perSeat * added, now, session.currentPeriodEnd),
          currency: session.currency,
          paymentIntentId: newId('pi_test'),
          paidAt: now,
        });
        session.latestInvoiceId = invoice.id;
      }
      Object.assign(session, { seats, amount: perSeat * seats });
      return toSubscription(session);
    });
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

  async refund({ invoiceId, amount }: RefundRequest, now = this.clock.now()) {
    const em = this.em();
    const invoice = await em.findOne(TestInvoice, { id: invoiceId });
    if (invoice?.status !== 'paid') throw notFound('Payment');
    // Like an idempotency key: refunding the same invoice again returns the first refund.
    if (invoice.refundId) return { id: invoice.refundId, amount: invoice.refundedAmount ?? amount };
    if (amount > invoice.amount) {
      throw new DomainError('PAYMENT_PROVIDER_ERROR', 'A refund cannot exceed the amount paid');
    }
    Object.assign(invoice, { refundId: newId('re_test'), refundedAmount: amount, refundedAt: now });
    await em.flush();
    return { id: invoice.refundId as string, amount };
  }

  /** An invoice of test mode's, for tests and the billing page. */
  findInvoice(invoiceId: string) {
    return this.em().findOne(TestInvoice, { id: invoiceId });
  }

  /**
   * A billing page control, played as Stripe would, each change followed by the events Stripe would send (in their
   * order), which `deliver` applies as the app applies Stripe's webhooks. False when the subscription is not one the
   * control applies to (not running; nothing paid to dispute).
   * - renew: the year is up. A renewing subscription is charged for the next one (a reminder first, then the paid
   *   invoice; the period moves on a year); a failed renewal is retried and now succeeds; one whose auto-renewal is
   *   off ends. As with Stripe's test clocks, a renewal is paid on the day the year it pays for starts, even when
   *   that is still to come: the payment's year and the subscription's period stay the same year.
   * - fail-renewal: the renewal charge is declined: an open invoice, the period moved on, the subscription past_due.
   * - dispute: the payer's bank disputes the latest paid invoice's charge.
   * - change-card: the customer switches to the other test card (the Customer Portal's 'update payment method').
   * - pass-refund-window: the period's payment and its period move back a day more than the refund window, as if paid
   *   then (for trying a cancellation past the window).
   */
  async control(
    subscriptionId: string,
    control: TestControl,
    deliver: (event: ProviderEvent) => Promise<unknown>,
    now = this.clock.now(),
  ): Promise<boolean> {
    if (control === 'renew') {
      // Stripe's reminder comes before the charge, while the subscription still describes the year that ends.
      const session = await this.find({ subscriptionId });
      if (session?.subscriptionStatus === 'active' && !session.cancelAtPeriodEnd) {
        await deliver(testEvent('invoice.upcoming', subscriptionId));
      }
    }
    const events = await changeForControl(this.em(), subscriptionId, control, now, this.config.plan.refundWindowDays);
    for (const event of events ?? []) await deliver(event);
    return events !== null;
  }

  /** For the checkout page. */
  findSession(sessionId: string) {
    return this.find({ id: sessionId });
  }

  /** The page's Pay button (payTestSession). */
  pay(sessionId: string, now = this.clock.now()): Promise<TestPaymentOutcome> {
    return payTestSession(this.em(), sessionId, now);
  }

  /** The page's Cancel button (abandonTestSession). */
  abandon(sessionId: string): Promise<TestPaymentOutcome> {
    return abandonTestSession(this.em(), sessionId);
  }

  private link(session: TestCheckoutSession) {
    return { id: session.id, url: `${this.config.publicUrl}${TEST_CHECKOUT_PATH}/${session.id}` };
  }

  private find(where: { id: string } | { subscriptionId: string }) {
    return this.em().findOne(TestCheckoutSession, where);
  }
}
