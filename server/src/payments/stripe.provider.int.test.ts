import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StripeStandIn } from '../../test/stripe-stand-in';
import { DomainError } from '../shared/errors';
import { StripePaymentProvider } from './stripe.provider';
import { mapStripeStatus } from './stripe-objects';

const plan = { price: 499, currency: 'INR', interval: 'year' as const, refundWindowDays: 14, pastDueGraceDays: 7 };
const USER_ID = '0b0c4c52-6a1f-4a57-9d0e-1b1f4c3b2a10';

let standIn: StripeStandIn;
/** The web client the checkout returns to. */
const RETURN_TO = 'https://courses.example';
const provider = (overrides: { priceId?: string; automaticTax?: boolean; promotionCodes?: boolean } = {}) =>
  new StripePaymentProvider({
    stripe: {
      secretKey: 'sk_test_stand_in',
      publishableKey: undefined,
      webhookSecret: 'whsec_test',
      priceId: undefined,
      apiUrl: standIn.url,
      automaticTax: false,
      promotionCodes: true,
      ...overrides,
    },
    plan,
    logger: pino({ level: 'silent' }),
  });
const checkout = (key = 'checkout:key-1', customerId: string | null = null) =>
  provider().createCheckout({
    userId: USER_ID,
    email: 'learner@example.com',
    customerId,
    idempotencyKey: key,
    returnTo: RETURN_TO,
  });

