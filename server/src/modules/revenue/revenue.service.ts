import { fromMinorUnits, minorUnitFactor, toMinorUnits } from '../../payments/money';
import { badInput } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { utcYearBounds } from '../../shared/utc-year';
import { requireRole } from '../../shared/viewer';
import { statsYear } from '../stats/stats.service';

const DAY_MS = 86_400_000;
/** The windows of 'renewals due', in days from now. */
export const RENEWAL_WINDOWS = [30, 90] as const;

/** One month of the chart, in major units of the plan currency. */
export interface RevenueMonth {
  /** 1 … 12. */
  month: number;
  cashCollected: number;
  refunds: number;
  recognisedRevenue: number;
}

export interface RenewalsDue {
  withinDays: number;
  count: number;
  /** count × the plan price, in major units. */
  amount: number;
}

/**
 * The owner's revenue figures for one UTC month, from the `payments` table (each renewal is a payment of its own) and,
 * for the renewals due, the subscriptions' periods. Only rows in the plan currency count; amounts are major units.
 *
 * The rules, for a payment of `amount` paid in month P (UTC), its refund R = `refunded_amount` (the whole amount when
 * a row is 'refunded' without one) made in month Q (`refunded_at`, or `paid_at` when unknown):
 * - cash collected in a month: the amounts paid in it; refunds: the refunds made in it.
 * - recognised: the payment is earned over the 12 months P … P+11, `floor(amount / 12)` a month and the remainder
 *   on P+11, so the 12 shares add up to the amount exactly. A refund stops recognition from Q on (Q itself earns
 *   nothing) and reverses nothing recognised before Q.
 * - deferred at a month's end: over the payments paid by then, amount − the refund if made by then − recognised to
 *   date, never below zero per payment (a refund of money already recognised is not a negative liability).
 * - a payment covers a user from `paid_at` until a year later, or until its refund or its dispute (`disputed_at`: a
 *   dispute ends access) if sooner; the money of a disputed payment stays as paid, since the dispute may be won. A user
 *   is active at an
 *   instant T when one of their payments has `paid_at < T ≤ end of cover`. Active subscribers are counted at the
 *   month's end (the next month's first instant), churn is (active at the month's start and not at its end) / active
 *   at its start, null when nobody was. Payments of closed accounts (no user) count in money, not in subscribers.
 * - renewals due in the next N days: active subscriptions with auto-renewal on whose period (as the provider reported
 *   it) ends within [now, now + N days); each one renews at the plan price.
 * - failed renewals: the renewal invoices in the plan currency whose charge first failed in the month
 *   (`failed_invoices`, one row per invoice, by `failed_at`), and the amount they were due; a later successful retry
 *   does not undo the failure (its payment counts as cash when it comes).
 */
export interface Revenue {
  year: number;
  month: number;
  currency: string;
  cashCollected: number;
  refunds: number;
  recognisedRevenue: number;
  deferredRevenue: number;
  activeSubscribers: number;
  activeAtMonthStart: number;
  churnedSubscribers: number;
  /** churnedSubscribers / activeAtMonthStart; null when nobody was active at the month's start. */
  churnRate: number | null;
  failedRenewals: number;
  /** What the failed renewals were due, in major units. */
  failedRenewalsAmount: number;
  renewalsDue: RenewalsDue[];
  /** The 12 months of `year`, January first. */
  monthly: RevenueMonth[];
}

/** Months counted from year 0 (UTC): month arithmetic in SQL as integers. */
const monthIndex = (column: string) =>
  `(extract(year from ${column} at time zone 'UTC')::int * 12 + extract(month from ${column} at time zone 'UTC')::int - 1)`;

/** Each payment in the plan currency with its months, its refund (zero when none) and when its cover ends. */
const PAY_CTE = `
  pay as (
    select p.user_id, p.amount, p.paid_at, p.amount / 12 as base, ${monthIndex('p.paid_at')} as paid_month,
           r.refunded,
           case when r.refunded > 0 then ${monthIndex('coalesce(p.refunded_at, p.paid_at)')} end as refund_month,
           least(p.paid_at + interval '1 year',
                 case when r.refunded > 0 then coalesce(p.refunded_at, p.paid_at) end,
                 p.disputed_at) as cover_ends_at
      from payments p
     cross join lateral (select coalesce(p.refunded_amount,
                                         case when p.status = 'refunded' then p.amount else 0 end) as refunded) r
     where upper(p.currency) = ?
  )`;

/**
 * Cash, refunds and recognised revenue of each month of the year in one statement, linear in the payments: each one
 * becomes a handful of events (its cash, its refund, and the steps of its monthly share: +base from its first month,
 * −base from the month recognition stops, ±remainder around its 12th month when it reaches it), summed per month, so
 * a month's recognised revenue is the sum of the steps up to it. A payment paid 12 or more months before the year
 * has all its steps before the year, adding up to zero, so only the later ones and those refunded in the year are read.
 */
