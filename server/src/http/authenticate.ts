import type { NextFunction, Request, Response } from 'express';
import { API_KEY_MESSAGES } from '../identity/api-key/api-key.messages';
import { type ApiKeyPrincipal, apiKeyOfSecret, looksLikeApiKey } from '../identity/api-key/api-key.service';
import { viewerOfSessionToken } from '../identity/user/session-viewer';
import type { MediaAccessCache } from '../media/playback/media-access-cache';
import { DomainError } from '../shared/errors';
import { MEDIA_PREFIX } from '../shared/media-urls';
import type { AppDeps } from '../shared/scope';
import type { Viewer } from '../shared/viewer';
import { clearSessionCookie, sessionCookieName } from './session-cookie';

declare global {
  namespace Express {
    interface Request {
      viewer: Viewer | null;
      /**
       * The API key the request was sent with (`Authorization: Bearer chk_…`). Its viewer stays null until a transport
       * admits the operation (http/api-key-access.ts): a key is no signed-in user anywhere else.
       */
      apiKey: ApiKeyPrincipal | null;
    }
  }
}

const LECTURE_MEDIA_PREFIX = `${MEDIA_PREFIX}/lectures/`;

/**
 * Resolves the caller once per request from the session cookie or a Bearer token (a session token, or an API key).
 * A stale cookie just makes the caller anonymous (and is cleared); an invalid Bearer token is an explicit credential,
 * so it is refused with 401.
 */
export function authenticate(deps: AppDeps, mediaAccess?: MediaAccessCache) {
  return async (req: Request, res: Response, next: NextFunction) => {
    req.viewer = null;
    req.apiKey = null;
    const bearer = req.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (bearer && looksLikeApiKey(bearer)) {
      req.apiKey = await apiKeyOfSecret(deps, bearer);
      return next(req.apiKey ? undefined : new DomainError('UNAUTHENTICATED', API_KEY_MESSAGES.invalidKey));
    }
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- a request that cookie-parser has not seen has no cookies
    const cookie = req.cookies?.[sessionCookieName(deps.config)] as string | undefined;
    const token = bearer ?? cookie;
    if (!token) return next();

    // A player's range requests come many a second: their session is remembered by the media-access cache.
    req.viewer =
      mediaAccess && req.path.startsWith(LECTURE_MEDIA_PREFIX)
        ? await mediaAccess.viewer(token)
        : await viewerOfSessionToken(deps, token);
    if (req.viewer) return next();
    if (bearer) return next(new DomainError('UNAUTHENTICATED', 'Invalid or expired token'));
    clearSessionCookie(res, deps.config);
    next();
  };
}
