import { describe, expect, it } from 'vitest';
import { createUser, reloadUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { nodesOf, onTestModeApp, ops, type Page, stripeEnv, testModeSubscriber } from '../../../test/payment-fixtures';
import { StripeStandIn } from '../../../test/stripe-stand-in';
import { User } from '../../identity/user/user.entity';
import { OutboxMessage } from '../../mail/outbox.entity';
import { formatDate } from '../../shared/format-date';
import { Payment } from '../payment/payment.entity';
import { ProcessedEvent } from './processed-event.entity';

/** Test mode's billing page controls, over HTTP: Stripe's clock and the card networks, played offline. */
let app: TestApp;
onTestModeApp((started) => {
  app = started;
});

const paymentsOf = (userId: string) =>
  app.orm.em.fork().find(Payment, { user: userId }, { orderBy: { paidAt: 'asc', createdAt: 'asc' } });
const subjects = async (email: string) =>
  (await app.orm.em.fork().find(OutboxMessage, { recipient: email }, { orderBy: { createdAt: 'asc' } })).map(
    ({ subject }) => subject,
  );
type Me = { me: { subscription: { status: string; active: boolean; currentPeriodEnd: string | null } } };
const me = async (token: string) => (await gql<Me>(app, ops.me, {}, { token })).data!.me.subscription;

const subscriber = () => testModeSubscriber(app);

const press = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { method: 'POST', redirect: 'manual', headers });

const oneYearOn = (date: Date) => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
};

