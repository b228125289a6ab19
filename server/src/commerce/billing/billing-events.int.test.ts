import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD, reloadUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { type TestApp } from '../../../test/harness';
import { nodesOf, onStripeApp, ops, type Page, postWebhook, WEBHOOK_SECRET } from '../../../test/payment-fixtures';
import { StripeStandIn } from '../../../test/stripe-stand-in';
import { OutboxMessage } from '../../mail/outbox.entity';
import { formatDate } from '../../shared/format-date';
import { Payment } from '../payment/payment.entity';
import { FailedInvoice } from './failed-invoice.entity';
import { ProcessedEvent } from './processed-event.entity';

/** Stripe's events beyond checkout and renewal, delivered signed through the webhook, against the stand-in. */
let app: TestApp;
let standIn: StripeStandIn;
onStripeApp((running) => {
  ({ standIn, app } = running);
});

const paymentOf = (invoiceId: string) => app.orm.em.fork().findOneOrFail(Payment, { providerInvoiceId: invoiceId });
const deliver = async (type: string, object: Record<string, unknown>, id?: string) => {
  const response = await postWebhook(app, standIn.signedEvent(type, object, WEBHOOK_SECRET, { id }));
  return { status: response.status, body: (await response.json()) as { outcome?: string } };
};
/** The learner's mails in the outbox. */
const mails = (email: string) =>
  app.orm.em.fork().find(OutboxMessage, { recipient: email }, { orderBy: { createdAt: 'asc' } });
type Me = { me: { subscription: { status: string; active: boolean } } };
const me = async (token: string) => (await gql<Me>(app, ops.me, {}, { token })).data!.me.subscription;

/** A learner whose checkout webhook has been applied: subscribed, one payment on record. */
async function subscriber() {
  const { user, token } = await createUser(app, { emailVerified: true });
  const { data } = await gql<{ startCheckout: { id: string } }>(app, ops.startCheckout, {}, { token });
  const sessionId = data!.startCheckout.id;
  const paid = standIn.completeSession(sessionId);
  expect((await deliver('checkout.session.completed', standIn.sessionJson(sessionId))).status).toBe(200);
  expect((await reloadUser(app, user.id)).subscriptionStatus).toBe('active');
  return { user, token, ...paid };
}

describe('invoice.upcoming', () => {
  it('mails the renewal date and amount while auto-renewal is on, and nothing once it is off', async () => {
    const { user, subscriptionId } = await subscriber();
    const periodEnd = (await reloadUser(app, user.id)).currentPeriodEnd as Date;
    expect(await deliver('invoice.upcoming', standIn.upcomingInvoiceJson(subscriptionId))).toMatchObject({
      status: 200,
      body: { outcome: 'processed' },
    });
    const reminders = (await mails(user.email)).filter((mail) => mail.subject.startsWith('Your subscription renews'));
    expect(reminders.map((mail) => mail.subject)).toEqual([`Your subscription renews on ${formatDate(periodEnd)}`]);
    expect(reminders[0]?.text).toContain('we will charge ₹499 for another year');
    // The reminder asked Stripe what the renewal will charge.
    expect(standIn.requestsTo('POST', '/v1/invoices/create_preview').at(-1)?.params).toMatchObject({
      subscription: subscriptionId,
    });

    standIn.setCancelAtPeriodEnd(subscriptionId, true);
    await deliver('invoice.upcoming', standIn.upcomingInvoiceJson(subscriptionId));
    expect(
      (await mails(user.email)).filter((mail) => mail.subject.startsWith('Your subscription renews')),
    ).toHaveLength(1);
    expect((await reloadUser(app, user.id)).cancelAtPeriodEnd).toBe(true);
  });
});

