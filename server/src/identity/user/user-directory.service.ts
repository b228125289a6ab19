import { SHORT_TEXT_MAX } from '@coursehub/shared';
import { type Selection, type SqlBool, sql } from 'kysely';
import { badInput } from '../../shared/errors';
import { containsPattern } from '../../shared/like-pattern';
import type { Em } from '../../shared/orm';
import { type Connection, Keyset, type PageArgs } from '../../shared/pagination';
import type { RequestScope } from '../../shared/scope';
import { rejectNulBytes } from '../../shared/validation';
import { type Role, requireRole } from '../../shared/viewer';
import type { SubscriptionStatus, UserTables } from './user.entity';

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

/** Newest accounts first; users_created_at_id_index walks this order, so a page reads about its own rows. */
export const USERS_NEWEST_FIRST = new Keyset('users:newest', [
  { sql: 'u.created_at', type: 'timestamp', descending: true },
  { sql: 'u.id', type: 'uuid', descending: true },
]);

export const SEARCH_TOO_LONG_MESSAGE = `Search text must be at most ${SHORT_TEXT_MAX} characters`;

const LISTED_USER_COLUMNS = [
  'u.id',
  'u.full_name',
  'u.email',
  'u.email_verified',
  'u.avatar_key',
  'u.role',
  'u.subscription_status',
  'u.current_period_end',
  'u.cancel_at_period_end',
  'u.past_due_since',
  'u.created_at',
] as const;

const users = (em: Em) => em.getKysely<UserTables>().selectFrom('users as u');

type UserRow = Selection<UserTables & { u: UserTables['users'] }, 'u', (typeof LISTED_USER_COLUMNS)[number]>;

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
 * The search as a pattern for the name and the email: a substring anywhere in them, so `ilike '%…%'`, which no B-tree
 * index answers. A pg_trgm GIN index could (both databases load the extension, for the catalogue's typo correction), but
 * every new or renamed account would pay for it, for a page only admins open. At that page's scale the scan
 * is acceptable: measured on PostgreSQL with 100,000 accounts, a search that
 * matches many walks users_created_at_id_index and stops at the page's last row (3–8 ms); one that matches few reads
 * the whole table (about 100 ms, and as much again for its count, in parallel).
 */
function searchPattern(search: string | null | undefined): string | null {
  rejectNulBytes(search, 'search');
  const text = search?.trim();
  if (!text) return null;
  if (text.length > SHORT_TEXT_MAX) throw badInput(SEARCH_TOO_LONG_MESSAGE, 'search');
  return containsPattern(text);
}

/**
 * ADMIN only. Every account (admins too), newest first, `first` (1–100, 24 by default) after the cursor `after`,
 * optionally those whose name or email contains `search`. Two statements: the page and the count.
 */
export async function listUsers({ em, viewer }: RequestScope, args: UserListArgs): Promise<Connection<ListedUser>> {
  requireRole(viewer, 'ADMIN');
  const { size, after } = USERS_NEWEST_FIRST.page(args);
  const pattern = searchPattern(args.search);
  const matching =
    pattern === null
      ? users(em)
      : users(em).where(
          ({ ref }) =>
            sql<SqlBool>`(${ref('u.full_name')} ilike ${pattern} escape '\\' or ${ref('u.email')} ilike ${pattern} escape '\\')`,
        );
  const page = after ? matching.where(USERS_NEWEST_FIRST.afterPosition(after)) : matching;
  const [rows, count] = await Promise.all([
    USERS_NEWEST_FIRST.inOrder(page.select([...LISTED_USER_COLUMNS, ...USERS_NEWEST_FIRST.keySelections()]))
      .limit(size + 1)
      .execute(),
    matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return USERS_NEWEST_FIRST.connection(rows, size, count.total, toListedUser);
}
