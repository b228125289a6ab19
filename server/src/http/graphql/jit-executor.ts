/*
 * OWNER'S NOTE (graphql-jit executor)
 * Why it exists: graphql-js re-interprets every field of every answer; on the 50-course catalogue that was about a
 * quarter of the server's CPU per request. A query document seen twice is compiled into a plain function instead.
 * What holds it to graphql-js's answers: jit-executor.int.test.ts sends every query the client sends (read from
 * client/src/gql, so a new one fails the test until it is given variables) cold and warm as four kinds of viewer and
 * compares the answers; mutations never compile (graphql-jit goes on after a failed non-null root field), and the
 * same test checks they stop at the first failure and keep only the earlier fields' effects.
 * The catalogue fast path (catalog-fast-path.ts) runs its anonymous catalogue queries compiled too
 * (compileOperation), in front of Apollo; catalog-fast-path.int.test.ts compares its answers with Apollo's.
 * How to turn it off: set GRAPHQL_JIT to false in http/app.ts (one line); Apollo then runs its own graphql-js
 * executor on the same schema, and jitExecution, graphql-jit and @apollo/server-gateway-interface can be removed
 * (the fast path then leaves every miss to Apollo: make compileOperation return null).
 */
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  OperationTypeNode,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/** Distinct documents kept compiled; an app sends a few dozen, anything beyond is a stranger's. */
const MAX_COMPILED = 500;

/**
 * Executes operations with graphql-jit instead of graphql-js. graphql-js interprets every field of
 * every answer again (info object, argument map, completion), which on the catalogue, 50 courses of
 * 8 fields, was about a quarter of the server's CPU per request; a compiled document is a plain
 * function. Apollo Server accepts a custom executor only through its gateway interface, hence the
 * shape. A document is compiled the second time it is seen, so one-off documents (and anyone sending
 * many distinct ones) never pay for compilation: they run on graphql-js, as everything did before.
 *
 * Only queries are compiled. graphql-jit runs the root fields of a mutation one after another but goes on after a
 * non-null field has failed: the answer says `data: null` while the later fields have written, so the client retries
 * and writes again. graphql-js stops at the first failure, as the specification requires, and mutations are neither
 * hot nor shaped like the catalogue, so they always run there.
 */
export function jitExecution(schema: GraphQLSchema): GatewayInterface {
  const seen = new LRUCache<string, true>({ max: MAX_COMPILED });
  // false: graphql-jit cannot compile it, so it stays on graphql-js.
  const compiled = new LRUCache<string, CompiledQuery | false>({ max: MAX_COMPILED });

  const executor: GatewayExecutor = async ({ queryHash, document, operation, operationName, request, context }) => {
    const variables = request.variables ?? {};
    const interpret = () =>
      execute({ schema, document, operationName, variableValues: variables, contextValue: context });
    if (operation.operation !== OperationTypeNode.QUERY) return interpret();
    // One document may hold several operations; each is compiled on its own.
    const key = `${queryHash}:${operationName ?? ''}`;
    let query = compiled.get(key);
    if (query === undefined && seen.has(key)) {
      query = compileOperation(schema, document, operationName) ?? false;
      compiled.set(key, query);
    }
    seen.set(key, true);
    if (!query) return interpret();
    const result = (await query.query(undefined, context, variables)) as ExecutionResult;
    // Invalid variables: nothing has run, and graphql-js words the errors as Apollo recognises them (400, BAD_USER_INPUT).
    if (result.errors && result.data === undefined) return interpret();
    return asGraphQLJsResult(result);
  };

  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async stop() {},
  };
}

/** A query operation compiled by graphql-jit, or null when it cannot be compiled (it then runs on graphql-js). */
export function compileOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): CompiledQuery | null {
  const result = compileQuery(schema, document, operationName ?? undefined);
  return isCompiledQuery(result) ? result : null;
}

/**
 * graphql-jit reports errors with its own read-only error objects; Apollo, its plugins and our
 * formatError expect graphql-js GraphQLErrors (unwrapped to the thrown DomainError by `originalError`).
 */
function asGraphQLJsResult(result: ExecutionResult): ExecutionResult {
  if (!result.errors) return result;
  const errors = result.errors.map(
    (error) =>
      new GraphQLError(error.message, {
        path: error.path,
        originalError: error.originalError ?? undefined,
        extensions: error.extensions,
      }),
  );
  return { ...result, errors };
}
