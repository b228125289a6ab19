import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createPayment, ops } from '../../../test/payment-fixtures';
import { type RestClient, restClient } from '../../../test/rest-client';
import { User } from '../user/user.entity';
import { Payment } from './payment.entity';
import { messages } from './payment.policy';

let app: TestApp;
let rest: RestClient;
beforeAll(async () => {
  app = await startTestApp();
  rest = restClient(app);
});
afterAll(() => app.close());

type Session = { cookie: string; user: User };
const session = async (overrides: Parameters<typeof createUser>[1] = {}): Promise<Session> => {
  const { user, token } = await createUser(app, overrides);
  return { cookie: `token=${token}`, user };
};
/** Test mode's checkout page is absolute on PUBLIC_URL; the test app listens on a random port. */
const onTestApp = (url: string) => `${app.url}${new URL(url).pathname}`;
const pay = (url: string) => fetch(`${onTestApp(url)}/pay`, { method: 'POST', redirect: 'manual' });
const subscribe = async (who: Session) => {
  const response = await rest.post('/payments/subscribe', who);
  expect(response.status).toBe(200);
  return response.body as { id: string; url: string };
};
/** Subscribes `who` through the REST calls: subscribe, pay on the checkout page, confirm. */
const subscribeAndConfirm = async (who: Session) => {
  const checkout = await subscribe(who);
  expect((await pay(checkout.url)).status).toBe(303);
  const confirmed = await rest.get(`/payments/get-subscription?session_id=${checkout.id}`, who);
  expect(confirmed.status).toBe(200);
  return confirmed.body.subscriptionId as string;
};
const userRow = (id: string) => app.orm.em.fork().findOneOrFail(User, id);

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
    expect(early.body.message).toBe(messages.paymentNotCompleted);

    await pay(checkout.url);
    const response = await rest.get(`/payments/get-subscription?session_id=${checkout.id}`, who);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      subscriptionId: expect.stringMatching(/^sub_test_/),
      message: 'Subscription Active',
    });
    expect((await userRow(who.user.id)).subscriptionStatus).toBe('active');
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
    expect(stolen.body.message).toBe(messages.notYourCheckout);
    expect((await userRow(intruder.user.id)).subscriptionStatus).toBe('inactive');
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

    const comparable = async ({ user }: Session) => {
      const row = await userRow(user.id);
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
    expect(stolen.body.message).toBe(messages.notYourSubscription);
    expect((await userRow(intruder.user.id)).subscriptionStatus).toBe('inactive');
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
    expect(response.body).toEqual({ success: true, message: 'Cancellation successful', refunded: true });
    expect((await userRow(who.user.id)).subscriptionStatus).toBe('canceled');
    const [payment] = await app.orm.em.fork().find(Payment, { user: who.user.id });
    expect(payment?.status).toBe('refunded');
  });

  it('answers 400 without a subscription, 401 anonymously, 403 when another site starts it', async () => {
    const who = await session();
    const none = await rest.get('/payments/unsubscribe', who);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(messages.noActiveSubscription);
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
    expect((await userRow(subscriber.user.id)).subscriptionStatus).toBe('active');
  });
});

describe('GET /payments?count=', () => {
  it('answers an ADMIN with the records, twelve months and the sales per month', async () => {
    const admin = await session({ role: 'ADMIN' });
    const payer = await session({ fullName: 'Paying Person' });
    const now = new Date();
    await createPayment(app, payer.user, { paidAt: now });
    await createPayment(app, payer.user, { paidAt: new Date(now.getTime() - 1000), status: 'refunded' });

    const response = await rest.get('/payments?count=100', admin);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      finalMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      message: 'Payment records fetched successfully',
      year: now.getUTCFullYear(),
    });
    const mine = response.body.allPayments.filter(
      (each: { customer: { _id: string } | null }) => each.customer?._id === payer.user.id,
    );
    expect(mine[0]).toEqual({
      _id: expect.any(String),
      amount: 49_900,
      currency: 'INR',
      formattedAmount: '₹499',
      status: 'paid',
      paidAt: expect.any(String),
      refunded: false,
      refundedAt: null,
      refundedAmount: null,
      customer: { _id: payer.user.id, fullName: 'Paying Person', email: payer.user.email },
    });
    expect(mine[1]).toMatchObject({ status: 'refunded', refunded: true });

    const viaGraphql = await gql<{ payments: { monthlySalesRecord: number[] } }>(
      app,
      ops.payments,
      { count: 100 },
      admin,
    );
    expect(response.body.monthlySalesRecord).toEqual(viaGraphql.data?.payments.monthlySalesRecord);
    const one = await rest.get('/payments?count=1', admin);
    expect(one.body.allPayments).toHaveLength(1);
    const all = await rest.get('/payments', admin);
    expect(all.body.allPayments.length).toBe(response.body.allPayments.length);
  });

  it('answers 400 for a count that is not a whole number, 403 to a USER, 401 anonymously', async () => {
    const admin = await session({ role: 'ADMIN' });
    for (const count of ['abc', '0', '1.5', '']) {
      const response = await rest.get(`/payments?count=${count}`, admin);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('count must be a whole number of at least 1');
    }
    expect((await rest.get('/payments?count=100', await session())).status).toBe(403);
    expect((await rest.get('/payments?count=100', await session({ subscriptionStatus: 'active' }))).status).toBe(403);
    expect((await rest.get('/payments?count=100')).status).toBe(401);
  });
});
