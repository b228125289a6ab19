import { createHash } from 'node:crypto';
import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { type CatalogSlot, catalogSlot } from '../../modules/course/catalog-cache';
import type { AppDeps } from '../../shared/scope';
import type { GraphQLContext } from './context';

/**
 * Root fields whose answers are public, depend on nothing but the catalogue, and are worth a cache:
 * the list grows with the catalogue, while one course or the categories already cost a single statement.
 */
const CATALOG_FIELDS = new Set(['courses', '__typename']);

const isCatalogOnly = (operation: OperationDefinitionNode | null | undefined) =>
  operation?.operation === 'query' &&
  operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && CATALOG_FIELDS.has(selection.name.value),
  );

/** What is kept of an answer: its data (answers with errors are never kept), and when, for the `age` header. */
interface KeptAnswer {
  data: Record<string, unknown>;
  cacheTime: number;
}

/**
 * Anonymous catalogue-only queries are answered from the catalogue cache (modules/course/catalog-cache.ts, the one
 * way to it), keyed by their text, operation name and variables and by the catalogue's edition, so a write is
 * visible on the very next read. A hit skips execution and carries an `age` header (seconds since it was kept), as
 * Apollo's response-cache plugin did; Apollo's cache-control plugin stays off, because it would wrap every field
 * resolver of every query to compute what this decides once per operation.
 */
export function catalogResponseCache(deps: AppDeps): ApolloServerPlugin<GraphQLContext>[] {
  if (!deps.catalogCache) return [];
  return [
    {
      async requestDidStart() {
        let slot: CatalogSlot | null = null;
        let age: number | null = null;
        return {
          async responseForOperation({ operation, operationName, source, request, contextValue }) {
            if (!isCatalogOnly(operation)) return null;
            const shape = JSON.stringify({ source, operationName, variables: request.variables ?? {} });
            slot = await catalogSlot(contextValue.scope, `graphql:${createHash('sha256').update(shape).digest('hex')}`);
            const kept = await slot?.get();
            if (kept === undefined) return null;
            const answer = JSON.parse(kept) as KeptAnswer;
            age = Math.round((Date.now() - answer.cacheTime) / 1000);
            return {
              body: { kind: 'single', singleResult: { data: answer.data } },
              http: { status: undefined, headers: new HeaderMap() },
            };
          },
          async willSendResponse({ response, logger }) {
            if (!slot || response.body.kind !== 'single') return;
            if (age !== null) {
              response.http.headers.set('age', String(age));
              return;
            }
            const { data, errors } = response.body.singleResult;
            if (errors || !data) return;
            const kept: KeptAnswer = { data, cacheTime: Date.now() };
            slot.set(JSON.stringify(kept)).catch((error: unknown) => logger.warn(error));
          },
        };
      },
    },
  ];
}
