import type { AppDeps } from '../../shared/scope';
import type { Role, Viewer } from '../../shared/viewer';
import { subscriptionAccessSql } from './user.policy';

interface ViewerRow {
  id: string;
  role: Role;
  subscription_access: boolean;
  seen_long_ago: boolean;
}

/** `sessions.last_seen_at` is refreshed at most this often, so a busy session costs no write per request. */
export const LAST_SEEN_PRECISION_MINUTES = 5;

/**
 * The session and its user in one statement (two primary-key lookups): a revoked or expired
 * session is refused on the very next request, with no cache in between.
 */
const VIEWER_SQL = `select u.id, u.role, ${subscriptionAccessSql('u')} as subscription_access,
       s.last_seen_at < now() - make_interval(mins => ${LAST_SEEN_PRECISION_MINUTES}) as seen_long_ago
  from sessions s join users u on u.id = s.user_id
 where s.id = ? and s.user_id = ? and s.revoked_at is null and s.expires_at > now()`;

/**
 * Who a session token speaks for: null when the token is not genuine, or its session has ended or expired.
 * Called once per request by http/authenticate.ts, whatever the transport.
 */
export async function viewerOfSessionToken(
  deps: Pick<AppDeps, 'orm' | 'sessions' | 'config'>,
  token: string,
): Promise<Viewer | null> {
  const claims = await deps.sessions.verify(token);
  if (!claims) return null;
  const connection = deps.orm.em.getConnection();
  const [row] = await connection.execute<ViewerRow[]>(VIEWER_SQL, [
    deps.config.plan.pastDueGraceDays,
    claims.sessionId,
    claims.userId,
  ]);
  if (!row) return null;
  if (row.seen_long_ago) {
    await connection.execute('update sessions set last_seen_at = now() where id = ?', [claims.sessionId]);
  }
  return {
    id: row.id,
    role: row.role,
    subscriptionActive: row.subscription_access,
    sessionId: claims.sessionId,
  };
}
