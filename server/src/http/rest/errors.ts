import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { badInput, DomainError } from '../../shared/errors';
import { errorHandler } from '../error-handler';

export const UNKNOWN_ENDPOINT_MESSAGE = 'No such API endpoint';

/** Anything under /api/v1 that no route took: a JSON 404, never the SPA or Express's HTML page. */
export function unknownEndpoint(_req: Request, _res: Response, next: NextFunction) {
  next(new DomainError('NOT_FOUND', UNKNOWN_ENDPOINT_MESSAGE));
}

/** body-parser's failures, as the facade's clients should read them. */
function bodyParserError(error: unknown): DomainError | null {
  switch ((error as { type?: unknown }).type) {
    case 'entity.parse.failed':
      return badInput('Malformed JSON body');
    case 'entity.too.large':
      return new DomainError('PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding');
    default:
      return null;
  }
}

/**
 * The facade's error handler: the app's one handler (DomainError -> status + `{ success: false,
 * message }`, anything else logged and masked), after naming body-parser failures.
 */
export function restErrorHandler(logger: Logger) {
  const handle = errorHandler(logger);
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    handle(bodyParserError(error) ?? error, req, res, next);
  };
}
