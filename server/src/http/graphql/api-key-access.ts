import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { actingViewer } from '../../identity/api-key/api-key-access';
import { DomainError, httpStatusOf } from '../../shared/errors';
import type { GraphQLContext } from './context';

const ROOT_TYPE = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/**
 * Every root field the operation may run (`Query.courses`), through fragments and whatever @skip or @include would
 * decide; introspection's own fields (`__typename`, `__schema`) are no operation on data.
 */
export function rootFieldsOf(operation: OperationDefinitionNode, document: DocumentNode): string[] {
  const type = ROOT_TYPE[operation.operation];
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const fields = new Set<string>();
  const entered = new Set<string>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.name.value.startsWith('__')) fields.add(`${type}.${selection.name.value}`);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet);
      } else if (!entered.has(selection.name.value)) {
        entered.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return [...fields];
}

/**
 * API keys on GraphQL: once the operation is known, and before any answer (the catalogue cache's included), its root
 * fields must all be granted by the key's scopes, and the request runs as the viewer the key acts as for them
 * (identity/api-key/api-key-access.ts). FORBIDDEN (403) otherwise, before any resolver runs.
 */
export const apiKeyAccess: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ contextValue }) {
    const key = contextValue.req.apiKey;
    if (!key) return;
    return {
      async didResolveOperation({ operation, document }) {
        try {
          contextValue.scope.viewer = actingViewer(key, operation ? rootFieldsOf(operation, document) : []);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          throw new GraphQLError(error.message, {
            originalError: error,
            extensions: { http: { status: httpStatusOf[error.code] } },
          });
        }
      },
    };
  },
};