beforeAll(async () => {
  standIn = await StripeStandIn.start();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

describe('StripePaymentProvider against a local stand-in', () => {
  it('creates a subscription-mode session with an inline yearly price in minor units', async () => {
    const session = await checkout();
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);

    const [request] = standIn.requestsTo('POST', '/v1/checkout/sessions');
    expect(request?.authorization).toBe('Bearer sk_test_stand_in');
    expect(request?.idempotencyKey).toBe('checkout:key-1');
    expect(request?.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '49900',
      'line_items[0][price_data][recurring][interval]': 'year',
      client_reference_id: USER_ID,
      customer_email: 'learner@example.com',
      success_url: 'https://courses.example/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://courses.example/checkout/failure',
      'subscription_data[metadata][userId]': USER_ID,
    });
    expect(request?.params.customer).toBeUndefined();
  });

  it('uses STRIPE_PRICE_ID when set, and reuses a known customer', async () => {
    await provider({ priceId: 'price_yearly' }).createCheckout({
      userId: USER_ID,
      email: 'learner@example.com',
      customerId: 'cus_known',
      idempotencyKey: 'checkout:key-2',
      returnTo: RETURN_TO,
    });
    const [request] = standIn.requestsTo('POST', '/v1/checkout/sessions');
    expect(request?.params['line_items[0][price]']).toBe('price_yearly');
    expect(request?.params['line_items[0][price_data][unit_amount]']).toBeUndefined();
    expect(request?.params.customer).toBe('cus_known');
    expect(request?.params.customer_email).toBeUndefined();
  });

  it('offers promotion codes unless STRIPE_PROMOTION_CODES=false, and asks for tax only with STRIPE_AUTOMATIC_TAX', async () => {
    await checkout('checkout:promotions');
    const [plain] = standIn.requestsTo('POST', '/v1/checkout/sessions');
    expect(plain?.params.allow_promotion_codes).toBe('true');
    expect(plain?.params['automatic_tax[enabled]']).toBeUndefined();

    const taxed = provider({ automaticTax: true, promotionCodes: false });
    await taxed.createCheckout({
      userId: USER_ID,
      email: 'learner@example.com',
      customerId: null,
      idempotencyKey: 't1',
      returnTo: RETURN_TO,
    });
    await taxed.createCheckout({
      userId: USER_ID,
      email: 'l@example.com',
      customerId: 'cus_known',
      idempotencyKey: 't2',
      returnTo: RETURN_TO,
    });
    const [, newCustomer, knownCustomer] = standIn.requestsTo('POST', '/v1/checkout/sessions');
    expect(newCustomer?.params).toMatchObject({ 'automatic_tax[enabled]': 'true' });
    expect(newCustomer?.params.allow_promotion_codes).toBeUndefined();
    // A new customer's address is collected by Checkout anyway; a known one's is saved back to their record.
    expect(newCustomer?.params['customer_update[address]']).toBeUndefined();
    expect(knownCustomer?.params).toMatchObject({
      'automatic_tax[enabled]': 'true',
      'customer_update[address]': 'auto',
    });
  });

  it('gets the same session back for the same idempotency key', async () => {
    const first = await checkout('checkout:double-click');
    const second = await checkout('checkout:double-click');
    expect(second.id).toBe(first.id);
    expect(standIn.sessions.has(first.id)).toBe(true);
    expect((await checkout('checkout:other')).id).not.toBe(first.id);
  });

  it('looks sessions up: unknown, unpaid, then paid with its subscription and invoice', async () => {
    expect(await provider().getCheckout('cs_test_missing')).toBeNull();
    const { id } = await checkout('checkout:lookup');
    expect(await provider().getCheckout(id)).toMatchObject({ id, userId: USER_ID, paid: false, subscription: null });

    const paidAt = new Date('2026-05-10T08:00:00Z');
    const { subscriptionId, invoiceId } = standIn.completeSession(id, paidAt);
    const found = await provider().getCheckout(id);
    expect(found).toMatchObject({ paid: true, invoiceId, userId: USER_ID });
    expect(found?.subscription).toMatchObject({ id: subscriptionId, status: 'active', userId: USER_ID });
    expect(found?.subscription?.currentPeriodEnd?.getTime()).toBe(paidAt.getTime() + 365 * 24 * 3600 * 1000);
    expect(standIn.requestsTo('GET', `/v1/checkout/sessions/${id}`).at(-1)?.params).toMatchObject({
      'expand[0]': 'subscription',
    });
  });

  it('reads an invoice with its payment intent (expanding payments)', async () => {
    const { id } = await checkout('checkout:invoice');
    const { invoiceId, paymentIntentId, subscriptionId } = standIn.completeSession(
      id,
      new Date('2026-05-10T08:00:00Z'),
    );
    expect(await provider().getInvoice(invoiceId)).toEqual({
      invoiceId,
      subscriptionId,
      customerId: expect.stringMatching(/^cus_/),
      userId: USER_ID,
      paymentIntentId,
      amount: 49_900,
      amountDue: 49_900,
      tax: 0,
      currency: 'INR',
      paid: true,
      paidAt: new Date('2026-05-10T08:00:00Z'),
      hostedUrl: `https://invoice.stripe.test/i/${invoiceId}`,
      // billing_reason subscription_create, one line for one seat.
      purpose: 'period',
      seats: 1,
    });
    expect(standIn.requestsTo('GET', `/v1/invoices/${invoiceId}`)[0]?.params).toMatchObject({
      'expand[0]': 'payments',
    });
  });

  it("reads an invoice's tax from its total_taxes, when Checkout was asked for automatic tax", async () => {
    const { id } = await provider({ automaticTax: true }).createCheckout({
      userId: USER_ID,
      email: 'learner@example.com',
      customerId: null,
      idempotencyKey: 'checkout:taxed-invoice',
      returnTo: RETURN_TO,
    });
    const { invoiceId } = standIn.completeSession(id);
    expect(await provider().getInvoice(invoiceId)).toMatchObject({ amount: 58_882, amountDue: 58_882, tax: 8_982 });
  });

  it("reads the subscription's card: its default payment method, else the customer's invoice default", async () => {
    const { id } = await checkout('checkout:card');
    const { subscriptionId } = standIn.completeSession(id);
    expect((await provider().getSubscription(subscriptionId))?.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    expect(standIn.requestsTo('GET', `/v1/subscriptions/${subscriptionId}`).at(-1)?.params).toEqual({
      'expand[0]': 'default_payment_method',
      'expand[1]': 'customer.invoice_settings.default_payment_method',
    });

    standIn.changeCard(subscriptionId, { brand: 'jcb', last4: '0505' }, { onCustomer: true });
    const fallback = await provider().getSubscription(subscriptionId);
    expect(fallback).toMatchObject({ paymentMethod: { brand: 'jcb', last4: '0505' }, customerId: expect.any(String) });
    expect(fallback?.customerId).toMatch(/^cus_/);

    // The answers of the writes carry it too, or turning renewal off would forget the card.
    const updated = await provider().setCancelAtPeriodEnd(subscriptionId, true);
    expect(updated.paymentMethod).toEqual({ brand: 'jcb', last4: '0505' });
    const cancelled = await provider().cancelSubscription(subscriptionId, 'cancel:card');
    expect(cancelled).toMatchObject({ status: 'canceled', paymentMethod: { brand: 'jcb', last4: '0505' } });
  });

  it('reads a charge with its refunds, a dispute, an early fraud warning and the next renewal', async () => {
    const { id } = await checkout('checkout:charge');
    const { paymentIntentId, subscriptionId } = standIn.completeSession(id);
    const charge = standIn.chargeOf(paymentIntentId);
    const refund = standIn.refundInDashboard(paymentIntentId, 10_000);
    expect(await provider().getCharge(charge.id)).toEqual({
      id: charge.id,
      paymentIntentId,
      amount: 49_900,
      amountRefunded: 10_000,
      refundId: refund.id,
      refundedAt: new Date(refund.created * 1000),
      refundFraudulent: false,
      disputed: false,
    });
    expect(standIn.requestsTo('GET', `/v1/charges/${charge.id}`)[0]?.params).toMatchObject({
      'expand[0]': 'refunds',
    });
    const dispute = standIn.openDispute(paymentIntentId);
    expect(await provider().getDispute(dispute.id)).toEqual({
      id: dispute.id,
      chargeId: charge.id,
      createdAt: new Date(dispute.created * 1000),
    });
    const warning = standIn.raiseFraudWarning(paymentIntentId, false);
    expect(await provider().getFraudWarning(warning.id)).toEqual({
      id: warning.id,
      chargeId: charge.id,
      actionable: false,
    });
    expect(await provider().previewRenewal(subscriptionId)).toEqual({ amount: 49_900, currency: 'INR' });
    expect(await provider().getCharge('ch_unknown')).toBeNull();
    expect(await provider().getDispute('du_unknown')).toBeNull();
    expect(await provider().getFraudWarning('issfr_unknown')).toBeNull();
  });

  it('cancels with an idempotency key, and a second cancel of a cancelled subscription succeeds', async () => {
    const { id } = await checkout('checkout:cancel');
    const { subscriptionId } = standIn.completeSession(id);
    const cancelled = await provider().cancelSubscription(subscriptionId, `cancel:${subscriptionId}`);
    expect(cancelled.status).toBe('canceled');
    expect(standIn.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)[0]?.idempotencyKey).toBe(
      `cancel:${subscriptionId}`,
    );

    // Already cancelled elsewhere (another key, so no replay): Stripe refuses, the adapter reads the state.
    const again = await provider().cancelSubscription(subscriptionId, 'cancel:other-key');
    expect(again.status).toBe('canceled');
  });

  it('refunds the invoice payment intent in full with an idempotency key', async () => {
    const { id } = await checkout('checkout:refund');
    const { invoiceId, paymentIntentId } = standIn.completeSession(id);
    const refund = await provider().refund({
      invoiceId,
      paymentIntentId: null,
      amount: 49_900,
      idempotencyKey: `refund:${invoiceId}`,
    });
    expect(refund.amount).toBe(49_900);
    const [request] = standIn.requestsTo('POST', '/v1/refunds');
    expect(request?.idempotencyKey).toBe(`refund:${invoiceId}`);
    expect(request?.params).toMatchObject({ payment_intent: paymentIntentId, amount: '49900' });

    // A retry with the same key is answered with the same refund; nothing is refunded twice.
    const retry = await provider().refund({
      invoiceId,
      paymentIntentId,
      amount: 49_900,
      idempotencyKey: `refund:${invoiceId}`,
    });
    expect(retry.id).toBe(refund.id);
    expect(standIn.refundsOf(paymentIntentId)).toHaveLength(1);
  });

  it('reports provider failures as PAYMENT_PROVIDER_ERROR', async () => {
    const failure = provider().refund({
      invoiceId: 'in_x',
      paymentIntentId: 'pi_unknown',
      amount: 100,
      idempotencyKey: 'refund:in_x',
    });
    await expect(failure).rejects.toBeInstanceOf(DomainError);
    await expect(failure).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
  });

  it('verifies webhook signatures with a 300 s tolerance', () => {
    const stripe = provider();
    const fresh = standIn.signedEvent('invoice.paid', { id: 'in_1' }, 'whsec_test', { id: 'evt_1' });
    expect(stripe.verifyWebhook?.(Buffer.from(fresh.payload), fresh.signature)).toEqual({
      id: 'evt_1',
      type: 'invoice.paid',
      objectId: 'in_1',
    });
    const stale = standIn.signedEvent('invoice.paid', { id: 'in_1' }, 'whsec_test', {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(() => stripe.verifyWebhook?.(Buffer.from(stale.payload), stale.signature)).toThrow(
      'Invalid webhook signature',
    );
    const forged = standIn.signedEvent('invoice.paid', { id: 'in_1' }, 'whsec_wrong');
    expect(() => stripe.verifyWebhook?.(Buffer.from(forged.payload), forged.signature)).toThrow(
      'Invalid webhook signature',
    );
  });

  it('refuses a correctly signed body that is not JSON, or not an event, as bad input', () => {
    const stripe = provider();
    const verify = (payload: string) => {
      const { signature } = standIn.signedBody(payload, 'whsec_test');
      return () => stripe.verifyWebhook?.(Buffer.from(payload), signature);
    };
    expect(verify('<xml/>')).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT', message: 'The webhook body is not valid JSON' }),
    );
    expect(verify('42')).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT', message: 'The webhook body is not a Stripe event' }),
    );
  });
});

describe('mapStripeStatus', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['canceled', 'canceled'],
    ['incomplete_expired', 'canceled'],
    ['incomplete', 'inactive'],
    ['paused', 'inactive'],
  ] as const)('%s -> %s', (stripeStatus, ours) => {
    expect(mapStripeStatus(stripeStatus)).toBe(ours);
  });
});
