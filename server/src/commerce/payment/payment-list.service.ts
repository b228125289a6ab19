import type { InferResult } from 'kysely';
import type { UserTables } from '../../identity/user/user.entity';
import { formatMoney, fromMinorUnits } from '../../payments/money';
import { badInput } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import { type Connection, Keyset, type PageArgs } from '../../shared/pagination';
import type { RequestScope } from '../../shared/scope';
import { requireRole, requireViewer } from '../../shared/viewer';
import type { PaymentTables } from './payment.entity';
import type { PaymentView } from './payment-records.service';

/** Every list of payments, a page at a time: the admin's (all of them, or one learner's) and the caller's own. */
export const PAYMENTS_NEWEST_FIRST = new Keyset('payments:newest', [
  { sql: 'p.paid_at', type: 'timestamp', descending: true },
  { sql: 'p.id', type: 'uuid', descending: true },
]);

export const LEARNER_ID_MESSAGE = 'learnerId is not the id of an account';

export interface AdminPaymentListArgs extends PageArgs {
  /** Only this learner's payments. */
  learnerId?: string | null;
}

/** What the lists read (docs/decisions/0006-typed-sql.md): the payments, and the admin's with their payers. */
const paymentListDb = (em: Em) => em.getKysely<PaymentTables & UserTables>();

const COLUMNS = [
  'p.id',
  'p.amount',
  'p.currency',
  'p.status',
  'p.paid_at',
  'p.refunded_at',
  'p.refunded_amount',
  'p.refund_reason',
  'p.disputed_at',
] as const;

/** The payments (`p`) of the list: one learner's, or all of them. */
function paymentsOf(em: Em, learnerId: string | null) {
  const payments = paymentListDb(em).selectFrom('payments as p');
  return learnerId ? payments.where('p.user_id', '=', learnerId) : payments;
}

/** The list's payments as toView reads them; with `withCustomer`, each with its payer (none for a closed account). */
const paymentRows = (em: Em, learnerId: string | null, withCustomer: boolean) =>
  paymentsOf(em, learnerId)
    .select(COLUMNS)
    .$if(withCustomer, (payments) =>
      payments
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .select(['u.id as customer_id', 'u.full_name as customer_full_name', 'u.email as customer_email']),
    );

type PaymentRow = InferResult<ReturnType<typeof paymentRows>>[number];

const toView = (row: PaymentRow): PaymentView => ({
  id: row.id,
  amount: Number(row.amount),
  currency: row.currency,
  formattedAmount: formatMoney(fromMinorUnits(Number(row.amount), row.currency), row.currency),
  status: row.status,
  paidAt: new Date(row.paid_at),
  refunded: row.refunded_at !== null,
  refundedAt: row.refunded_at === null ? null : new Date(row.refunded_at),
  refundedAmount: row.refunded_amount === null ? null : Number(row.refunded_amount),
  refundReason: row.refund_reason,
  disputedAt: row.disputed_at === null ? null : new Date(row.disputed_at),
  customer: row.customer_id
    ? { id: row.customer_id, fullName: row.customer_full_name ?? '', email: row.customer_email ?? '' }
    : null,
});

/**
 * A page of one learner's payments (all payments without `learnerId`) and its count: two statements, in parallel.
 * With `withCustomer`, each payment brings its payer (the admin's lists).
 */
async function pageOfPayments(
  em: Em,
  args: PageArgs,
  learnerId: string | null,
  withCustomer: boolean,
): Promise<Connection<PaymentView>> {
  const { size, after } = PAYMENTS_NEWEST_FIRST.page(args);
  const rows = paymentRows(em, learnerId, withCustomer).select(PAYMENTS_NEWEST_FIRST.keySelections());
  const page = after ? rows.where(PAYMENTS_NEWEST_FIRST.afterPosition(after)) : rows;
  const [pageRows, count] = await Promise.all([
    PAYMENTS_NEWEST_FIRST.inOrder(page)
      .limit(size + 1)
      .execute(),
    paymentsOf(em, learnerId)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst(),
  ]);
  return PAYMENTS_NEWEST_FIRST.connection(pageRows, size, Number(count?.total ?? 0), toView);
}

/**
 * ADMIN only. Every payment (closed accounts' too, without their payer), newest first, or one learner's with
 * `learnerId`; `first` (1–100, 24 by default) after the cursor `after`.
 */
export function listPayments({ em, viewer }: RequestScope, args: AdminPaymentListArgs) {
  requireRole(viewer, 'ADMIN');
  const { learnerId } = args;
  if (learnerId !== null && learnerId !== undefined && !isUuid(learnerId)) {
    throw badInput(LEARNER_ID_MESSAGE, 'learnerId');
  }
  return pageOfPayments(em, args, learnerId ? learnerId.toLowerCase() : null, true);
}

/** The caller's own payments, newest first, a page at a time. */
export function listMyPayments({ em, viewer }: RequestScope, args: PageArgs) {
  const caller = requireViewer(viewer);
  return pageOfPayments(em, args, caller.id, false);
}
