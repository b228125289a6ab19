import express, { type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../../config';
import { badInput, DomainError, forbidden } from '../../shared/errors';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { requireRole, requireViewer } from '../../shared/viewer';
import { allowedOrigins } from './cors';

/** The same request scope GraphQL builds: a forked entity manager, the viewer and the client address. */
export const requestScope =
  (deps: AppDeps) =>
  (req: Request): RequestScope => ({ em: deps.orm.em.fork(), viewer: req.viewer, ip: req.ip ?? '', deps });

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
  return typeof value === 'string' ? value : '';
};

/** One query parameter: undefined when absent, 400 when repeated or structured. */
export function queryParam(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badInput(`${name} must be given once`, name);
  return value;
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

/**
 * CSRF defence in depth on top of the SameSite=Lax session cookie: browsers label every request
 * with Sec-Fetch-Site, and a state-changing request that another site (or a sibling subdomain)
 * started is refused unless it comes from an origin named in CORS_ORIGINS. Applies to every
 * unsafe method, and to the spec's state-changing GETs through `sameSiteGet` (which also refuses
 * link prefetches).
 */
export function crossSiteGuard(config: Pick<Config, 'corsOrigins'>) {
  const allowed = allowedOrigins(config);
  const check = (req: Request) => {
    const site = req.get('sec-fetch-site');
    if (site !== 'cross-site' && site !== 'same-site') return;
    const origin = req.get('origin');
    if (origin && allowed.has(origin)) return;
    throw forbidden('Cross-site requests are refused');
  };
  return {
    unsafeMethods: (req: Request, _res: Response, next: NextFunction) => {
      if (!SAFE_METHODS.has(req.method)) check(req);
      next();
    },
    sameSiteGet: (req: Request, _res: Response, next: NextFunction) => {
      check(req);
      // A speculative prefetch of a link must not cancel anything either.
      if (/prefetch/i.test(`${req.get('sec-purpose') ?? ''} ${req.get('purpose') ?? ''}`)) {
        throw forbidden('Prefetching this request is refused');
      }
      next();
    },
  };
}
