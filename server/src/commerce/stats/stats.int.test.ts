import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createPayment, insertBulkPayments } from '../../../test/payment-fixtures';
import { User, type UserTables } from '../../identity/user/user.entity';
import { Payment } from '../payment/payment.entity';
import type { DashboardStats } from './stats.service';

/** The dashboard's numbers as GraphQL sends them, with the spec's message. */
type StatsData = DashboardStats & { message: string };

const STATS = /* GraphQL */ `
  query Stats($year: Int) {
    stats(year: $year) {
      allUsersCount subscribedUsersCount monthlySales totalRevenue collectedRevenue currency year message
    }
  }`;

/** What the admin dashboard sends on load: the course list and the stats, in one operation. */
const DASHBOARD = /* GraphQL */ `
  query AdminDashboardQuery($year: Int) {
    courses { totalCount edges { node { id title description category createdBy thumbnailUrl numberOfLectures } } }
    stats(year: $year) {
      allUsersCount subscribedUsersCount monthlySales totalRevenue collectedRevenue currency year message
    }
  }`;

const thisYear = new Date().getUTCFullYear();
const utc = (year: number, month: number, day = 15, ...time: number[]) =>
  new Date(Date.UTC(year, month - 1, day, ...(time.length ? time : [12])));

const stats = (app: TestApp, token: string | undefined, year?: number) =>
  gql<{ stats: StatsData | null }>(app, STATS, { year }, token ? { token } : undefined);

describe('stats', () => {
  let app: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    app = await startTestApp();
    adminToken = (await createUser(app, { role: 'ADMIN' })).token;
    const active = [];
    for (let i = 0; i < 3; i += 1) active.push((await createUser(app, { subscriptionStatus: 'active' })).user);
    await createUser(app, { subscriptionStatus: 'past_due' });
    await createUser(app, { subscriptionStatus: 'canceled' });
    await createUser(app);
    const [a, b, c] = active as [(typeof active)[number], (typeof active)[number], (typeof active)[number]];

    // This year: 2 in Jan (one on the year's first instant), 1 in Mar (+1 refunded), 1 in Jul, 1 in Dec (last instant).
    await createPayment(app, a, { paidAt: utc(thisYear, 1, 1, 0, 0, 0, 0) });
    await createPayment(app, b, { paidAt: utc(thisYear, 1, 20) });
    await createPayment(app, c, { paidAt: utc(thisYear, 3, 15) });
    await createPayment(app, a, { paidAt: utc(thisYear, 3, 16), status: 'refunded' });
    await createPayment(app, b, { paidAt: utc(thisYear, 7, 4) });
    await createPayment(app, c, { paidAt: utc(thisYear, 12, 31, 23, 59, 59, 999) });
    // Last year: 1 in Feb at another price, 1 in Jun (+1 refunded), 1 in Dec on the year's last instant.
    await createPayment(app, a, { paidAt: utc(thisYear - 1, 2, 10), amount: 99_900 });
    await createPayment(app, b, { paidAt: utc(thisYear - 1, 6, 1) });
    await createPayment(app, c, { paidAt: utc(thisYear - 1, 6, 2), status: 'refunded' });
    await createPayment(app, a, { paidAt: utc(thisYear - 1, 12, 31, 23, 59, 59, 999) });
  });
  afterAll(() => app.close());

  it('counts users and this year’s sales per month, refunds excluded', async () => {
    const response = await stats(app, adminToken);
    expect(response.errors).toBeUndefined();
    expect(response.data?.stats).toEqual({
      allUsersCount: 7,
      subscribedUsersCount: 3,
      monthlySales: [2, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1],
      totalRevenue: 3 * 499,
      // Five sales kept; the refunded one was paid back in full.
      collectedRevenue: 5 * 499,
      currency: 'INR',
      year: thisYear,
      message: 'Stats fetched successfully',
    });
  });

  it('reports the year asked for', async () => {
    const last = (await stats(app, adminToken, thisYear - 1)).data?.stats;
    expect(last).toMatchObject({
      year: thisYear - 1,
      monthlySales: [0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1],
      collectedRevenue: 999 + 499 + 499,
      // Users and the spec's Total Revenue are about now, whatever the year.
      allUsersCount: 7,
      subscribedUsersCount: 3,
      totalRevenue: 1497,
    });
    const empty = (await stats(app, adminToken, thisYear - 2)).data?.stats;
    expect(empty).toMatchObject({ year: thisYear - 2, monthlySales: Array(12).fill(0), collectedRevenue: 0 });
  });

  it('leaves payments in another currency out of the collected money', async () => {
    const { user } = await createUser(app, { subscriptionStatus: 'active' });
    const dollars = await createPayment(app, user, { paidAt: utc(thisYear - 3, 5, 5), amount: 1_000 });
    await app.orm.em.fork().nativeUpdate(Payment, { id: dollars.id }, { currency: 'USD' });
    const data = (await stats(app, adminToken, thisYear - 3)).data?.stats;
    expect(data?.collectedRevenue).toBe(0);
    expect(data?.monthlySales[4]).toBe(1);
    await app.orm.em.fork().nativeDelete(User, { id: user.id });
  });

  it('refuses a year outside 1970–9999', async () => {
    expect(errorCode(await stats(app, adminToken, 1969))).toBe('BAD_USER_INPUT');
    expect(errorCode(await stats(app, adminToken, 10_000))).toBe('BAD_USER_INPUT');
  });

  it('refuses a USER with FORBIDDEN and an anonymous caller with UNAUTHENTICATED', async () => {
    const { token } = await createUser(app, { subscriptionStatus: 'active' });
    const asUser = await stats(app, token);
    expect(errorCode(asUser)).toBe('FORBIDDEN');
    expect(asUser.data?.stats ?? null).toBeNull();
    const anonymous = await stats(app, undefined);
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
    expect(anonymous.data?.stats ?? null).toBeNull();
  });
});

