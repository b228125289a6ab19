import type { NextFunction, Request, Response } from 'express';
import type { SubscriptionStatus } from '../modules/user/user.entity';
import { isSubscriptionActive } from '../modules/user/user.policy';
import { DomainError } from '../shared/errors';
import type { AppDeps } from '../shared/scope';
import type { Role, Viewer } from '../shared/viewer';
import { clearSessionCookie, sessionCookieName } from './session-cookie';

declare global {
  namespace Express {
    interface Request {
      viewer: Viewer | null;
    }
  }
}

interface ViewerRow {
  id: string;
  role: Role;
  subscription_status: SubscriptionStatus;
  seen_long_ago: boolean;
}

/** `sessions.last_seen_at` is refreshed at most this often, so a busy session costs no write per request. */
export const LAST_SEEN_PRECISION_MINUTES = 5;

/**
 * The session and its user in one statement (two primary-key lookups): a revoked or expired
 * session is refused on the very next request, with no cache in between.
 */
const VIEWER_SQL = `select u.id, u.role, u.subscription_status,
       s.last_seen_at < now() - make_interval(mins => ${LAST_SEEN_PRECISION_MINUTES}) as seen_long_ago
  from sessions s join users u on u.id = s.user_id
 where s.id = ? and s.user_id = ? and s.revoked_at is null and s.expires_at > now()`;

/**
 * Resolves the caller once per request from the session cookie or a Bearer token.
 * A stale cookie just makes the caller anonymous (and is cleared); an invalid Bearer
 * token is an explicit credential, so it is refused with 401.
 */
export function authenticate(deps: AppDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    req.viewer = null;
    const bearer = req.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    const cookie = req.cookies?.[sessionCookieName(deps.config)] as string | undefined;
    const token = bearer ?? cookie;
    if (!token) return next();

    req.viewer = await resolveViewer(deps, token);
    if (req.viewer) return next();
    if (bearer) return next(new DomainError('UNAUTHENTICATED', 'Invalid or expired token'));
    clearSessionCookie(res, deps.config);
    next();
  };
}

async function resolveViewer(deps: AppDeps, token: string): Promise<Viewer | null> {
  const claims = await deps.sessions.verify(token);
  if (!claims) return null;
  const connection = deps.orm.em.getConnection();
  const [row] = await connection.execute<ViewerRow[]>(VIEWER_SQL, [claims.sessionId, claims.userId]);
  if (!row) return null;
  if (row.seen_long_ago) {
    await connection.execute('update sessions set last_seen_at = now() where id = ?', [claims.sessionId]);
  }
  return {
    id: row.id,
    role: row.role,
    subscriptionActive: isSubscriptionActive(row.subscription_status),
    sessionId: claims.sessionId,
  };
}
