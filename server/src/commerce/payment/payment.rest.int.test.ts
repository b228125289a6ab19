import { describe, expect, it } from 'vitest';
import { createUser, reloadUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { type TestApp } from '../../../test/harness';
import { ops, type PageSession, pageSession, payOnTestCheckout } from '../../../test/payment-fixtures';
import { type RestClient, withRestApp } from '../../../test/rest-client';
import { TestModePaymentProvider } from '../../payments/test-mode.provider';
import { messages as billingMessages } from '../billing/billing.policy';
import { Payment } from './payment.entity';
import { messages } from './payment.policy';

let app: TestApp;
let rest: RestClient;
withRestApp((started) => {
  ({ app, rest } = started);
});

const session = (overrides: Parameters<typeof createUser>[1] = {}) => pageSession(app, overrides);
const cookieOnly = ({ cookie }: PageSession) => ({ cookie });
const pay = (url: string) => payOnTestCheckout(app, url);
const subscribe = async (who: PageSession) => {
  const response = await rest.post('/payments/subscribe', who);
  expect(response.status).toBe(200);
  return response.body as { id: string; url: string };
};
/** Subscribes `who` through the REST calls: subscribe, pay on the checkout page, confirm. */
const subscribeAndConfirm = async (who: PageSession) => {
  const checkout = await subscribe(who);
  expect((await pay(checkout.url)).status).toBe(303);
  const confirmed = await rest.get(`/payments/get-subscription?session_id=${checkout.id}`, who);
  expect(confirmed.status).toBe(200);
  return confirmed.body.subscriptionId as string;
};

describe('GET /payments/stripe-key', () => {
  it('answers a logged-in user with the key (null in test mode) and 401 anonymously', async () => {
    const response = await rest.get('/payments/stripe-key', await session());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, key: null });
    expect((await rest.get('/payments/stripe-key')).status).toBe(401);
  });
});

describe('POST /payments/subscribe', () => {
  it('opens a test-mode checkout for a USER: id and url', async () => {
    const response = await rest.post('/payments/subscribe', await session());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      id: expect.stringMatching(/^cs_test_/),
      url: expect.stringMatching(/\/api\/v1\/payments\/test-checkout\/cs_test_/),
    });
  });

  it('answers 401 anonymously, 403 to an ADMIN and 409 to an active subscriber', async () => {
    expect((await rest.post('/payments/subscribe')).status).toBe(401);
    const adminAnswer = await rest.post('/payments/subscribe', await session({ role: 'ADMIN' }));
    expect(adminAnswer.status).toBe(403);
    expect(adminAnswer.body.message).toBe(messages.adminNeedsNoSubscription);
    const active = await rest.post('/payments/subscribe', await session({ subscriptionStatus: 'active' }));
    expect(active.status).toBe(409);
    expect(active.body.message).toBe(messages.alreadySubscribed);
  });

  it('is refused when another site posts it', async () => {
    const response = await rest.post('/payments/subscribe', {
      ...(await session()),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Cross-site requests are refused');
  });
});

describe('GET /payments/get-subscription', () => {
  it('activates the subscription only once the checkout is paid', async () => {
    const who = await session();
    const checkout = await subscribe(who);
    const early = await rest.get(`/payments/get-subscription?session_id=${checkout.id}`, who);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(billingMessages.paymentNotCompleted);

    await pay(checkout.url);
    const response = await rest.get(`/payments/get-subscription?session_id=${checkout.id}`, who);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      subscriptionId: expect.stringMatching(/^sub_test_/),
      message: 'Subscription Active',
    });
    expect((await reloadUser(app, who.user.id)).subscriptionStatus).toBe('active');
    expect((await rest.get('/user/me', who)).body.user.subscription).toEqual({ status: 'active' });
    // Idempotent: the same answer again.
    expect((await rest.get(`/payments/get-subscription?session_id=${checkout.id}`, who)).status).toBe(200);
  });

  it("answers 403 for another user's session, 404 for an unknown one, 400 without one, 401 anonymously", async () => {
    const owner = await session();
    const checkout = await subscribe(owner);
    await pay(checkout.url);
    const intruder = await session();
    const stolen = await rest.get(`/payments/get-subscription?session_id=${checkout.id}`, intruder);
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(billingMessages.notYourCheckout);
    expect((await reloadUser(app, intruder.user.id)).subscriptionStatus).toBe('inactive');
    expect((await rest.get('/payments/get-subscription?session_id=cs_test_nope', owner)).status).toBe(404);
    const missing = await rest.get('/payments/get-subscription', owner);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('session_id is required');
    expect((await rest.get(`/payments/get-subscription?session_id=${checkout.id}`)).status).toBe(401);
  });

  it('has the same effect on the database as GraphQL confirmCheckout', async () => {
    const viaRest = await session();
    await subscribeAndConfirm(viaRest);

    const viaGraphql = await session();
    const started = await gql<{ startCheckout: { id: string; url: string } }>(app, ops.startCheckout, {}, viaGraphql);
    const checkout = started.data!.startCheckout;
    await pay(checkout.url);
    const confirmed = await gql(app, ops.confirmCheckout, { sessionId: checkout.id }, viaGraphql);
    expect(confirmed.errors).toBeUndefined();

    const comparable = async ({ user }: PageSession) => {
      const row = await reloadUser(app, user.id);
      const payments = await app.orm.em.fork().find(Payment, { user: user.id });
      return {
        status: row.subscriptionStatus,
        hasCustomer: Boolean(row.providerCustomerId),
        hasSubscription: Boolean(row.providerSubscriptionId),
        periodEnds: Boolean(row.currentPeriodEnd),
        payments: payments.map(({ amount, currency, status, provider }) => ({ amount, currency, status, provider })),
      };
    };
    expect(await comparable(viaRest)).toEqual(await comparable(viaGraphql));
    expect((await comparable(viaRest)).payments).toEqual([
      { amount: 49_900, currency: 'INR', status: 'paid', provider: 'test' },
    ]);
  });
});

