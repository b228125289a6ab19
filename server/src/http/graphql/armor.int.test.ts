import manifest from '@coursehub/client/src/gql/persisted-documents.json' with { type: 'json' };
import { parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { GRAPHQL_LIMITS, graphqlArmor } from './armor';
import { EXPENSIVE_FIELDS } from './cost-limit';
import { buildGraphQLSchema } from './schema';
import { asSentByApolloClient } from './trusted-documents';

let app: TestApp;
let admin: string;
withAdminApp((started) => {
  app = started.app;
  admin = started.adminToken;
});

async function post(query: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  return { status: response.status, messages: (body.errors ?? []).map((error) => error.message).join('\n') };
}

/** Past the cost limit, or an expensive field asked for twice: 400, an error saying which limit, and nothing ran. */
async function expectRefused(query: string, ...errors: [code: string, message: string][]) {
  const answer = await gql(app, query, {}, { token: admin });
  expect(answer.status).toBe(400);
  expect(answer.data).toBeUndefined();
  expect(answer.errors?.map((error) => [error.extensions?.code, error.message])).toEqual(errors);
}

const repeat = (count: number, make: (index: number) => string) =>
  Array.from({ length: count }, (_, i) => make(i)).join(' ');
/** Nested selections of unknown fields: only the depth rule's verdict matters here. */
const nested = (depth: number) => `${'{ f '.repeat(depth)}${'}'.repeat(depth)}`;

describe('GraphQL limits', () => {
  it(`depth ${GRAPHQL_LIMITS.depth}`, async () => {
    expect((await post(nested(GRAPHQL_LIMITS.depth))).messages).not.toMatch(/depth limit/i);
    expect((await post(nested(GRAPHQL_LIMITS.depth + 1))).messages).toMatch(/depth limit of 6 exceeded/i);
  });

  it(`aliases ${GRAPHQL_LIMITS.aliases}`, async () => {
    const aliases = (count: number) => `{ ${repeat(count, (i) => `a${i}: me { id }`)} }`;
    const under = await post(aliases(GRAPHQL_LIMITS.aliases));
    expect(under.status).toBe(200);
    expect(under.messages).toBe('');
    expect((await post(aliases(GRAPHQL_LIMITS.aliases + 1))).messages).toMatch(/aliases limit of 15 exceeded/i);
  });

  it(`directives ${GRAPHQL_LIMITS.directives}`, async () => {
    const directives = (count: number) => `{ __typename ${repeat(count, () => '@include(if: true)')} }`;
    expect((await post(directives(GRAPHQL_LIMITS.directives))).messages).not.toMatch(/directives limit/i);
    expect((await post(directives(GRAPHQL_LIMITS.directives + 1))).messages).toMatch(
      /directives limit of 50 exceeded/i,
    );
  });

  it(`tokens ${GRAPHQL_LIMITS.tokens}`, async () => {
    // `{`, n × `__typename`, `}`: n + 2 tokens. (graphql-js's own overlap guard may still refuse
    // a thousand identical fields; only the token rule's verdict matters here.)
    const tokens = (count: number) => `{ ${'__typename '.repeat(count - 2)}}`;
    expect((await post(tokens(GRAPHQL_LIMITS.tokens))).messages).not.toMatch(/too many tokens/i);
    const over = await post(tokens(GRAPHQL_LIMITS.tokens + 1));
    expect(over.status).toBe(400);
    expect(over.messages).toBe('Query has too many tokens: at most 1000');
  });

  it(`cost ${GRAPHQL_LIMITS.cost}`, async () => {
    // Each spread of the fragment costs its fields again; few tokens, high cost.
    const fragment =
      'fragment F on User { id email fullName role avatarUrl createdAt subscription { status active currentPeriodEnd } }';
    const cost = (spreads: number) => `{ me { ${'...F '.repeat(spreads)}} } ${fragment}`;
    expect((await post(cost(100))).messages).not.toMatch(/cost limit/i);
    expect((await post(cost(400))).messages).toMatch(/cost limit of 5000 exceeded/i);
  });

  it('weighs the expensive fields into the cost', async () => {
    const fragment =
      'fragment F on User { id email fullName role avatarUrl createdAt subscription { status active currentPeriodEnd } }';
    // 4,821 without exportMyData, which adds its 1,000 to the 3.5 its selection costs.
    const query = `{ me { ${'...F '.repeat(100)}} exportMyData { filename } } ${fragment}`;
    expect(EXPENSIVE_FIELDS['Query.exportMyData']).toBe(1000);
    await expectRefused(query, [
      'COST_LIMIT_EXCEEDED',
      'Query cost limit of 5000 exceeded: this operation costs 5825.',
    ]);
  });

  it('allows each expensive field once per operation, however it is spelled', async () => {
    const aliases = `{ ${repeat(15, (i) => `a${i}: exportMyData { filename json }`)} }`;
    await expectRefused(
      aliases,
      ['EXPENSIVE_FIELD_REPEATED', 'exportMyData may be asked for once per operation; this one asks for it 15 times.'],
      ['COST_LIMIT_EXCEEDED', 'Query cost limit of 5000 exceeded: this operation costs 15075.'],
    );
    await expectRefused('{ mySessions { id } ...Q } fragment Q on Query { again: mySessions { current } }', [
      'EXPENSIVE_FIELD_REPEATED',
      'mySessions may be asked for once per operation; this one asks for it 2 times.',
    ]);

    const once = await gql<{
      exportMyData: { filename: string };
      mySessions: unknown[];
      users: { totalCount: number };
    }>(
      app,
      `{ exportMyData { filename } mySessions { id } users(first: 10) { totalCount }
         revenue(year: 2026, month: 1) { currency } }`,
      {},
      { token: admin },
    );
    expect(once.errors).toBeUndefined();
    expect(once.data?.mySessions).toHaveLength(1);
  });

  it('allows one transcript search per operation, so aliases cannot multiply it', async () => {
    const { token } = await createUser(app);
    const aliases = `{ ${repeat(15, (i) => `s${i}: searchTranscripts(query: "word${i}") { courseId }`)} }`;
    const answer = await gql(app, aliases, {}, { token });
    expect(answer.status).toBe(400);
    expect(answer.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([
      [
        'EXPENSIVE_FIELD_REPEATED',
        'searchTranscripts may be asked for once per operation; this one asks for it 15 times.',
      ],
    ]);
    const once = await gql(app, '{ searchTranscripts(query: "word") { courseId } }', {}, { token });
    expect(once.errors).toBeUndefined();
  });

  it("lets every one of the web client's documents through, as Apollo Client sends them", async () => {
    const schema = await buildGraphQLSchema();
    const rules = [...specifiedRules, ...graphqlArmor(true).validationRules];
    const refused = Object.values(manifest as Record<string, string>).flatMap((text) =>
      validate(schema, parse(asSentByApolloClient(parse(text))), rules).map((error) => `${text}: ${error.message}`),
    );
    expect(refused).toEqual([]);
  });

  it(`${GRAPHQL_LIMITS.characters} characters`, async () => {
    const padded = (length: number) => {
      const query = '{ __typename }\n#';
      return query + 'x'.repeat(length - query.length);
    };
    expect((await post(padded(GRAPHQL_LIMITS.characters))).status).toBe(200);
    const over = await post(padded(GRAPHQL_LIMITS.characters + 1));
    expect(over.status).toBe(400);
    expect(over.messages).toMatch(/at most 15000 characters/);
  });

  it('suggests field names outside production only', async () => {
    expect((await post('{ mee { id } }')).messages).toMatch(/Did you mean/);
  });
});
