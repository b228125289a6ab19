import { createHash } from 'node:crypto';
import { parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { productionEnv } from '../../../test/production-env';
import { apiKeyWith, postGraphql, trustedDocument } from '../../../test/trusted-graphql';
import { loadConfig } from '../../config';
import { sessionCookieName } from '../session-cookie';
import { asSentByApolloClient, TRUSTED_DOCUMENTS_ONLY } from './trusted-documents';

/** A document that is none of the client's. */
const OWN_DOCUMENT = 'query IntegratorCategories { categories }';

describe('trusted documents, with GRAPHQL_ANONYMOUS_DOCUMENTS=trusted (the production default)', () => {
  let app: TestApp;
  let admin: string;
  const categories = trustedDocument('CourseCategoriesQuery');

  beforeAll(async () => {
    app = await startTestApp({ GRAPHQL_ANONYMOUS_DOCUMENTS: 'trusted' });
    admin = (await createUser(app, { role: 'ADMIN' })).token;
    await createCourse(app, { category: 'Trusted Design' });
  });
  afterAll(() => app.close());

  it("runs the client's document from its hash alone", async () => {
    const answer = await postGraphql<{ categories: string[] }>(app, {
      operationName: 'CourseCategoriesQuery',
      variables: {},
      extensions: categories.extensions,
    });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.categories).toEqual(['Trusted Design']);
  });

  it('answers a hash it does not know PERSISTED_QUERY_NOT_FOUND, and never runs anything', async () => {
    const answer = await postGraphql(app, {
      extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
    });
    expect(errorCode(answer)).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(answer.data).toBeUndefined();
  });

  it('refuses a known hash sent with another text (400, or 401 when anonymous), and remembers nothing of it', async () => {
    const body = { query: '{ me { email } }', extensions: categories.extensions };
    const anonymous = await postGraphql(app, body);
    expect(anonymous.status).toBe(401);
    expect(errorMessage(anonymous)).toBe(TRUSTED_DOCUMENTS_ONLY);
    const tampered = await postGraphql(app, body, { token: admin });
    // Apollo's own check, which has no code of its own: format-error.ts names it BAD_REQUEST.
    expect(tampered.status).toBe(400);
    expect(tampered.errors).toHaveLength(1);
    expect(errorCode(tampered)).toBe('BAD_REQUEST');
    expect(errorMessage(tampered)).toBe('provided sha does not match query');
    expect(tampered.data).toBeUndefined();
    const again = await postGraphql<{ categories: string[] }>(app, { extensions: categories.extensions });
    expect(again.data).toEqual({ categories: ['Trusted Design'] });
  });

  it('refuses any other document from an anonymous caller, UNAUTHENTICATED (401)', async () => {
    const refused = await postGraphql(app, { query: OWN_DOCUMENT });
    expect(refused.status).toBe(401);
    expect(errorCode(refused)).toBe('UNAUTHENTICATED');
    expect(errorMessage(refused)).toBe(TRUSTED_DOCUMENTS_ONLY);
    expect(refused.data).toBeUndefined();
  });

  it('refuses it before validating it, so the answer names no field, type or argument of the schema', async () => {
    const probes = [
      '{ me { passwordHash } }',
      '{ courses(first: "all") { totalCount } }',
      '{ lectures { id }',
      'query {',
    ];
    for (const query of probes) {
      const refused = await postGraphql(app, { query });
      expect(refused.status).toBe(401);
      expect(refused.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([
        ['UNAUTHENTICATED', TRUSTED_DOCUMENTS_ONLY],
      ]);
    }
    // With its own hash, as Apollo's automatic persisted queries would register it.
    const ownHash = createHash('sha256').update(OWN_DOCUMENT).digest('hex');
    const registered = await postGraphql(app, {
      query: OWN_DOCUMENT,
      extensions: { persistedQuery: { version: 1, sha256Hash: ownHash } },
    });
    expect(registered.status).toBe(401);
    expect(registered.data).toBeUndefined();
    const overGet = await fetch(`${app.url}/graphql?query=${encodeURIComponent(probes[0] as string)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(overGet.status).toBe(401);
    expect(await overGet.text()).not.toMatch(/passwordHash|User/);
  });

  it("accepts the client's document sent as its exact manifest text", async () => {
    const answer = await postGraphql<{ categories: string[] }>(app, { query: categories.text });
    expect(answer.data?.categories).toEqual(['Trusted Design']);
  });

  it('runs other documents for signed-in users (cookie or token) and for API keys', async () => {
    const { token } = await createUser(app);
    const key = await apiKeyWith(app, admin, ['catalog:read']);
    const cookie = `${sessionCookieName(app.config)}=${token}`;
    for (const credentials of [{ cookie }, { token }, { token: key }]) {
      const answer = await postGraphql<{ categories: string[] }>(app, { query: OWN_DOCUMENT }, credentials);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.categories).toEqual(['Trusted Design']);
    }
  });

  it("never serves an anonymous caller a text an API key's read put in the catalogue cache", async () => {
    const key = await apiKeyWith(app, admin, ['catalog:read']);
    const text = { query: 'query KeyedCategories { categories }' };
    for (let read = 0; read < 2; read += 1) {
      expect((await postGraphql(app, text, { token: key })).data).toEqual({ categories: ['Trusted Design'] });
    }
    const anonymous = await postGraphql(app, text);
    expect(anonymous.status).toBe(401);
    expect(anonymous.data).toBeUndefined();
  });
});

describe('asSentByApolloClient', () => {
  it('adds `__typename` to every selection but the operation’s and drops `@unmask`, as Apollo Client does', () => {
    const sent = asSentByApolloClient(
      parse('query Q { course(id: "1") { id ...Card @unmask } } fragment Card on Course { title lectures { id } }'),
    );
    expect(sent).toBe(
      print(
        parse(`query Q { course(id: "1") { id ...Card __typename } }
          fragment Card on Course { title lectures { id __typename } __typename }`),
      ),
    );
  });
});

describe('GRAPHQL_ANONYMOUS_DOCUMENTS', () => {
  it('is `trusted` in production unless set, `any` elsewhere, and nothing else', () => {
    const production: Record<string, string> = { ...productionEnv(), DATABASE_URL: 'postgres://db.invalid/coursehub' };
    delete production.GRAPHQL_ANONYMOUS_DOCUMENTS;
    expect(loadConfig(production).anonymousDocuments).toBe('trusted');
    expect(loadConfig({ ...production, GRAPHQL_ANONYMOUS_DOCUMENTS: 'any' }).anonymousDocuments).toBe('any');
    const development = { APP_SECRET: production.APP_SECRET };
    expect(loadConfig(development).anonymousDocuments).toBe('any');
    expect(() => loadConfig({ ...development, GRAPHQL_ANONYMOUS_DOCUMENTS: 'all' })).toThrow(
      /GRAPHQL_ANONYMOUS_DOCUMENTS/,
    );
  });
});
