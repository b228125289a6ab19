import { sql } from 'kysely';

/**
 * What was refunded of a `payments` row, in SQL: `refunded_amount`, or the whole amount when the row is 'refunded'
 * without one (a refund recorded before amounts were kept was a full one). The learners' totals, the dashboard's
 * collected revenue and the revenue section all count refunds by this one rule.
 */
export const refundedAmount = sql<number>`coalesce(refunded_amount, case when status = 'refunded' then amount else 0 end)`;

/** The money a `payments` row kept: its amount minus what was refunded of it. */
export const keptAmount = sql<number>`amount - ${refundedAmount}`;
