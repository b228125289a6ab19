import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createPayment, insertBulkPayments, refundPayment } from '../../../test/payment-fixtures';
import { restClient } from '../../../test/rest-client';
import { User } from '../../identity/user/user.entity';
import type { FailedInvoiceTables } from '../billing/failed-invoice.entity';
import { Payment } from '../payment/payment.entity';
import type { Revenue } from './revenue.service';

const REVENUE = /* GraphQL */ `
  query Revenue($year: Int!, $month: Int!) {
    revenue(year: $year, month: $month) {
      year month currency cashCollected refunds recognisedRevenue deferredRevenue
      activeSubscribers activeAtMonthStart churnedSubscribers churnRate failedRenewals failedRenewalsAmount
      renewalsDue { withinDays count amount }
      monthly { month cashCollected refunds recognisedRevenue }
    }
  }`;

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));

const askRevenue = (app: TestApp, token: string | undefined, year: number, month: number) =>
  gql<{ revenue: Revenue | null }>(app, REVENUE, { year, month }, token ? { token } : undefined);

/**
 * The hand-computed fixture (INR, plan ₹499). A 49,900 paise payment earns 4,158 a month and 4,162 in its 12th.
 * - A: 2024-03-10 ₹499, renewed 2025-03-05 ₹499 (the renewal-like second payment).
 * - B: 2024-06-20 ₹600 (5,000 a month), not renewed: its year ends 2025-06-20.
 * - C: 2025-01-15 ₹499, refunded in full on 2025-04-02: earns Jan–Mar 2025 (3 × 4,158), nothing from April.
 * - D: 2025-02-10 ₹12.05 (100 a month, 105 in its 12th).
 * - E: 2025-03-01 $100: another currency, left out of every figure (in the CSV).
 * - a closed account's 2025-03-20 ₹499: counts in money, not in subscribers.
 */
