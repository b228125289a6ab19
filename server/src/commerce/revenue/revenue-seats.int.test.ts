import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { createPayment, refundPayment } from '../../../test/payment-fixtures';
import { buyTestModeTeam, teamOps } from '../../../test/team-fixtures';
import { User } from '../../identity/user/user.entity';
import type { Revenue } from './revenue.service';

/** The Revenue section counts seats, as the dashboard's Total Revenue does: a team plan's, beside one per learner. */
const REVENUE = /* GraphQL */ `
  query Revenue($year: Int!, $month: Int!) {
    revenue(year: $year, month: $month) {
      activeSubscribers activeAtMonthStart churnedSubscribers churnRate renewalsDue { withinDays count amount }
    }
  }`;
const STATS = 'query Stats { stats { subscribedUsersCount teamSeatsCount totalRevenue } }';

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));

let app: TestApp;
let adminToken: string;
withAdminApp((started) => {
  ({ app, adminToken } = started);
});

const askRevenue = async (year: number, month: number) => {
  const response = await gql<{ revenue: Revenue }>(app, REVENUE, { year, month }, { token: adminToken });
  expect(response.errors).toBeUndefined();
  return response.data!.revenue;
};

describe('the Revenue section in seats', () => {
  it("counts a team's seats, those added since its year's payment too, and renewals in seats, as the dashboard does", async () => {
    const now = new Date();
    const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
    const before = await askRevenue(year, month);
    const { user: learner } = await createUser(app, { subscriptionStatus: 'active' });
    await createPayment(app, learner, { paidAt: now });
    const { owner, ownerToken } = await buyTestModeTeam(app, 3);
    expect((await gql(app, teamOps.setSeats, { seats: 5 }, { token: ownerToken })).errors).toBeUndefined();

    const after = await askRevenue(year, month);
    expect(after.activeSubscribers - before.activeSubscribers).toBe(1 + 5);
    const stats = (await gql<{ stats: { totalRevenue: number } }>(app, STATS, {}, { token: adminToken })).data!.stats;
    expect(stats.totalRevenue).toBe(after.activeSubscribers * 499);

    // Three seats from the renewal on, which falls in 10 days: the renewal charges three.
    expect((await gql(app, teamOps.setSeats, { seats: 3 }, { token: ownerToken })).errors).toBeUndefined();
    await app.orm.em
      .fork()
      .nativeUpdate(User, { id: owner.id }, { currentPeriodEnd: new Date(now.getTime() + 10 * 86_400_000) });
    expect((await askRevenue(year, month)).renewalsDue).toEqual([
      { withinDays: 30, count: 3, amount: 3 * 499 },
      { withinDays: 90, count: 3, amount: 3 * 499 },
    ]);
  });

  /**
   * In 2025 and 2026 (nobody else paid then):
   * - L: one learner, 2025-01-05, renewed 2026-01-05.
   * - T: a team of 3, 2025-01-10, 2 seats added 2025-04-10, not renewed: all 5 end with its year on 2026-01-10.
   * - U: a team of 4, 2025-01-20, renewed 2026-01-20 with 2.
   * - V: a team of 2, 2025-05-01, a seat added 2025-06-01 and refunded 2025-06-15.
   */
  it('covers added seats for the rest of their year only, ends a refunded seat charge, and churns seats', async () => {
    const payer = async () => (await createUser(app, { subscriptionStatus: 'active' })).user;
    const [l, t, u, v] = [await payer(), await payer(), await payer(), await payer()];
    const seatsTeam = { subscriptionId: 'sub_seats_t' };
    await createPayment(app, l, { paidAt: utc(2025, 1, 5) });
    await createPayment(app, l, { paidAt: utc(2026, 1, 5) });
    await createPayment(app, t, { ...seatsTeam, paidAt: utc(2025, 1, 10), seats: 3, amount: 3 * 49_900 });
    await createPayment(app, t, { ...seatsTeam, paidAt: utc(2025, 4, 10), seats: 2, purpose: 'seats' });
    await createPayment(app, u, { subscriptionId: 'sub_seats_u', paidAt: utc(2025, 1, 20), seats: 4 });
    await createPayment(app, u, { subscriptionId: 'sub_seats_u', paidAt: utc(2026, 1, 20), seats: 2 });
    await createPayment(app, v, { subscriptionId: 'sub_seats_v', paidAt: utc(2025, 5, 1), seats: 2 });
    const added = await createPayment(app, v, {
      subscriptionId: 'sub_seats_v',
      paidAt: utc(2025, 6, 1),
      seats: 1,
      purpose: 'seats',
    });
    await refundPayment(app, added.id, utc(2025, 6, 15));

    expect((await askRevenue(2025, 3)).activeSubscribers).toBe(1 + 3 + 4);
    expect((await askRevenue(2025, 4)).activeSubscribers).toBe(1 + 5 + 4);
    expect((await askRevenue(2025, 5)).activeSubscribers).toBe(1 + 5 + 4 + 2);
    expect((await askRevenue(2025, 6)).activeSubscribers).toBe(1 + 5 + 4 + 2);
    // T's 5 seats end with its year (its added seats with it), U renews with 2 fewer.
    expect(await askRevenue(2026, 1)).toMatchObject({
      activeAtMonthStart: 12,
      activeSubscribers: 1 + 0 + 2 + 2,
      churnedSubscribers: 5 + 2,
      churnRate: 7 / 12,
    });
  });
});
