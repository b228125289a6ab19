import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser, reloadUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { type TestApp } from '../../../test/harness';
import {
  onStripeApp,
  onTestModeApp,
  ops,
  subscribeOnStandIn,
  testModeSubscriber,
} from '../../../test/payment-fixtures';
import type { StripeStandIn } from '../../../test/stripe-stand-in';
import { User } from '../../identity/user/user.entity';
import { OutboxMessage } from '../../mail/outbox.entity';
import { Payment } from '../payment/payment.entity';

const PREVIEW = ops.cancellationPreview;
const CANCEL = `mutation { cancelSubscription {
  success message refunded outcome accessEndsAt refund { formatted }
  user { subscription { status active renews cancelAtPeriodEnd currentPeriodEnd } }
} }`;
const RESUME =
  'mutation { setAutoRenew(enabled: true) { success user { subscription { renews cancelAtPeriodEnd } } } }';
const RECEIPT = 'query Receipt($id: ID!) { receipt(paymentId: $id) { status cancellation { outcome accessEndsAt } } }';
const LECTURES = 'query Lectures($courseId: ID!) { lectures(courseId: $courseId) { id } }';

interface Preview {
  outcome: string;
  accessEndsAt: string;
  refundWindowEndsAt: string | null;
  refund: { amount: number; currency: string; formatted: string } | null;
}
interface Cancelled {
  success: boolean;
  message: string;
  refunded: boolean;
  outcome: string;
  accessEndsAt: string;
  refund: { formatted: string } | null;
  user: { subscription: { status: string; active: boolean; renews: boolean; cancelAtPeriodEnd: boolean } };
}

const DAY = 24 * 3600 * 1000;

