import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { editProfile, nodesOf, ops, type Page } from '../../../test/payment-fixtures';
import { restClient } from '../../../test/rest-client';
import { User } from '../../identity/user/user.entity';
import { TestModePaymentProvider } from '../../payments/test-mode.provider';
import { Payment } from '../payment/payment.entity';
import { messages } from './billing.policy';

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
    const { user, token } = await createUser(app, { emailVerified: true });
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
    // Back to the client on the address the server prints (PUBLIC_URL's default; no CLIENT_URL here).
    expect(location.origin).toBe('http://localhost:4000');
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
    const history = await gql<{ myPayments: Page<{ amount: number; currency: string; refunded: boolean }> }>(
      app,
      ops.myPayments,
      {},
      { token },
    );
    expect(nodesOf(history.data?.myPayments)).toEqual([
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
    const { token } = await createUser(app, { emailVerified: true });
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
    const { token } = await createUser(app, { emailVerified: true });
    const first = await start(token);
    expect((await start(token)).id).toBe(first.id);
    const missing = await fetch(`${app.url}/api/v1/payments/test-checkout/cs_test_nope`);
    expect(missing.status).toBe(404);
    expect((await fetch(`${app.url}/api/v1/payments/test-checkout/cs_test_nope/pay`, { method: 'POST' })).status).toBe(
      404,
    );
  });

  it("refuses to confirm another user's paid session", async () => {
    const owner = await createUser(app, { emailVerified: true });
    const session = await start(owner.token);
    await press(session.url, 'pay');
    const intruder = await createUser(app, { emailVerified: true });
    expect(errorCode(await gql(app, ops.confirmCheckout, { sessionId: session.id }, { token: intruder.token }))).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses a cross-site form post', async () => {
    const { token } = await createUser(app, { emailVerified: true });
    const session = await start(token);
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      // A browser that sends no Sec-Fetch-Site still names the page the form was on.
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/pay-it' },
    ];
    for (const headers of foreign) {
      const response = await fetch(`${onTestApp(session.url)}/pay`, { method: 'POST', redirect: 'manual', headers });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('Cross-site form posts are refused.');
    }
    expect(await (app.deps.payments as TestModePaymentProvider).findSession(session.id)).toMatchObject({
      status: 'open',
    });
  });

  it('has no publishable key', async () => {
    const { token } = await createUser(app, { emailVerified: true });
    const response = await gql<{ stripePublishableKey: string | null }>(app, ops.stripePublishableKey, {}, { token });
    expect(response.errors).toBeUndefined();
    expect(response.data?.stripePublishableKey).toBeNull();
  });
});

