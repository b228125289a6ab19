import { API_SCOPE_NAMES, type ApiScope } from '@coursehub/shared';
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from '../../src/http/graphql/schema';
import { openApiDocument } from '../../src/http/rest/openapi';
import { ANY_KEY_OPERATIONS, SCOPE_GRANTS, scopesGranting } from '../../src/identity/api-key/api-scopes';
import { errorCode, type GqlResponse } from '../graphql-client';
import { accountRows } from './authorization-matrix/accounts';
import { billingRows } from './authorization-matrix/billing';
import {
  apiKeyRow,
  app,
  auth,
  type GraphqlCase,
  type MatrixCase,
  png,
  type RestCase,
  rest,
  type Session,
  signIn,
  startMatrixApp,
} from './authorization-matrix/callers';
import { catalogueRows } from './authorization-matrix/catalogue';
import { learningRows } from './authorization-matrix/learning';
import { notificationRows } from './authorization-matrix/notifications';
import { CALLERS } from './authorization-matrix/outcomes';
import { quizRows } from './authorization-matrix/quizzes';

/**
 * Who may call what: every GraphQL root field and every documented REST operation, called by each
 * kind of caller with a request that is valid in every other respect, against the table of its area
 * (authorization-matrix/: accounts, catalogue, learning, quizzes, billing, notifications).
 * The completeness checks fail when an operation is added without a row (or a row outlives it).
 */
const AREAS = [accountRows, catalogueRows, learningRows, quizRows, billingRows, notificationRows];
const GRAPHQL_MATRIX: Record<string, GraphqlCase> = Object.assign({}, ...AREAS.map((area) => area.graphql));
const REST_MATRIX: Record<string, RestCase> = Object.assign({}, ...AREAS.map((area) => area.rest));

beforeAll(startMatrixApp);
afterAll(() => app.close());

/** 'ok' when the field answered without errors, otherwise the error's code. */
function graphqlOutcome(response: GqlResponse, field: string): string {
  if (response.errors?.length) return errorCode(response) ?? 'an error without a code';
  return response.data && field in response.data ? 'ok' : 'no data';
}

const cases = <Outcome, Response>(matrix: Record<string, MatrixCase<Outcome, Response>>) =>
  Object.entries(matrix).flatMap(([operation, [row, call]]) =>
    CALLERS.map((caller) => ({ operation, caller, expected: row[caller], call })),
  );

const rootFields = (type: GraphQLObjectType | null | undefined) =>
  Object.keys(type?.getFields() ?? {}).map((field) => `${type?.name}.${field}`);

describe('the authorization matrix is complete', () => {
  // Counted area by area, so that an operation two areas both list fails too.
  it('has exactly one row per root Query, Mutation and Subscription field of the schema', async () => {
    const schema = await buildGraphQLSchema();
    const fields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(rootFields);
    expect(AREAS.flatMap((area) => Object.keys(area.graphql)).sort()).toEqual(fields.sort());
  });

  it('has exactly one row per documented REST method and path', () => {
    const documented = Object.entries(openApiDocument(app.config).paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(AREAS.flatMap((area) => Object.keys(area.rest)).sort()).toEqual(documented.sort());
  });
});

describe('GraphQL authorization', () => {
  it.each(cases(GRAPHQL_MATRIX))('$operation as $caller: $expected', async ({ operation, caller, expected, call }) => {
    const who = await signIn(caller);
    const response = await call(who);
    const field = operation.slice(operation.indexOf('.') + 1);
    expect(graphqlOutcome(response, field), JSON.stringify(response.errors)).toBe(expected);
  });
});

describe('REST authorization', () => {
  it.each(cases(REST_MATRIX))('$operation as $caller: $expected', async ({ caller, expected, call }) => {
    const who = await signIn(caller);
    const response = await call(who);
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(expected);
  });

  // The matrix addresses someone else's profile; everyone with a session may edit their own.
  it.each(['user', 'subscriber', 'admin'] as const)(
    'POST /user/update/{id} of their own profile as %s: 200',
    async (caller) => {
      const who = await signIn(caller);
      const response = await rest.form(
        'POST',
        `/user/update/${who.user!.id}`,
        { fullName: 'Renamed Learner' },
        png('avatar'),
        auth(who),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    },
  );
});

// --- API keys ---------------------------------------------------------------------------------------

/**
 * A key is a caller of its own: it may do exactly what its scopes grant (identity/api-key/api-scopes.ts), acting as an
 * anonymous caller for public reads and as an ADMIN for what an ADMIN scope grants, and nothing else, although every
 * key here is made by an ADMIN. For each operation: a key with each scope that grants it gets what that caller gets in
 * the matrix; a key with every other scope is refused (FORBIDDEN, 403). Keys are made once per set of scopes.
 */
const keysByScopes = new Map<string, Promise<string>>();
const keyWith = (scopes: readonly ApiScope[]) => {
  const name = scopes.join(' ');
  if (!keysByScopes.has(name))
    keysByScopes.set(
      name,
      apiKeyRow(scopes).then((row) => row.key),
    );
  return keysByScopes.get(name)!;
};

function keyCases<Outcome, Response>(matrix: Record<string, MatrixCase<Outcome, Response>>, refused: Outcome) {
  return Object.entries(matrix).flatMap(([operation, [row, call]]) => {
    const granting = scopesGranting(operation);
    const byAnyKey = (ANY_KEY_OPERATIONS as readonly string[]).includes(operation);
    const others = API_SCOPE_NAMES.filter((scope) => !granting.includes(scope));
    return [
      ...granting.map((scope) => ({
        operation,
        scopes: [scope],
        expected: SCOPE_GRANTS[scope].actsAs === 'ADMIN' ? row.admin : row.anonymous,
        call,
      })),
      { operation, scopes: others, expected: byAnyKey ? row.anonymous : refused, call },
    ];
  });
}

describe('API key scopes', () => {
  it.each(keyCases(GRAPHQL_MATRIX, 'FORBIDDEN'))(
    'GraphQL $operation with a key of [$scopes]: $expected',
    async ({ operation, scopes, expected, call }) => {
      const who: Session = { caller: 'anonymous', user: null, apiKey: await keyWith(scopes) };
      const response = await call(who);
      const field = operation.slice(operation.indexOf('.') + 1);
      expect(graphqlOutcome(response, field), JSON.stringify(response.errors)).toBe(expected);
      if (expected === 'FORBIDDEN') expect(response.status).toBe(403);
    },
  );

  it.each(keyCases(REST_MATRIX, 403))(
    'REST $operation with a key of [$scopes]: $expected',
    async ({ scopes, expected, call }) => {
      const who: Session = { caller: 'anonymous', user: null, apiKey: await keyWith(scopes) };
      const response = await call(who);
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(expected);
    },
  );

  it('grants every operation of the scope map, and only operations that exist', () => {
    const operations = new Set([...Object.keys(GRAPHQL_MATRIX), ...Object.keys(REST_MATRIX)]);
    const granted = [...Object.values(SCOPE_GRANTS).flatMap((grant) => grant.operations), ...ANY_KEY_OPERATIONS];
    expect(granted.filter((operation) => !operations.has(operation))).toEqual([]);
  });
});
