import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import ApolloServerPluginResponseCache from '@apollo/server-plugin-response-cache';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { type CatalogEdition, catalogEdition } from '../../modules/course/catalog-cache';
import type { AppDeps } from '../../shared/scope';
import type { GraphQLContext } from './context';

/**
 * Root fields whose answers are public, depend on nothing but the catalogue, and are worth a cache:
 * the list grows with the catalogue, while one course or the categories already cost a single statement.
 */
const CATALOG_FIELDS = new Set(['courses', '__typename']);

const isCatalogOnly = (operation: OperationDefinitionNode | undefined) =>
  operation?.operation === 'query' &&
  operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && CATALOG_FIELDS.has(selection.name.value),
  );

/**
 * Anonymous catalogue-only queries are answered from the catalogue cache, keyed by their text,
 * variables and the catalogue's edition, so a write is visible on the very next read.
 * The cache policy is set once per operation: Apollo's cache-control plugin stays off, because
 * it would wrap every field resolver of every query to compute the same thing.
 */
export function catalogResponseCache(deps: AppDeps): ApolloServerPlugin<GraphQLContext>[] {
  const cache = deps.catalogCache;
  if (!cache) return [];
  const editions = new WeakMap<GraphQLContext, CatalogEdition>();
  const cacheable = async ({ contextValue }: GraphQLRequestContext<GraphQLContext>) => editions.has(contextValue);
  return [
    {
      async requestDidStart() {
        return {
          async didResolveOperation({ operation, contextValue, overallCachePolicy }) {
            if (!isCatalogOnly(operation)) return;
            const edition = await catalogEdition(contextValue.scope);
            if (!edition) return;
            editions.set(contextValue, edition);
            overallCachePolicy.replace({ maxAge: edition.ttlSeconds, scope: 'PUBLIC' });
          },
        };
      },
    },
    ApolloServerPluginResponseCache<GraphQLContext>({
      cache,
      extraCacheKeyData: async ({ contextValue }) => editions.get(contextValue)?.id ?? null,
      shouldReadFromCache: cacheable,
      shouldWriteToCache: cacheable,
    }),
  ];
}
