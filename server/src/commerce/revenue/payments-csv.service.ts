import type { UserTables } from '../../identity/user/user.entity';
import { minorUnitFactor } from '../../payments/money';
import type { RequestScope } from '../../shared/scope';
import { timestampText } from '../../shared/sql-timestamp';
import { utcYearBounds } from '../../shared/utc-year';
import { requireRole } from '../../shared/viewer';
import type { PaymentTables } from '../payment/payment.entity';
import { statsYear } from '../stats/stats.service';

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
  { em, viewer, deps }: RequestScope,
  requestedYear: number | undefined,
  now = deps.clock.now(),
): Promise<PaymentsCsv> {
  requireRole(viewer, 'ADMIN');
  const year = statsYear(requestedYear, now);
  const [start, end] = utcYearBounds(year);
  const rows = await em
    .getKysely<PaymentTables & UserTables>()
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.paid_at',
      'p.amount',
      'p.currency',
      'p.status',
      'p.refunded_amount',
      'p.refunded_at',
      'u.email',
    ])
    .where('p.paid_at', '>=', timestampText(start))
    .where('p.paid_at', '<', timestampText(end))
    .orderBy('p.paid_at')
    .orderBy('p.id')
    .execute();
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
