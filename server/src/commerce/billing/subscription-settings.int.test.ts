import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { onStripeApp, ops, postWebhook, subscribeOnStandIn, WEBHOOK_SECRET } from '../../../test/payment-fixtures';
import { StripeStandIn } from '../../../test/stripe-stand-in';
import type { UserTables } from '../../identity/user/user.entity';
import { User } from '../../identity/user/user.entity';
import { OutboxMessage } from '../../mail/outbox.entity';
import type { TestModePaymentProvider } from '../../payments/test-mode.provider';
import { formatDate } from '../../shared/format-date';
import { Payment } from '../payment/payment.entity';
import { messages } from './billing.policy';

const SET_AUTO_RENEW = /* GraphQL */ `
  mutation SetAutoRenew($enabled: Boolean!) {
    setAutoRenew(enabled: $enabled) {
      success
      message
      user { subscription { status active renews cancelAtPeriodEnd currentPeriodEnd } }
    }
  }`;
const PORTAL = 'mutation { openBillingPortal }';
const ME = 'query { me { subscription { status active renews cancelAtPeriodEnd currentPeriodEnd } } }';

interface Subscription {
  status: string;
  active: boolean;
  renews: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}
type SetAutoRenew = { setAutoRenew: { success: boolean; message: string; user: { subscription: Subscription } } };

const subscriptionOf = async (app: TestApp, token: string) =>
  (await gql<{ me: { subscription: Subscription } }>(app, ME, {}, { token })).data!.me.subscription;

/** Off, on, off again: each answer and the next `me` say the same, and the paid year's end never moves. */
async function toggles(app: TestApp, token: string) {
  const before = await subscriptionOf(app, token);
  expect(before).toMatchObject({ status: 'active', active: true, renews: true, cancelAtPeriodEnd: false });
  expect(before.currentPeriodEnd).not.toBeNull();
  for (const enabled of [false, true, false]) {
    const { data, errors } = await gql<SetAutoRenew>(app, SET_AUTO_RENEW, { enabled }, { token });
    expect(errors).toBeUndefined();
    const expected = {
      status: 'active',
      active: true,
      renews: enabled,
      cancelAtPeriodEnd: !enabled,
      currentPeriodEnd: before.currentPeriodEnd,
    };
    expect(data!.setAutoRenew).toEqual({
      success: true,
      message: enabled ? messages.autoRenewalOn : messages.autoRenewalOff,
      user: { subscription: expected },
    });
    expect(await subscriptionOf(app, token)).toEqual(expected);
  }
}