describe('a failed renewal', () => {
  it('goes past_due, mails the hosted invoice link when the bank asks for it, and recovers when paid', async () => {
    const { user, token, subscriptionId } = await subscriber();
    const invoice = standIn.failRenewal(subscriptionId);
    await deliver('invoice.payment_failed', standIn.invoiceJson(invoice.id));
    const pastDue = await reloadUser(app, user.id);
    expect(pastDue.subscriptionStatus).toBe('past_due');
    expect(pastDue.pastDueSince).toBeInstanceOf(Date);
    // Within the grace period the courses stay open.
    expect(await me(token)).toMatchObject({ status: 'past_due', active: true });
    // One failed renewal on record for the owner, however often Stripe's retries fail it again.
    await deliver('invoice.payment_failed', standIn.invoiceJson(invoice.id));
    expect(await app.orm.em.fork().find(FailedInvoice, { user: user.id })).toEqual([
      expect.objectContaining({ providerInvoiceId: invoice.id, amount: 49_900, currency: 'INR' }),
    ]);

    await deliver('invoice.payment_action_required', standIn.invoiceJson(invoice.id));
    const [action] = (await mails(user.email)).filter((mail) => mail.subject === 'Confirm your subscription payment');
    expect(action?.text).toContain(invoice.hostedInvoiceUrl);
    expect(action?.text).toContain('₹499');

    // Paid on the hosted page: Stripe's retry succeeds.
    Object.assign(invoice, {
      status: 'paid',
      amountPaid: 49_900,
      paidAt: Math.floor(Date.now() / 1000),
      paymentIntent: 'pi_after_action',
    });
    standIn.setSubscriptionStatus(subscriptionId, 'active');
    await deliver('invoice.paid', standIn.invoiceJson(invoice.id));
    const recovered = await reloadUser(app, user.id);
    expect([recovered.subscriptionStatus, recovered.pastDueSince]).toEqual(['active', null]);
    expect(await app.orm.em.fork().count(Payment, { user: user.id })).toBe(2);
    // A late action_required about the paid invoice tells nobody anything.
    await deliver('invoice.payment_action_required', standIn.invoiceJson(invoice.id));
    expect(
      (await mails(user.email)).filter((mail) => mail.subject === 'Confirm your subscription payment'),
    ).toHaveLength(1);
  });
});

