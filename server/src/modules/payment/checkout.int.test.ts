import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  editProfile,
  nodesOf,
  onStripeApp,
  ops,
  type Page,
  postWebhook,
  stripeEnv,
  WEBHOOK_SECRET,
} from '../../../test/payment-fixtures';
import { restClient } from '../../../test/rest-client';
import { StripeStandIn } from '../../../test/stripe-stand-in';
import { messages } from '../billing/billing.policy';
import { User } from '../user/user.entity';
import { Payment } from './payment.entity';

let app: TestApp;
let standIn: StripeStandIn;
onStripeApp((running) => {
  ({ standIn, app } = running);
});

type Confirmation = { confirmCheckout: { success: boolean; subscriptionId: string; message: string } };
const reload = (id: string) => app.orm.em.fork().findOneOrFail(User, id);
const paymentsOf = (userId: string) => app.orm.em.fork().find(Payment, { user: userId });
const start = async (token: string) =>
  (await gql<{ startCheckout: { id: string; url: string } }>(app, ops.startCheckout, {}, { token })).data!
    .startCheckout;
const confirm = (token: string, sessionId: string) =>
  gql<Confirmation>(app, ops.confirmCheckout, { sessionId }, { token });
const completedWebhook = (sessionId: string) =>
  postWebhook(app, standIn.signedEvent('checkout.session.completed', standIn.sessionJson(sessionId), WEBHOOK_SECRET));

async function paidLearner(paidAt = new Date()) {
  const { user, token } = await createUser(app, { emailVerified: true });
  const session = await start(token);
  return { user, token, sessionId: session.id, ...standIn.completeSession(session.id, paidAt) };
}

describe('startCheckout (Stripe)', () => {
  it("returns Stripe's session and url, returning to the app's pages", async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
    const session = await start(token);
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    const request = standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1);
    expect(request?.params.client_reference_id).toBe(user.id);
    expect(request?.idempotencyKey).toBe(`checkout:${user.id}:after:none`);
    // Without CLIENT_URL the client is served on PUBLIC_URL (by default the address the server prints).
    expect(app.config.publicUrl).toBe('http://127.0.0.1:4000');
    expect(request?.params).toMatchObject({
      success_url: 'http://127.0.0.1:4000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:4000/checkout/failure',
    });
    // A double click is the same checkout.
    expect((await start(token)).id).toBe(session.id);
  });

  it('returns to CLIENT_URL when the client is served from another origin', async () => {
    const apart = await startTestApp({ ...stripeEnv(standIn), CLIENT_URL: 'http://localhost:5173/' });
    try {
      const { token } = await createUser(apart, { emailVerified: true });
      const { data } = await gql<{ startCheckout: { id: string } }>(apart, ops.startCheckout, {}, { token });
      expect(standIn.sessionJson(data!.startCheckout.id)).toMatchObject({
        success_url: 'http://localhost:5173/checkout/success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:5173/checkout/failure',
      });
    } finally {
      await apart.close();
    }
  });

  it("returns to the request's Origin when it is in CORS_ORIGINS, else to CLIENT_URL", async () => {
    const partner = 'https://courses.partner.example';
    const apart = await startTestApp({
      ...stripeEnv(standIn),
      CORS_ORIGINS: partner,
      CLIENT_URL: 'https://app.example',
    });
    try {
      const subscribe = async (origin: string) => {
        const { token } = await createUser(apart);
        const headers = { origin, 'sec-fetch-site': 'cross-site' };
        const response = await restClient(apart).post('/payments/subscribe', { token, headers });
        expect(response.status).toBe(200);
        return standIn.sessionJson(response.body.id);
      };
      expect(await subscribe(partner)).toMatchObject({
        success_url: `${partner}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${partner}/checkout/failure`,
      });
      // Through GraphQL, from an origin that is not ours: CLIENT_URL.
      const { token } = await createUser(apart);
      const started = await fetch(`${apart.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          origin: 'https://elsewhere.example',
        },
        body: JSON.stringify({ query: ops.startCheckout }),
      });
      const { data } = (await started.json()) as { data: { startCheckout: { id: string } } };
      expect(standIn.sessionJson(data.startCheckout.id)).toMatchObject({
        success_url: 'https://app.example/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      });
    } finally {
      await apart.close();
    }
  });

  it('gives back the open checkout after a profile edit: one checkout per learner', async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
    const first = await start(token);
    const before = (await reload(user.id)).updatedAt;
    await editProfile(app, token, 'Renamed Learner');
    expect((await reload(user.id)).updatedAt.getTime()).toBeGreaterThan(before.getTime());
    const created = standIn.requestsTo('POST', '/v1/checkout/sessions').length;

    const again = await start(token);
    expect(again).toEqual(first);
    expect(standIn.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(created);
  });

  it('opens a new checkout once the previous one expired at Stripe', async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
    const first = await start(token);
    standIn.expireSession(first.id);
    const second = await start(token);
    expect(second.id).not.toBe(first.id);
    expect(second.url).toBe(`https://checkout.stripe.test/c/pay/${second.id}`);
    expect(standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.idempotencyKey).toBe(
      `checkout:${user.id}:after:${first.id}`,
    );
    expect((await start(token)).id).toBe(second.id);
  });

  it('refuses ADMIN and an already active learner', async () => {
    const admin = await createUser(app, { role: 'ADMIN' });
    const adminResponse = await gql(app, ops.startCheckout, {}, { token: admin.token });
    expect(errorCode(adminResponse)).toBe('FORBIDDEN');
    expect(errorMessage(adminResponse)).toMatch(/never need a subscription/);

    const active = await createUser(app, { subscriptionStatus: 'active' });
    const activeResponse = await gql(app, ops.startCheckout, {}, { token: active.token });
    expect(errorCode(activeResponse)).toBe('CONFLICT');
    expect(errorMessage(activeResponse)).toBe('You already have an active subscription');
  });

  it('reuses the Stripe customer on a later purchase', async () => {
    const { user, token, sessionId } = await paidLearner();
    await confirm(token, sessionId);
    await gql(app, ops.cancelSubscription, {}, { token });
    await start(token);
    const customerId = (await reload(user.id)).providerCustomerId;
    expect(customerId).toMatch(/^cus_/);
    const request = standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1);
    expect(request?.params.customer).toBe(customerId);
    expect(request?.params.customer_email).toBeUndefined();
  });
});

