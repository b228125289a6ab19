import type { NextFunction, Request, Response } from 'express';
import type { AppDeps } from '../shared/scope';

/**
 * Anonymous multipart requests (a sign-up with its avatar) count against the per-IP attempt limit before a byte of
 * their body is read, so a flood of them is refused with 429 instead of being parsed; signed-in callers and API keys
 * are known (authenticate ran first; a key counts against its own request limit) and pass. The body of a refused request is left unread: Node discards it after the answer,
 * and one that stalls is cut by the idle timeout.
 */
export function admitAnonymousUploads(deps: Pick<AppDeps, 'rateLimits'>) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (req.viewer || req.apiKey || !req.is('multipart/form-data')) return next();
    await deps.rateLimits.attempt('upload', req.ip ?? '');
    next();
  };
}
