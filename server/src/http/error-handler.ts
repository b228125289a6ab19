import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { type DomainError, domainErrorOf, httpStatusOf } from '../shared/errors';
import { say } from './messages/message-translator';

/** RFC 9110: a 401 names how to authenticate. A session token or an API key, both sent as Bearer. */
export const WWW_AUTHENTICATE = 'Bearer realm="CourseHub"';

/** What an unexpected failure is masked as, by REST and GraphQL alike: its own message may name hosts or SQL. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';
/** A 4xx of Express or body-parser that no DomainError names (rest/errors.ts names the facade's own). */
export const MALFORMED_REQUEST_MESSAGE = 'Malformed request';
export const REQUEST_TOO_LARGE_MESSAGE = 'Request is too large';

/**
 * Retry-After, and the RateLimit header of the limit that refused. The API's request limit set its own headers
 * (http/api-rate-limit.ts); an action's attempt limit (login, signup, ...) replaces them, since the request limit's
 * RateLimit and RateLimit-Policy would tell of another limit, with requests to spare.
 */
function limitHeaders(res: Response, { retryAfterSeconds, rateLimit }: DomainError['details']) {
  if (retryAfterSeconds) res.set('Retry-After', String(retryAfterSeconds));
  if (rateLimit && retryAfterSeconds) {
    res.removeHeader('RateLimit-Policy');
    res.set('RateLimit', `"${rateLimit}"; r=0; t=${retryAfterSeconds}`);
  }
}

/**
 * The one place REST and plain HTTP failures become `{ success: false, message }` with the right status; the message
 * (a DomainError's, or this handler's own for a malformed request and an internal error) in the request's language
 * (messages/: English unless the request asks for another).
 */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- an error raised before the request log has no request id
    const requestId = String(req.id ?? '');
    const domain = domainErrorOf(error);
    if (domain) {
      limitHeaders(res, domain.details);
      if (domain.code === 'UNAUTHENTICATED') res.set('WWW-Authenticate', WWW_AUTHENTICATE);
      res
        .status(httpStatusOf[domain.code])
        .json({ success: false, message: say(req, domain.message), code: domain.code, requestId });
      return;
    }
    const status =
      (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const message = status === 413 ? REQUEST_TOO_LARGE_MESSAGE : MALFORMED_REQUEST_MESSAGE;
      res.status(status).json({ success: false, message: say(req, message), requestId });
      return;
    }
    logger.error({ err: error, requestId }, 'unhandled request error');
    res.status(500).json({ success: false, message: say(req, INTERNAL_ERROR_MESSAGE), requestId });
  };
}
