import express, { type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../../config';
import { shiftedClock } from '../../shared/clock';
import { badInput, DomainError, forbidden } from '../../shared/errors';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { rejectNulBytes } from '../../shared/validation';
import { requireRole, requireViewer } from '../../shared/viewer';
import { sessionCookieName } from '../session-cookie';
import { allowedOrigins } from './cors';

/**
 * With TEST_CLOCK_HEADER, the milliseconds a request's rules read the time ahead of the app's clock: how a browser
 * journey moves to tomorrow without moving the time of the journeys that run beside it on the same server.
 */
export const TEST_CLOCK_OFFSET_HEADER = 'x-test-clock-offset-ms';

function depsWithOffset(deps: AppDeps, req: Request): AppDeps {
  const offset = Number(req.get(TEST_CLOCK_OFFSET_HEADER) ?? Number.NaN);
  return Number.isSafeInteger(offset) ? { ...deps, clock: shiftedClock(deps.clock, offset) } : deps;
}

/** The same request scope GraphQL builds: a forked entity manager, the viewer and the client address. */
export const requestScope = (deps: AppDeps) => {
  const depsOf = deps.config.testClockHeader ? (req: Request) => depsWithOffset(deps, req) : () => deps;
  return (req: Request): RequestScope => ({
    em: deps.orm.em.fork(),
    viewer: req.viewer,
    ip: req.ip ?? '',
    deps: depsOf(req),
  });
};

/** Edge gate for operations that need a session (like `@Authorized()`); the services check again. */
export function authenticated(req: Request, _res: Response, next: NextFunction) {
  requireViewer(req.viewer);
  next();
}

/** Edge gate for ADMIN operations (like `@Authorized('ADMIN')`), before any upload is read. */
export function adminOnly(req: Request, _res: Response, next: NextFunction) {
  requireRole(req.viewer, 'ADMIN');
  next();
}

export const JSON_BODY_LIMIT = '100kb';

const parseJson = express.json({ limit: JSON_BODY_LIMIT });

/**
 * The body parser of the JSON endpoints (and only theirs): at most 100 kB. Other body types are
 * refused (415), so a cross-site form post can never be read as a JSON object.
 */
export function jsonBody(req: Request, res: Response, next: NextFunction) {
  parseJson(req, res, (error?: unknown) => {
    if (error) return next(error);
    if (req.is('application/json') === false) {
      return next(new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send this request as application/json'));
    }
    next();
  });
}

type Fields = Record<string, unknown>;

/** The parsed JSON object or multipart text fields; anything else counts as no fields. */
export function bodyFields(req: Request): Fields {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Fields) : {};
}

/**
 * A text field as the service expects it: a missing or non-text value becomes '' so the
 * shared validation rules answer with their own message ('Please fill all the details', ...).
 */
export const text = (fields: Fields, name: string): string => {
  const value = fields[name];
  if (typeof value !== 'string') return '';
  rejectNulBytes(value, name);
  return value;
};

/** One query parameter: undefined when absent, 400 when repeated or structured. */
export function queryParam(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badInput(`${name} must be given once`, name);
  rejectNulBytes(value, name);
  return value;
}

/** The `Link` to a list's next page: this request's own address with the next cursor (relative, as RFC 8288 allows). */
export function nextLink(req: Request, next: string): string {
  const url = new URL(req.originalUrl, 'http://self');
  url.searchParams.set('cursor', next);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/** A query parameter the operation cannot do without. */
export function requiredQueryParam(req: Request, name: string): string {
  const value = queryParam(req, name)?.trim();
  if (!value) throw badInput(`${name} is required`, name);
  return value;
}

/** An optional numeric query parameter; the service judges the number (NaN included). */
export function numericQueryParam(req: Request, name: string): number | undefined {
  const value = queryParam(req, name);
  return value === undefined ? undefined : Number(value.trim() || Number.NaN);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteMessages = {
  crossSite: 'Cross-site requests are refused',
  noSource:
    'This request changes your account: send it from the app (with an Origin or Referer header) or with an Authorization: Bearer token',
  prefetch: 'Prefetching this request is refused',
} as const;

/** The origin a request says it comes from: Origin, else the Referer's origin; null when it names none. */
function sourceOrigin(req: Request): string | null {
  const origin = req.get('origin');
  if (origin) return origin;
  const referer = req.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Whether `origin` is the host this request was sent to, i.e. the request is same-origin. */
const ownHost = (req: Request, origin: string) => {
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    return false;
  }
};

/**
 * CSRF defence in depth on top of the SameSite=Lax session cookie. Browsers since 2023 label every
 * request with Sec-Fetch-Site: a state-changing request that another site (or a sibling subdomain)
 * started is refused unless its Origin is the app's own (PUBLIC_URL, CLIENT_URL or one named in
 * CORS_ORIGINS). Without that header (an older browser, or a client that is no browser) the
 * request's Origin, else its Referer's origin, must be one of those or the host the request was
 * sent to (a same-origin request from wherever the app was opened).
 *
 * Applies to every unsafe method, and to the spec's state-changing GETs (`/payments/unsubscribe`,
 * `/payments/get-subscription`, `/user/logout`) through `sameSiteGet`, which also refuses link
 * prefetches. Such a GET that carries none of the three headers and authenticates with the session
 * cookie is refused too: an older browser following a link or redirect from another site that sets
 * `Referrer-Policy: no-referrer` sends exactly that, with the Lax cookie. A Bearer token is never
 * attached by a browser on its own, so Bearer requests are let through; a cookie-jar client names
 * the app's origin in an Origin header. Unsafe methods without Origin or Referer stay allowed:
 * browsers send Origin on every cross-site POST, and the Lax cookie is not sent on one anyway.
 */
export function crossSiteGuard(config: Config) {
  const own = new Set([new URL(config.publicUrl).origin, new URL(config.clientUrl).origin, ...allowedOrigins(config)]);
  const cookieName = sessionCookieName(config);
  const cookieAuthenticated = (req: Request) =>
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- a request that cookie-parser has not seen has no cookies
    !/^Bearer\s/i.test(req.get('authorization') ?? '') && Boolean(req.cookies?.[cookieName]);

  const check = (req: Request, stateChangingGet: boolean) => {
    const site = req.get('sec-fetch-site');
    if (site) {
      if (site !== 'cross-site' && site !== 'same-site') return;
      const origin = req.get('origin');
      if (origin && own.has(origin)) return;
      throw forbidden(crossSiteMessages.crossSite);
    }
    const source = sourceOrigin(req);
    if (source) {
      if (own.has(source) || ownHost(req, source)) return;
      throw forbidden(crossSiteMessages.crossSite);
    }
    if (stateChangingGet && cookieAuthenticated(req)) throw forbidden(crossSiteMessages.noSource);
  };
  return {
    /** For pages that answer a refusal themselves: the error an unsafe request gets, or null. */
    unsafeRefusal: (req: Request): DomainError | null => {
      try {
        check(req, false);
        return null;
      } catch (error) {
        if (error instanceof DomainError) return error;
        throw error;
      }
    },
    unsafeMethods: (req: Request, _res: Response, next: NextFunction) => {
      if (!SAFE_METHODS.has(req.method)) check(req, false);
      next();
    },
    sameSiteGet: (req: Request, _res: Response, next: NextFunction) => {
      check(req, true);
      // A speculative prefetch of a link must not cancel anything either.
      if (/prefetch/i.test(`${req.get('sec-purpose') ?? ''} ${req.get('purpose') ?? ''}`)) {
        throw forbidden(crossSiteMessages.prefetch);
      }
      next();
    },
  };
}
