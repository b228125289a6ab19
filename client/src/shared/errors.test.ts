import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorCode, errorField, errorMessage } from './errors';

describe('errorMessage', () => {
  it("uses the server's GraphQL error message", () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Please fill all the details', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(errorMessage(error, 'Failed to create account')).toBe('Please fill all the details');
    expect(errorCode(error)).toBe('BAD_USER_INPUT');
  });

  it('reads the message from a non-2xx JSON body', () => {
    const bodyText = JSON.stringify({ success: false, message: 'File too large' });
    const error = new ServerError('Response not successful', {
      response: new Response(bodyText, { status: 413 }),
      bodyText,
    });
    expect(errorMessage(error, 'Failed to create account')).toBe('File too large');
  });

  it("reads the server's codes from the shared list, PAYMENT_PROVIDER_ERROR included, and no others", () => {
    const withCode = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });
    expect(errorCode(withCode('PAYMENT_PROVIDER_ERROR'))).toBe('PAYMENT_PROVIDER_ERROR');
    expect(errorCode(withCode('INTERNAL_SERVER_ERROR'))).toBeUndefined();
  });

  it('falls back to the per-call text for network failures', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to log in')).toBe('Failed to log in');
    expect(errorCode(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('names the input the server refused, when it names one', () => {
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'Too weak', extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' } }],
    });
    expect(errorField(refused)).toBe('newPassword');
    expect(errorField(new CombinedGraphQLErrors({ errors: [{ message: 'x' }] }))).toBeUndefined();
    expect(errorField(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
