import type { ErrorCode } from '@coursehub/shared';

/** The one list of codes, shared with the client (@coursehub/shared). */
export type { ErrorCode };

/** An expected failure whose message is safe to show to the user as is. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      field?: string;
      retryAfterSeconds?: number;
      /** The attempt limit that refused (rate-limit/), named in the answer's RateLimit header. */
      rateLimit?: string;
    } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badInput = (message: string, field?: string) => new DomainError('BAD_USER_INPUT', message, { field });
export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new DomainError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please log in to continue') => new DomainError('UNAUTHENTICATED', message);

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  PAYMENT_PROVIDER_ERROR: 502,
};
