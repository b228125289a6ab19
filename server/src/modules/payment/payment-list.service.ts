import { formatMoney, fromMinorUnits } from '../../payments/money';
import { badInput } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import { type Connection, Keyset, type PageArgs, type SqlPart } from '../../shared/pagination';
import type { RequestScope } from '../../shared/scope';
import { requireRole, requireViewer } from '../../shared/viewer';
import type { PaymentStatus, RefundReason } from './payment.entity';
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

/** A payment as the lists select it, with its cursor keys. */
interface PaymentRow extends Record<string, unknown> {
  id: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  paid_at: Date | string;
  refunded_at: Date | string | null;
  refunded_amount: number | null;
  refund_reason: RefundReason | null;
  disputed_at: Date | string | null;
  customer_id?: string | null;
  customer_full_name?: string | null;
  customer_email?: string | null;
}

const COLUMNS =
  'p.id, p.amount, p.currency, p.status, p.paid_at, p.refunded_at, p.refunded_amount, p.refund_reason, p.disputed_at';
const CUSTOMER_COLUMNS = 'u.id as customer_id, u.full_name as customer_full_name, u.email as customer_email';

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

const whereOf = (parts: readonly SqlPart[]) =>
  parts.length ? `where ${parts.map(({ sql }) => sql).join(' and ')}` : '';
const paramsOf = (parts: readonly SqlPart[]) => parts.flatMap(({ params }) => params);

/**
 * A page of the payments matching `filters` and its count: two statements, in parallel. With `withCustomer`, each
 * payment brings its payer (the admin's lists); a closed account's payments have none.
 */
async function pageOfPayments(
  em: Em,
  args: PageArgs,
  filters: SqlPart[],
  withCustomer: boolean,
): Promise<Connection<PaymentView>> {
  const { size, after } = PAYMENTS_NEWEST_FIRST.page(args);
  const page = after ? [...filters, PAYMENTS_NEWEST_FIRST.after(after)] : filters;
  const [rows, [count]] = await Promise.all([
    em.execute<PaymentRow[]>(
      `select ${COLUMNS}, ${withCustomer ? `${CUSTOMER_COLUMNS}, ` : ''}${PAYMENTS_NEWEST_FIRST.selectKeys()}
         from payments p ${withCustomer ? 'left join users u on u.id = p.user_id' : ''}
         ${whereOf(page)} ${PAYMENTS_NEWEST_FIRST.orderBy()} limit ?`,
      [...paramsOf(page), size + 1],
    ),
    em.execute<{ total: number | string }[]>(
      `select count(*)::int as total from payments p ${whereOf(filters)}`,
      paramsOf(filters),
    ),
  ]);
  return PAYMENTS_NEWEST_FIRST.connection(rows, size, Number(count?.total ?? 0), toView);
}

const ofLearner = (learnerId: string): SqlPart => ({ sql: 'p.user_id = ?', params: [learnerId] });

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
  return pageOfPayments(em, args, learnerId ? [ofLearner(learnerId.toLowerCase())] : [], true);
}

/** The caller's own payments, newest first, a page at a time. */
export function listMyPayments({ em, viewer }: RequestScope, args: PageArgs) {
  const caller = requireViewer(viewer);
  return pageOfPayments(em, args, [ofLearner(caller.id)], false);
}