const MONTHLY_SQL = `
  with ${PAY_CTE},
  scoped as (
    select pay.*, least(pay.paid_month + 12, coalesce(pay.refund_month, pay.paid_month + 12)) as stop_month
      from pay
     where pay.paid_month between ?::int - 11 and ?::int or pay.refund_month between ?::int and ?::int
  ),
  by_month as (
    select e.month, sum(e.cash) as cash, sum(e.refunds) as refunds, sum(e.step) as step
      from scoped s
     cross join lateral (values
       (s.paid_month, s.amount, 0, 0),
       (s.refund_month, 0, s.refunded, 0),
       (s.paid_month, 0, 0, s.base),
       (s.stop_month, 0, 0, -s.base),
       (s.paid_month + 11, 0, 0, case when s.stop_month = s.paid_month + 12 then s.amount - 12 * s.base else 0 end),
       (s.paid_month + 12, 0, 0, case when s.stop_month = s.paid_month + 12 then 12 * s.base - s.amount else 0 end)
     ) as e(month, cash, refunds, step)
     where e.month is not null and e.month <= ?::int
     group by e.month
  )
  select m.month,
         coalesce(sum(b.cash) filter (where b.month = m.month), 0)::bigint as cash,
         coalesce(sum(b.refunds) filter (where b.month = m.month), 0)::bigint as refunds,
         coalesce(sum(b.step), 0)::bigint as recognised
    from generate_series(?::int, ?::int) as m(month)
    left join by_month b on b.month <= m.month
   group by m.month
   order by m.month`;

/**
 * Deferred revenue at the month's end, the subscriber counts at its start and end, and the month's failed renewals, in
 * one statement.
 */
const MONTH_END_SQL = `
  with ${PAY_CTE},
  earned as (
    select pay.*, least(?::int + 1, pay.paid_month + 12, coalesce(pay.refund_month, pay.paid_month + 12))
                  - pay.paid_month as months_earned
      from pay where pay.paid_month <= ?::int
  ),
  at_start as (select distinct user_id from pay
                where user_id is not null and paid_at < ?::timestamptz and cover_ends_at >= ?::timestamptz),
  at_end as (select distinct user_id from pay
              where user_id is not null and paid_at < ?::timestamptz and cover_ends_at >= ?::timestamptz),
  failed as (select count(*)::int as n, coalesce(sum(amount), 0)::bigint as amount
               from failed_invoices
              where upper(currency) = ? and failed_at >= ?::timestamptz and failed_at < ?::timestamptz)
  select
    (select coalesce(sum(greatest(0, amount
              - case when refund_month <= ?::int then refunded else 0 end
              - greatest(0, months_earned) * base
              - case when months_earned = 12 then amount - 12 * base else 0 end)), 0)::bigint
       from earned) as deferred,
    (select count(*) from at_start)::int as active_start,
    (select count(*) from at_end)::int as active_end,
    (select count(*) from (select user_id from at_start except select user_id from at_end) gone)::int as churned,
    (select n from failed) as failed_count,
    (select amount from failed) as failed_amount`;

/**
 * The subscriptions that renew (active, auto-renewal on) at the end of a period that ends within each window, as the
 * provider reported it (users.current_period_end).
 */
const RENEWALS_SQL = `
  select ${RENEWAL_WINDOWS.map((_, index) => `(count(*) filter (where current_period_end < ?::timestamptz))::int as due_${index}`).join(', ')}
    from users
   where subscription_status = 'active' and not cancel_at_period_end and current_period_end >= ?::timestamptz`;

interface MonthlyRow {
  month: number | string;
  cash: number | string | bigint;
  refunds: number | string | bigint;
  recognised: number | string | bigint;
}

interface MonthEndRow {
  deferred: number | string | bigint;
  active_start: number | string;
  active_end: number | string;
  churned: number | string;
  failed_count: number | string;
  failed_amount: number | string | bigint;
}

