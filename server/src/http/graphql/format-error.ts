import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { DomainError } from '../../shared/errors';

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

export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      const { field, retryAfterSeconds } = original.details;
      return {
        message: original.message,
        path: formatted.path,
        extensions: { code: original.code, ...(field && { field }), ...(retryAfterSeconds && { retryAfterSeconds }) },
      };
    }
    const status = (original as { status?: number }).status;
    if (status === 413) return { message: 'File is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } };
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code))
      return { message: formatted.message, extensions: { code } };
    if (!formatted.path) return { message: formatted.message, extensions: { code: code ?? 'BAD_REQUEST' } };

    logger.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