describe('a failed renewal, as the learner sees it', () => {
  it('mails once that the payment failed and when access stops, and the profile says past due with that date', async () => {
    const { user, token, subscriptionId } = await subscriber();
    const invoice = standIn.failRenewal(subscriptionId);
    await deliver('invoice.payment_failed', standIn.invoiceJson(invoice.id));
    await deliver('invoice.payment_failed', standIn.invoiceJson(invoice.id));
    const { pastDueSince } = await reloadUser(app, user.id);
    const graceDays = app.config.plan.pastDueGraceDays;
    const accessEndsAt = new Date((pastDueSince as Date).getTime() + graceDays * 24 * 3600 * 1000);

    const failed = (await mails(user.email)).filter((mail) => mail.subject === 'Your renewal payment failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.text).toContain('We could not charge ₹499 for the renewal');
    expect(failed[0]?.text).toContain(`Your courses stay open until ${formatDate(accessEndsAt)}`);

    const SUBSCRIPTION = 'query { me { subscription { status active renews accessEndsAt } } }';
    type Subscription = { me: { subscription: Record<string, unknown> } };
    const { data } = await gql<Subscription>(app, SUBSCRIPTION, {}, { token });
    expect(data?.me.subscription).toEqual({
      status: 'past_due',
      active: true,
      renews: false,
      accessEndsAt: accessEndsAt.toISOString(),
    });
  });
});

describe('charge.refunded', () => {
  it('records a partial refund and keeps access; a full refund of the current year ends it', async () => {
    const { user, token, subscriptionId, invoiceId, paymentIntentId } = await subscriber();
    const charge = standIn.chargeOf(paymentIntentId);

    standIn.refundInDashboard(paymentIntentId, 10_000);
    const partial = standIn.chargeJson(charge.id);
    expect((await deliver('charge.refunded', partial, 'evt_partial_refund')).body.outcome).toBe('processed');
    expect(await paymentOf(invoiceId)).toMatchObject({
      status: 'paid',
      refundedAmount: 10_000,
      refundReason: 'provider',
    });
    expect(await me(token)).toMatchObject({ status: 'active', active: true });

    const rest = standIn.refundInDashboard(paymentIntentId, 39_900);
    await deliver('charge.refunded', standIn.chargeJson(charge.id));
    expect(await paymentOf(invoiceId)).toMatchObject({
      status: 'refunded',
      refundedAmount: 49_900,
      providerRefundId: rest.id,
      refundReason: 'provider',
    });
    expect(await me(token)).toMatchObject({ status: 'canceled', active: false });
    // Ended at Stripe too, so nothing renews.
    expect(standIn.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    const ended = (await mails(user.email)).filter((mail) => mail.subject === 'Subscription ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]?.text).toContain('your payment for the current year was refunded in full');

    // The earlier event, delivered again or late, changes nothing.
    expect((await deliver('charge.refunded', partial, 'evt_partial_refund')).body.outcome).toBe('duplicate');
    await deliver('charge.refunded', partial);
    expect(await paymentOf(invoiceId)).toMatchObject({ status: 'refunded', refundedAmount: 49_900 });
  });

  it("does not end access for a full refund of last year's payment", async () => {
    const { token, subscriptionId, invoiceId, paymentIntentId } = await subscriber();
    const renewal = standIn.endPeriod(subscriptionId);
    await deliver('invoice.paid', standIn.invoiceJson(renewal!.id));
    standIn.refundInDashboard(paymentIntentId, 49_900);
    await deliver('charge.refunded', standIn.chargeJson(standIn.chargeOf(paymentIntentId).id));
    expect(await paymentOf(invoiceId)).toMatchObject({ status: 'refunded' });
    expect(await me(token)).toMatchObject({ status: 'active', active: true });
  });

  it('fails a refund of a payment not yet on record, so Stripe delivers it again after invoice.paid', async () => {
    const { subscriptionId } = await subscriber();
    const renewal = standIn.endPeriod(subscriptionId)!;
    standIn.refundInDashboard(renewal.paymentIntent as string, 49_900);
    const refunded = standIn.chargeJson(standIn.chargeOf(renewal.paymentIntent as string).id);
    expect(await deliver('charge.refunded', refunded, 'evt_early_refund')).toEqual({
      status: 503,
      body: { received: false, retry: true },
    });
    expect(await app.orm.em.fork().count(ProcessedEvent, { id: 'evt_early_refund' })).toBe(0);

    await deliver('invoice.paid', standIn.invoiceJson(renewal.id));
    expect((await deliver('charge.refunded', refunded, 'evt_early_refund')).body.outcome).toBe('processed');
    expect(await paymentOf(renewal.id)).toMatchObject({ status: 'refunded', refundedAmount: 49_900 });
  });
});

describe("a closed account's payment", () => {
  it('is still found, anonymised, by the charge events Stripe sends after the closure', async () => {
    const { token, invoiceId, paymentIntentId } = await subscriber();
    const closing = await gql<{ deleteAccount: { success: boolean } }>(
      app,
      'mutation Close($password: String!) { deleteAccount(password: $password) { success } }',
      { password: DEFAULT_PASSWORD },
      { token },
    );
    expect(closing.data?.deleteAccount.success).toBe(true);
    const [payment] = await app.orm.em
      .fork()
      .find(Payment, { amount: 49_900, user: null, refundReason: 'cancellation' });
    expect(payment).toMatchObject({
      providerInvoiceId: null,
      providerPaymentIntentId: expect.stringMatching(/^closed:/),
    });
    expect(invoiceId).toBeTruthy();

    // The closing cancellation's own refund, reported after the commit: applied, not deferred for days.
    const refunded = await deliver('charge.refunded', standIn.chargeJson(standIn.chargeOf(paymentIntentId).id));
    expect(refunded).toEqual({ status: 200, body: expect.objectContaining({ outcome: 'processed' }) });
    const dispute = standIn.openDispute(paymentIntentId);
    expect((await deliver('charge.dispute.created', standIn.disputeJson(dispute.id))).status).toBe(200);
    const kept = await app.orm.em.fork().findOneOrFail(Payment, payment!.id);
    expect(kept).toMatchObject({
      user: null,
      status: 'disputed',
      refundReason: 'cancellation',
      refundedAmount: 49_900,
    });
    // The events' amounts and dates, and none of Stripe's ids back.
    expect(kept).toMatchObject({ providerInvoiceId: null, providerRefundId: null, providerDisputeId: null });
    expect(kept.disputedAt?.getTime()).toBe(dispute.created * 1000);
    // Delivered again: still one dispute.
    expect((await deliver('charge.dispute.created', standIn.disputeJson(dispute.id))).status).toBe(200);
    expect((await app.orm.em.fork().findOneOrFail(Payment, payment!.id)).disputedAt).toEqual(kept.disputedAt);
  });
});

describe('charge.dispute.created', () => {
  it('ends access and shows the payment as disputed to the admin, once', async () => {
    const { user, token, subscriptionId, invoiceId, paymentIntentId } = await subscriber();
    const dispute = standIn.openDispute(paymentIntentId);
    const delivery = standIn.signedEvent('charge.dispute.created', standIn.disputeJson(dispute.id), WEBHOOK_SECRET);
    expect((await (await postWebhook(app, delivery)).json()) as object).toMatchObject({ outcome: 'processed' });

    const payment = await paymentOf(invoiceId);
    expect(payment).toMatchObject({ status: 'disputed', providerDisputeId: dispute.id });
    expect(payment.disputedAt?.getTime()).toBe(dispute.created * 1000);
    expect(await me(token)).toMatchObject({ status: 'canceled', active: false });
    expect(standIn.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    const [ended] = (await mails(user.email)).filter((mail) => mail.subject === 'Subscription ended');
    expect(ended?.text).toContain('your bank opened a dispute about your payment');

    const { token: admin } = await createUser(app, { role: 'ADMIN' });
    const list = await gql<{ payments: Page<{ id: string; status: string }> }>(
      app,
      ops.payments,
      { learnerId: user.id },
      { token: admin },
    );
    expect(nodesOf(list.data?.payments)).toEqual([expect.objectContaining({ id: payment.id, status: 'disputed' })]);

    expect((await (await postWebhook(app, delivery)).json()) as object).toMatchObject({ outcome: 'duplicate' });
    // Stripe's own report of the cancellation tells nobody again.
    await deliver('customer.subscription.deleted', standIn.subscriptionJson(subscriptionId));
    expect((await mails(user.email)).filter((mail) => mail.subject.startsWith('Subscription'))).toHaveLength(1);
  });
});

describe('radar.early_fraud_warning.created', () => {
  it('refunds an actionable warning through Stripe and ends access', async () => {
    const { user, token, subscriptionId, invoiceId, paymentIntentId } = await subscriber();
    const warning = standIn.raiseFraudWarning(paymentIntentId);
    const delivery = standIn.signedEvent(
      'radar.early_fraud_warning.created',
      standIn.fraudWarningJson(warning.id),
      WEBHOOK_SECRET,
    );
    expect((await postWebhook(app, delivery)).status).toBe(200);

    const refunds = standIn.refundsOf(paymentIntentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: 49_900, reason: 'fraudulent' })]);
    expect(standIn.requestsTo('POST', '/v1/refunds').at(-1)?.idempotencyKey).toBe(`refund:fraud:${warning.id}`);
    expect(await paymentOf(invoiceId)).toMatchObject({
      status: 'refunded',
      refundedAmount: 49_900,
      providerRefundId: refunds[0]?.id,
      refundReason: 'fraud',
    });
    expect(await me(token)).toMatchObject({ status: 'canceled', active: false });
    expect(standIn.subscriptions.get(subscriptionId)?.status).toBe('canceled');

    // The charge.refunded that Stripe sends next changes nothing, and nothing is refunded twice.
    await deliver('charge.refunded', standIn.chargeJson(warning.charge));
    expect(await paymentOf(invoiceId)).toMatchObject({ refundReason: 'fraud', refundedAmount: 49_900 });
    expect(standIn.refundsOf(paymentIntentId)).toHaveLength(1);
    const ended = (await mails(user.email)).filter((mail) => mail.subject === 'Subscription ended');
    expect(ended.map((mail) => mail.text.includes('possibly unauthorised'))).toEqual([true]);
  });

  /** A warning whose first delivery refunded at Stripe, then failed (cancelling the subscription) and rolled back. */
  async function warningRefundedThenLost() {
    const learner = await subscriber();
    const warning = standIn.raiseFraudWarning(learner.paymentIntentId);
    const delivery = standIn.signedEvent(
      'radar.early_fraud_warning.created',
      standIn.fraudWarningJson(warning.id),
      WEBHOOK_SECRET,
    );
    standIn.failNext('DELETE', '/v1/subscriptions/');
    expect((await postWebhook(app, delivery)).status).not.toBe(200);
    expect(standIn.refundsOf(learner.paymentIntentId)).toEqual([expect.objectContaining({ reason: 'fraudulent' })]);
    expect(await paymentOf(learner.invoiceId)).toMatchObject({ status: 'paid', refundedAmount: null });
    return { ...learner, warning, delivery };
  }

  it('records the refund of a lost first attempt when the warning is delivered again', async () => {
    const { user, token, invoiceId, paymentIntentId, warning, delivery } = await warningRefundedThenLost();

    expect((await (await postWebhook(app, delivery)).json()) as object).toMatchObject({ outcome: 'processed' });
    const [refund] = standIn.refundsOf(paymentIntentId);
    const expected = {
      status: 'refunded',
      refundedAmount: 49_900,
      providerRefundId: refund?.id,
      refundReason: 'fraud',
    };
    expect(await paymentOf(invoiceId)).toMatchObject(expected);
    expect(await me(token)).toMatchObject({ status: 'canceled', active: false });

    await deliver('charge.refunded', standIn.chargeJson(warning.charge));
    expect(await paymentOf(invoiceId)).toMatchObject(expected);
    expect(standIn.refundsOf(paymentIntentId)).toHaveLength(1);
    const ended = (await mails(user.email)).filter((mail) => mail.subject === 'Subscription ended');
    expect(ended.map((mail) => mail.text.includes('possibly unauthorised'))).toEqual([true]);
  });

  it("labels the lost attempt's refund 'fraud' when Stripe's charge.refunded comes before the redelivery", async () => {
    const { user, token, invoiceId, paymentIntentId, warning, delivery } = await warningRefundedThenLost();

    await deliver('charge.refunded', standIn.chargeJson(warning.charge));
    const expected = { status: 'refunded', refundedAmount: 49_900, refundReason: 'fraud' };
    expect(await paymentOf(invoiceId)).toMatchObject(expected);
    expect(await me(token)).toMatchObject({ status: 'canceled', active: false });

    expect((await (await postWebhook(app, delivery)).json()) as object).toMatchObject({ outcome: 'processed' });
    expect(await paymentOf(invoiceId)).toMatchObject(expected);
    expect(standIn.refundsOf(paymentIntentId)).toHaveLength(1);
    const ended = (await mails(user.email)).filter((mail) => mail.subject === 'Subscription ended');
    expect(ended.map((mail) => mail.text.includes('possibly unauthorised'))).toEqual([true]);
  });

  it('leaves a warning that is not actionable alone', async () => {
    const { token, invoiceId, paymentIntentId } = await subscriber();
    const warning = standIn.raiseFraudWarning(paymentIntentId, false);
    await deliver('radar.early_fraud_warning.created', standIn.fraudWarningJson(warning.id));
    expect(standIn.refundsOf(paymentIntentId)).toEqual([]);
    expect(await paymentOf(invoiceId)).toMatchObject({ status: 'paid', refundedAmount: null });
    expect(await me(token)).toMatchObject({ status: 'active', active: true });
  });
});
