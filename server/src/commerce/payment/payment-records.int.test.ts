import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createPayment, nodesOf, ops, type Page } from '../../../test/payment-fixtures';
import { BAD_CURSOR_MESSAGE, PAGE_SIZE_MESSAGE } from '../../shared/pagination';
import { Payment } from './payment.entity';
import { LEARNER_ID_MESSAGE } from './payment-list.service';

let app: TestApp;
let adminToken: string;
withAdminApp((started) => {
  ({ app, adminToken } = started);
});

interface AdminPayment {
  id: string;
  amount: number;
  paidAt: string;
  status: string;
  customer: { id: string; email: string } | null;
}
type Payments = { payments: Page<AdminPayment> };
type MyPayments = { myPayments: Page<{ id: string; refunded: boolean; formattedAmount: string }> };

const year = new Date().getUTCFullYear();
const at = (month: number, day = 15, y = year) => new Date(Date.UTC(y, month - 1, day, 12));
const list = (variables: { first?: number; after?: string; learnerId?: string } = {}, token = adminToken) =>
  gql<Payments>(app, ops.payments, variables, { token });
const mine = (token: string, variables: { first?: number; after?: string } = {}) =>
  gql<MyPayments>(app, ops.myPayments, variables, { token });

/** Every page of a list, `first` at a time; `between` runs after each page but the last (rows come and go). */
async function walk<Node>(
  ask: (after?: string) => Promise<{ errors?: unknown; data?: Record<string, Page<Node>> | null }>,
  field: string,
  between: (page: number) => Promise<void> = async () => {},
) {
  const seen: Node[] = [];
  let after: string | undefined;
  for (let page = 0; page < 50; page += 1) {
    const response = await ask(after);
    expect(response.errors).toBeUndefined();
    const connection = response.data![field]!;
    seen.push(...nodesOf(connection));
    if (!connection.pageInfo.hasNextPage) return seen;
    after = connection.pageInfo.endCursor!;
    await between(page);
  }
  throw new Error('more than 50 pages');
}

