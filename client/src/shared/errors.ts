import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { type ErrorCode, isErrorCode } from '@coursehub/shared';

/** Error codes the server puts in `extensions.code` (one list with the server's). Branch on these, never on text. */
export type { ErrorCode };

function messageFromBody(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { message?: unknown; errors?: Array<{ message?: unknown }> };
    const message = body.errors?.[0]?.message ?? body.message;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The server's message for a failed call (first GraphQL error), or the per-call fallback of spec section 8. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (ServerError.is(error)) return messageFromBody(error.bodyText) ?? fallback;
  return fallback;
}

/** An `extensions` entry of the first GraphQL error, when the failure is one the server answered. */
function firstExtension(error: unknown, key: string): unknown {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.[key] : undefined;
}

/** `extensions.code` of the first GraphQL error when it is one of ours (not one Apollo or graphql-js added). */
export function errorCode(error: unknown): ErrorCode | undefined {
  const code = firstExtension(error, 'code');
  return isErrorCode(code) ? code : undefined;
}

/** `extensions.field` of the first GraphQL error: the input the server refused (BAD_USER_INPUT names it). */
export function errorField(error: unknown): string | undefined {
  const field = firstExtension(error, 'field');
  return typeof field === 'string' ? field : undefined;
}

/** Whether the error is a cancelled request (AbortController). */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
