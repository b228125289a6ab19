import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode, isErrorCode } from './errors';

describe('error codes', () => {
  it('are one list of distinct codes, PAYMENT_PROVIDER_ERROR included', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES).toContain('PAYMENT_PROVIDER_ERROR');
  });

  it('recognise our codes and not the ones Apollo and graphql-js add', () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code)).toBe(true);
    for (const other of ['INTERNAL_SERVER_ERROR', 'GRAPHQL_VALIDATION_FAILED', '', undefined, 42]) {
      expect(isErrorCode(other)).toBe(false);
    }
    const narrowed: unknown = 'CONFLICT';
    if (isErrorCode(narrowed)) expect<ErrorCode>(narrowed).toBe('CONFLICT');
  });
});
