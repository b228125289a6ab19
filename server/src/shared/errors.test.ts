import { ERROR_CODES } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { httpStatusOf } from './errors';

describe('DomainError codes', () => {
  it('are the shared list (the client branches on the same one), each with an HTTP status', () => {
    // `httpStatusOf: Record<ErrorCode, number>` already fails to compile when a code has no status.
    expect(Object.keys(httpStatusOf).sort()).toEqual([...ERROR_CODES].sort());
    expect(httpStatusOf.PAYMENT_PROVIDER_ERROR).toBe(502);
  });
});
