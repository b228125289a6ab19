import { sql } from 'kysely';
import { formatMoney, fromMinorUnits } from '../../payments/money';
import type { Em } from '../../shared/orm';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { requireRole } from '../../shared/viewer';
import type { PaymentTables } from './payment.entity';
import { keptAmount } from './payment-amounts';

/** What a learner has paid, for the admin's list of users. */
export interface PaymentSummary {
  /** Every payment, refunded ones included. */
  count: number;
  /** Money kept, in minor units of `currency` (the plan's): the payments minus what was refunded of them. */
  totalAmount: number;
  currency: string;
  /** `totalAmount` formatted, e.g. '₹499'. */
  formattedTotal: string;
}

interface LearnerTotals {
  count: number;
  totalAmount: number;
}

/**
 * How many payments each of these learners made and the money kept in `currency`: one statement for any number of
 * learners. A refunded payment whose refunded amount is unknown counts as refunded in full; payments in another
 * currency are counted but left out of the total, as the dashboard's collected revenue leaves them out.
 */
async function loadTotals(em: Em, learnerIds: readonly string[], currency: string) {
  const rows = await em
    .getKysely<PaymentTables>()
    .selectFrom('payments')
    .select([
      'user_id',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(${keptAmount}) filter (where upper(currency) = ${currency}), 0)::bigint`.as('kept'),
    ])
    .where('user_id', 'in', learnerIds)
    .groupBy('user_id')
    .$narrowType<{ user_id: string }>()
    .execute();
  return new Map(rows.map((row) => [row.user_id, { count: Number(row.count), totalAmount: Number(row.kept) }]));
}

// Per request: every learner of a page of users asks in the same pass, and is answered by one statement.
const requestBatches = perRequest(({ em, deps }: RequestScope) => ({
  totals: createBatch<string, LearnerTotals>((ids) => loadTotals(em, ids, deps.config.plan.currency), {
    count: 0,
    totalAmount: 0,
  }),
}));

/** ADMIN only. How many payments a learner made and the money kept, in the plan's currency. */
export async function paymentSummaryOfUser(scope: RequestScope, userId: string): Promise<PaymentSummary> {
  requireRole(scope.viewer, 'ADMIN');
  const { count, totalAmount } = await requestBatches(scope).totals(userId);
  const { currency } = scope.deps.config.plan;
  return { count, totalAmount, currency, formattedTotal: formatMoney(fromMinorUnits(totalAmount, currency), currency) };
}
