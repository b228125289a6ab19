import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { type TestApp } from '../../../test/harness';
import { createPayment, pageSession } from '../../../test/payment-fixtures';
import { type RestClient, withRestApp } from '../../../test/rest-client';
import { BAD_CURSOR_MESSAGE } from '../../shared/pagination';

let app: TestApp;
let rest: RestClient;
withRestApp((started) => {
  ({ app, rest } = started);
});

describe('GET /payments?count=', () => {
  it('answers an ADMIN with the records, twelve months and the sales per month', async () => {
    const admin = await pageSession(app, { role: 'ADMIN' });
    const payer = await pageSession(app, { fullName: 'Paying Person' });
    const now = new Date();
    await createPayment(app, payer.user, { paidAt: now });
    await createPayment(app, payer.user, { paidAt: new Date(now.getTime() - 1000), status: 'refunded' });

    const response = await rest.get('/payments?count=100', admin);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      finalMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      message: 'Payment records fetched successfully',
      year: now.getUTCFullYear(),
    });
    const mine = response.body.allPayments.filter(
      (each: { customer: { _id: string } | null }) => each.customer?._id === payer.user.id,
    );
    expect(mine[0]).toEqual({
      _id: expect.any(String),
      amount: 49_900,
      currency: 'INR',
      formattedAmount: '₹499',
      status: 'paid',
      paidAt: expect.any(String),
      refunded: false,
      refundedAt: null,
      refundedAmount: null,
      refundReason: null,
      customer: { _id: payer.user.id, fullName: 'Paying Person', email: payer.user.email },
    });
    expect(mine[1]).toMatchObject({ status: 'refunded', refunded: true });

    // The GraphQL side of the same figures is the dashboard's `stats.monthlySales`.
    const viaGraphql = await gql<{ stats: { monthlySales: number[] } }>(
      app,
      'query { stats { monthlySales } }',
      {},
      admin,
    );
    expect(response.body.monthlySalesRecord).toEqual(viaGraphql.data?.stats.monthlySales);
    const one = await rest.get('/payments?count=1', admin);
    expect(one.body.allPayments).toHaveLength(1);
    const all = await rest.get('/payments', admin);
    expect(all.body.allPayments.length).toBe(response.body.allPayments.length);
  });

  it('pages with `cursor`: each page names the next in `next` and a Link header, and a bad cursor is 400', async () => {
    const admin = await pageSession(app, { role: 'ADMIN' });
    const payer = await createUser(app);
    for (let i = 0; i < 5; i += 1) await createPayment(app, payer.user, { paidAt: new Date(Date.UTC(2020, i, 1)) });
    const seen: string[] = [];
    let path = '/payments?count=2';
    for (let page = 0; page < 100; page += 1) {
      const response = await rest.get(path, admin);
      expect(response.status).toBe(200);
      expect(response.body.allPayments.length).toBeLessThanOrEqual(2);
      seen.push(...response.body.allPayments.map((payment: { _id: string }) => payment._id));
      if (response.body.next === null) {
        expect(response.headers.get('link')).toBeNull();
        break;
      }
      const link = `</api/v1/payments?count=2&cursor=${response.body.next}>; rel="next"`;
      expect(response.headers.get('link')).toBe(link);
      path = `/payments?count=2&cursor=${response.body.next}`;
    }
    const total = await gql<{ payments: { totalCount: number } }>(app, 'query { payments { totalCount } }', {}, admin);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(total.data!.payments.totalCount);

    const bad = await rest.get('/payments?cursor=not-a-cursor', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(BAD_CURSOR_MESSAGE);
  });

  it('answers 400 for a count that is not a whole number, 403 to a USER, 401 anonymously', async () => {
    const admin = await pageSession(app, { role: 'ADMIN' });
    for (const count of ['abc', '0', '1.5', '']) {
      const response = await rest.get(`/payments?count=${count}`, admin);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('count must be a whole number of at least 1');
    }
    expect((await rest.get('/payments?count=100', await pageSession(app))).status).toBe(403);
    expect(
      (await rest.get('/payments?count=100', await pageSession(app, { subscriptionStatus: 'active' }))).status,
    ).toBe(403);
    expect((await rest.get('/payments?count=100')).status).toBe(401);
  });
});