describe('confirmCheckout (Stripe)', () => {
  it('activates a paid session of the caller', async () => {
    const { user, token, sessionId, subscriptionId } = await paidLearner();
    const response = await confirm(token, sessionId);
    expect(response.data?.confirmCheckout).toEqual({ success: true, subscriptionId, message: 'Subscription Active' });
    const me = await gql<{ me: { subscription: { active: boolean; currentPeriodEnd: string } } }>(
      app,
      ops.me,
      {},
      { token },
    );
    expect(me.data?.me.subscription.active).toBe(true);
    expect(new Date(me.data!.me.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it("refuses another user's session with FORBIDDEN and activates no one", async () => {
    const { user: owner, sessionId } = await paidLearner();
    const intruder = await createUser(app, { emailVerified: true });
    const response = await confirm(intruder.token, sessionId);
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect((await reload(intruder.user.id)).subscriptionStatus).toBe('inactive');
    expect((await reload(owner.id)).subscriptionStatus).toBe('inactive');
    expect(await paymentsOf(owner.id)).toHaveLength(0);
  });

  it('refuses an unpaid session and an unknown one', async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
    const session = await start(token);
    const unpaid = await confirm(token, session.id);
    expect(errorCode(unpaid)).toBe('BAD_USER_INPUT');
    expect(errorMessage(unpaid)).toBe('Payment has not been completed');
    expect((await reload(user.id)).subscriptionStatus).toBe('inactive');

    expect(errorCode(await confirm(token, 'cs_test_unknown'))).toBe('NOT_FOUND');
    expect(errorCode(await confirm(token, '   '))).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['confirmation first', ['confirm', 'webhook']],
    ['webhook first', ['webhook', 'confirm']],
  ] as const)('with the webhook gives one payment and one activation (%s)', async (_case, order) => {
    const { user, token, sessionId, subscriptionId } = await paidLearner();
    const { queries } = await app.captureQueries(async () => {
      for (const step of order) {
        if (step === 'confirm') expect((await confirm(token, sessionId)).data?.confirmCheckout.success).toBe(true);
        else expect((await completedWebhook(sessionId)).status).toBe(200);
      }
    });
    expect(queries.filter((sql) => /^update "users"/i.test(sql))).toHaveLength(1);
    expect(queries.filter((sql) => /^insert into "payments"/i.test(sql))).toHaveLength(1);
    const payments = await paymentsOf(user.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.providerCheckoutSessionId).toBe(sessionId);
    const stored = await reload(user.id);
    expect([stored.subscriptionStatus, stored.providerSubscriptionId]).toEqual(['active', subscriptionId]);
  });

  it('confirms by subscription id for its owner only', async () => {
    const { token, subscriptionId } = await paidLearner();
    const stranger = await createUser(app, { emailVerified: true });
    expect(errorCode(await gql(app, ops.verifySubscription, { id: subscriptionId }, { token: stranger.token }))).toBe(
      'FORBIDDEN',
    );
    const response = await gql<{ verifySubscription: Confirmation['confirmCheckout'] }>(
      app,
      ops.verifySubscription,
      { id: subscriptionId },
      { token },
    );
    expect(response.data?.verifySubscription).toEqual({
      success: true,
      subscriptionId,
      message: 'Subscription Active',
    });
  });
});

type AdminPayment = {
  status: string;
  refunded: boolean;
  refundedAmount: number | null;
  refundReason: string | null;
  customer: { id: string } | null;
};

describe('a second paid checkout (Stripe)', () => {
  /** Two sessions opened before either was paid (two tabs, an older app): the second straight from the provider. */
  async function paidTwice() {
    const { user, token } = await createUser(app, { emailVerified: true });
    const first = await start(token);
    const second = await app.deps.payments.createCheckout({
      userId: user.id,
      email: user.email,
      customerId: null,
      idempotencyKey: `second-tab:${user.id}`,
      returnTo: app.config.clientUrl,
    });
    expect(second.id).not.toBe(first.id);
    return {
      user,
      token,
      first: { ...first, ...standIn.completeSession(first.id) },
      second: { ...second, ...standIn.completeSession(second.id) },
    };
  }

  it.each([
    ['checkout.session.completed', (second: { id: string }) => standIn.sessionJson(second.id)],
    ['invoice.paid', (second: { invoiceId: string }) => standIn.invoiceJson(second.invoiceId)],
    [
      'customer.subscription.created',
      (second: { subscriptionId: string }) => standIn.subscriptionJson(second.subscriptionId),
    ],
  ] as const)('is refunded and its subscription cancelled when %s arrives for it', async (type, objectOf) => {
    const { user, token, first, second } = await paidTwice();
    expect((await completedWebhook(first.id)).status).toBe(200);
    const response = await postWebhook(app, standIn.signedEvent(type, objectOf(second as never), WEBHOOK_SECRET));
    expect(response.status).toBe(200);

    const stored = await reload(user.id);
    expect([stored.subscriptionStatus, stored.providerSubscriptionId]).toEqual(['active', first.subscriptionId]);
    expect(standIn.subscriptions.get(first.subscriptionId)?.status).toBe('active');
    expect(standIn.subscriptions.get(second.subscriptionId)?.status).toBe('canceled');
    expect(standIn.requestsTo('DELETE', `/v1/subscriptions/${second.subscriptionId}`)[0]?.idempotencyKey).toBe(
      `cancel:${second.subscriptionId}`,
    );
    expect(standIn.refundsOf(second.paymentIntentId)).toEqual([expect.objectContaining({ amount: 49_900 })]);
    expect(standIn.refundsOf(first.paymentIntentId)).toEqual([]);
    const refunded = await app.orm.em.fork().findOneOrFail(Payment, { providerInvoiceId: second.invoiceId });
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: 49_900, refundReason: 'duplicate' });

    // The success page of the second checkout tells the learner; nothing is refunded twice.
    const confirmation = await confirm(token, second.id);
    expect(errorCode(confirmation)).toBe('CONFLICT');
    expect(errorMessage(confirmation)).toBe(messages.duplicateRefunded);
    expect(standIn.refundsOf(second.paymentIntentId)).toHaveLength(1);
    expect((await reload(user.id)).providerSubscriptionId).toBe(first.subscriptionId);
  });

  it('is undone when both success pages confirm, and the admin sees the refund and why', async () => {
    const { user, token, first, second } = await paidTwice();
    expect((await confirm(token, second.id)).data?.confirmCheckout.subscriptionId).toBe(second.subscriptionId);
    expect(errorMessage(await confirm(token, first.id))).toBe(messages.duplicateRefunded);

    expect(await reload(user.id)).toMatchObject({
      subscriptionStatus: 'active',
      providerSubscriptionId: second.subscriptionId,
    });
    expect(standIn.subscriptions.get(first.subscriptionId)?.status).toBe('canceled');
    expect(standIn.refundsOf(first.paymentIntentId)).toHaveLength(1);
    expect(standIn.refundsOf(second.paymentIntentId)).toHaveLength(0);

    const admin = await createUser(app, { role: 'ADMIN' });
    const report = await gql<{ payments: Page<AdminPayment> }>(app, ops.payments, { learnerId: user.id }, admin);
    const theirs = nodesOf(report.data?.payments);
    expect(theirs.every((payment) => payment.customer?.id === user.id)).toBe(true);
    expect(theirs).toHaveLength(2);
    expect(theirs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'paid', refunded: false, refundReason: null }),
        expect.objectContaining({
          status: 'refunded',
          refunded: true,
          refundedAmount: 49_900,
          refundReason: 'duplicate',
        }),
      ]),
    );
  });
});