describe('payments (the admin list)', () => {
  it('lists every payment newest first with its payer, a page at a time, and counts them all', async () => {
    const { user } = await createUser(app, { email: 'payer@example.com' });
    const older = await createPayment(app, user, { paidAt: at(1, 5) });
    const refunded = await createPayment(app, user, { paidAt: at(3, 16), status: 'refunded' });
    const newest = await createPayment(app, user, { paidAt: new Date(Date.UTC(year + 1, 0, 1)) });

    const response = await list({ first: 2 });
    expect(response.errors).toBeUndefined();
    const page = response.data!.payments;
    expect(nodesOf(page)[0]).toMatchObject({ id: newest.id, customer: { id: user.id, email: 'payer@example.com' } });
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, endCursor: page.edges[1]!.cursor });

    const theirs = nodesOf((await list({ learnerId: user.id })).data?.payments);
    expect(theirs.map(({ id }) => id)).toEqual([newest.id, refunded.id, older.id]);
    expect(theirs[1]).toMatchObject({ status: 'refunded' });
  });

  it('walks pages without a row twice or a row skipped while payments are added and deleted between pages', async () => {
    const { user } = await createUser(app);
    // Five share one paid_at: the id orders them, so a page boundary inside the tie neither repeats nor skips one.
    const tie = at(6, 1, year - 3);
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await createPayment(app, user, { paidAt: tie }));
    for (let i = 0; i < 6; i += 1) made.push(await createPayment(app, user, { paidAt: at(i + 1, 2, year - 4) }));
    const deleted = made.at(-1)!;
    const added: string[] = [];
    const seen = await walk<AdminPayment>(
      (after) => list({ first: 3, after, learnerId: user.id }),
      'payments',
      async (page) => {
        // A newer payment (before every cursor: not on a later page) and an older one (on a later page).
        await createPayment(app, user, { paidAt: at(12, 1) });
        added.push((await createPayment(app, user, { paidAt: at(1, 1, year - 5 - page) })).id);
        if (page === 0) await app.orm.em.fork().nativeDelete(Payment, { id: deleted.id });
      },
    );
    const ids = seen.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(
      [...made.filter(({ id }) => id !== deleted.id).map(({ id }) => id), ...added].sort(),
    );
  });

  it('gives 24 by default and at most 100: first: 101 or 0 is BAD_USER_INPUT', async () => {
    const { user } = await createUser(app);
    for (let i = 0; i < 30; i += 1) await createPayment(app, user, { paidAt: at(6, 1, year - 2) });
    expect((await list({ learnerId: user.id })).data?.payments.edges).toHaveLength(24);
    expect((await list({ first: 100, learnerId: user.id })).data?.payments.edges).toHaveLength(30);
    for (const first of [101, 0, -1]) {
      const response = await list({ first });
      expect({ first, code: errorCode(response) }).toEqual({ first, code: 'BAD_USER_INPUT' });
      expect(errorMessage(response)).toBe(PAGE_SIZE_MESSAGE);
    }
  });

  it('refuses a cursor it did not make, and a learnerId that is not an id, with BAD_USER_INPUT', async () => {
    const foreign = Buffer.from(
      JSON.stringify({ k: 'users:newest', v: ['2026-01-01T00:00:00.000000Z', randomUUID()] }),
    );
    for (const after of ['nope', 'x'.repeat(3000), foreign.toString('base64url'), 'eyJrIjoicGF5bWVudHM6bmV3ZXN0In0']) {
      const response = await list({ after });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(errorMessage(response)).toBe(BAD_CURSOR_MESSAGE);
    }
    expect(errorMessage(await list({ learnerId: 'not-an-id' }))).toBe(LEARNER_ID_MESSAGE);
  });

  // The admin's list joins each payment's payer (two payers here); the learner's own list has none to join.
  it.each(['payments', 'myPayments'] as const)(
    '%s uses the same number of queries for 3 and 30 payments',
    async (field) => {
      const small = await startTestApp();
      try {
        const admin = await createUser(small, { role: 'ADMIN' });
        const payer = await createUser(small);
        const payers = field === 'payments' ? [payer.user, (await createUser(small)).user] : [payer.user];
        const token = field === 'payments' ? admin.token : payer.token;
        const run = () => gql<Record<typeof field, Page<unknown>>>(small, ops[field], { first: 100 }, { token });
        const addPayments = async (n: number) => {
          for (let i = 0; i < n; i += 1) await createPayment(small, payers[i % payers.length]!, { paidAt: at(2) });
        };
        await addPayments(3);
        const few = await small.captureQueries(run);
        await addPayments(27);
        const many = await small.captureQueries(run);
        expect(many.result.data?.[field].edges).toHaveLength(30);
        expect(many.queries.length).toBe(few.queries.length);
        // The session, the page and its count.
        expect(few.queries.length).toBeLessThanOrEqual(3);
      } finally {
        await small.close();
      }
    },
  );
});

describe('myPayments', () => {
  it("shows only the caller's payments, newest first, with their refund state", async () => {
    const me = await createUser(app);
    const other = await createUser(app);
    await createPayment(app, me.user, { paidAt: at(1, 2) });
    const refunded = await createPayment(app, me.user, { paidAt: at(2, 2), status: 'refunded' });
    await createPayment(app, other.user, { paidAt: at(3, 3) });

    const response = await mine(me.token);
    expect(response.data?.myPayments.totalCount).toBe(2);
    expect(nodesOf(response.data?.myPayments)).toHaveLength(2);
    expect(nodesOf(response.data?.myPayments)[0]).toMatchObject({
      id: refunded.id,
      refunded: true,
      formattedAmount: '₹499',
    });
  });

  it('pages with stable cursors while payments arrive, and refuses first: 101 and a bad cursor', async () => {
    const me = await createUser(app);
    const made = [];
    for (let i = 0; i < 7; i += 1) made.push(await createPayment(app, me.user, { paidAt: at(i + 1, 3, year - 1) }));
    const seen = await walk<{ id: string }>(
      (after) => mine(me.token, { first: 2, after }),
      'myPayments',
      async () => {
        await createPayment(app, me.user);
      },
    );
    expect(seen.map(({ id }) => id)).toEqual(made.reverse().map(({ id }) => id));
    expect(errorCode(await mine(me.token, { first: 101 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await mine(me.token, { after: 'bad' }))).toBe('BAD_USER_INPUT');
  });

  it('does not show who paid to a learner', async () => {
    const { user, token } = await createUser(app);
    await createPayment(app, user);
    const response = await gql(app, 'query { myPayments { edges { node { id customer { email } } } } }', {}, { token });
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
    const response = await list({ first: 10 }, token);
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.data?.payments ?? null).toBeNull();
  });
});
