import { type Kysely, type QueryCreator, type RawBuilder, sql } from 'kysely';
import type { TeamTables } from '../../identity/user/team.entity';
import type { UserTables } from '../../identity/user/user.entity';
import type { Em } from '../../shared/orm';
import { timestampText } from '../../shared/sql-timestamp';
import type { FailedInvoiceTables } from '../billing/failed-invoice.entity';
import type { PaymentPurpose, PaymentTables } from '../payment/payment.entity';
import { refundedAmount } from '../payment/payment-amounts';

/**
 * The revenue section's three statements (revenue.service.ts states the rules), typed from the entities
 * (docs/decisions/0006-typed-sql.md). Months are counted from year 0 (UTC), so month arithmetic is integer
 * arithmetic in SQL; the month numbers and instants they take are bound.
 */
type Tables = PaymentTables & FailedInvoiceTables & UserTables;

/** A month index (months from year 0, UTC) bound as an integer. */
const monthNumber = (index: number) => sql<number>`${index}::int`;

/** The month index of a timestamp column or expression. */
const monthIndex = (column: ReturnType<typeof sql>) =>
  sql<number>`(extract(year from ${column} at time zone 'UTC')::int * 12 + extract(month from ${column} at time zone 'UTC')::int - 1)`;

/**
 * When a payment's own cover ends: a year after it was paid, or at its refund (any part of it) or its dispute if
 * sooner. The columns are unqualified: they are the innermost `payments` row's.
 */
const ownCoverEnd = sql<Date>`least(paid_at + interval '1 year',
  case when ${refundedAmount} > 0 then coalesce(refunded_at, paid_at) end, disputed_at)`;

/**
 * Each payment in the plan currency with its months, its refund (zero when none), its seats and when its cover ends. A
 * seat charge covers its seats until its period's payment (the subscription's latest period payment made before it)
 * stops covering, or until its own refund or dispute if sooner: it adds seats to that year, it is no year of its own.
 */
function withPay(db: Kysely<Tables>, currency: string) {
  const refundedAt = sql`coalesce(p.refunded_at, p.paid_at)`;
  const periodCoverEnd = sql<Date>`(select ${ownCoverEnd} from payments pp
    where pp.provider_subscription_id = p.provider_subscription_id and pp.purpose = 'period' and pp.paid_at <= p.paid_at
    order by pp.paid_at desc limit 1)`;
  return db.with('pay', (qb) =>
    qb
      .selectFrom('payments as p')
      .crossJoinLateral(db.selectNoFrom(refundedAmount.as('refunded')).as('r'))
      .select([
        'p.user_id',
        'p.amount',
        'p.paid_at',
        'p.purpose',
        'p.seats',
        sql<number>`p.amount / 12`.as('base'),
        monthIndex(sql`p.paid_at`).as('paid_month'),
        'r.refunded',
        sql<number | null>`case when r.refunded > 0 then ${monthIndex(refundedAt)} end`.as('refund_month'),
        sql<Date>`case when p.purpose = 'seats' then least(${ownCoverEnd}, ${periodCoverEnd}) else ${ownCoverEnd} end`.as(
          'cover_ends_at',
        ),
      ])
      .where(sql<boolean>`upper(p.currency) = ${currency}`),
  );
}

/**
 * Cash, refunds and recognised revenue of each month from `firstMonth` to `lastMonth` in one statement, linear in the
 * payments: each one becomes a handful of events (its cash, its refund, and the steps of its monthly share: +base from
 * its first month, −base from the month recognition stops, ±remainder around its 12th month when it reaches it),
 * summed per month, so a month's recognised revenue is the sum of the steps up to it. A payment paid 12 or more months
 * before the range has all its steps before it, adding up to zero, so only the later ones and those refunded in the
 * range are read.
 */
export function monthlySeries(em: Em, currency: string, firstMonth: number, lastMonth: number) {
  const [first, last] = [monthNumber(firstMonth), monthNumber(lastMonth)];
  return withPay(em.getKysely<Tables>(), currency)
    .with('scoped', (qb) =>
      qb
        .selectFrom('pay')
        .selectAll('pay')
        .select(
          sql<number>`least(pay.paid_month + 12, coalesce(pay.refund_month, pay.paid_month + 12))`.as('stop_month'),
        )
        .where(
          sql<boolean>`pay.paid_month between ${first} - 11 and ${last} or pay.refund_month between ${first} and ${last}`,
        ),
    )
    .with('by_month', (qb) =>
      qb
        .selectFrom('scoped as s')
        .crossJoinLateral(
          sql<{ month: number | null; cash: number; refunds: number; step: number }>`(values
            (s.paid_month, s.amount, 0, 0),
            (s.refund_month, 0, s.refunded, 0),
            (s.paid_month, 0, 0, s.base),
            (s.stop_month, 0, 0, -s.base),
            (s.paid_month + 11, 0, 0, case when s.stop_month = s.paid_month + 12 then s.amount - 12 * s.base else 0 end),
            (s.paid_month + 12, 0, 0, case when s.stop_month = s.paid_month + 12 then 12 * s.base - s.amount else 0 end)
          )`.as<'e'>(sql`e(month, cash, refunds, step)`),
        )
        .select([
          'e.month',
          sql<number>`sum(e.cash)`.as('cash'),
          sql<number>`sum(e.refunds)`.as('refunds'),
          sql<number>`sum(e.step)`.as('step'),
        ])
        .where('e.month', 'is not', null)
        .where('e.month', '<=', last)
        .groupBy('e.month'),
    )
    .selectFrom(sql<{ month: number }>`generate_series(${first}, ${last})`.as<'m'>(sql`m(month)`))
    .leftJoin('by_month as b', (join) => join.onRef('b.month', '<=', 'm.month'))
    .select([
      'm.month',
      sql<string>`coalesce(sum(b.cash) filter (where b.month = m.month), 0)::bigint`.as('cash'),
      sql<string>`coalesce(sum(b.refunds) filter (where b.month = m.month), 0)::bigint`.as('refunds'),
      sql<string>`coalesce(sum(b.step), 0)::bigint`.as('recognised'),
    ])
    .groupBy('m.month')
    .orderBy('m.month')
    .execute();
}

