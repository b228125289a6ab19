import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** Error codes the server puts in `extensions.code`. Branch on these, never on message text. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS';

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

/** `extensions.code` of the first GraphQL error, if any. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}

/** Whether the error is a cancelled request (AbortController). */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
