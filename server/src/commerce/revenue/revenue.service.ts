import { fromMinorUnits, toMinorUnits } from '../../payments/money';
import { badInput } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireRole } from '../../shared/viewer';
import { statsYear } from '../stats/stats.service';
import { monthEndFigures, monthlySeries, renewalsDue } from './revenue.queries';

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
 * - a period payment covers its seats (one for a learner, a team plan's quantity) from `paid_at` until a year later, or
 *   until its refund or its dispute (`disputed_at`: a dispute ends access) if sooner; the money of a disputed payment
 *   stays as paid, since the dispute may be won. A seat charge covers the seats it added from its `paid_at` as long as
 *   its period's payment covers, or until its own refund or dispute. Subscribers are counted in seats, as the
 *   dashboard's Total Revenue counts them: a user's seats at an instant T are those of their period payment with
 *   `paid_at < T ≤ end of cover` plus those of their seat charges covering T. Active subscribers are counted at the
 *   month's end (the next month's first instant), churn is (the seats each user had at the month's start and no
 *   longer has at its end) / the seats active at its start, null when there were none. Payments of closed accounts
 *   (no user) count in money, not in subscribers.
 * - renewals due in the next N days: active subscriptions with auto-renewal on whose period (as the provider reported
 *   it) ends within [now, now + N days), in seats (a team plan's: those its renewal charges); each seat renews at the
 *   plan price.
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
  now = deps.clock.now(),
): Promise<Revenue> {
  requireRole(viewer, 'ADMIN');
  const year = statsYear(requestedYear, now);
  const month = revenueMonth(requestedMonth);
  const { price, currency } = deps.config.plan;
  const firstMonth = year * 12;
  const lastMonth = firstMonth + 11;
  const chosen = firstMonth + month - 1;
  const [start, end] = [utcMonthStart(year, month), utcMonthStart(year, month + 1)];
  const windowEnds = RENEWAL_WINDOWS.map((days) => new Date(now.getTime() + days * DAY_MS));
  const money = (minor: number | string) => fromMinorUnits(Number(minor), currency);

  const [monthlyRows, monthEnd, renewals] = await Promise.all([
    monthlySeries(em, currency, firstMonth, lastMonth),
    monthEndFigures(em, currency, { index: chosen, start, end }),
    renewalsDue(em, windowEnds, now),
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
      const count = renewals[index] ?? 0;
      return { withinDays, count, amount: fromMinorUnits(count * priceMinor, currency) };
    }),
    monthly,
  };
}
