import { describe, expect, it } from 'vitest';
import { createUser, reloadUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { countPayments, onStripeApp, ops, postWebhook, WEBHOOK_SECRET } from '../../../test/payment-fixtures';
import { StripeStandIn } from '../../../test/stripe-stand-in';
import { Payment } from '../payment/payment.entity';
import { ProcessedEvent } from './processed-event.entity';

let app: TestApp;
let standIn: StripeStandIn;
onStripeApp((running) => {
  ({ standIn, app } = running);
});

const processed = (id: string) => app.orm.em.fork().count(ProcessedEvent, { id });
const event = (type: string, object: Record<string, unknown>, options?: { id?: string; timestamp?: number }) =>
  standIn.signedEvent(type, object, WEBHOOK_SECRET, options);

/** A learner who has paid on Stripe's page (the stand-in's state), before any webhook arrived. */
async function paidLearner(paidAt = new Date()) {
  const { user, token } = await createUser(app, { emailVerified: true });
  const { data } = await gql<{ startCheckout: { id: string } }>(app, ops.startCheckout, {}, { token });
  const sessionId = data!.startCheckout.id;
  return { user, token, sessionId, ...standIn.completeSession(sessionId, paidAt) };
}

describe('POST /api/v1/payments/webhook', () => {
  it('activates the subscription on a signed checkout.session.completed', async () => {
    const { user, token, sessionId, subscriptionId, invoiceId, paymentIntentId } = await paidLearner();
    const delivery = event('checkout.session.completed', standIn.sessionJson(sessionId));
    const response = await postWebhook(app, delivery);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'processed' });

    const me = await gql<{ me: { subscription: { status: string; active: boolean } } }>(app, ops.me, {}, { token });
    expect(me.data?.me.subscription).toMatchObject({ status: 'active', active: true });
    const stored = await reloadUser(app, user.id);
    expect(stored.providerSubscriptionId).toBe(subscriptionId);
    expect(stored.providerCustomerId).toMatch(/^cus_/);
    const payment = await app.orm.em.fork().findOneOrFail(Payment, { providerInvoiceId: invoiceId });
    expect(payment).toMatchObject({
      amount: 49_900,
      currency: 'INR',
      status: 'paid',
      provider: 'stripe',
      providerCheckoutSessionId: sessionId,
      providerPaymentIntentId: paymentIntentId,
      providerSubscriptionId: subscriptionId,
    });
  });

  it('refuses a bad, missing, stale or future-dated signature with 400 and changes nothing', async () => {
    const { user, sessionId } = await paidLearner();
    const object = standIn.sessionJson(sessionId);
    const forged = standIn.signedEvent('checkout.session.completed', object, 'whsec_attacker', { id: 'evt_forged' });
    const stale = event('checkout.session.completed', object, {
      id: 'evt_stale',
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    // Signed with the real secret, dated ahead: a delivery made now and replayable for as long as it is dated ahead.
    const ahead = (id: string, seconds: number) =>
      event('checkout.session.completed', object, { id, timestamp: Math.floor(Date.now() / 1000) + seconds });
    const tampered = event('checkout.session.completed', object, { id: 'evt_tampered' });
    const before = await countPayments(app);

    for (const delivery of [
      forged,
      stale,
      ahead('evt_next_hour', 3600),
      ahead('evt_six_minutes', 360),
      { payload: tampered.payload.replace('"livemode":false', '"livemode":true'), signature: tampered.signature },
      { payload: forged.payload },
    ]) {
      const response = await postWebhook(app, delivery);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false });
    }
    expect((await reloadUser(app, user.id)).subscriptionStatus).toBe('inactive');
    expect(await countPayments(app)).toBe(before);
    expect(await processed('evt_forged')).toBe(0);
    expect(await processed('evt_stale')).toBe(0);
    expect(await processed('evt_next_hour')).toBe(0);
  });

  it('answers 400 with a clear message for a correctly signed body that is not a JSON event', async () => {
    const before = await countPayments(app);
    for (const [payload, message] of [
      ['not json at all', 'The webhook body is not valid JSON'],
      ['{"id": "evt_cut', 'The webhook body is not valid JSON'],
      ['\u0000', 'The webhook body is not valid JSON'],
      ['[]', 'The webhook body is not a Stripe event'],
      ['"checkout.session.completed"', 'The webhook body is not a Stripe event'],
      ['null', 'The webhook body is not a Stripe event'],
      ['{"id": "evt_1", "type": "invoice.paid"}', 'The webhook body is not a Stripe event'],
    ] as const) {
      const response = await postWebhook(app, standIn.signedBody(payload, WEBHOOK_SECRET));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, message });
    }
    expect(await countPayments(app)).toBe(before);
  });

  it('processes a redelivered event once', async () => {
    const { user, sessionId, subscriptionId } = await paidLearner();
    const delivery = event('checkout.session.completed', standIn.sessionJson(sessionId), { id: 'evt_once' });
    expect(await (await postWebhook(app, delivery)).json()).toMatchObject({ outcome: 'processed' });
    const paymentsAfterFirst = await countPayments(app);

    // Were it processed again it would now read a cancelled subscription and deactivate the user.
    standIn.setSubscriptionStatus(subscriptionId, 'canceled');
    const again = await postWebhook(app, delivery);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    expect((await reloadUser(app, user.id)).subscriptionStatus).toBe('active');
    expect(await countPayments(app)).toBe(paymentsAfterFirst);
    expect(await processed('evt_once')).toBe(1);
  });

  it('processes concurrent deliveries of one event once', async () => {
    const { sessionId, invoiceId } = await paidLearner();
    const delivery = event('checkout.session.completed', standIn.sessionJson(sessionId), { id: 'evt_concurrent' });
    const responses = await Promise.all([postWebhook(app, delivery), postWebhook(app, delivery)]);
    const outcomes = (await Promise.all(responses.map((response) => response.json()))) as { outcome: string }[];
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(outcomes.map((body) => body.outcome).sort()).toEqual(['duplicate', 'processed']);
    expect(await app.orm.em.fork().count(Payment, { providerInvoiceId: invoiceId })).toBe(1);
  });

  it('ends cancelled when subscription.deleted arrives before an older invoice.paid', async () => {
    const { user, subscriptionId, invoiceId } = await paidLearner();
    standIn.setSubscriptionStatus(subscriptionId, 'canceled');

    const deleted = event('customer.subscription.deleted', standIn.subscriptionJson(subscriptionId));
    expect((await postWebhook(app, deleted)).status).toBe(200);
    // The older event still describes the subscription as paid and active.
    const paid = event('invoice.paid', standIn.invoiceJson(invoiceId));
    expect((await postWebhook(app, paid)).status).toBe(200);

    const stored = await reloadUser(app, user.id);
    expect(stored.subscriptionStatus).toBe('canceled');
    expect(stored.currentPeriodEnd).toBeNull();
    // The payment itself did happen, so it is on record.
    expect(await app.orm.em.fork().count(Payment, { providerInvoiceId: invoiceId })).toBe(1);
  });

  it('follows invoice.payment_failed and subscription.updated to the provider state', async () => {
    const { user, sessionId, subscriptionId, invoiceId } = await paidLearner();
    await postWebhook(app, event('checkout.session.completed', standIn.sessionJson(sessionId)));
    expect((await reloadUser(app, user.id)).subscriptionStatus).toBe('active');

    standIn.setSubscriptionStatus(subscriptionId, 'past_due');
    await postWebhook(app, event('invoice.payment_failed', standIn.invoiceJson(invoiceId)));
    expect((await reloadUser(app, user.id)).subscriptionStatus).toBe('past_due');

    standIn.setSubscriptionStatus(subscriptionId, 'active');
    await postWebhook(app, event('customer.subscription.updated', standIn.subscriptionJson(subscriptionId)));
    expect((await reloadUser(app, user.id)).subscriptionStatus).toBe('active');
  });

  it('records a renewal invoice as a second payment', async () => {
    const { user, sessionId, subscriptionId } = await paidLearner(new Date('2025-01-10T00:00:00Z'));
    await postWebhook(app, event('checkout.session.completed', standIn.sessionJson(sessionId)));
    const renewal = standIn.addPaidInvoice(subscriptionId, new Date('2026-01-10T00:00:00Z'));
    await postWebhook(app, event('invoice.paid', standIn.invoiceJson(renewal.id)));
    const payments = await app.orm.em.fork().find(Payment, { user: user.id }, { orderBy: { paidAt: 'asc' } });
    expect(payments.map((payment) => payment.paidAt.toISOString())).toEqual([
      '2025-01-10T00:00:00.000Z',
      '2026-01-10T00:00:00.000Z',
    ]);
  });

  it('ignores late news about an older subscription once the user has a newer one', async () => {
    const { user, token, sessionId, subscriptionId: older } = await paidLearner();
    await postWebhook(app, event('checkout.session.completed', standIn.sessionJson(sessionId)));
    expect((await gql(app, ops.cancelSubscription, {}, { token })).errors).toBeUndefined();

    const { data } = await gql<{ startCheckout: { id: string } }>(app, ops.startCheckout, {}, { token });
    expect(data?.startCheckout.id).not.toBe(sessionId);
    const { subscriptionId: newer } = standIn.completeSession(data!.startCheckout.id);
    await postWebhook(app, event('checkout.session.completed', standIn.sessionJson(data!.startCheckout.id)));
    await postWebhook(app, event('customer.subscription.deleted', standIn.subscriptionJson(older)));

    const stored = await reloadUser(app, user.id);
    expect([stored.subscriptionStatus, stored.providerSubscriptionId]).toEqual(['active', newer]);
  });

  it('acknowledges events it does not handle without recording them', async () => {
    const delivery = event('customer.created', { id: 'cus_x' }, { id: 'evt_ignored' });
    const response = await postWebhook(app, delivery);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await processed('evt_ignored')).toBe(0);
  });
});

describe('webhook in test mode', () => {
  it('is not enabled', async () => {
    const testMode = await startTestApp();
    try {
      const response = await postWebhook(testMode, { payload: '{}', signature: 't=1,v1=abc' });
      expect(response.status).toBe(404);
    } finally {
      await testMode.close();
    }
  });
});
