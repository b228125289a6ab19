import { sql } from 'kysely';
import type { TeamTables } from '../../identity/user/team.entity';
import type { UserTables } from '../../identity/user/user.entity';
import { fromMinorUnits, toMinorUnits } from '../../payments/money';
import { badInput } from '../../shared/errors';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { timestampText } from '../../shared/sql-timestamp';
import { utcYearBounds } from '../../shared/utc-year';
import { requireRole } from '../../shared/viewer';
import type { PaymentTables } from '../payment/payment.entity';
import { keptAmount } from '../payment/payment-amounts';
import { monthlySales } from '../payment/payment-records.service';

export const MIN_STATS_YEAR = 1970;
export const MAX_STATS_YEAR = 9999;

/** The admin dashboard's numbers, the same for every transport (GraphQL now, the REST facade later). */
export interface DashboardStats {
  /** Every account, admins included. */
  allUsersCount: number;
  /** Accounts whose subscription status is 'active' (a team's owner counts once, for the team's subscription). */
  subscribedUsersCount: number;
  /** Of those, the team plans: active subscriptions that pay for a team's seats. */
  teamSubscriptionsCount: number;
  /** The seats the active team plans pay for now. */
  teamSeatsCount: number;
  /** Of those seats, the ones members hold. */
  teamSeatsUsed: number;
  /** Successful payments per month (UTC) of `year`, January first: the rule of `monthlySales`. */
  monthlySales: number[];
  /**
   * The spec's Total Revenue: subscriptions × the plan price, in major units of `currency`, where a team's subscription
   * counts its seats (each seat is the plan's price).
   */
  totalRevenue: number;
  /**
   * Money kept from the payments made in `year` (by `paid_at`, UTC): their amounts minus what was refunded of them,
   * in major units of `currency`. Rows in another currency are left out.
   */
  collectedRevenue: number;
  currency: string;
  year: number;
}

/**
 * The user counts, the active team plans' seats and the year's collected money in one statement: plain aggregates (`count(*) filter`, `sum`), no
 * rows reach JS. A refunded row whose refunded amount is unknown counts as refunded in full (keptAmount).
 */
function countsQuery(em: Em, currency: string, year: number) {
  const [start, end] = utcYearBounds(year);
  const db = em.getKysely<UserTables & PaymentTables & TeamTables>();
  const users = db
    .selectFrom('users')
    .select([
      sql<number>`count(*)::int`.as('all_users'),
      sql<number>`(count(*) filter (where subscription_status = 'active'))::int`.as('subscribed_users'),
    ]);
  // The active team plans: the team's subscription is its owner's current one, and it is active.
  const teams = db
    .selectFrom('teams as t')
    .innerJoin('users as o', (join) =>
      join.onRef('o.id', '=', 't.owner_id').onRef('o.provider_subscription_id', '=', 't.provider_subscription_id'),
    )
    .select([
      sql<number>`count(*)::int`.as('team_subscriptions'),
      sql<number>`coalesce(sum(t.seats), 0)::int`.as('team_seats'),
      sql<number>`coalesce(sum((select count(*) from team_members m where m.team_id = t.id)), 0)::int`.as(
        'team_seats_used',
      ),
    ])
    .where('o.subscription_status', '=', 'active');
  const collected = db
    .selectFrom('payments')
    .select(sql<string>`coalesce(sum(${keptAmount}), 0)::bigint`.as('collected_minor'))
    .where(sql<boolean>`upper(currency) = ${currency}`)
    .where('paid_at', '>=', timestampText(start))
    .where('paid_at', '<', timestampText(end));
  return db
    .selectFrom([users.as('u'), collected.as('p'), teams.as('t')])
    .select([
      'u.all_users',
      'u.subscribed_users',
      'p.collected_minor',
      't.team_subscriptions',
      't.team_seats',
      't.team_seats_used',
    ])
    .executeTakeFirst();
}

/** The year asked for, or the current UTC year; BAD_USER_INPUT outside 1970–9999. */
export function statsYear(year: number | null | undefined, now: Date): number {
  if (year === null || year === undefined) return now.getUTCFullYear();
  if (!Number.isInteger(year) || year < MIN_STATS_YEAR || year > MAX_STATS_YEAR) {
    throw badInput(`year must be a whole number from ${MIN_STATS_YEAR} to ${MAX_STATS_YEAR}`, 'year');
  }
  return year;
}

type UserStats = Omit<DashboardStats, 'monthlySales'>;
type SalesStats = Pick<DashboardStats, 'monthlySales' | 'year'>;

/** ADMIN only. The user counts and the year's money in one statement, whatever the number of rows. */
export async function userStats(
  { em, viewer, deps }: RequestScope,
  requestedYear?: number | null,
  now = deps.clock.now(),
): Promise<UserStats> {
  requireRole(viewer, 'ADMIN');
  const year = statsYear(requestedYear, now);
  const { price, currency } = deps.config.plan;
  const counts = await countsQuery(em, currency, year);
  const subscribedUsersCount = Number(counts?.subscribed_users ?? 0);
  const teamSubscriptionsCount = Number(counts?.team_subscriptions ?? 0);
  const teamSeatsCount = Number(counts?.team_seats ?? 0);
  const paidSeats = subscribedUsersCount - teamSubscriptionsCount + teamSeatsCount;
  return {
    allUsersCount: Number(counts?.all_users ?? 0),
    subscribedUsersCount,
    teamSubscriptionsCount,
    teamSeatsCount,
    teamSeatsUsed: Number(counts?.team_seats_used ?? 0),
    // Through minor units, so 3 × 4.99 is 14.97 and not 14.969999….
    totalRevenue: fromMinorUnits(paidSeats * toMinorUnits(price, currency), currency),
    collectedRevenue: fromMinorUnits(Number(counts?.collected_minor ?? 0), currency),
    currency,
    year,
  };
}

/** ADMIN only. Successful payments per month of the year in one statement. */
export async function salesStats(
  { em, viewer, deps }: RequestScope,
  requestedYear?: number | null,
  now = deps.clock.now(),
): Promise<SalesStats> {
  requireRole(viewer, 'ADMIN');
  const year = statsYear(requestedYear, now);
  return { monthlySales: await monthlySales(em, year), year };
}

/** ADMIN only. Both of the above, side by side: two SQL statements whatever the number of users and payments. */
export async function dashboardStats(
  scope: RequestScope,
  requestedYear?: number | null,
  now = scope.deps.clock.now(),
): Promise<DashboardStats> {
  const [users, sales] = await Promise.all([
    userStats(scope, requestedYear, now),
    salesStats(scope, requestedYear, now),
  ]);
  return { ...users, monthlySales: sales.monthlySales };
}
