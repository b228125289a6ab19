/**
 * The codes of expected failures: the server's DomainError carries one, GraphQL answers put it in `extensions.code`
 * and REST bodies in `code`. The client branches on these, never on message text.
 */
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'PAYMENT_PROVIDER_ERROR',
  'SERVICE_UNAVAILABLE',
  /** A sensitive change needs the owner to prove who they are again (password, code or passkey). */
  'REAUTHENTICATION_REQUIRED',
  /** An admin without a second factor, where REQUIRE_ADMIN_MFA holds: set one up first. */
  'MFA_SETUP_REQUIRED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether a code read off an answer is one of ours (Apollo and graphql-js add their own, such as GRAPHQL_PARSE_FAILED). */
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && errorCodes.has(value);