/** The chosen month: its index and its first and last instants (`[start, end)`, as PostgreSQL reads them). */
export interface ChosenMonth {
  index: number;
  start: string;
  end: string;
}

/**
 * Deferred revenue at the month's end, the subscriber counts at its start and end, and the month's failed renewals, in
 * one statement.
 */
export function monthEndFigures(em: Em, currency: string, { index, start, end }: ChosenMonth) {
  const chosen = monthNumber(index);
  const [from, to] = [timestampText(start), timestampText(end)];
  const db = em.getKysely<Tables>();
  return withPay(db, currency)
    .with('earned', (qb) =>
      qb
        .selectFrom('pay')
        .selectAll('pay')
        .select(
          sql<number>`least(${chosen} + 1, pay.paid_month + 12, coalesce(pay.refund_month, pay.paid_month + 12)) - pay.paid_month`.as(
            'months_earned',
          ),
        )
        .where('pay.paid_month', '<=', chosen),
    )
    .with('at_start', coveredAt(from))
    .with('at_end', coveredAt(to))
    .with('failed', (qb) =>
      qb
        .selectFrom('failed_invoices')
        .select([sql<number>`count(*)::int`.as('n'), sql<string>`coalesce(sum(amount), 0)::bigint`.as('amount')])
        .where(sql<boolean>`upper(currency) = ${currency}`)
        .where('failed_at', '>=', from)
        .where('failed_at', '<', to),
    )
    .selectNoFrom((eb) => [
      eb
        .selectFrom('earned')
        .select(
          sql<string>`coalesce(sum(greatest(0, amount
            - case when refund_month <= ${chosen} then refunded else 0 end
            - greatest(0, months_earned) * base
            - case when months_earned = 12 then amount - 12 * base else 0 end)), 0)::bigint`.as('deferred'),
        )
        .as('deferred'),
      sql<number>`(select coalesce(sum(seats), 0) from at_start)::int`.as('active_start'),
      sql<number>`(select coalesce(sum(seats), 0) from at_end)::int`.as('active_end'),
      sql<number>`(select coalesce(sum(greatest(0, s.seats - coalesce(e.seats, 0))), 0)
        from at_start s left join at_end e on e.user_id = s.user_id)::int`.as('churned'),
      eb.selectFrom('failed').select('n').as('failed_count'),
      eb.selectFrom('failed').select('amount').as('failed_amount'),
    ])
    .executeTakeFirst();
}

/**
 * The users payments cover at `instant` (paid before it, their cover ending then or later), each with the seats covered:
 * their period payment's (the most of them, should two overlap) and those their seat charges added.
 */
const coveredAt =
  (instant: RawBuilder<Date>) =>
  (
    qb: QueryCreator<{
      pay: { user_id: string | null; paid_at: Date; cover_ends_at: Date; purpose: PaymentPurpose; seats: number };
    }>,
  ) =>
    qb
      .selectFrom('pay')
      .select([
        'user_id',
        sql<number>`coalesce(max(seats) filter (where purpose = 'period'), 0)
          + coalesce(sum(seats) filter (where purpose = 'seats'), 0)`.as('seats'),
      ])
      .where('user_id', 'is not', null)
      .where('paid_at', '<', instant)
      .where('cover_ends_at', '>=', instant)
      .groupBy('user_id');

/**
 * How many seats renew (subscriptions active, auto-renewal on) at the end of a period that ends before each of
 * `windowEnds`, from `now`, as the provider reported it (users.current_period_end): one for a learner's subscription, a
 * team's the seats its renewal charges (`renewal_seats` when fewer are coming, else `seats`).
 */
export async function renewalsDue(em: Em, windowEnds: readonly Date[], now: Date): Promise<number[]> {
  const row = await em
    .getKysely<UserTables & TeamTables>()
    .selectFrom('users as u')
    .leftJoin('teams as t', (join) =>
      join.onRef('t.owner_id', '=', 'u.id').onRef('t.provider_subscription_id', '=', 'u.provider_subscription_id'),
    )
    .select(
      windowEnds.map((end, index) =>
        sql<number>`coalesce(sum(coalesce(t.renewal_seats, t.seats, 1)) filter (where u.current_period_end < ${end}), 0)::int`.as(
          `due_${index}`,
        ),
      ),
    )
    .where('u.subscription_status', '=', 'active')
    .where('u.cancel_at_period_end', '=', false)
    .where('u.current_period_end', '>=', now)
    .executeTakeFirst();
  const counts: Record<string, number> = row ?? {};
  return windowEnds.map((_, index) => Number(counts[`due_${index}`] ?? 0));
}