describe('dashboard load SQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** Users numbered first..last in one statement; every fourth one subscribed. */
  const insertUsers = (first: number, last: number) =>
    app.orm.em
      .fork()
      .getKysely<UserTables>()
      .insertInto('users')
      .columns(['id', 'full_name', 'email', 'password_hash', 'role', 'subscription_status', 'created_at', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom(sql<{ g: number }>`generate_series(${first}::int, ${last}::int)`.as<'s'>(sql`s(g)`))
          .select([
            sql<string>`gen_random_uuid()`.as('id'),
            sql<string>`'Bulk learner ' || g`.as('full_name'),
            sql<string>`'bulk-' || g || '@example.com'`.as('email'),
            sql<string>`'not-a-hash'`.as('password_hash'),
            sql<'USER'>`'USER'`.as('role'),
            sql<'active' | 'inactive'>`case when g % 4 = 0 then 'active' else 'inactive' end`.as('subscription_status'),
            sql<Date>`now()`.as('created_at'),
            sql<Date>`now()`.as('updated_at'),
          ]),
      )
      .execute();

  /** Payments numbered first..last in one statement: payment g in month (g % 12) + 1, every tenth one refunded. */
  const insertPayments = (payerId: string, first: number, last: number) =>
    insertBulkPayments(app, { payerId, year: thisYear, first, last, refundedAt: sql`now()` });

  const expectedSales = (count: number) => {
    const sales = Array<number>(12).fill(0);
    for (let g = 1; g <= count; g += 1) if (g % 10 !== 0) sales[g % 12]! += 1;
    return sales;
  };

  it('takes at most 5 statements with 10 and with 10,000 payments and users', async () => {
    const admin = await createUser(app, { role: 'ADMIN' });
    const payer = await createUser(app, { subscriptionStatus: 'active' });
    for (let i = 0; i < 3; i += 1) await createCourse(app, {}, { lectures: i });
    const load = () =>
      gql<{ courses: { totalCount: number; edges: unknown[] }; stats: StatsData }>(
        app,
        DASHBOARD,
        { year: thisYear },
        { token: admin.token },
      );

    await insertUsers(1, 8);
    await insertPayments(payer.user.id, 1, 10);
    const few = await app.captureQueries(load);
    expect(few.result.errors).toBeUndefined();
    expect(few.result.data?.courses.edges).toHaveLength(3);
    expect(few.result.data?.stats).toMatchObject({
      allUsersCount: 10,
      subscribedUsersCount: 3,
      monthlySales: expectedSales(10),
      collectedRevenue: 9 * 499,
    });

    await insertUsers(9, 9_998);
    await insertPayments(payer.user.id, 11, 10_000);
    const many = await app.captureQueries(load);
    expect(many.result.errors).toBeUndefined();
    expect(many.result.data?.stats).toMatchObject({
      allUsersCount: 10_000,
      subscribedUsersCount: 1 + 2_499,
      monthlySales: expectedSales(10_000),
      totalRevenue: 2_500 * 499,
      collectedRevenue: 9_000 * 499,
    });
    expect(many.result.data?.stats.monthlySales.reduce((sum, n) => sum + n, 0)).toBe(9_000);

    // The session lookup, the catalogue's first page and its count, the user counts with the collected money, the
    // monthly sales.
    const aggregates = many.queries.filter((sql) => /from "?payments"?/i.test(sql));
    expect(aggregates).toHaveLength(2);
    for (const sql of aggregates) expect(sql).toMatch(/count\(\*\)|sum\(/i);
    expect(few.queries.length).toBeLessThanOrEqual(5);
    expect(many.queries.length).toBe(few.queries.length);
    console.info(`dashboard load: ${few.queries.length} statements (10 payments), ${many.queries.length} (10,000)`);
  });
});
