import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { DomainError, domainErrorOf } from '../../shared/errors';
import { fileTooLarge } from '../../shared/uploads';
import { INTERNAL_ERROR_MESSAGE } from '../error-handler';
import { GRAPHQL_LIMITS } from './armor';
import { CostLimitError } from './cost-limit';

/** Codes Apollo and graphql-js assign themselves; their messages are about the request, so they are safe. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Apollo's words (coded as its internal errors) for a persisted query's hash that is not its text's: a bad request. */
const HASH_MISMATCH = 'provided sha does not match query';

/** graphql-js's own words when a document goes over the parser's `maxTokens` (sic: "more that"). */
const TOKEN_LIMIT = /^Syntax Error: Document contains more th(?:at|an) \d+ tokens/;

/**
 * The error that was thrown, under every GraphQLError wrapped around it: a resolver's (graphql-js adds the path), or
 * one thrown in a plugin hook or the context function (Apollo wraps it without a path).
 */
function thrownError(error: unknown): unknown {
  let inner = error;
  while (inner instanceof GraphQLError && inner.originalError) inner = inner.originalError;
  return inner;
}

/**
 * Every GraphQL error passes here, wherever it arose. Only messages that are known to be safe reach the client: our
 * DomainErrors and the errors Apollo and graphql-js raise about the request itself (by their code). Anything else,
 * with a path or without (a database error in a plugin hook or the context, an executor failure), is logged and
 * masked: its message may name hosts, SQL or the database's state.
 */
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const thrown = thrownError(error);
    // A parser's oversize signal (an error with status 413) is the one upload error, as REST reports it.
    const original =
      (thrown as { status?: number }).status === 413 ? fileTooLarge() : (domainErrorOf(thrown) ?? thrown);
    if (original instanceof DomainError) {
      const { field, retryAfterSeconds } = original.details;
      return {
        message: original.message,
        path: formatted.path,
        extensions: { code: original.code, ...(field && { field }), ...(retryAfterSeconds && { retryAfterSeconds }) },
      };
    }
    // Apollo codes every validation error GRAPHQL_VALIDATION_FAILED; the cost limit's say which limit was hit.
    if (thrown instanceof CostLimitError) return { message: thrown.message, extensions: { code: thrown.code } };
    const code = formatted.extensions?.code;
    // Apollo answers a parse failure with 400 already; the limit is named like the other limits (armor.ts).
    if (code === 'GRAPHQL_PARSE_FAILED' && TOKEN_LIMIT.test(formatted.message)) {
      return {
        message: `Query has too many tokens: at most ${GRAPHQL_LIMITS.tokens}`,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      };
    }
    if (formatted.message === HASH_MISMATCH && !formatted.path) {
      return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
    }
    if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code))
      return { message: formatted.message, extensions: { code } };

    logger.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
    return {
      message: INTERNAL_ERROR_MESSAGE,
      ...(formatted.path && { path: formatted.path }),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
