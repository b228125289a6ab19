import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createPayment, ops } from '../../../test/payment-fixtures';

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await startTestApp();
  adminToken = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

type Report = {
  payments: {
    allPayments: {
      id: string;
      amount: number;
      paidAt: string;
      status: string;
      customer: { id: string; email: string };
    }[];
    finalMonths: string[];
    monthlySalesRecord: number[];
    year: number;
  };
};

const year = new Date().getUTCFullYear();
const at = (month: number, day = 15, y = year) => new Date(Date.UTC(y, month - 1, day, 12));
const report = (count?: number, token = adminToken) => gql<Report>(app, ops.payments, { count }, { token });

describe('payments (admin report)', () => {
  it('lists payments newest first and counts sales per month in SQL, refunds excluded', async () => {
    const { user } = await createUser(app, { email: 'payer@example.com' });
    await createPayment(app, user, { paidAt: at(1, 5) });
    await createPayment(app, user, { paidAt: at(1, 20) });
    await createPayment(app, user, { paidAt: at(3) });
    await createPayment(app, user, { paidAt: at(3, 16), status: 'refunded' });
    await createPayment(app, user, { paidAt: at(12, 31, year - 1) });
    const newest = await createPayment(app, user, { paidAt: at(12, 31) });

    const response = await report();
    expect(response.errors).toBeUndefined();
    const data = response.data!.payments;
    expect(data.finalMonths).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(data.monthlySalesRecord).toEqual([2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(data.year).toBe(year);
    expect(data.allPayments).toHaveLength(6);
    expect(data.allPayments[0]).toMatchObject({ id: newest.id, customer: { email: 'payer@example.com' } });
    const times = data.allPayments.map((payment) => Date.parse(payment.paidAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.allPayments.find((payment) => payment.status === 'refunded')).toBeDefined();
  });

  it('returns at most `count` records, never more than 100, and refuses a count below 1', async () => {
    expect((await report(2)).data?.payments.allPayments).toHaveLength(2);
    const { user } = await createUser(app);
    for (let i = 0; i < 100; i += 1) await createPayment(app, user, { paidAt: at(6, 1, year - 2) });
    expect((await report(500)).data?.payments.allPayments).toHaveLength(100);
    expect((await report()).data?.payments.allPayments).toHaveLength(100);
    expect(errorCode(await report(0))).toBe('BAD_USER_INPUT');
  });

  it('uses the same number of queries for 3 and 30 payments', async () => {
    const small = await startTestApp();
    try {
      const admin = await createUser(small, { role: 'ADMIN' });
      const run = () => gql<Report>(small, ops.payments, { count: 100 }, { token: admin.token });
      const payers = [(await createUser(small)).user, (await createUser(small)).user];
      const addPayments = async (n: number) => {
        for (let i = 0; i < n; i += 1) await createPayment(small, payers[i % 2]!, { paidAt: at(2) });
      };
      await addPayments(3);
      const few = await small.captureQueries(run);
      await addPayments(27);
      const many = await small.captureQueries(run);
      expect(many.result.data?.payments.allPayments).toHaveLength(30);
      expect(many.queries.length).toBe(few.queries.length);
      expect(few.queries.length).toBeLessThanOrEqual(3);
    } finally {
      await small.close();
    }
  });
});

describe('myPayments', () => {
  it("shows only the caller's payments, newest first, with their refund state", async () => {
    const me = await createUser(app);
    const other = await createUser(app);
    await createPayment(app, me.user, { paidAt: at(1, 2) });
    const refunded = await createPayment(app, me.user, { paidAt: at(2, 2), status: 'refunded' });
    await createPayment(app, other.user, { paidAt: at(3, 3) });

    const response = await gql<{ myPayments: { id: string; refunded: boolean; formattedAmount: string }[] }>(
      app,
      ops.myPayments,
      {},
      { token: me.token },
    );
    expect(response.data?.myPayments).toHaveLength(2);
    expect(response.data?.myPayments[0]).toMatchObject({ id: refunded.id, refunded: true, formattedAmount: '₹499' });
  });

  it('does not show who paid to a learner', async () => {
    const { user, token } = await createUser(app);
    await createPayment(app, user);
    const response = await gql(app, 'query { myPayments { id customer { email } } }', {}, { token });
    expect(errorCode(response)).toBe('FORBIDDEN');
  });
});

describe('subscriptionPlan', () => {
  it('is public and formats the price', async () => {
    const response = await gql<{ subscriptionPlan: Record<string, unknown> }>(app, ops.subscriptionPlan);
    expect(response.data?.subscriptionPlan).toEqual({
      price: 499,
      amount: 49_900,
      currency: 'INR',
      interval: 'year',
      refundWindowDays: 14,
      formattedPrice: '₹499',
    });
  });
});

describe('denials', () => {
  const loggedIn = [
    ['startCheckout', ops.startCheckout, {}],
    ['confirmCheckout', ops.confirmCheckout, { sessionId: 'cs_x' }],
    ['verifySubscription', ops.verifySubscription, { id: 'sub_x' }],
    ['cancelSubscription', ops.cancelSubscription, {}],
    ['stripePublishableKey', ops.stripePublishableKey, {}],
    ['myPayments', ops.myPayments, {}],
    ['payments', ops.payments, {}],
  ] as const;

  it.each(loggedIn)('%s refuses an anonymous caller with UNAUTHENTICATED', async (_name, query, variables) => {
    const response = await gql(app, query, variables);
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
    expect(response.data?.[_name] ?? null).toBeNull();
  });

  it('payments refuses a USER with FORBIDDEN', async () => {
    const { token } = await createUser(app);
    const response = await report(10, token);
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.data?.payments ?? null).toBeNull();
  });
});