describe('POST /payments/verify', () => {
  it("confirms the logged-in user's subscription by its id", async () => {
    const who = await session();
    const subscriptionId = await subscribeAndConfirm(who);
    const response = await rest.json('POST', '/payments/verify', { subscription_id: subscriptionId }, who);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Subscription Active', subscriptionId });
  });

  it("refuses someone else's subscription (403), an unknown one (404), none (400), anonymous (401)", async () => {
    const owner = await session();
    const subscriptionId = await subscribeAndConfirm(owner);
    const intruder = await session();
    const stolen = await rest.json('POST', '/payments/verify', { subscription_id: subscriptionId }, intruder);
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(billingMessages.notYourSubscription);
    expect((await reloadUser(app, intruder.user.id)).subscriptionStatus).toBe('inactive');
    expect((await rest.json('POST', '/payments/verify', { subscription_id: 'sub_test_nope' }, owner)).status).toBe(404);
    const missing = await rest.json('POST', '/payments/verify', {}, owner);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('subscription_id is required');
    expect((await rest.json('POST', '/payments/verify', { subscription_id: subscriptionId })).status).toBe(401);
  });
});

describe('GET /payments/unsubscribe', () => {
  it('cancels now and refunds within the window', async () => {
    const who = await session();
    await subscribeAndConfirm(who);
    const response = await rest.get('/payments/unsubscribe', who);
    expect(response.status).toBe(200);
    // The spec's three fields, then what the dialog says: the outcome, the date access ends, the refund.
    expect(response.body).toMatchObject({ success: true, message: 'Cancellation successful', refunded: true });
    expect(response.body.outcome).toBe('refund');
    expect(Math.abs(Date.parse(response.body.accessEndsAt) - Date.now())).toBeLessThan(60_000);
    expect(response.body.refund).toEqual(expect.objectContaining({ amount: expect.any(Number) }));
    expect((await reloadUser(app, who.user.id)).subscriptionStatus).toBe('canceled');
    const [payment] = await app.orm.em.fork().find(Payment, { user: who.user.id });
    expect(payment?.status).toBe('refunded');
  });

  it('answers 400 without a subscription, 401 anonymously, 403 when another site starts it', async () => {
    const who = await session();
    const none = await rest.get('/payments/unsubscribe', who);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(billingMessages.noActiveSubscription);
    expect((await rest.get('/payments/unsubscribe')).status).toBe(401);

    const subscriber = await session();
    await subscribeAndConfirm(subscriber);
    // A link or redirect on another site must not cancel anyone's subscription.
    const crossSite = await rest.get('/payments/unsubscribe', {
      ...subscriber,
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(crossSite.status).toBe(403);
    const prefetch = await rest.get('/payments/unsubscribe', { ...subscriber, headers: { 'sec-purpose': 'prefetch' } });
    expect(prefetch.status).toBe(403);
    expect((await reloadUser(app, subscriber.user.id)).subscriptionStatus).toBe('active');
  });
});

describe('state-changing requests from browsers that send no Sec-Fetch-Site', () => {
  const subscriber = async () => {
    const who = await session();
    await subscribeAndConfirm(who);
    return who;
  };
  const status = async (who: PageSession) => (await reloadUser(app, who.user.id)).subscriptionStatus;

  it('refuses GET /payments/unsubscribe with a foreign Referer or Origin: the subscription stays active', async () => {
    const who = await subscriber();
    const foreign: Record<string, string>[] = [
      { referer: 'https://evil.example/cancel-them' },
      { origin: 'https://evil.example' },
      { referer: 'http://127.0.0.1.evil.example/' },
      { referer: 'not a url' },
    ];
    for (const headers of foreign) {
      const response = await rest.get('/payments/unsubscribe', { ...cookieOnly(who), headers });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Cross-site requests are refused');
    }
    expect(await status(who)).toBe('active');
  });

  it('refuses it with the session cookie and neither Origin nor Referer (a link from a no-referrer page)', async () => {
    const who = await subscriber();
    const response = await rest.get('/payments/unsubscribe', cookieOnly(who));
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/send it from the app .* or with an Authorization: Bearer token/);
    expect(await status(who)).toBe('active');
  });

  it("cancels from the app's own pages: the address it was opened at, or PUBLIC_URL", async () => {
    const atAddress = await subscriber();
    const ownPage = await rest.get('/payments/unsubscribe', {
      ...cookieOnly(atAddress),
      headers: { referer: `${app.url}/user/profile` },
    });
    expect(ownPage.status).toBe(200);
    expect(await status(atAddress)).toBe('canceled');

    const atPublicUrl = await subscriber();
    const publicPage = await rest.get('/payments/unsubscribe', {
      ...cookieOnly(atPublicUrl),
      headers: { origin: app.config.publicUrl },
    });
    expect(publicPage.status).toBe(200);
    expect(await status(atPublicUrl)).toBe('canceled');
  });

  it('lets a Bearer client (never sent by a browser on its own) call it without Origin or Referer', async () => {
    const who = await subscriber();
    const response = await rest.get('/payments/unsubscribe', { token: who.token });
    expect(response.status).toBe(200);
    expect(await status(who)).toBe('canceled');
  });

  it('refuses a POST with a foreign Origin or Referer, and allows one with neither', async () => {
    const who = await session();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/' },
    ];
    for (const headers of foreign) {
      const response = await rest.post('/payments/subscribe', { ...cookieOnly(who), headers });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Cross-site requests are refused');
    }
    // Browsers send Origin on every cross-site POST (and the Lax cookie is not sent on one).
    expect((await rest.post('/payments/subscribe', cookieOnly(who))).status).toBe(200);
  });
});

