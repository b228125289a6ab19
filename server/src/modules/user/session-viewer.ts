import { sql } from 'kysely';
import type { Orm } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import type { SessionClaims } from '../../shared/sessions';
import type { Viewer } from '../../shared/viewer';
import type { SessionTables } from './session.entity';
import type { UserTables } from './user.entity';
import { subscriptionAccess } from './user.policy';

/** `sessions.last_seen_at` is refreshed at most this often, so a busy session costs no write per request. */
export const LAST_SEEN_PRECISION_MINUTES = 5;

// Stand-ins for a request's session ids in the statement compiled once; each request binds its own in their place.
const SESSION_ID = '\u0000session-id';
const USER_ID = '\u0000user-id';

/**
 * The session and its user in one statement (two primary-key lookups): a revoked or expired session is refused on the
 * very next request, with no cache in between. It runs on every request, so it is built and compiled once per ORM
 * (kysely would otherwise spend about as long building it as the driver spends sending it).
 */
function compileViewerQuery(orm: Orm, graceDays: number) {
  // A fork's kysely is the pool's, whatever transaction the first caller is in.
  const db = orm.em.fork().getKysely<SessionTables & UserTables>();
  const compiled = db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => [
      'u.id',
      'u.role',
      subscriptionAccess(graceDays).as('subscription_access'),
      eb('s.last_seen_at', '<', sql<Date>`now() - make_interval(mins => ${sql.lit(LAST_SEEN_PRECISION_MINUTES)})`).as(
        'seen_long_ago',
      ),
    ])
    .where('s.id', '=', SESSION_ID)
    .where('s.user_id', '=', USER_ID)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .compile();
  return {
    db,
    forSession: ({ sessionId, userId }: SessionClaims): typeof compiled => ({
      ...compiled,
      parameters: compiled.parameters.map((value) =>
        value === SESSION_ID ? sessionId : value === USER_ID ? userId : value,
      ),
    }),
  };
}

const viewerQueries = new WeakMap<Orm, ReturnType<typeof compileViewerQuery>>();

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
  let query = viewerQueries.get(deps.orm);
  if (!query) {
    query = compileViewerQuery(deps.orm, deps.config.plan.pastDueGraceDays);
    viewerQueries.set(deps.orm, query);
  }
  const {
    rows: [row],
  } = await query.db.executeQuery(query.forSession(claims));
  if (!row) return null;
  if (row.seen_long_ago) {
    await query.db
      .updateTable('sessions')
      .set({ last_seen_at: sql`now()` })
      .where('id', '=', claims.sessionId)
      .execute();
  }
  return {
    id: row.id,
    role: row.role,
    subscriptionActive: row.subscription_access,
    sessionId: claims.sessionId,
  };
}
