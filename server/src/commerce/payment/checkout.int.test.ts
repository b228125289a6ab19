import { describe, expect, it } from 'vitest';
import { createUser, reloadUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import {
  type CheckoutConfirmation,
  confirmCheckout,
  nodesOf,
  onStripeApp,
  ops,
  type Page,
  paidStripeLearner,
  postCheckoutCompleted,
  postWebhook,
  startCheckout,
  WEBHOOK_SECRET,
} from '../../../test/payment-fixtures';
import type { StripeStandIn } from '../../../test/stripe-stand-in';
import { messages } from '../billing/billing.policy';
import { Payment } from './payment.entity';

let app: TestApp;
let standIn: StripeStandIn;
onStripeApp((running) => {
  ({ standIn, app } = running);
});

const paymentsOf = (userId: string) => app.orm.em.fork().find(Payment, { user: userId });

describe('confirmCheckout (Stripe)', () => {
  it('activates a paid session of the caller', async () => {
    const { user, token, sessionId, subscriptionId } = await paidStripeLearner(app, standIn);
    const response = await confirmCheckout(app, token, sessionId);
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
    const { user: owner, sessionId } = await paidStripeLearner(app, standIn);
    const intruder = await createUser(app, { emailVerified: true });
    const response = await confirmCheckout(app, intruder.token, sessionId);
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect((await reloadUser(app, intruder.user.id)).subscriptionStatus).toBe('inactive');
    expect((await reloadUser(app, owner.id)).subscriptionStatus).toBe('inactive');
    expect(await paymentsOf(owner.id)).toHaveLength(0);
  });

  it('refuses an unpaid session and an unknown one', async () => {
    const { user, token } = await createUser(app, { emailVerified: true });
    const session = await startCheckout(app, token);
    const unpaid = await confirmCheckout(app, token, session.id);
    expect(errorCode(unpaid)).toBe('BAD_USER_INPUT');
    expect(errorMessage(unpaid)).toBe('Payment has not been completed');
    expect((await reloadUser(app, user.id)).subscriptionStatus).toBe('inactive');

    expect(errorCode(await confirmCheckout(app, token, 'cs_test_unknown'))).toBe('NOT_FOUND');
    expect(errorCode(await confirmCheckout(app, token, '   '))).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['confirmation first', ['confirm', 'webhook']],
    ['webhook first', ['webhook', 'confirm']],
  ] as const)('with the webhook gives one payment and one activation (%s)', async (_case, order) => {
    const { user, token, sessionId, subscriptionId } = await paidStripeLearner(app, standIn);
    const { queries } = await app.captureQueries(async () => {
      for (const step of order) {
        if (step === 'confirm')
          expect((await confirmCheckout(app, token, sessionId)).data?.confirmCheckout.success).toBe(true);
        else expect((await postCheckoutCompleted(app, standIn, sessionId)).status).toBe(200);
      }
    });
    expect(queries.filter((sql) => /^update "users"/i.test(sql))).toHaveLength(1);
    expect(queries.filter((sql) => /^insert into "payments"/i.test(sql))).toHaveLength(1);
    const payments = await paymentsOf(user.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.providerCheckoutSessionId).toBe(sessionId);
    const stored = await reloadUser(app, user.id);
    expect([stored.subscriptionStatus, stored.providerSubscriptionId]).toEqual(['active', subscriptionId]);
  });

  it('confirms by subscription id for its owner only', async () => {
    const { token, subscriptionId } = await paidStripeLearner(app, standIn);
    const stranger = await createUser(app, { emailVerified: true });
    expect(errorCode(await gql(app, ops.verifySubscription, { id: subscriptionId }, { token: stranger.token }))).toBe(
      'FORBIDDEN',
    );
    const response = await gql<{ verifySubscription: CheckoutConfirmation }>(
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
    const first = await startCheckout(app, token);
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
    expect((await postCheckoutCompleted(app, standIn, first.id)).status).toBe(200);
    const response = await postWebhook(app, standIn.signedEvent(type, objectOf(second as never), WEBHOOK_SECRET));
    expect(response.status).toBe(200);

    const stored = await reloadUser(app, user.id);
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
    const confirmation = await confirmCheckout(app, token, second.id);
    expect(errorCode(confirmation)).toBe('CONFLICT');
    expect(errorMessage(confirmation)).toBe(messages.duplicateRefunded);
    expect(standIn.refundsOf(second.paymentIntentId)).toHaveLength(1);
    expect((await reloadUser(app, user.id)).providerSubscriptionId).toBe(first.subscriptionId);
  });

  it('is undone when both success pages confirm, and the admin sees the refund and why', async () => {
    const { user, token, first, second } = await paidTwice();
    expect((await confirmCheckout(app, token, second.id)).data?.confirmCheckout.subscriptionId).toBe(
      second.subscriptionId,
    );
    expect(errorMessage(await confirmCheckout(app, token, first.id))).toBe(messages.duplicateRefunded);

    expect(await reloadUser(app, user.id)).toMatchObject({
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
    const { user, token, sessionId, subscriptionId, paymentIntentId } = await paidStripeLearner(
      app,
      standIn,
      new Date(Date.now() - 13 * 24 * 3600 * 1000),
    );
    await confirmCheckout(app, token, sessionId);
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
    expect((await reloadUser(app, user.id)).subscriptionStatus).toBe('canceled');
  });

  it('does not refund outside the window: renewal turns off at Stripe and access runs to the period end', async () => {
    const { user, token, sessionId } = await paidStripeLearner(
      app,
      standIn,
      new Date(Date.now() - 15 * 24 * 3600 * 1000),
    );
    await confirmCheckout(app, token, sessionId);
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
    expect((await reloadUser(app, user.id)).subscriptionStatus).toBe('active');
  });

  it('refuses a learner without an active subscription', async () => {
    const { token } = await createUser(app, { emailVerified: true });
    const response = await gql(app, ops.cancelSubscription, {}, { token });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorMessage(response)).toBe('You do not have an active subscription');
  });
});
