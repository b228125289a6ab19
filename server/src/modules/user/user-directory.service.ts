import { SHORT_TEXT_MAX } from '@coursehub/shared';
import { badInput } from '../../shared/errors';
import { containsPattern } from '../../shared/like-pattern';
import { type Connection, Keyset, type PageArgs } from '../../shared/pagination';
import type { RequestScope } from '../../shared/scope';
import { rejectNulBytes } from '../../shared/validation';
import { type Role, requireRole } from '../../shared/viewer';
import type { SubscriptionStatus } from './user.entity';

export interface UserListArgs extends PageArgs {
  /** Case-insensitive text to find in the name or the email. */
  search?: string | null;
}

/** An account as the admin's list of users shows it: what User's GraphQL fields read, as plain data. */
export interface ListedUser {
  id: string;
  fullName: string;
  email: string;
  emailVerified: boolean;
  avatarKey: string | null;
  role: Role;
  subscriptionStatus: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
  createdAt: Date;
}

interface UserRow extends Record<string, unknown> {
  id: string;
  full_name: string;
  email: string;
  email_verified: boolean;
  avatar_key: string | null;
  role: Role;
  subscription_status: SubscriptionStatus;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean;
  past_due_since: Date | string | null;
  created_at: Date | string;
}

/** Newest accounts first; users_created_at_id_index walks this order, so a page reads about its own rows. */
export const USERS_NEWEST_FIRST = new Keyset('users:newest', [
  { sql: 'u.created_at', type: 'timestamp', descending: true },
  { sql: 'u.id', type: 'uuid', descending: true },
]);

export const SEARCH_TOO_LONG_MESSAGE = `Search text must be at most ${SHORT_TEXT_MAX} characters`;

const toListedUser = (row: UserRow): ListedUser => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  emailVerified: row.email_verified,
  avatarKey: row.avatar_key,
  role: row.role,
  subscriptionStatus: row.subscription_status,
  currentPeriodEnd: row.current_period_end === null ? null : new Date(row.current_period_end),
  cancelAtPeriodEnd: row.cancel_at_period_end,
  pastDueSince: row.past_due_since === null ? null : new Date(row.past_due_since),
  createdAt: new Date(row.created_at),
});

/**
 * The search as a condition on `u`: a substring anywhere in the name or the email, so `ilike '%…%'`, which no B-tree
 * index answers. A pg_trgm GIN index could (both databases load the extension, for the catalogue's typo correction), but
 * every new or renamed account would pay for it, for a page only admins open. At that page's scale the scan
 * is acceptable: measured on PostgreSQL with 100,000 accounts, a search that
 * matches many walks users_created_at_id_index and stops at the page's last row (3–8 ms); one that matches few reads
 * the whole table (about 100 ms, and as much again for its count, in parallel).
 */
function searchCondition(search: string | null | undefined): { sql: string; params: string[] } | null {
  rejectNulBytes(search, 'search');
  const text = search?.trim();
  if (!text) return null;
  if (text.length > SHORT_TEXT_MAX) throw badInput(SEARCH_TOO_LONG_MESSAGE, 'search');
  const pattern = containsPattern(text);
  return { sql: `(u.full_name ilike ? escape '\\' or u.email ilike ? escape '\\')`, params: [pattern, pattern] };
}

/**
 * ADMIN only. Every account (admins too), newest first, `first` (1–100, 24 by default) after the cursor `after`,
 * optionally those whose name or email contains `search`. Two statements: the page and the count.
 */
export async function listUsers({ em, viewer }: RequestScope, args: UserListArgs): Promise<Connection<ListedUser>> {
  requireRole(viewer, 'ADMIN');
  const { size, after } = USERS_NEWEST_FIRST.page(args);
  const search = searchCondition(args.search);
  const position = after && USERS_NEWEST_FIRST.after(after);
  const pageConditions = [search, position].filter((part) => part !== null);
  const where = (parts: { sql: string }[]) =>
    parts.length ? `where ${parts.map(({ sql }) => sql).join(' and ')}` : '';
  const [rows, [count]] = await Promise.all([
    em.execute<UserRow[]>(
      `select u.id, u.full_name, u.email, u.email_verified, u.avatar_key, u.role, u.subscription_status,
         u.current_period_end, u.cancel_at_period_end, u.past_due_since, u.created_at, ${USERS_NEWEST_FIRST.selectKeys()}
       from users u ${where(pageConditions)} ${USERS_NEWEST_FIRST.orderBy()} limit ?`,
      [...pageConditions.flatMap((part) => part.params), size + 1],
    ),
    em.execute<{ total: number | string }[]>(
      `select count(*)::int as total from users u ${where(search ? [search] : [])}`,
      search?.params ?? [],
    ),
  ]);
  return USERS_NEWEST_FIRST.connection(rows, size, Number(count?.total ?? 0), toListedUser);
}
