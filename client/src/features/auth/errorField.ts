import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** `extensions.field` of the first GraphQL error: the input the server refused (BAD_USER_INPUT names it). */
export function errorField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}
