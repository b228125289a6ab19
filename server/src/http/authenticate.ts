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
  token_version: number;
  subscription_status: SubscriptionStatus;
}

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
  const [row] = await deps.orm.em
    .getConnection()
    .execute<ViewerRow[]>('select id, role, token_version, subscription_status from users where id = ? limit 1', [
      claims.userId,
    ]);
  if (!row || row.token_version !== claims.tokenVersion) return null;
  return { id: row.id, role: row.role, subscriptionActive: isSubscriptionActive(row.subscription_status) };
}