describe("test mode's billing controls", () => {
  it('renews a year with a reminder and a receipt, fails a renewal into past_due, retries it, then a dispute ends access', async () => {
    const { user, token, billingPage: page } = await subscriber();
    const html = await (await fetch(`${app.url}${page}`)).text();
    for (const control of ['renew', 'fail-renewal', 'dispute']) {
      expect(html).toContain(`<form method="post" action="${page}/${control}">`);
    }
    expect(html).toContain('Advance to the renewal');
    const firstEnd = (await reloadUser(app, user.id)).currentPeriodEnd as Date;

    // (a) Renewal: reminder first, then the paid renewal, a second Payment and its receipt; the year moves on.
    const renewed = await press(`${page}/renew`);
    expect(renewed.status).toBe(303);
    expect(renewed.headers.get('location')).toBe(page);
    const afterRenewal = await reloadUser(app, user.id);
    expect(afterRenewal.currentPeriodEnd).toEqual(oneYearOn(firstEnd));
    expect(afterRenewal.subscriptionStatus).toBe('active');
    const [first, renewal] = await paymentsOf(user.id);
    expect(renewal).toMatchObject({ amount: 49_900, currency: 'INR', status: 'paid', provider: 'test' });
    expect(renewal?.providerInvoiceId).not.toBe(first?.providerInvoiceId);
    // Paid on the day its year starts, as Stripe's test clocks date it.
    expect(renewal?.paidAt).toEqual(firstEnd);
    expect(await subjects(user.email)).toEqual([
      'Your payment receipt',
      `Your subscription renews on ${formatDate(firstEnd)}`,
      'Your payment receipt',
    ]);

    // (b) A failed renewal: past_due since now, the courses open for the grace period.
    expect((await press(`${page}/fail-renewal`)).status).toBe(303);
    const pastDue = await reloadUser(app, user.id);
    expect(pastDue.subscriptionStatus).toBe('past_due');
    expect(pastDue.pastDueSince).toBeInstanceOf(Date);
    expect(await me(token)).toMatchObject({ status: 'past_due', active: true });
    expect(await paymentsOf(user.id)).toHaveLength(2);
    expect(await (await fetch(`${app.url}${page}`)).text()).toContain('Past due: the renewal payment failed');
    const { token: admin } = await createUser(app, { role: 'ADMIN' });
    const now = new Date();
    const revenue = await gql<{ revenue: { failedRenewals: number; failedRenewalsAmount: number } }>(
      app,
      'query R($year: Int!, $month: Int!) { revenue(year: $year, month: $month) { failedRenewals failedRenewalsAmount } }',
      { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
      { token: admin },
    );
    // The owner's revenue section counts it (this app's only failed renewal).
    expect(revenue.data?.revenue).toEqual({ failedRenewals: 1, failedRenewalsAmount: 499 });

    // Past the grace period (PAST_DUE_GRACE_DAYS, 7 by default) the courses close while it stays past_due.
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await app.orm.em.fork().nativeUpdate(User, user.id, { pastDueSince: eightDaysAgo });
    expect(await me(token)).toMatchObject({ status: 'past_due', active: false });

    // The retry succeeds: active again, the failed invoice paid and recorded.
    expect((await press(`${page}/renew`)).status).toBe(303);
    const recovered = await reloadUser(app, user.id);
    expect([recovered.subscriptionStatus, recovered.pastDueSince]).toEqual(['active', null]);
    expect(recovered.currentPeriodEnd).toEqual(oneYearOn(oneYearOn(firstEnd)));
    const payments = await paymentsOf(user.id);
    expect(payments).toHaveLength(3);

    // (c) A dispute of the latest payment: access ends, the admin sees the payment disputed.
    expect((await press(`${page}/dispute`)).status).toBe(303);
    expect(await me(token)).toMatchObject({ status: 'canceled', active: false });
    const latest = payments.at(-1) as Payment;
    const disputed = await app.orm.em.fork().findOneOrFail(Payment, latest.id);
    expect(disputed.status).toBe('disputed');
    expect(disputed.providerDisputeId).toMatch(/^dp_test_/);
    const list = await gql<{ payments: Page<{ id: string; status: string }> }>(
      app,
      ops.payments,
      { learnerId: user.id },
      { token: admin },
    );
    expect(nodesOf(list.data?.payments).map(({ status }) => status)).toEqual(['disputed', 'paid', 'paid']);
    expect((await subjects(user.email)).at(-1)).toBe('Subscription ended');

    // Ended: no controls any more, and a control posted anyway changes nothing.
    expect(await (await fetch(`${app.url}${page}`)).text()).not.toContain('Development controls');
    expect((await press(`${page}/renew`)).status).toBe(409);
    expect(await paymentsOf(user.id)).toHaveLength(3);
    // Every change went through the webhook's path: each event recorded once.
    const events = await app.orm.em.fork().find(ProcessedEvent, { provider: 'test' });
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['invoice.upcoming', 'invoice.paid', 'invoice.payment_failed', 'charge.dispute.created']),
    );
  });

  it('ends a subscription whose auto-renewal is off at the renewal, without a reminder or a charge', async () => {
    const { user, token, billingPage: page } = await subscriber();
    const off = await gql(app, 'mutation { setAutoRenew(enabled: false) { success } }', {}, { token });
    expect(off.errors).toBeUndefined();
    expect((await press(`${page}/renew`)).status).toBe(303);
    expect(await me(token)).toMatchObject({ status: 'canceled', active: false, currentPeriodEnd: null });
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect(await subjects(user.email)).toEqual(['Your payment receipt', 'Your subscription has ended']);
  });

  it('refuses a cross-site post and an unknown control or customer', async () => {
    const { user, billingPage: page } = await subscriber();
    const refused = await press(`${page}/dispute`, { 'sec-fetch-site': 'cross-site' });
    expect(refused.status).toBe(403);
    expect((await press(`${page}/refund-everything`)).status).toBe(404);
    expect((await press('/api/v1/payments/test-billing/cus_test_nope/renew')).status).toBe(404);
    expect((await paymentsOf(user.id)).map((payment) => payment.status)).toEqual(['paid']);
  });
});

describe('billing controls outside test mode', () => {
  it('do not exist when Stripe is configured (test mode, and so its pages, cannot run in production)', async () => {
    const standIn = await StripeStandIn.start();
    const stripeApp = await startTestApp(stripeEnv(standIn));
    try {
      const response = await fetch(`${stripeApp.url}/api/v1/payments/test-billing/cus_x/renew`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(response.status).toBe(404);
    } finally {
      await stripeApp.close();
      await standIn.close();
    }
  });
});
