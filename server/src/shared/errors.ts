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
  SERVICE_UNAVAILABLE: 503,
  REAUTHENTICATION_REQUIRED: 403,
  MFA_SETUP_REQUIRED: 403,
};

/** What a caller told SERVICE_UNAVAILABLE is asked to wait before trying again (`Retry-After`). */
const RETRY_UNAVAILABLE_AFTER_SECONDS = 5;

/**
 * The database cannot serve the request now: no pooled connection came free in time, or none could be opened
 * (db/postgres-driver.ts). `cause` keeps the driver's own error for the logs; its message names hosts.
 */
export function serviceUnavailable(cause?: unknown) {
  const error = new DomainError('SERVICE_UNAVAILABLE', 'The service is busy. Please try again in a moment', {
    retryAfterSeconds: RETRY_UNAVAILABLE_AFTER_SECONDS,
  });
  if (cause !== undefined) error.cause = cause;
  return error;
}

/**
 * The DomainError an error stands for: itself, or the one inside the DriverException that MikroORM wraps around a
 * driver's error (it copies the error's own fields, its code among them, but not its class). Only SERVICE_UNAVAILABLE
 * is raised under the ORM (db/postgres-driver.ts); every other DomainError comes from a service, unwrapped.
 */
export function domainErrorOf(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if ((error as { code?: unknown } | null)?.code === 'SERVICE_UNAVAILABLE') return serviceUnavailable(error);
  return null;
}

/**
 * An error for an operator's eyes (a start that failed): its message, then each cause's. A SERVICE_UNAVAILABLE from
 * the database says only what a user may read; the driver's reason (refused, authentication failed) is its cause.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message}: ${describeError(error.cause)}`;
}