describe('cancellation in test mode', () => {
  let app: TestApp;
  onTestModeApp((started) => {
    app = started;
  });

  const paymentsOf = (userId: string) => app.orm.em.fork().find(Payment, { user: userId }, { orderBy: { paidAt: 1 } });
  const subjects = async (email: string) =>
    (await app.orm.em.fork().find(OutboxMessage, { recipient: email }, { orderBy: { createdAt: 1 } })).map(
      (row) => row.subject,
    );

  const subscriber = () => testModeSubscriber(app);

  /** Test mode's 'Move past the refund window': the payment and its period dated a window and a day back. */
  const passRefundWindow = async (billingPage: string) => {
    const pressed = await fetch(`${app.url}${billingPage}/pass-refund-window`, { method: 'POST', redirect: 'manual' });
    expect(pressed.status).toBe(303);
  };

  it('within the refund window: previews a full refund ending now, then refunds and ends access', async () => {
    const { user, token } = await subscriber();
    const preview = await gql<{ cancellationPreview: Preview }>(app, PREVIEW, {}, { token });
    expect(preview.errors).toBeUndefined();
    const [payment] = await paymentsOf(user.id);
    expect(preview.data!.cancellationPreview).toMatchObject({
      outcome: 'REFUND',
      refund: { amount: 499, currency: 'INR', formatted: '₹499' },
      refundWindowEndsAt: new Date(payment!.paidAt.getTime() + 14 * DAY).toISOString(),
    });
    expect(Math.abs(Date.parse(preview.data!.cancellationPreview.accessEndsAt) - Date.now())).toBeLessThan(60_000);

    const { data } = await gql<{ cancelSubscription: Cancelled }>(app, CANCEL, {}, { token });
    expect(data!.cancelSubscription).toMatchObject({
      success: true,
      message: 'Cancellation successful',
      refunded: true,
      outcome: 'REFUND',
      refund: { formatted: '₹499' },
      user: { subscription: { status: 'canceled', active: false } },
    });
    expect((await paymentsOf(user.id)).map((row) => [row.status, row.refundReason])).toEqual([
      ['refunded', 'cancellation'],
    ]);
    const receipt = await gql<{ receipt: { cancellation: { outcome: string } } }>(
      app,
      RECEIPT,
      { id: payment!.id },
      { token },
    );
    expect(receipt.data!.receipt.cancellation).toMatchObject({ outcome: 'REFUND' });
    expect(await subjects(user.email)).toContain('Subscription cancelled and refunded');
  });

  it('after the window: renewal off, access to the period end, resumable; the renewal then ends it uncharged', async () => {
    const { user, token, billingPage } = await subscriber();
    const { course } = await createCourse(app, {}, { lectures: 1 });
    const watches = async () => (await gql(app, LECTURES, { courseId: course.id }, { token })).errors?.[0] ?? 'ok';
    await passRefundWindow(billingPage);
    const periodEnd = (await reloadUser(app, user.id)).currentPeriodEnd as Date;
    const [payment] = await paymentsOf(user.id);
    expect(Date.now() - payment!.paidAt.getTime()).toBeGreaterThan(14 * DAY);

    const preview = await gql<{ cancellationPreview: Preview }>(app, PREVIEW, {}, { token });
    expect(preview.data!.cancellationPreview).toMatchObject({
      outcome: 'PERIOD_END',
      accessEndsAt: periodEnd.toISOString(),
      refund: null,
    });

    const { data } = await gql<{ cancelSubscription: Cancelled }>(app, CANCEL, {}, { token });
    expect(data!.cancelSubscription).toMatchObject({
      message: 'Cancellation successful',
      refunded: false,
      outcome: 'PERIOD_END',
      accessEndsAt: periodEnd.toISOString(),
      refund: null,
      user: { subscription: { status: 'active', active: true, renews: false, cancelAtPeriodEnd: true } },
    });
    expect(await watches()).toBe('ok');
    expect((await paymentsOf(user.id)).map((row) => row.status)).toEqual(['paid']);
    const receipt = await gql<{ receipt: { status: string; cancellation: unknown } }>(
      app,
      RECEIPT,
      { id: payment!.id },
      { token },
    );
    expect(receipt.data!.receipt).toEqual({
      status: 'paid',
      cancellation: { outcome: 'PERIOD_END', accessEndsAt: periodEnd.toISOString() },
    });

    // Changed their mind before the period ends: renewal resumes, and the receipt no longer tells of an end.
    const resumed = await gql<{ setAutoRenew: { user: { subscription: object } } }>(app, RESUME, {}, { token });
    expect(resumed.data!.setAutoRenew.user.subscription).toEqual({ renews: true, cancelAtPeriodEnd: false });
    const current = await gql<{ receipt: { cancellation: unknown } }>(app, RECEIPT, { id: payment!.id }, { token });
    expect(current.data!.receipt.cancellation).toBeNull();

    // Cancelled again, then the year is up (test mode's clock): no renewal charge, and access ends.
    await gql(app, CANCEL, {}, { token });
    const renewal = await fetch(`${app.url}${billingPage}/renew`, { method: 'POST', redirect: 'manual' });
    expect(renewal.status).toBe(303);
    expect(await reloadUser(app, user.id)).toMatchObject({ subscriptionStatus: 'canceled', cancelAtPeriodEnd: false });
    expect((await paymentsOf(user.id)).map((row) => row.status)).toEqual(['paid']);
    expect(await watches()).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const mails = await subjects(user.email);
    expect(mails.filter((subject) => subject.startsWith('Subscription cancelled: access until '))).toHaveLength(2);
    expect(mails).not.toContain('Your subscription renews on');
    expect(mails.at(-1)).toBe('Your subscription has ended');
  });

  it('answers the REST facade in the spec shape, with what happened', async () => {
    const { token, billingPage } = await subscriber();
    await passRefundWindow(billingPage);
    const headers = { authorization: `Bearer ${token}` };
    const preview = await fetch(`${app.url}/api/v1/payments/cancellation-preview`, { headers });
    expect(await preview.json()).toMatchObject({ success: true, outcome: 'period_end', refund: null });
    const cancelled = await fetch(`${app.url}/api/v1/payments/unsubscribe`, { headers });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      success: true,
      message: 'Cancellation successful',
      refunded: false,
      outcome: 'period_end',
    });
  });

  it('refuses a preview without a running subscription, and anonymously', async () => {
    const { token } = await createUser(app, {});
    expect(errorCode(await gql(app, PREVIEW, {}, { token }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(app, PREVIEW))).toBe('UNAUTHENTICATED');
  });
});

describe('cancellation on Stripe (the local stand-in)', () => {
  let standIn: StripeStandIn;
  let app: TestApp;
  onStripeApp((running) => {
    ({ standIn, app } = running);
  });

  it('after the window sets cancel_at_period_end at Stripe and cancels nothing now', async () => {
    const email = 'stripe-late@example.com';
    const { token, subscriptionId } = await subscribeOnStandIn(app, standIn, email);
    const user = await app.orm.em.fork().findOneOrFail(User, { email });
    await app.orm.em.fork().nativeUpdate(Payment, { user: user.id }, { paidAt: new Date(Date.now() - 20 * DAY) });
    const { data } = await gql<{ cancelSubscription: Cancelled }>(app, CANCEL, {}, { token });
    expect(data!.cancelSubscription).toMatchObject({ outcome: 'PERIOD_END', refunded: false });
    expect(standIn.subscriptionJson(subscriptionId)).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect(standIn.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(0);
    expect(standIn.requestsTo('POST', '/v1/refunds')).toHaveLength(0);
  });
});
