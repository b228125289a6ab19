import { describe, expect, it } from 'vitest';
import { createUser, reloadUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { type TestApp } from '../../../test/harness';
import { onStripeApp, onTestModeApp, ops, postWebhook, WEBHOOK_SECRET } from '../../../test/payment-fixtures';
import type { StripeStandIn } from '../../../test/stripe-stand-in';
import { buyTestModeTeam, canWatch, mailsTo, teamOps, tokenOfLink } from '../../../test/team-fixtures';
import { WebhookEvent } from '../../events/webhook-event.entity';
import type { TestModePaymentProvider } from '../../payments/test-mode.provider';
import { Payment } from '../payment/payment.entity';

/**
 * A team owner's cancellation after adding seats: the refund window runs from the year's payment, and a
 * refund within it returns that payment and the seat charges since, together. In test mode and on Stripe's stand-in.
 */
interface Preview {
  outcome: string;
  refundWindowEndsAt: string | null;
  refund: { amount: number; currency: string; formatted: string } | null;
}
const CANCEL = `mutation { cancelSubscription {
  refunded outcome accessEndsAt refund { amount formatted } user { subscription { status active cancelAtPeriodEnd } }
} }`;
interface Cancelled {
  refunded: boolean;
  outcome: string;
  accessEndsAt: string;
  refund: { amount: number; formatted: string } | null;
  user: { subscription: { status: string; active: boolean; cancelAtPeriodEnd: boolean } };
}
const RECEIPT = 'query Receipt($id: ID!) { receipt(paymentId: $id) { plan status cancellation { outcome } } }';
const DAY = 24 * 3600 * 1000;

const paymentsOf = (app: TestApp, userId: string) =>
  app.orm.em.fork().find(Payment, { user: userId }, { orderBy: { paidAt: 'asc', createdAt: 'asc' } });
const preview = async (app: TestApp, token: string) =>
  (await gql<{ cancellationPreview: Preview }>(app, ops.cancellationPreview, {}, { token })).data!.cancellationPreview;
const cancel = async (app: TestApp, token: string) =>
  (await gql<{ cancelSubscription: Cancelled }>(app, CANCEL, {}, { token })).data!.cancelSubscription;
const receipt = async (app: TestApp, token: string, id: string) =>
  (
    await gql<{ receipt: { plan: string; status: string; cancellation: { outcome: string } | null } }>(
      app,
      RECEIPT,
      { id },
      { token },
    )
  ).data!.receipt;

/** A member who took a seat of the owner's team through its join link. */
async function seatedMember(app: TestApp, ownerToken: string) {
  const link = await gql<{ createTeamJoinLink: { joinLink: { url: string } } }>(
    app,
    teamOps.createJoinLink,
    {},
    { token: ownerToken },
  );
  const { token } = await createUser(app);
  const joined = await gql(
    app,
    teamOps.join,
    { token: tokenOfLink(link.data!.createTeamJoinLink.joinLink.url) },
    { token },
  );
  expect(joined.errors).toBeUndefined();
  return token;
}

async function addSeats(app: TestApp, ownerToken: string, seats: number) {
  expect((await gql(app, teamOps.setSeats, { seats }, { token: ownerToken })).errors).toBeUndefined();
}

describe('a team owner cancelling after adding seats, in test mode', () => {
  let app: TestApp;
  onTestModeApp((started) => {
    app = started;
  });

  it('within the window refunds the year and the added seats together, as the preview said, and ends every seat', async () => {
    const { owner, ownerToken } = await buyTestModeTeam(app, 3);
    const memberToken = await seatedMember(app, ownerToken);
    await addSeats(app, ownerToken, 5);
    const [period, seats] = await paymentsOf(app, owner.id);
    expect([period, seats].map((row) => [row?.purpose, row?.seats])).toEqual([
      ['period', 3],
      ['seats', 2],
    ]);
    expect(seats!.amount).toBeGreaterThan(2 * 49_900 - 100);
    expect((await receipt(app, ownerToken, seats!.id)).plan).toBe('CourseHub yearly subscription: 2 additional seats');
    const receiptMails = (await mailsTo(app, owner.email)).filter((mail) => mail.subject === 'Your payment receipt');
    expect(receiptMails.at(-1)!.text).toContain('for 2 additional seats of your yearly CourseHub subscription');

    const total = period!.amount + seats!.amount;
    const told = await preview(app, ownerToken);
    expect(told).toMatchObject({
      outcome: 'REFUND',
      refund: { amount: total / 100, currency: 'INR' },
      // From the year's payment, not from the seats added after it.
      refundWindowEndsAt: new Date(period!.paidAt.getTime() + 14 * DAY).toISOString(),
    });

    const cancelled = await cancel(app, ownerToken);
    expect(cancelled).toMatchObject({
      refunded: true,
      outcome: 'REFUND',
      refund: { amount: total / 100, formatted: told.refund!.formatted },
      user: { subscription: { status: 'canceled', active: false } },
    });
    const after = await paymentsOf(app, owner.id);
    expect(after.map((row) => [row.status, row.refundReason, row.refundedAmount])).toEqual([
      ['refunded', 'cancellation', period!.amount],
      ['refunded', 'cancellation', seats!.amount],
    ]);
    // Each refunded through the provider, for what it paid.
    const testMode = app.deps.payments as TestModePaymentProvider;
    for (const row of after) {
      expect((await testMode.findInvoice(row.providerInvoiceId!))?.refundedAmount).toBe(row.amount);
      expect((await receipt(app, ownerToken, row.id)).cancellation).toEqual({ outcome: 'REFUND' });
    }
    const refundedEvents = (await app.orm.em.fork().find(WebhookEvent, { type: 'payment.refunded' }))
      .map((row) => (JSON.parse(row.body) as { data: { paymentId: string; refundedAmount: number } }).data)
      .filter((data) => after.some((row) => row.id === data.paymentId));
    expect(refundedEvents.map((data) => data.refundedAmount).sort()).toEqual([period!.amount, seats!.amount].sort());
    const mail = (await mailsTo(app, owner.email)).find((row) => row.subject === 'Subscription cancelled and refunded');
    expect(mail!.text).toContain(told.refund!.formatted);
    expect(await canWatch(app, ownerToken)).toBe(false);
    expect(await canWatch(app, memberToken)).toBe(false);
  });

  it("past the window of the year's payment refunds nothing, recent seats or not, and keeps access to the period end", async () => {
    const { owner, ownerToken } = await buyTestModeTeam(app, 3);
    const memberToken = await seatedMember(app, ownerToken);
    const page = `${app.url}/api/v1/payments/test-billing/${(await reloadUser(app, owner.id)).providerCustomerId}`;
    expect((await fetch(`${page}/pass-refund-window`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    await addSeats(app, ownerToken, 5);
    const [period, seats] = await paymentsOf(app, owner.id);
    expect(Date.now() - period!.paidAt.getTime()).toBeGreaterThan(14 * DAY);
    expect(Date.now() - seats!.paidAt.getTime()).toBeLessThan(DAY);
    const periodEnd = (await reloadUser(app, owner.id)).currentPeriodEnd!.toISOString();

    expect(await preview(app, ownerToken)).toEqual({
      outcome: 'PERIOD_END',
      accessEndsAt: periodEnd,
      refund: null,
      refundWindowEndsAt: new Date(period!.paidAt.getTime() + 14 * DAY).toISOString(),
    });
    expect(await cancel(app, ownerToken)).toMatchObject({
      refunded: false,
      outcome: 'PERIOD_END',
      accessEndsAt: periodEnd,
      refund: null,
      user: { subscription: { status: 'active', active: true, cancelAtPeriodEnd: true } },
    });
    expect((await paymentsOf(app, owner.id)).map((row) => row.status)).toEqual(['paid', 'paid']);
    // Both pay for the year that now ends: both receipts say so.
    expect((await receipt(app, ownerToken, seats!.id)).cancellation).toEqual({ outcome: 'PERIOD_END' });
    expect((await receipt(app, ownerToken, period!.id)).cancellation).toEqual({ outcome: 'PERIOD_END' });
    // The owner's seat and the member's keep access until then.
    expect(await canWatch(app, ownerToken)).toBe(true);
    expect(await canWatch(app, memberToken)).toBe(true);
  });
});

describe('a team owner cancelling after adding seats, on Stripe (the stand-in)', () => {
  let app: TestApp;
  let standIn: StripeStandIn;
  onStripeApp((running) => {
    ({ standIn, app } = running);
  });

  /** An owner whose team of `seats` Stripe's page took payment for at `paidAt`, the webhook delivered. */
  async function stripeTeam(seats: number, paidAt = new Date()) {
    const { user: owner, token } = await createUser(app, { emailVerified: true, fullName: 'Stripe Owner' });
    const started = await gql<{ createTeamCheckout: { id: string } }>(
      app,
      teamOps.createTeamCheckout,
      { input: { name: 'Stripe Team', seats } },
      { token },
    );
    const sessionId = started.data!.createTeamCheckout.id;
    const { subscriptionId } = standIn.completeSession(sessionId, paidAt);
    const completed = standIn.signedEvent('checkout.session.completed', standIn.sessionJson(sessionId), WEBHOOK_SECRET);
    expect((await postWebhook(app, completed)).status).toBe(200);
    return { owner, token, subscriptionId };
  }

  it("reads the seat charge from the invoice's billing reason and refunds both charges before cancelling", async () => {
    const { owner, token, subscriptionId } = await stripeTeam(3);
    await addSeats(app, token, 5);
    const payments = await paymentsOf(app, owner.id);
    expect(payments.map((row) => [row.purpose, row.seats])).toEqual([
      ['period', 3],
      ['seats', 2],
    ]);
    const total = payments[0]!.amount + payments[1]!.amount;
    expect((await preview(app, token)).refund).toMatchObject({ amount: total / 100, currency: 'INR' });

    const cancelled = await cancel(app, token);
    expect(cancelled).toMatchObject({ outcome: 'REFUND', refund: { amount: total / 100 } });
    for (const row of payments) {
      expect(standIn.refundsOf(row.providerPaymentIntentId!).map((refund) => refund.amount)).toEqual([row.amount]);
    }
    expect(standIn.requestsTo('POST', '/v1/refunds').map((request) => request.idempotencyKey)).toEqual([
      `refund:${payments[1]!.providerInvoiceId}`,
      `refund:${payments[0]!.providerInvoiceId}`,
    ]);
    // The refunds first: a failure between them leaves the subscription running, to be cancelled again.
    const order = standIn.requests.filter(
      (request) => request.path === '/v1/refunds' || request.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(order.map((request) => request.method).slice(-3)).toEqual(['POST', 'POST', 'DELETE']);
    expect((await paymentsOf(app, owner.id)).map((row) => row.status)).toEqual(['refunded', 'refunded']);
    expect(await canWatch(app, token)).toBe(false);
  });

  it('tried again after Stripe failed to cancel, refunds each charge once and then cancels', async () => {
    const { owner, token, subscriptionId } = await stripeTeam(2);
    await addSeats(app, token, 3);
    standIn.failNext('DELETE', `/v1/subscriptions/${subscriptionId}`);
    const failed = await gql(app, CANCEL, {}, { token });
    expect(failed.errors?.[0]?.extensions?.code).toBe('PAYMENT_PROVIDER_ERROR');
    // Both refunds were made, the subscription still runs: nothing is recorded as done yet.
    expect(await reloadUser(app, owner.id)).toMatchObject({ subscriptionStatus: 'active', cancelRequestedAt: null });
    expect(await canWatch(app, token)).toBe(true);

    const payments = await paymentsOf(app, owner.id);
    const total = payments.reduce((sum, row) => sum + row.amount, 0);
    expect((await preview(app, token)).refund).toMatchObject({ amount: total / 100 });
    expect(await cancel(app, token)).toMatchObject({ outcome: 'REFUND', refund: { amount: total / 100 } });
    for (const row of payments) {
      expect(standIn.refundsOf(row.providerPaymentIntentId!).map((refund) => refund.amount)).toEqual([row.amount]);
    }
    expect((await paymentsOf(app, owner.id)).map((row) => row.status)).toEqual(['refunded', 'refunded']);
    expect(standIn.subscriptionJson(subscriptionId)).toMatchObject({ status: 'canceled' });
  });

  it('past the window refunds nothing; a seat charge refunded at Stripe alone ends nothing', async () => {
    const { owner, token, subscriptionId } = await stripeTeam(3, new Date(Date.now() - 20 * DAY));
    await addSeats(app, token, 4);
    const [, seats] = await paymentsOf(app, owner.id);
    expect(seats).toMatchObject({ purpose: 'seats', seats: 1 });

    const charge = standIn.chargeOf(seats!.providerPaymentIntentId!);
    standIn.refundInDashboard(charge.paymentIntent, charge.amount);
    const refunded = standIn.signedEvent('charge.refunded', standIn.chargeJson(charge.id), WEBHOOK_SECRET);
    expect((await postWebhook(app, refunded)).status).toBe(200);
    expect(await app.orm.em.fork().findOneOrFail(Payment, seats!.id)).toMatchObject({
      status: 'refunded',
      refundReason: 'provider',
    });
    expect((await reloadUser(app, owner.id)).subscriptionStatus).toBe('active');

    const refundsBefore = standIn.requestsTo('POST', '/v1/refunds').length;
    expect(await cancel(app, token)).toMatchObject({ outcome: 'PERIOD_END', refunded: false, refund: null });
    expect(standIn.subscriptionJson(subscriptionId)).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect(standIn.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(0);
    expect(standIn.requestsTo('POST', '/v1/refunds')).toHaveLength(refundsBefore);
    expect(await canWatch(app, token)).toBe(true);
  });
});
