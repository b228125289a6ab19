import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { onStripeApp, ops, postWebhook, subscribeOnStandIn, WEBHOOK_SECRET } from '../../../test/payment-fixtures';
import { StripeStandIn } from '../../../test/stripe-stand-in';
import type { TestModePaymentProvider } from '../../payments/test-mode.provider';

const ME = 'query { me { subscription { status paymentMethod { brand last4 } } } }';
type PaymentMethod = { brand: string; last4: string } | null;

const paymentMethodOf = async (app: TestApp, token: string) =>
  (await gql<{ me: { subscription: { paymentMethod: PaymentMethod } } }>(app, ME, {}, { token })).data!.me.subscription
    .paymentMethod;

describe("the subscription's payment method in test mode", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    expect(app.deps.payments.kind).toBe('test');
  });
  afterAll(() => app?.close());

  it('is the test Visa ending 4242 while the subscription runs, and none once it is cancelled', async () => {
    const { token } = await createUser(app, { email: 'card-test@example.com', emailVerified: true });
    expect(await paymentMethodOf(app, token)).toBeNull();
    const started = await gql<{ startCheckout: { id: string } }>(app, ops.startCheckout, {}, { token });
    const sessionId = started.data!.startCheckout.id;
    expect(await (app.deps.payments as TestModePaymentProvider).pay(sessionId)).toBe('complete');
    expect((await gql(app, ops.confirmCheckout, { sessionId }, { token })).errors).toBeUndefined();
    expect(await paymentMethodOf(app, token)).toEqual({ brand: 'visa', last4: '4242' });

    expect((await gql(app, ops.cancelSubscription, {}, { token })).errors).toBeUndefined();
    expect(await paymentMethodOf(app, token)).toBeNull();
  });

  it("switches to the other test card on the billing page, as Stripe's portal updates a card", async () => {
    const { token } = await createUser(app, { email: 'card-switch@example.com', emailVerified: true });
    const started = await gql<{ startCheckout: { id: string } }>(app, ops.startCheckout, {}, { token });
    const sessionId = started.data!.startCheckout.id;
    expect(await (app.deps.payments as TestModePaymentProvider).pay(sessionId)).toBe('complete');
    expect((await gql(app, ops.confirmCheckout, { sessionId }, { token })).errors).toBeUndefined();
    const portal = await gql<{ openBillingPortal: string }>(app, 'mutation { openBillingPortal }', {}, { token });
    const page = new URL(portal.data!.openBillingPortal).pathname;
    const html = async () => (await fetch(`${app.url}${page}`)).text();
    const press = () => fetch(`${app.url}${page}/change-card`, { method: 'POST', redirect: 'manual' });

    expect(await html()).toContain('Payment method: Visa •••• 4242');
    expect(await html()).toContain(`<form method="post" action="${page}/change-card">`);
    expect((await press()).status).toBe(303);
    expect(await html()).toContain('Payment method: Mastercard •••• 4444');
    expect(await paymentMethodOf(app, token)).toEqual({ brand: 'mastercard', last4: '4444' });
    expect((await press()).status).toBe(303);
    expect(await paymentMethodOf(app, token)).toEqual({ brand: 'visa', last4: '4242' });

    // Each receipt names the card its payment was made with: the renewal after a switch, the new card.
    expect((await press()).status).toBe(303);
    expect((await fetch(`${app.url}${page}/renew`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const payments = await gql<{ myPayments: { edges: { node: { id: string } }[] } }>(
      app,
      'query { myPayments(first: 10) { edges { node { id } } } }',
      {},
      { token },
    );
    const methods = [];
    for (const { node } of payments.data!.myPayments.edges) {
      const receipt = await gql<{ receipt: { paymentMethod: string } }>(
        app,
        'query ($id: ID!) { receipt(paymentId: $id) { paymentMethod } }',
        { id: node.id },
        { token },
      );
      methods.push(receipt.data!.receipt.paymentMethod);
    }
    expect(methods.sort()).toEqual(['Mastercard •••• 4444', 'Visa •••• 4242']);

    // Cancelled past the refund window, the subscription runs to its period's end, card and all; ended, it has no
    // card to switch.
    expect((await gql(app, ops.cancelSubscription, {}, { token })).errors).toBeUndefined();
    expect(await html()).toContain('Payment method: Mastercard •••• 4444');
    expect((await fetch(`${app.url}${page}/renew`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect(await html()).not.toContain('Payment method');
    expect((await press()).status).toBe(409);
  });
});

describe("the subscription's payment method with Stripe", () => {
  let standIn: StripeStandIn;
  let app: TestApp;
  onStripeApp((running) => {
    ({ standIn, app } = running);
  });

  const deliver = async (type: string, object: Record<string, unknown>) => {
    const response = await postWebhook(app, standIn.signedEvent(type, object, WEBHOOK_SECRET));
    expect(response.status).toBe(200);
  };

  const subscriber = (email: string) => subscribeOnStandIn(app, standIn, email);

  it("is the subscription's default card, expanded in the checkout session's subscription", async () => {
    const { token } = await subscriber('card-stripe@example.com');
    expect(await paymentMethodOf(app, token)).toEqual({ brand: 'visa', last4: '4242' });
    const [read] = standIn.requestsTo('GET', '/v1/checkout/sessions/').slice(-1);
    expect(Object.values(read?.params ?? {})).toEqual(
      expect.arrayContaining([
        'subscription.default_payment_method',
        'subscription.customer.invoice_settings.default_payment_method',
      ]),
    );
  });

  it('follows a card changed in the Customer Portal (customer.subscription.updated), also on the customer only', async () => {
    const { token, subscriptionId } = await subscriber('card-portal@example.com');
    standIn.changeCard(subscriptionId, { brand: 'mastercard', last4: '4444' });
    await deliver('customer.subscription.updated', standIn.subscriptionJson(subscriptionId));
    expect(await paymentMethodOf(app, token)).toEqual({ brand: 'mastercard', last4: '4444' });

    // Set as the customer's default for invoices, the subscription then having none of its own.
    standIn.changeCard(subscriptionId, { brand: 'amex', last4: '0005' }, { onCustomer: true });
    await deliver('customer.subscription.updated', standIn.subscriptionJson(subscriptionId));
    expect(await paymentMethodOf(app, token)).toEqual({ brand: 'amex', last4: '0005' });
  });

  it('stays while past due (the card to fix) and is gone once the subscription has ended', async () => {
    const { token, subscriptionId } = await subscriber('card-ended@example.com');
    standIn.setSubscriptionStatus(subscriptionId, 'past_due');
    await deliver('customer.subscription.updated', standIn.subscriptionJson(subscriptionId));
    expect(await paymentMethodOf(app, token)).toEqual({ brand: 'visa', last4: '4242' });

    standIn.setSubscriptionStatus(subscriptionId, 'canceled');
    await deliver('customer.subscription.deleted', standIn.subscriptionJson(subscriptionId));
    expect(await paymentMethodOf(app, token)).toBeNull();
  });

  it('is kept when auto-renewal is turned off through the app (the update answers with the card)', async () => {
    const { token } = await subscriber('card-renewal@example.com');
    const SET =
      'mutation { setAutoRenew(enabled: false) { success user { subscription { paymentMethod { last4 } } } } }';
    const { data, errors } = await gql<{ setAutoRenew: { user: { subscription: { paymentMethod: PaymentMethod } } } }>(
      app,
      SET,
      {},
      { token },
    );
    expect(errors).toBeUndefined();
    expect(data!.setAutoRenew.user.subscription.paymentMethod).toEqual({ last4: '4242' });
    expect(await paymentMethodOf(app, token)).toEqual({ brand: 'visa', last4: '4242' });
  });
});
