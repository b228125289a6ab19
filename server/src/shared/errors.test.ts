import { ERROR_CODES } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { describeError, domainErrorOf, httpStatusOf, serviceUnavailable } from './errors';

describe('DomainError codes', () => {
  it('are the shared list (the client branches on the same one), each with an HTTP status', () => {
    // `httpStatusOf: Record<ErrorCode, number>` already fails to compile when a code has no status.
    expect(Object.keys(httpStatusOf).sort()).toEqual([...ERROR_CODES].sort());
    expect(httpStatusOf.PAYMENT_PROVIDER_ERROR).toBe(502);
    expect(httpStatusOf.SERVICE_UNAVAILABLE).toBe(503);
  });
});

describe('SERVICE_UNAVAILABLE from the database', () => {
  it('is found inside the error the ORM wraps around it (its fields copied, not its class)', () => {
    const original = serviceUnavailable(new Error('timeout exceeded when trying to connect'));
    const wrapped = Object.assign(new Error(original.message), { code: original.code, cause: original.cause });
    expect(domainErrorOf(wrapped)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { retryAfterSeconds: 5 } });
    expect(domainErrorOf(new Error('anything else'))).toBeNull();
  });

  it("names the driver's reason where an operator reads it (a failed start)", () => {
    const error = serviceUnavailable(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    expect(describeError(error)).toBe(
      'The service is busy. Please try again in a moment: connect ECONNREFUSED 127.0.0.1:5432',
    );
  });
});