describe('cancelSubscription (Stripe)', () => {
  it('cancels at Stripe and refunds in full within the refund window', async () => {
    const { user, token, sessionId, subscriptionId, paymentIntentId } = await paidLearner(
      new Date(Date.now() - 13 * 24 * 3600 * 1000),
    );
    await confirm(token, sessionId);
    const response = await gql<{ cancelSubscription: { success: boolean; message: string; refunded: boolean } }>(
      app,
      ops.cancelSubscription,
      {},
      { token },
    );
    expect(response.data?.cancelSubscription).toEqual({
      success: true,
      message: 'Cancellation successful',
      refunded: true,
    });
    expect(standIn.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)[0]?.idempotencyKey).toBe(
      `cancel:${subscriptionId}`,
    );
    const refund = standIn.requestsTo('POST', '/v1/refunds').at(-1);
    expect(refund?.params).toMatchObject({ payment_intent: paymentIntentId, amount: '49900' });
    expect(refund?.idempotencyKey).toMatch(/^refund:in_/);

    const [payment] = await paymentsOf(user.id);
    expect(payment).toMatchObject({
      status: 'refunded',
      refundedAmount: 49_900,
      providerRefundId: expect.stringMatching(/^re_/),
    });
    expect(payment?.refundedAt).toBeInstanceOf(Date);
    expect((await reload(user.id)).subscriptionStatus).toBe('canceled');
  });

  it('does not refund outside the window: renewal turns off at Stripe and access runs to the period end', async () => {
    const { user, token, sessionId } = await paidLearner(new Date(Date.now() - 15 * 24 * 3600 * 1000));
    await confirm(token, sessionId);
    const refundsBefore = standIn.requestsTo('POST', '/v1/refunds').length;
    const response = await gql<{ cancelSubscription: { refunded: boolean } }>(
      app,
      ops.cancelSubscription,
      {},
      { token },
    );
    expect(response.data?.cancelSubscription.refunded).toBe(false);
    expect(standIn.requestsTo('POST', '/v1/refunds')).toHaveLength(refundsBefore);
    const [payment] = await paymentsOf(user.id);
    expect([payment?.status, payment?.refundedAt]).toEqual(['paid', null]);
    const updates = standIn.requestsTo('POST', '/v1/subscriptions/');
    expect(updates.at(-1)?.params.cancel_at_period_end).toBe('true');
    expect((await reload(user.id)).subscriptionStatus).toBe('active');
  });

  it('refuses a learner without an active subscription', async () => {
    const { token } = await createUser(app, { emailVerified: true });
    const response = await gql(app, ops.cancelSubscription, {}, { token });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorMessage(response)).toBe('You do not have an active subscription');
  });
});

describe('stripePublishableKey', () => {
  it('returns the configured key', async () => {
    const { token } = await createUser(app, { emailVerified: true });
    const response = await gql<{ stripePublishableKey: string }>(app, ops.stripePublishableKey, {}, { token });
    expect(response.data?.stripePublishableKey).toBe('pk_test_stand_in');
  });
});
