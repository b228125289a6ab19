import { type Kysely, sql } from 'kysely';
import { compiledOnce } from '../../shared/compiled-statement';
import type { AppDeps } from '../../shared/scope';
import type { Viewer } from '../../shared/viewer';
import type { SessionTables } from './session.entity';
import type { UserTables } from './user.entity';
import { subscriptionAccess } from './user.policy';

/** `sessions.last_seen_at` is refreshed at most this often, so a busy session costs no write per request. */
export const LAST_SEEN_PRECISION_MINUTES = 5;

/**
 * The session and its user in one statement (two primary-key lookups): a revoked or expired session is refused on the
 * very next request, with no cache in between. It runs on every request, so it is compiled once (compiledOnce).
 */
const viewerStatement = compiledOnce(
  (db: Kysely<SessionTables & UserTables>, sessionId: string, userId: string, graceDays: number, now: Date) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select((eb) => [
        'u.id',
        'u.role',
        subscriptionAccess(graceDays, now).as('subscription_access'),
        // Whether the account has a second factor (REQUIRE_ADMIN_MFA): TOTP on, or a passkey (an indexed probe).
        sql<boolean>`(u.totp_enabled_at is not null or exists (select 1 from passkeys pk where pk.user_id = u.id))`.as(
          'has_second_factor',
        ),
        eb(
          's.last_seen_at',
          '<',
          sql<Date>`${now}::timestamptz - make_interval(mins => ${sql.lit(LAST_SEEN_PRECISION_MINUTES)})`,
        ).as('seen_long_ago'),
      ])
      .where('s.id', '=', sessionId)
      .where('s.user_id', '=', userId)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now),
  // Placeholders, never sent.
  ['session-id', 'user-id', -0.5, new Date(0)],
);

/**
 * Who a session token speaks for: null when the token is not genuine, or its session has ended or expired.
 * Called once per request by http/authenticate.ts, whatever the transport.
 */
export async function viewerOfSessionToken(
  deps: Pick<AppDeps, 'orm' | 'sessions' | 'config' | 'clock'>,
  token: string,
): Promise<Viewer | null> {
  const claims = await deps.sessions.verify(token);
  if (!claims) return null;
  // The ORM's own kysely, the pool's: authentication comes before any transaction of the request.
  const db = deps.orm.em.getKysely<SessionTables & UserTables>();
  const now = deps.clock.now();
  const [row] = await viewerStatement(db, claims.sessionId, claims.userId, deps.config.plan.pastDueGraceDays, now);
  if (!row) return null;
  if (row.seen_long_ago) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', claims.sessionId).execute();
  }
  return {
    id: row.id,
    role: row.role,
    subscriptionActive: row.subscription_access,
    sessionId: claims.sessionId,
    mfaSetupRequired: deps.config.requireAdminMfa && row.role === 'ADMIN' && !row.has_second_factor,
  };
}