describe('test-mode return addresses', () => {
  it('serves the checkout page on PUBLIC_URL and returns to CLIENT_URL', async () => {
    const apart = await startTestApp({ PUBLIC_URL: 'http://127.0.0.1:4000', CLIENT_URL: 'http://localhost:5173' });
    try {
      const { token } = await createUser(apart, { emailVerified: true });
      const started = await gql<{ startCheckout: { id: string; url: string } }>(
        apart,
        ops.startCheckout,
        {},
        { token },
      );
      const { id, url } = started.data!.startCheckout;
      expect(url).toBe(`http://127.0.0.1:4000/api/v1/payments/test-checkout/${id}`);
      const local = (suffix = '') => `${apart.url}${new URL(url).pathname}${suffix}`;

      const page = await fetch(local());
      expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:5173");
      const cancelled = await fetch(local('/cancel'), { method: 'POST', redirect: 'manual' });
      expect(cancelled.headers.get('location')).toBe('http://localhost:5173/checkout/failure');
      const expired = await (await fetch(local())).text();
      expect(expired).toContain('<a href="http://localhost:5173/checkout">Back to checkout</a>');

      const retry = (await gql<{ startCheckout: { id: string; url: string } }>(apart, ops.startCheckout, {}, { token }))
        .data!.startCheckout;
      const paid = await fetch(`${apart.url}${new URL(retry.url).pathname}/pay`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(paid.headers.get('location')).toBe(`http://localhost:5173/checkout/success?session_id=${retry.id}`);
    } finally {
      await apart.close();
    }
  });
});

describe('the return to the client that started the checkout (test mode)', () => {
  /** `POST /payments/subscribe` as a browser sends it through a client's dev server that proxies /api to us. */
  const subscribeFrom = async (origin: string) => {
    const { token } = await createUser(app);
    const headers = { origin, 'sec-fetch-site': 'same-origin' };
    const response = await restClient(app).post('/payments/subscribe', { token, headers });
    expect(response.status).toBe(200);
    return response.body as { id: string; url: string };
  };

  it("pays and cancels back to the request's Origin, a loopback dev server outside production", async () => {
    const paying = await subscribeFrom('http://localhost:5173');
    const page = await fetch(onTestApp(paying.url));
    // The page's forms may lead there (form-action applies to the redirect after the post).
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:5173;");
    const paid = await press(paying.url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:5173/checkout/success?session_id=${encodeURIComponent(paying.id)}`,
    );

    const leaving = await subscribeFrom('http://127.0.0.1:3000');
    const cancelled = await press(leaving.url, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('http://127.0.0.1:3000/checkout/failure');
  });

  it('returns to CLIENT_URL from an origin that is neither ours nor loopback, and without an Origin', async () => {
    for (const origin of ['http://192.168.1.20:5173', 'null']) {
      const session = await subscribeFrom(origin);
      const paid = await press(session.url, 'pay');
      expect(new URL(paid.headers.get('location')!).origin).toBe(new URL(app.config.clientUrl).origin);
    }
    const { token } = await createUser(app);
    const session = await start(token);
    const cancelled = await press(session.url, 'cancel');
    expect(cancelled.headers.get('location')).toBe(`${app.config.clientUrl}/checkout/failure`);
  });
});

describe('one checkout per learner (test mode)', () => {
  it('gives back the open checkout after a profile edit', async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
    const first = await start(token);
    const updatedAt = async () => (await app.orm.em.fork().findOneOrFail(User, user.id)).updatedAt.getTime();
    const before = await updatedAt();
    await editProfile(app, token, 'Edited Learner');
    expect(await updatedAt()).toBeGreaterThan(before);
    expect(await start(token)).toEqual(first);
  });

  it('refunds a second paid checkout and cancels its subscription; the learner stays active once', async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
    const first = await start(token);
    const provider = app.deps.payments as TestModePaymentProvider;
    // A second session opened before either was paid, straight from the provider.
    const second = await provider.createCheckout({
      userId: user.id,
      email: user.email,
      customerId: null,
      idempotencyKey: `second-tab:${user.id}`,
      returnTo: app.config.clientUrl,
    });
    expect((await press(first.url, 'pay')).status).toBe(303);
    expect((await press(second.url, 'pay')).status).toBe(303);

    const confirmed = await gql<{ confirmCheckout: { subscriptionId: string } }>(
      app,
      ops.confirmCheckout,
      { sessionId: first.id },
      { token },
    );
    const kept = confirmed.data!.confirmCheckout.subscriptionId;
    const duplicate = await gql(app, ops.confirmCheckout, { sessionId: second.id }, { token });
    expect(errorCode(duplicate)).toBe('CONFLICT');
    expect(errorMessage(duplicate)).toBe(messages.duplicateRefunded);

    expect((await gql<Me>(app, ops.me, {}, { token })).data?.me.subscription).toMatchObject({ status: 'active' });
    const stored = await app.orm.em.fork().findOneOrFail(User, user.id);
    expect(stored.providerSubscriptionId).toBe(kept);
    const secondSession = await provider.findSession(second.id);
    expect(secondSession).toMatchObject({ subscriptionStatus: 'canceled' });
    expect(await provider.findInvoice(secondSession!.invoiceId!)).toMatchObject({ refundedAmount: 49_900 });
    const firstSession = await provider.findSession(first.id);
    expect(firstSession).toMatchObject({ subscriptionStatus: 'active' });
    expect(await provider.findInvoice(firstSession!.invoiceId!)).toMatchObject({ refundId: null });

    const history = await gql<{ myPayments: Page<{ status: string; refundReason: string | null }> }>(
      app,
      ops.myPayments,
      {},
      { token },
    );
    expect(
      nodesOf(history.data?.myPayments)
        .map(({ status, refundReason }) => [status, refundReason])
        .sort(),
    ).toEqual([
      ['paid', null],
      ['refunded', 'duplicate'],
    ]);
  });
});

describe('control characters in provider ids', () => {
  // A NUL may be refused at the GraphQL boundary already ('$sessionId must not contain null bytes');
  // the service refuses it, and every other control character, whatever the transport.
  it.each(['\u0000', '\u0007'])('answers BAD_USER_INPUT with a clear message for %j in an id', async (char) => {
    const { token } = await createUser(app, { emailVerified: true });
    const session = await gql(app, ops.confirmCheckout, { sessionId: `cs_test_${char}abc` }, { token });
    expect(errorCode(session)).toBe('BAD_USER_INPUT');
    expect(errorMessage(session)).toMatch(/^\$?sessionId must not contain (null bytes|control characters)$/);
    const subscription = await gql(app, ops.verifySubscription, { id: `sub_test_${char}abc` }, { token });
    expect(errorCode(subscription)).toBe('BAD_USER_INPUT');
    expect(errorMessage(subscription)).toMatch(
      /^\$?(id|subscriptionId) must not contain (null bytes|control characters)$/,
    );
  });
});

describe('TestModePaymentProvider', () => {
  it('keeps its state in the database, so any instance can continue a checkout', async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
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