describe('auto-renewal in test mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    expect(app.deps.payments.kind).toBe('test');
  });
  afterAll(() => app?.close());

  async function subscriber(email: string) {
    const { token } = await createUser(app, { email, emailVerified: true });
    const started = await gql<{ startCheckout: { id: string } }>(app, ops.startCheckout, {}, { token });
    const sessionId = started.data!.startCheckout.id;
    expect(await (app.deps.payments as TestModePaymentProvider).pay(sessionId)).toBe('complete');
    expect((await gql(app, ops.confirmCheckout, { sessionId }, { token })).errors).toBeUndefined();
    return token;
  }

  it('turns off and back on, keeping access and the paid year', async () => {
    await toggles(app, await subscriber('renew-test@example.com'));
  });

  it("opens test mode's billing page, which says when the year renews or ends and returns to the profile", async () => {
    const token = await subscriber('billing-test@example.com');
    const { data, errors } = await gql<{ openBillingPortal: string }>(app, PORTAL, {}, { token });
    expect(errors).toBeUndefined();
    const url = new URL(data!.openBillingPortal);
    expect(url.pathname).toMatch(/^\/api\/v1\/payments\/test-billing\/cus_test_[0-9a-f]+$/);
    const page = async () => {
      const response = await fetch(`${app.url}${url.pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      return response.text();
    };
    expect(await page()).toContain('Renews on');
    expect(await page()).toContain(`<a href="${app.config.clientUrl}/user/profile">Back to CourseHub</a>`);
    await gql(app, SET_AUTO_RENEW, { enabled: false }, { token });
    expect(await page()).toContain('Ends on');
    expect((await fetch(`${app.url}/api/v1/payments/test-billing/cus_test_nope`)).status).toBe(404);

    const { token: newcomer } = await createUser(app, { email: 'no-billing@example.com' });
    const refused = await gql(app, PORTAL, {}, { token: newcomer });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(errorMessage(refused)).toBe(messages.noBillingAccount);
  });

  it('refuses a learner without an active subscription, an anonymous caller, and a cancelled subscription', async () => {
    const { token } = await createUser(app, { email: 'never-paid@example.com' });
    const unpaid = await gql(app, SET_AUTO_RENEW, { enabled: false }, { token });
    expect(errorCode(unpaid)).toBe('BAD_USER_INPUT');
    expect(errorMessage(unpaid)).toBe(messages.noActiveSubscription);
    expect(errorCode(await gql(app, SET_AUTO_RENEW, { enabled: false }))).toBe('UNAUTHENTICATED');

    const cancelled = await subscriber('cancelled@example.com');
    expect((await gql(app, ops.cancelSubscription, {}, { token: cancelled })).errors).toBeUndefined();
    expect(errorCode(await gql(app, SET_AUTO_RENEW, { enabled: true }, { token: cancelled }))).toBe('BAD_USER_INPUT');
    expect(await subscriptionOf(app, cancelled)).toMatchObject({ status: 'canceled', renews: false });
  });
});

describe('auto-renewal on Stripe (the local stand-in)', () => {
  let standIn: StripeStandIn;
  let app: TestApp;
  onStripeApp((running) => {
    ({ standIn, app } = running);
  });

  const subscriber = (email: string) => subscribeOnStandIn(app, standIn, email);

  it('sets cancel_at_period_end at Stripe, and back', async () => {
    const { token, subscriptionId } = await subscriber('renew-stripe@example.com');
    await toggles(app, token);
    expect(standIn.subscriptionJson(subscriptionId)).toMatchObject({ cancel_at_period_end: true, status: 'active' });
  });

  it('a year in fast-forward: renewed and charged, auto-renewal off, and at the next year end access ends', async () => {
    const { token, subscriptionId } = await subscriber('year@example.com');
    const paymentsOf = async () =>
      (await app.orm.em.fork().find(Payment, { user: { email: 'year@example.com' } })).map((row) => row.status);
    const first = await subscriptionOf(app, token);
    expect(await paymentsOf()).toEqual(['paid']);

    // The reminder, some days before the yearly charge: the date and the amount.
    const upcoming = standIn.signedEvent(
      'invoice.upcoming',
      standIn.upcomingInvoiceJson(subscriptionId),
      WEBHOOK_SECRET,
    );
    expect((await postWebhook(app, upcoming)).status).toBe(200);
    const subjects = async () =>
      (
        await app.orm.em
          .fork()
          .find(OutboxMessage, { recipient: 'year@example.com' }, { orderBy: { createdAt: 'asc' } })
      ).map((row) => row.subject);
    expect(await subjects()).toContain(`Your subscription renews on ${formatDate(new Date(first.currentPeriodEnd!))}`);

    // The renewal: Stripe charges the next year and says so with invoice.paid.
    const renewal = standIn.endPeriod(subscriptionId)!;
    const paid = standIn.signedEvent('invoice.paid', standIn.invoiceJson(renewal.id), WEBHOOK_SECRET);
    expect((await postWebhook(app, paid)).status).toBe(200);
    const renewed = await subscriptionOf(app, token);
    expect(renewed).toMatchObject({ status: 'active', active: true, renews: true });
    const year = 365 * 24 * 3600 * 1000;
    expect(Date.parse(renewed.currentPeriodEnd!) - Date.parse(first.currentPeriodEnd!)).toBe(year);
    expect(await paymentsOf()).toEqual(['paid', 'paid']);

    // Off for the next year: access and the period stay; at its end Stripe ends it, and access goes.
    expect((await gql(app, SET_AUTO_RENEW, { enabled: false }, { token })).errors).toBeUndefined();
    expect(await subscriptionOf(app, token)).toMatchObject({ active: true, renews: false, cancelAtPeriodEnd: true });
    expect(standIn.endPeriod(subscriptionId)).toBeNull();
    const deleted = standIn.signedEvent(
      'customer.subscription.deleted',
      standIn.subscriptionJson(subscriptionId),
      WEBHOOK_SECRET,
    );
    expect((await postWebhook(app, deleted)).status).toBe(200);
    expect(await subscriptionOf(app, token)).toEqual({
      status: 'canceled',
      active: false,
      renews: false,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });
    expect(await paymentsOf()).toEqual(['paid', 'paid']);
    // Told once that it ended as chosen, after two receipts; no second reminder was due.
    expect(await subjects()).toEqual([
      'Your payment receipt',
      `Your subscription renews on ${formatDate(new Date(first.currentPeriodEnd!))}`,
      'Your payment receipt',
      'Your subscription has ended',
    ]);
  });

  it('keeps access for PAST_DUE_GRACE_DAYS after a failed renewal, then not; a renewal paid later restores it', async () => {
    const { token, subscriptionId } = await subscriber('past-due@example.com');
    const { course } = await createCourse(app, {}, { lectures: 1 });
    const LECTURES = 'query Lectures($courseId: ID!) { lectures(courseId: $courseId) { id } }';
    const watches = async () => (await gql(app, LECTURES, { courseId: course.id }, { token })).errors?.[0] ?? 'ok';
    const report = async () => {
      const updated = standIn.signedEvent(
        'customer.subscription.updated',
        standIn.subscriptionJson(subscriptionId),
        WEBHOOK_SECRET,
      );
      expect((await postWebhook(app, updated)).status).toBe(200);
    };

    standIn.setSubscriptionStatus(subscriptionId, 'past_due');
    await report();
    await report();
    expect(await subscriptionOf(app, token)).toMatchObject({ status: 'past_due', active: true });
    expect(await watches()).toBe('ok');

    // Seven days on (the default grace), Stripe still retrying: no more access. A second report did not restart it.
    const users = app.orm.em.fork().getKysely<UserTables>();
    const pastDue = await users
      .selectFrom('users')
      .select('past_due_since')
      .where('email', '=', 'past-due@example.com')
      .executeTakeFirst();
    expect(pastDue?.past_due_since).toBeTruthy();
    await users
      .updateTable('users')
      .set({ past_due_since: sql`past_due_since - interval '7 days'` })
      .where('email', '=', 'past-due@example.com')
      .execute();
    expect(await subscriptionOf(app, token)).toMatchObject({ status: 'past_due', active: false });
    expect(await watches()).toMatchObject({ extensions: { code: 'FORBIDDEN' } });

    // The card is fixed and the retry succeeds.
    standIn.setSubscriptionStatus(subscriptionId, 'active');
    await report();
    expect(await subscriptionOf(app, token)).toMatchObject({ status: 'active', active: true, renews: true });
    expect(await watches()).toBe('ok');
    const cleared = await app.orm.em.fork().findOneOrFail(User, { email: 'past-due@example.com' });
    expect(cleared.pastDueSince).toBeNull();
  });

  it("opens Stripe's Customer Portal for the learner's customer, returning to the profile", async () => {
    const { token } = await subscriber('portal-open@example.com');
    const { data, errors } = await gql<{ openBillingPortal: string }>(app, PORTAL, {}, { token });
    expect(errors).toBeUndefined();
    expect(data!.openBillingPortal).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const [request] = standIn.requestsTo('POST', '/v1/billing_portal/sessions');
    expect(request?.params).toMatchObject({ return_url: `${app.config.clientUrl}/user/profile` });
    expect(request?.params.customer).toMatch(/^cus_/);
  });

  it('follows the change made elsewhere (the Customer Portal) through customer.subscription.updated', async () => {
    const { token, subscriptionId } = await subscriber('portal@example.com');
    // The portal turned renewal off: Stripe's state changes, and its event names the subscription (the handler reads
    // the subscription afresh, so the event's own copy may be older).
    const stale = standIn.subscriptionJson(subscriptionId);
    standIn.setCancelAtPeriodEnd(subscriptionId, true);
    const updated = standIn.signedEvent('customer.subscription.updated', stale, WEBHOOK_SECRET);
    expect((await postWebhook(app, updated)).status).toBe(200);
    expect(await subscriptionOf(app, token)).toMatchObject({ renews: false, cancelAtPeriodEnd: true });
  });
});
