import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createPayment } from '../../../test/payment-fixtures';
import { type RestClient, restClient } from '../../../test/rest-client';
import { STATS_MESSAGE } from './stats.messages';

let app: TestApp;
let rest: RestClient;
let admin: { cookie: string };
const thisYear = new Date().getUTCFullYear();
const STATS = 'query S($year: Int) { stats(year: $year) { allUsersCount subscribedUsersCount monthlySales } }';

beforeAll(async () => {
  app = await startTestApp();
  rest = restClient(app);
  admin = { cookie: `token=${(await createUser(app, { role: 'ADMIN' })).token}` };
  const { user: a } = await createUser(app, { subscriptionStatus: 'active' });
  const { user: b } = await createUser(app, { subscriptionStatus: 'active' });
  await createUser(app, { subscriptionStatus: 'canceled' });
  await createUser(app);
  await createPayment(app, a, { paidAt: new Date(Date.UTC(thisYear, 0, 10)) });
  await createPayment(app, b, { paidAt: new Date(Date.UTC(thisYear, 4, 10)) });
  await createPayment(app, b, { paidAt: new Date(Date.UTC(thisYear, 4, 11)), status: 'refunded' });
  await createPayment(app, a, { paidAt: new Date(Date.UTC(thisYear - 1, 6, 1)) });
});
afterAll(() => app.close());

describe('GET /admin/stats/users', () => {
  it('answers an ADMIN with the user counts GraphQL gives', async () => {
    const response = await rest.get('/admin/stats/users', admin);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, allUsersCount: 5, subscribedUsersCount: 2, message: STATS_MESSAGE });
    const viaGraphql = await gql<{ stats: { allUsersCount: number; subscribedUsersCount: number } }>(
      app,
      STATS,
      {},
      admin,
    );
    expect(viaGraphql.data?.stats).toMatchObject({ allUsersCount: 5, subscribedUsersCount: 2 });
  });

  it('answers 401 anonymously and 403 to a USER or subscriber', async () => {
    expect((await rest.get('/admin/stats/users')).status).toBe(401);
    for (const overrides of [{}, { subscriptionStatus: 'active' as const }]) {
      const { token } = await createUser(app, overrides);
      const response = await rest.get('/admin/stats/users', { cookie: `token=${token}` });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ success: false, message: 'You are not allowed to do this' });
    }
  });
});

describe('GET /payments/get-monthly-payments', () => {
  it('answers an ADMIN with twelve monthly values, refunds left out', async () => {
    const response = await rest.get('/payments/get-monthly-payments', admin);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
      year: thisYear,
      message: STATS_MESSAGE,
    });
    const viaGraphql = await gql<{ stats: { monthlySales: number[] } }>(app, STATS, {}, admin);
    expect(response.body.data).toEqual(viaGraphql.data?.stats.monthlySales);
  });

  it('takes a year, and answers 400 for a bad one', async () => {
    const lastYear = await rest.get(`/payments/get-monthly-payments?year=${thisYear - 1}`, admin);
    expect(lastYear.body.data).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    const bad = await rest.get('/payments/get-monthly-payments?year=soon', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('year must be a whole number from 1970 to 9999');
  });

  it('answers 401 anonymously and 403 to a USER', async () => {
    expect((await rest.get('/payments/get-monthly-payments')).status).toBe(401);
    const { token } = await createUser(app);
    expect((await rest.get('/payments/get-monthly-payments', { cookie: `token=${token}` })).status).toBe(403);
  });
});
