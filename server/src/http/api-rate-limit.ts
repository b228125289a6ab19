import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type AugmentedRequest, rateLimit, type Store } from 'express-rate-limit';
import { type RequestCounter, retryAfterText } from '../rate-limit/rate-limits';
import { DomainError } from '../shared/errors';
import type { AppDeps } from '../shared/scope';

const WINDOW_SECONDS = 60;

/** express-rate-limit's store over the app's own counters (rate-limit/): PostgreSQL shared by every instance. */
class SharedCounterStore implements Store {
  readonly localKeys = false;
  constructor(private readonly counter: RequestCounter) {}
  async increment(key: string) {
    const { hits, resetAt } = await this.counter.hit(key);
    return { totalHits: hits, resetTime: resetAt };
  }
  decrement(key: string) {
    return this.counter.undo(key);
  }
  resetKey(key: string) {
    return this.counter.reset(key);
  }
}

/** A signed-in browser: a session from the cookie alone (no Authorization header), i.e. the web client. */
const browserSession = (req: Request) => req.viewer !== null && req.get('authorization') === undefined;

/** Past the limit: the app's error shape on each transport, 429, with the Retry-After express-rate-limit has set. */
function tooManyRequests(req: Request, res: Response, next: NextFunction) {
  const resetTime = (req as AugmentedRequest).rateLimit?.resetTime?.getTime() ?? Date.now() + WINDOW_SECONDS * 1000;
  const retryAfterSeconds = Math.max(1, Math.ceil((resetTime - Date.now()) / 1000));
  const message = `Too many requests. Please try again in ${retryAfterText(retryAfterSeconds)}.`;
  if (req.baseUrl === '/graphql') {
    res.status(429).json({
      errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds, requestId: String(req.id) } }],
    });
    return;
  }
  next(new DomainError('TOO_MANY_REQUESTS', message, { retryAfterSeconds }));
}

/**
 * Request limits on the API (/graphql and /api/v1), answered with the IETF draft's `RateLimit` and `RateLimit-Policy`
 * headers (draft 8) and, past the limit, 429 with `Retry-After`:
 * - an API key: API_RATE_LIMIT_PER_MINUTE per key, counted in the app's shared store (PostgreSQL: every instance
 *   together; memory on the embedded database, which is one process);
 * - a signed-in session, from the cookie or sent as Bearer: API_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE per account, however
 *   many sessions, connections and addresses it uses (a classroom behind one address is many accounts, so the web
 *   client is not counted per address). Counted by each instance in its memory, as the session is read without a write
 *   (user/session-viewer.ts): a count in PostgreSQL would add one to every signed-in request;
 * - anyone else without a browser session (anonymous callers; session tokens sent as Bearer, counted per account
 *   too): API_RATE_LIMIT_PER_IP_PER_MINUTE per client address, counted by each instance in its memory, because this
 *   limit is on the path of every anonymous catalogue read, which the catalogue cache answers without a database write.
 */
export function apiRateLimits(deps: AppDeps): RequestHandler | null {
  const { perKey, perIp, perAccount } = deps.config.apiRateLimits;
  const common = {
    windowMs: WINDOW_SECONDS * 1000,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: tooManyRequests,
    logger: deps.logger,
  } as const;
  const limits: Limit[] = [];
  if (perKey > 0) {
    limits.push({
      counts: (req) => req.apiKey !== null,
      handler: rateLimit({
        ...common,
        limit: perKey,
        identifier: 'api-key',
        store: new SharedCounterStore(deps.rateLimits.requestCounter('api_key', perKey, WINDOW_SECONDS)),
        keyGenerator: (req) => req.apiKey?.id ?? '',
      }),
    });
  }
  if (perAccount > 0) {
    limits.push({
      // An API key's viewer is set later, by the transport that admits its operation: here it has none.
      counts: (req) => req.viewer !== null,
      handler: rateLimit({
        ...common,
        limit: perAccount,
        identifier: 'account',
        keyGenerator: (req) => req.viewer?.id ?? '',
      }),
    });
  }
  if (perIp > 0) {
    limits.push({
      counts: (req) => req.apiKey === null && !browserSession(req),
      handler: rateLimit({ ...common, limit: perIp, identifier: 'address' }),
    });
  }
  return limits.length > 0 ? countedBy(limits) : null;
}

/** One of the API's limits, and the requests it counts. */
interface Limit {
  counts: (req: Request) => boolean;
  handler: RequestHandler;
}

/**
 * The limits that count this request, one after the other in their order. Asking each limiter to skip a request it
 * does not count cost its whole asynchronous chain on every request (an anonymous catalogue read is counted by one
 * of the three; docs/benchmarks.md, the second round of tuning).
 */
function countedBy(limits: Limit[]): RequestHandler {
  return (req, res, next) => {
    const counting = limits.filter((limit) => limit.counts(req));
    let index = 0;
    const step = (error?: unknown) => {
      const limit = counting[index];
      index += 1;
      if (error !== undefined || !limit) next(error);
      else void limit.handler(req, res, step);
    };
    step();
  };
}
