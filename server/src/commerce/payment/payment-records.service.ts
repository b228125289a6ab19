import { sql } from 'kysely';
import type { User } from '../../identity/user/user.entity';
import { formatMoney, fromMinorUnits } from '../../payments/money';
import { badInput } from '../../shared/errors';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { timestampText } from '../../shared/sql-timestamp';
import { utcYearBounds } from '../../shared/utc-year';
import { requireRole } from '../../shared/viewer';
import type { Payment, PaymentStatus, PaymentTables, RefundReason } from './payment.entity';
import { listPayments } from './payment-list.service';

export const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const MAX_PAYMENT_RECORDS = 100;

export interface PaymentView {
  id: string;
  /** Minor units. */
  amount: number;
  currency: string;
  formattedAmount: string;
  status: PaymentStatus;
  paidAt: Date;
  refunded: boolean;
  refundedAt: Date | null;
  refundedAmount: number | null;
  /**
   * 'cancellation' (the learner cancelled within the refund window), 'duplicate' (a second payment while subscribed),
   * 'provider' (refunded at the provider, e.g. Stripe's dashboard) or 'fraud' (after an early fraud warning).
   */
  refundReason: RefundReason | null;
  /** When the payer's bank disputed it (status 'disputed'). */
  disputedAt: Date | null;
  /** Who paid; filled for the admin report only. */
  customer: { id: string; fullName: string; email: string } | null;
}

export interface PaymentsReport {
  allPayments: PaymentView[];
  finalMonths: string[];
  monthlySalesRecord: number[];
  year: number;
  /** The cursor of the next page of `allPayments`; null on the last. */
  next: string | null;
}

export function toView(payment: Payment, customer: User | null = null): PaymentView {
  return {
    id: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    formattedAmount: formatMoney(fromMinorUnits(payment.amount, payment.currency), payment.currency),
    status: payment.status,
    paidAt: payment.paidAt,
    refunded: Boolean(payment.refundedAt),
    refundedAt: payment.refundedAt ?? null,
    refundedAmount: payment.refundedAmount ?? null,
    refundReason: payment.refundReason ?? null,
    disputedAt: payment.disputedAt ?? null,
    customer: customer && { id: customer.id, fullName: customer.fullName, email: customer.email },
  };
}

export interface PaymentsReportArgs {
  /** How many records: capped at 100, the spec's count. */
  count: number;
  /** The `next` of the previous page. */
  cursor?: string | null;
}

/**
 * The admin's payment records (the REST facade's report): a page of `count` (capped at 100) newest first, after
 * `cursor`, with the next page's cursor, and sales per month.
 */
export async function paymentsReport(
  scope: RequestScope,
  { count, cursor }: PaymentsReportArgs,
  now = scope.deps.clock.now(),
) {
  requireRole(scope.viewer, 'ADMIN');
  if (!Number.isInteger(count) || count < 1) throw badInput('count must be a whole number of at least 1', 'count');
  const page = await listPayments(scope, { first: Math.min(count, MAX_PAYMENT_RECORDS), after: cursor ?? null });
  const year = now.getUTCFullYear();
  return {
    allPayments: page.edges.map(({ node }) => node),
    next: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
    finalMonths: [...MONTH_LABELS],
    monthlySalesRecord: await monthlySales(scope.em, year),
    year,
  } satisfies PaymentsReport;
}

/**
 * Successful payments per calendar month (UTC) of `year`, January first: one SQL query,
 * grouped by the month of paid_at. The rule: a sale is a payment whose status is still
 * 'paid'; a refunded (in full) or disputed payment is not a sale and is left out. Renewals count in the month
 * they were paid.
 */
export async function monthlySales(em: Em, year: number): Promise<number[]> {
  const [start, end] = utcYearBounds(year);
  const month = sql<number>`extract(month from paid_at at time zone 'UTC')::int`;
  const rows = await em
    .getKysely<PaymentTables>()
    .selectFrom('payments')
    .select([month.as('month'), sql<number>`count(*)::int`.as('sales')])
    .where('status', '=', 'paid')
    .where('paid_at', '>=', timestampText(start))
    .where('paid_at', '<', timestampText(end))
    .groupBy(month)
    .execute();
  const sales = MONTH_LABELS.map(() => 0);
  for (const row of rows) sales[Number(row.month) - 1] = Number(row.sales);
  return sales;
}