describe('control characters in provider ids (REST)', () => {
  it('answers 400 for a NUL in session_id or subscription_id', async () => {
    const who = await session();
    const lookup = await rest.get('/payments/get-subscription?session_id=cs_test_%00abc', who);
    expect(lookup.status).toBe(400);
    expect(lookup.body.message).toMatch(/^session_id must not contain (null bytes|control characters)$/);
    const verify = await rest.json('POST', '/payments/verify', { subscription_id: 'sub_test_\u0000abc' }, who);
    expect(verify.status).toBe(400);
    expect(verify.body.message).toMatch(/^subscription_id must not contain (null bytes|control characters)$/);
  });
});

describe('a second paid checkout (REST)', () => {
  it('answers 409 on its confirmation, refunded and cancelled, and the admin records say why', async () => {
    const who = await session();
    const first = await subscribe(who);
    const provider = app.deps.payments as TestModePaymentProvider;
    const second = await provider.createCheckout({
      userId: who.user.id,
      email: who.user.email,
      customerId: null,
      idempotencyKey: `second-tab:${who.user.id}`,
      returnTo: app.config.clientUrl,
    });
    expect((await pay(first.url)).status).toBe(303);
    expect((await pay(second.url)).status).toBe(303);
    expect((await rest.get(`/payments/get-subscription?session_id=${first.id}`, who)).status).toBe(200);
    const duplicate = await rest.get(`/payments/get-subscription?session_id=${second.id}`, who);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(billingMessages.duplicateRefunded);
    expect((await reloadUser(app, who.user.id)).subscriptionStatus).toBe('active');
    const secondSession = await provider.findSession(second.id);
    expect(secondSession).toMatchObject({ subscriptionStatus: 'canceled' });
    expect(await provider.findInvoice(secondSession!.invoiceId!)).toMatchObject({ refundedAmount: 49_900 });

    const admin = await session({ role: 'ADMIN' });
    const records = await rest.get('/payments?count=100', admin);
    const theirs = records.body.allPayments.filter(
      (each: { customer: { _id: string } | null }) => each.customer?._id === who.user.id,
    );
    expect(
      theirs.map((each: { status: string; refundReason: string | null }) => [each.status, each.refundReason]).sort(),
    ).toEqual([
      ['paid', null],
      ['refunded', 'duplicate'],
    ]);

    // Cancelling the kept subscription refunds its payment, recorded as a cancellation.
    expect((await rest.get('/payments/unsubscribe', who)).status).toBe(200);
    const after = await rest.get('/payments?count=100', admin);
    const reasons = after.body.allPayments
      .filter((each: { customer: { _id: string } | null }) => each.customer?._id === who.user.id)
      .map((each: { refundReason: string | null }) => each.refundReason)
      .sort();
    expect(reasons).toEqual(['cancellation', 'duplicate']);
  });
});