/** The first instant of a UTC month as PostgreSQL reads it (years past 9999 included, as utcYearStart). */
function utcMonthStart(year: number, month: number): string {
  const index = year * 12 + month - 1;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01T00:00:00Z`;
}

/** BAD_USER_INPUT unless `month` is 1 … 12. */
export function revenueMonth(month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw badInput('month must be a whole number from 1 to 12', 'month');
  return month;
}

/** ADMIN only. The month's figures and the year's chart in three SQL statements, whatever the number of payments. */
export async function revenue(
  { em, viewer, deps }: RequestScope,
  requestedYear: number,
  requestedMonth: number,
  now = new Date(),
): Promise<Revenue> {
  requireRole(viewer, 'ADMIN');
  const year = statsYear(requestedYear, now);
  const month = revenueMonth(requestedMonth);
  const { price, currency } = deps.config.plan;
  const firstMonth = year * 12;
  const lastMonth = firstMonth + 11;
  const chosen = firstMonth + month - 1;
  const [start, end] = [utcMonthStart(year, month), utcMonthStart(year, month + 1)];
  const windowEnds = RENEWAL_WINDOWS.map((days) => new Date(now.getTime() + days * DAY_MS).toISOString());
  const money = (minor: number | string | bigint) => fromMinorUnits(Number(minor), currency);

  const [monthlyRows, [monthEnd], [renewals]] = await Promise.all([
    em.execute<MonthlyRow[]>(MONTHLY_SQL, [
      currency,
      ...[firstMonth, lastMonth, firstMonth, lastMonth, lastMonth],
      ...[firstMonth, lastMonth],
    ]),
    em.execute<MonthEndRow[]>(MONTH_END_SQL, [
      ...[currency, chosen, chosen, start, start, end, end],
      ...[currency, start, end, chosen],
    ]),
    em.execute<Record<string, number | string>[]>(RENEWALS_SQL, [...windowEnds, now.toISOString()]),
  ]);
  const monthly = monthlyRows.map((row) => ({
    month: Number(row.month) - firstMonth + 1,
    cashCollected: money(row.cash),
    refunds: money(row.refunds),
    recognisedRevenue: money(row.recognised),
  }));
  const thisMonth = monthly[month - 1];
  const activeAtMonthStart = Number(monthEnd?.active_start ?? 0);
  const churnedSubscribers = Number(monthEnd?.churned ?? 0);
  const priceMinor = toMinorUnits(price, currency);
  return {
    year,
    month,
    currency,
    cashCollected: thisMonth?.cashCollected ?? 0,
    refunds: thisMonth?.refunds ?? 0,
    recognisedRevenue: thisMonth?.recognisedRevenue ?? 0,
    deferredRevenue: money(monthEnd?.deferred ?? 0),
    activeSubscribers: Number(monthEnd?.active_end ?? 0),
    activeAtMonthStart,
    churnedSubscribers,
    churnRate: activeAtMonthStart === 0 ? null : churnedSubscribers / activeAtMonthStart,
    failedRenewals: Number(monthEnd?.failed_count ?? 0),
    failedRenewalsAmount: money(monthEnd?.failed_amount ?? 0),
    renewalsDue: RENEWAL_WINDOWS.map((withinDays, index) => {
      const count = Number(renewals?.[`due_${index}`] ?? 0);
      return { withinDays, count, amount: fromMinorUnits(count * priceMinor, currency) };
    }),
    monthly,
  };
}

export interface PaymentsCsv {
  filename: string;
  rows: string[][];
}

export const PAYMENTS_CSV_COLUMNS = [
  'id',
  'paid_at',
  'amount',
  'currency',
  'status',
  'refunded_amount',
  'refunded_at',
  'learner_email',
] as const;

interface CsvRow {
  id: string;
  paid_at: Date | string;
  amount: number | string;
  currency: string;
  status: string;
  refunded_amount: number | string | null;
  refunded_at: Date | string | null;
  email: string | null;
}

/** Minor units as the currency writes its major units: 49900 INR is '499.00', 499 JPY is '499'. */
function majorUnits(minor: number, currency: string): string {
  const factor = minorUnitFactor(currency);
  return (minor / factor).toFixed(Math.round(Math.log10(factor)));
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * ADMIN only. Every payment paid in the UTC `year`, oldest first, each in its own currency (the currency column says
 * which), in one statement. The learner's email is empty once the account was closed.
 */
export async function paymentsCsv(
  { em, viewer }: RequestScope,
  requestedYear: number | undefined,
  now = new Date(),
): Promise<PaymentsCsv> {
  requireRole(viewer, 'ADMIN');
  const year = statsYear(requestedYear, now);
  const rows = await em.execute<CsvRow[]>(
    `select p.id, p.paid_at, p.amount, p.currency, p.status, p.refunded_amount, p.refunded_at, u.email
       from payments p left join users u on u.id = p.user_id
      where p.paid_at >= ? and p.paid_at < ?
      order by p.paid_at, p.id`,
    utcYearBounds(year),
  );
  return {
    filename: `payments-${year}.csv`,
    rows: rows.map((row) => [
      row.id,
      iso(row.paid_at),
      majorUnits(Number(row.amount), row.currency),
      row.currency.toUpperCase(),
      row.status,
      row.refunded_amount === null ? '' : majorUnits(Number(row.refunded_amount), row.currency),
      row.refunded_at === null ? '' : iso(row.refunded_at),
      row.email ?? '',
    ]),
  };
}
