import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { DomainError, httpStatusOf } from '../shared/errors';

/** The one place REST and plain HTTP failures become `{ success: false, message }` with the right status. */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = String(req.id ?? '');
    if (error instanceof DomainError) {
      if (error.details.retryAfterSeconds) res.set('Retry-After', String(error.details.retryAfterSeconds));
      res
        .status(httpStatusOf[error.code])
        .json({ success: false, message: error.message, code: error.code, requestId });
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