describe('revenue figures against a hand-computed fixture', () => {
  let app: TestApp;
  let adminToken: string;
  const users: Record<string, User> = {};

  beforeAll(async () => {
    app = await startTestApp();
    adminToken = (await createUser(app, { role: 'ADMIN' })).token;
    for (const name of ['a', 'b', 'c', 'd', 'e', 'closed']) {
      users[name] = (await createUser(app, { subscriptionStatus: 'active', email: `${name}@example.com` })).user;
    }
    await createPayment(app, users.a!, { paidAt: utc(2024, 3, 10) });
    await createPayment(app, users.a!, { paidAt: utc(2025, 3, 5) });
    await createPayment(app, users.b!, { paidAt: utc(2024, 6, 20), amount: 60_000 });
    const c = await createPayment(app, users.c!, { paidAt: utc(2025, 1, 15) });
    await refundPayment(app, c.id, utc(2025, 4, 2));
    await createPayment(app, users.d!, { paidAt: utc(2025, 2, 10), amount: 1_205 });
    const dollars = await createPayment(app, users.e!, { paidAt: utc(2025, 3, 1), amount: 10_000 });
    await app.orm.em.fork().nativeUpdate(Payment, { id: dollars.id }, { currency: 'USD' });
    await createPayment(app, users.closed!, { paidAt: utc(2025, 3, 20) });
    await app.orm.em.fork().nativeUpdate(Payment, { user: users.closed!.id }, { user: null });
  });
  afterAll(() => app.close());

  it('gives March 2025: cash, recognised and deferred revenue, subscribers, no churn', async () => {
    const response = await askRevenue(app, adminToken, 2025, 3);
    expect(response.errors).toBeUndefined();
    expect(response.data?.revenue).toMatchObject({
      year: 2025,
      month: 3,
      currency: 'INR',
      // A's renewal and the closed account's payment; E's dollars are left out.
      cashCollected: 998,
      refunds: 0,
      // A's renewal 4,158 + B 5,000 + C 4,158 + D 100 + the closed account's 4,158 (A's first year ended in February).
      recognisedRevenue: 175.74,
      // A 0 + A's renewal 45,742 + B 10,000 + C 37,426 + D 1,005 + the closed account's 45,742.
      deferredRevenue: 1399.15,
      activeSubscribers: 4,
      activeAtMonthStart: 4,
      churnedSubscribers: 0,
      churnRate: 0,
    });
  });

  it("gives April 2025: C's refund stops its recognition, reverses nothing, and churns C", async () => {
    const revenue = (await askRevenue(app, adminToken, 2025, 4)).data?.revenue;
    expect(revenue).toMatchObject({
      cashCollected: 0,
      refunds: 499,
      recognisedRevenue: 134.16,
      // C's payment is refunded: paid − refunded − recognised is below zero, so it counts 0.
      deferredRevenue: 890.73,
      activeAtMonthStart: 4,
      activeSubscribers: 3,
      churnedSubscribers: 1,
      churnRate: 0.25,
    });
  });

  it('churns B in June 2025, when its year ends without a later payment', async () => {
    const revenue = (await askRevenue(app, adminToken, 2025, 6)).data?.revenue;
    expect(revenue).toMatchObject({ activeAtMonthStart: 3, activeSubscribers: 2, churnedSubscribers: 1 });
    expect(revenue?.churnRate).toBeCloseTo(1 / 3, 10);
  });

  it("gives the 12 months of 2025 for the chart, each payment's shares adding up to its amount", async () => {
    const revenue = (await askRevenue(app, adminToken, 2025, 1)).data?.revenue;
    expect(revenue?.monthly.map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(revenue?.monthly.map((month) => month.cashCollected)).toEqual([499, 12.05, 998, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(revenue?.monthly.map((month) => month.refunds)).toEqual([0, 0, 0, 499, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(revenue?.monthly.map((month) => month.recognisedRevenue)).toEqual([
      // February holds the 12th share of A's first year (4,162).
      133.16, 134.2, 175.74, 134.16, 134.16, 84.16, 84.16, 84.16, 84.16, 84.16, 84.16, 84.16,
    ]);
    expect(revenue).toMatchObject({ cashCollected: 499, recognisedRevenue: 133.16 });
    // A's first year: 10 shares in 2024 and 2 in 2025 make ₹499 exactly; B's 600 likewise.
    const recognised2024 = (await askRevenue(app, adminToken, 2024, 12)).data?.revenue?.monthly;
    expect(recognised2024?.map((month) => month.recognisedRevenue)).toEqual([
      0, 0, 41.58, 41.58, 41.58, 91.58, 91.58, 91.58, 91.58, 91.58, 91.58, 91.58,
    ]);
  });

  it('answers a month nobody was subscribed in with zeros and a null churn rate', async () => {
    const revenue = (await askRevenue(app, adminToken, 1970, 1)).data?.revenue;
    expect(revenue).toMatchObject({
      cashCollected: 0,
      recognisedRevenue: 0,
      deferredRevenue: 0,
      activeSubscribers: 0,
      activeAtMonthStart: 0,
      churnRate: null,
    });
  });

  it('refuses a month outside 1–12 or a year outside 1970–9999', async () => {
    for (const [year, month] of [
      [2025, 0],
      [2025, 13],
      [1969, 5],
      [10_000, 5],
    ] as const) {
      expect(errorCode(await askRevenue(app, adminToken, year, month))).toBe('BAD_USER_INPUT');
    }
  });

  it('is for ADMINs only', async () => {
    const { token } = await createUser(app, { subscriptionStatus: 'active' });
    expect(errorCode(await askRevenue(app, token, 2025, 3))).toBe('FORBIDDEN');
    expect(errorCode(await askRevenue(app, undefined, 2025, 3))).toBe('UNAUTHENTICATED');
  });

  it("exports the year's payments as CSV, each in its own currency, the closed account's email empty", async () => {
    const rest = restClient(app);
    const response = await rest.get('/payments/export.csv?year=2025', { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="payments-2025.csv"');
    const lines = (response.body as string).trimEnd().split('\n');
    expect(lines[0]).toBe('id,paid_at,amount,currency,status,refunded_amount,refunded_at,learner_email');
    const rows = lines.slice(1).map((line) => line.split(',').slice(1));
    expect(rows).toEqual([
      ['2025-01-15T12:00:00.000Z', '499.00', 'INR', 'refunded', '499.00', '2025-04-02T12:00:00.000Z', 'c@example.com'],
      ['2025-02-10T12:00:00.000Z', '12.05', 'INR', 'paid', '', '', 'd@example.com'],
      ['2025-03-01T12:00:00.000Z', '100.00', 'USD', 'paid', '', '', 'e@example.com'],
      ['2025-03-05T12:00:00.000Z', '499.00', 'INR', 'paid', '', '', 'a@example.com'],
      ['2025-03-20T12:00:00.000Z', '499.00', 'INR', 'paid', '', '', ''],
    ]);
    const empty = await rest.get('/payments/export.csv?year=2020', { token: adminToken });
    expect(empty.body).toBe('id,paid_at,amount,currency,status,refunded_amount,refunded_at,learner_email\n');
    expect((await rest.get('/payments/export.csv?year=1969', { token: adminToken })).status).toBe(400);
  });
});

describe('renewals due', () => {
  let app: TestApp;
  let adminToken: string;

  withAdminApp((started) => {
    ({ app, adminToken } = started);
  });

  /** A subscriber whose period (as the provider reported it) ends `days` from now. */
  const subscriber = async (days: number, { status = 'active', renews = true } = {}) => {
    const { user } = await createUser(app, { subscriptionStatus: status as 'active' | 'canceled' });
    await app.orm.em
      .fork()
      .nativeUpdate(
        User,
        { id: user.id },
        { currentPeriodEnd: new Date(Date.now() + days * 86_400_000), cancelAtPeriodEnd: !renews },
      );
  };

  it("counts the subscriptions that renew at a period end in the next 30 and 90 days, at the plan's price", async () => {
    // In 10 days: both windows. In 60 days: the 90-day window only. In 200 days: neither.
    await subscriber(10);
    await subscriber(60);
    await subscriber(200);
    // Auto-renewal off: it ends rather than renews. Not active any more. Already past.
    await subscriber(15, { renews: false });
    await subscriber(5, { status: 'canceled' });
    await subscriber(-5);

    const now = new Date();
    const revenue = (await askRevenue(app, adminToken, now.getUTCFullYear(), now.getUTCMonth() + 1)).data?.revenue;
    expect(revenue?.renewalsDue).toEqual([
      { withinDays: 30, count: 1, amount: 499 },
      { withinDays: 90, count: 2, amount: 998 },
    ]);
  });
});

describe('failed renewals and disputes in the revenue figures', () => {
  let app: TestApp;
  let adminToken: string;
  withAdminApp((started) => {
    ({ app, adminToken } = started);
  });

  const failed = (userId: string, at: Date, currency = 'INR', amount = 49_900) =>
    app.orm.em
      .fork()
      .getKysely<FailedInvoiceTables>()
      .insertInto('failed_invoices')
      .values({
        provider_invoice_id: `in_failed_${Math.random().toString(36).slice(2)}`,
        user_id: userId,
        provider_subscription_id: 'sub_x',
        amount,
        currency,
        failed_at: at,
      })
      .execute();

  it('counts the renewals whose charge failed in the month, in the plan currency, and ends cover at a dispute', async () => {
    const { user: f } = await createUser(app, { subscriptionStatus: 'active' });
    const { user: g } = await createUser(app, { subscriptionStatus: 'past_due' });
    // F paid in May 2025 and disputed it on 3 July: covered at July's start, not at its end.
    const payment = await createPayment(app, f, { paidAt: utc(2025, 5, 10) });
    await app.orm.em
      .fork()
      .nativeUpdate(Payment, { id: payment.id }, { status: 'disputed', disputedAt: utc(2025, 7, 3) });
    // G's renewal failed twice in July (two invoices: ₹499 and ₹600), once in June; a dollar invoice is left out.
    await failed(g.id, utc(2025, 7, 1));
    await failed(g.id, utc(2025, 7, 31), 'INR', 60_000);
    await failed(g.id, utc(2025, 6, 30));
    await failed(g.id, utc(2025, 7, 15), 'USD', 10_000);

    const july = (await askRevenue(app, adminToken, 2025, 7)).data?.revenue;
    expect(july).toMatchObject({
      failedRenewals: 2,
      failedRenewalsAmount: 1099,
      activeAtMonthStart: 1,
      activeSubscribers: 0,
      churnedSubscribers: 1,
      // The disputed money stays as paid: the dispute may yet be won.
      cashCollected: 0,
      refunds: 0,
    });
    expect((await askRevenue(app, adminToken, 2025, 6)).data?.revenue).toMatchObject({
      failedRenewals: 1,
      failedRenewalsAmount: 499,
      activeSubscribers: 1,
    });
    expect((await askRevenue(app, adminToken, 2025, 8)).data?.revenue).toMatchObject({
      failedRenewals: 0,
      failedRenewalsAmount: 0,
    });
  });
});

describe('revenue SQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const year = 2025;

  /** Payments numbered first..last in one statement: payment g in month (g % 12) + 1 of 2025, every tenth refunded. */
  const insertPayments = (payerId: string, first: number, last: number) =>
    insertBulkPayments(app, {
      payerId,
      year,
      first,
      last,
      refundedAt: sql`make_timestamptz(${year}::int, (g % 12) + 1, 20, 12, 0, 0, 'UTC')`,
    });

  /** Payments of month `month` (1 … 12) among 1..count. */
  const inMonth = (count: number, month: number) => {
    let n = 0;
    for (let g = 1; g <= count; g += 1) if ((g % 12) + 1 === month) n += 1;
    return n;
  };

  it(
    'takes the same statements with 10 and with 100,000 payments',
    async () => {
      const admin = await createUser(app, { role: 'ADMIN' });
      const payer = await createUser(app, { subscriptionStatus: 'active' });
      const load = () => askRevenue(app, admin.token, year, 1);

      await insertPayments(payer.user.id, 1, 10);
      const few = await app.captureQueries(load);
      expect(few.result.errors).toBeUndefined();
      expect(few.result.data?.revenue?.monthly.map((m) => m.cashCollected)).toEqual(
        Array.from({ length: 12 }, (_, index) => inMonth(10, index + 1) * 499),
      );

      await insertPayments(payer.user.id, 11, 100_000);
      const many = await app.captureQueries(load);
      expect(many.result.errors).toBeUndefined();
      const revenue = many.result.data?.revenue;
      expect(revenue?.monthly.map((m) => m.cashCollected)).toEqual(
        Array.from({ length: 12 }, (_, index) => inMonth(100_000, index + 1) * 499),
      );
      expect(revenue?.monthly.reduce((sum, m) => sum + m.refunds, 0)).toBe(10_000 * 499);
      expect(revenue?.activeSubscribers).toBe(1);

      // The session lookup and the three aggregates: two over payments, one over the subscriptions' periods.
      expect(few.queries.filter((sql) => /from "?payments"?/i.test(sql))).toHaveLength(2);
      expect(few.queries.length).toBeLessThanOrEqual(4);
      expect(many.queries.length).toBe(few.queries.length);
    },
    bound(120_000),
  );
});
