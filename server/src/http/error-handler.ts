import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { domainErrorOf, httpStatusOf } from '../shared/errors';

/** The one place REST and plain HTTP failures become `{ success: false, message }` with the right status. */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = String(req.id ?? '');
    const domain = domainErrorOf(error);
    if (domain) {
      if (domain.details.retryAfterSeconds) res.set('Retry-After', String(domain.details.retryAfterSeconds));
      res
        .status(httpStatusOf[domain.code])
        .json({ success: false, message: domain.message, code: domain.code, requestId });
      return;
    }
    const status =
      (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const message = status === 413 ? 'Request is too large' : 'Malformed request';
      res.status(status).json({ success: false, message, requestId });
      return;
    }
    logger.error({ err: error, requestId }, 'unhandled request error');
    res.status(500).json({ success: false, message: 'Internal server error', requestId });
  };
}
