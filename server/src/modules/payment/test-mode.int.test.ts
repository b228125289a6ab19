import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { ops } from '../../../test/payment-fixtures';
import { TestModePaymentProvider } from '../../payments/test-mode.provider';
import { Payment } from './payment.entity';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The checkout url is absolute on PUBLIC_URL; the test app listens on a random port. */
const onTestApp = (url: string) => `${app.url}${new URL(url).pathname}`;
const start = async (token: string) =>
  (await gql<{ startCheckout: { id: string; url: string } }>(app, ops.startCheckout, {}, { token })).data!
    .startCheckout;
const press = (url: string, button: 'pay' | 'cancel') =>
  fetch(`${onTestApp(url)}/${button}`, { method: 'POST', redirect: 'manual' });
type Me = { me: { subscription: { status: string; active: boolean } } };

describe('test-mode checkout over HTTP', () => {
  it('pays, confirms, shows active, then cancels with a refund', async () => {
    const { user, token } = await createUser(app);
    expect(app.deps.payments.kind).toBe('test');
    const session = await start(token);
    expect(session.url).toBe(`${app.config.publicUrl}/api/v1/payments/test-checkout/${session.id}`);

    const page = await fetch(onTestApp(session.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = page.headers.get('content-security-policy');
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    const html = await page.text();
    expect(html).toContain('Test mode — no real payment');
    expect(html).toContain('₹499');
    expect(html).toContain(`<form method="post" action="/api/v1/payments/test-checkout/${session.id}/pay">`);
    expect(html).toContain(`<form method="post" action="/api/v1/payments/test-checkout/${session.id}/cancel">`);
    expect(html).not.toMatch(/<script/i);

    const beforePaying = await gql(app, ops.confirmCheckout, { sessionId: session.id }, { token });
    expect(errorMessage(beforePaying)).toBe('Payment has not been completed');

    const paid = await press(session.url, 'pay');
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location')!);
    expect(location.pathname).toBe('/checkout/success');
    expect(location.searchParams.get('session_id')).toBe(session.id);
    // The redirect alone activates nothing.
    expect((await gql<Me>(app, ops.me, {}, { token })).data?.me.subscription.active).toBe(false);

    const confirmed = await gql<{ confirmCheckout: { success: boolean; message: string } }>(
      app,
      ops.confirmCheckout,
      { sessionId: location.searchParams.get('session_id') },
      { token },
    );
    expect(confirmed.data?.confirmCheckout).toMatchObject({ success: true, message: 'Subscription Active' });
    expect((await gql<Me>(app, ops.me, {}, { token })).data?.me.subscription).toMatchObject({
      status: 'active',
      active: true,
    });
    const history = await gql<{ myPayments: { amount: number; currency: string; refunded: boolean }[] }>(
      app,
      ops.myPayments,
      {},
      { token },
    );
    expect(history.data?.myPayments).toEqual([
      expect.objectContaining({ amount: 49_900, currency: 'INR', refunded: false }),
    ]);

    const cancelled = await gql<{ cancelSubscription: { refunded: boolean; message: string } }>(
      app,
      ops.cancelSubscription,
      {},
      { token },
    );
    expect(cancelled.data?.cancelSubscription).toMatchObject({ refunded: true, message: 'Cancellation successful' });
    expect((await gql<Me>(app, ops.me, {}, { token })).data?.me.subscription).toEqual({
      status: 'canceled',
      active: false,
      currentPeriodEnd: null,
    });
    const [payment] = await app.orm.em.fork().find(Payment, { user: user.id });
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: 49_900, provider: 'test' });
    expect(payment?.refundedAt).toBeInstanceOf(Date);
  });

  it('Cancel goes to /checkout/failure and activates nothing', async () => {
    const { token } = await createUser(app);
    const session = await start(token);
    const cancelled = await press(session.url, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(new URL(cancelled.headers.get('location')!).pathname).toBe('/checkout/failure');

    const confirm = await gql(app, ops.confirmCheckout, { sessionId: session.id }, { token });
    expect(errorMessage(confirm)).toBe('Payment has not been completed');
    expect((await gql<Me>(app, ops.me, {}, { token })).data?.me.subscription.active).toBe(false);
    // An abandoned checkout can no longer be paid.
    expect((await press(session.url, 'pay')).status).toBe(409);

    // "Try Again" opens a fresh checkout that can be paid.
    const retry = await start(token);
    expect(retry.id).not.toBe(session.id);
    expect((await press(retry.url, 'pay')).status).toBe(303);
    expect((await gql(app, ops.confirmCheckout, { sessionId: retry.id }, { token })).errors).toBeUndefined();
  });

  it('opens one checkout for a double click, and answers 404 for an unknown session', async () => {
    const { token } = await createUser(app);
    const first = await start(token);
    expect((await start(token)).id).toBe(first.id);
    const missing = await fetch(`${app.url}/api/v1/payments/test-checkout/cs_test_nope`);
    expect(missing.status).toBe(404);
    expect((await fetch(`${app.url}/api/v1/payments/test-checkout/cs_test_nope/pay`, { method: 'POST' })).status).toBe(
      404,
    );
  });

  it("refuses to confirm another user's paid session", async () => {
    const owner = await createUser(app);
    const session = await start(owner.token);
    await press(session.url, 'pay');
    const intruder = await createUser(app);
    expect(errorCode(await gql(app, ops.confirmCheckout, { sessionId: session.id }, { token: intruder.token }))).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses a cross-site form post', async () => {
    const { token } = await createUser(app);
    const session = await start(token);
    const response = await fetch(`${onTestApp(session.url)}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(await (app.deps.payments as TestModePaymentProvider).findSession(session.id)).toMatchObject({
      status: 'open',
    });
  });

  it('has no publishable key', async () => {
    const { token } = await createUser(app);
    const response = await gql<{ stripePublishableKey: string | null }>(app, ops.stripePublishableKey, {}, { token });
    expect(response.errors).toBeUndefined();
    expect(response.data?.stripePublishableKey).toBeNull();
  });
});

describe('TestModePaymentProvider', () => {
  it('keeps its state in the database, so any instance can continue a checkout', async () => {
    const { user, token } = await createUser(app);
    const session = await start(token);
    const otherInstance = new TestModePaymentProvider({ orm: app.orm, config: app.config });
    expect(await otherInstance.pay(session.id)).toBe('complete');
    expect(await (app.deps.payments as TestModePaymentProvider).getCheckout(session.id)).toMatchObject({
      userId: user.id,
      paid: true,
      subscription: { status: 'active' },
    });
  });

  it('refuses to exist in production', () => {
    const config = { ...app.config, production: true };
    expect(() => new TestModePaymentProvider({ orm: app.orm, config })).toThrow(/cannot run in production/);
  });
});
