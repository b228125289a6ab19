import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../src/identity/user/user.entity';
import { createUser, DEFAULT_PASSWORD } from '../factories';
import { PNG_1PX } from '../fixtures/images';
import { errorCode, errorMessage, gql, gqlUpload } from '../graphql-client';
import { startTestApp, type TestApp } from '../harness';
import { restClient } from '../rest-client';

const REGISTER = `mutation($input: RegisterInput!, $avatar: Upload) { register(input: $input, avatar: $avatar) { user { id fullName } } }`;
const avatar = [{ path: 'variables.avatar', filename: 'a.png', content: PNG_1PX }];

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const usersCount = () => app.orm.em.fork().count(User);
const stillServing = async () => expect((await fetch(`${app.url}/healthz`)).status).toBe(200);

describe('hostile and malformed input', () => {
  it('treats SQL-looking text as text', async () => {
    const search = await gql<{ courses: { edges: unknown[] } }>(
      app,
      'query($s: String) { courses(search: $s) { edges { node { id } } } }',
      { s: "' OR 1=1; DROP TABLE users; --" },
    );
    expect(search.errors).toBeUndefined();
    expect(search.data?.courses.edges).toEqual([]);
    const login = await gql(app, 'mutation($i: LoginInput!) { login(input: $i) { token } }', {
      i: { email: "admin@x.com' OR '1'='1", password: "' OR '1'='1" },
    });
    expect(errorCode(login)).toBe('UNAUTHENTICATED');
    expect(await usersCount()).toBeGreaterThanOrEqual(0);
    await stillServing();
  });

  it('refuses very long text and null bytes, and writes nothing', async () => {
    const before = await usersCount();
    const long = await gqlUpload(
      app,
      REGISTER,
      { input: { fullName: 'x'.repeat(10_000), email: 'long@example.com', password: 'secret1!' }, avatar: null },
      avatar,
    );
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    const nul = await gqlUpload(
      app,
      REGISTER,
      { input: { fullName: 'Null\u0000Byte', email: 'nul@example.com', password: 'secret1!' }, avatar: null },
      avatar,
    );
    expect(errorCode(nul)).toBe('BAD_USER_INPUT');
    expect(await usersCount()).toBe(before);
    await stillServing();
  });

  it('keeps unicode names intact', async () => {
    const response = await gqlUpload<{ register: { user: { fullName: string } } }>(
      app,
      REGISTER,
      {
        input: { fullName: 'Zoë Ümlaut 李小龍 🚀 مرحبا', email: 'unicode@example.com', password: 'secret1!' },
        avatar: null,
      },
      avatar,
    );
    expect(response.data?.register.user.fullName).toBe('Zoë Ümlaut 李小龍 🚀 مرحبا');
  });

  it('answers wrong JSON types with a 400 and BAD_USER_INPUT', async () => {
    const response = await gql(app, 'mutation($i: LoginInput!) { login(input: $i) { token } }', {
      i: { email: 12345, password: ['not', 'a', 'string'] },
    });
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('answers a malformed JSON body with a 400 and no stack trace', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ me { id } }"',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
    await stillServing();
  });

  it('answers a malformed multipart request with a 400', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: REGISTER, variables: { input: {}, avatar: null } }));
    form.append('map', '{ this is not json');
    form.append('0', new Blob([PNG_1PX]), 'a.png');
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
      body: form,
    });
    expect(response.status).toBe(400);
    await stillServing();
  });

  it('refuses an expired token and one signed with another secret', async () => {
    const { user } = await createUser(app);
    const key = createHmac('sha256', app.config.appSecret).update('session-tokens').digest();
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-app-secret-not-the-app-secret'));
    for (const token of [expired, forged]) {
      const response = await gql(app, '{ me { id } }', {}, { token });
      expect(response.status).toBe(401);
    }
    const login = await gql(app, 'mutation($i: LoginInput!) { login(input: $i) { token } }', {
      i: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(login.errors).toBeUndefined();
  });

  it('refuses a multipart request without the CSRF preflight header', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ me { id } }' }));
    form.append('map', '{}');
    const response = await fetch(`${app.url}/graphql`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF|preflight/i);
  });
});

/**
 * Input PostgreSQL cannot take, and documents over a limit: each is the caller's mistake, so a 4xx that says what is
 * wrong, never an internal error (each of these answered 500 or a masked INTERNAL_SERVER_ERROR before).
 */
describe('input the database cannot take is refused with 400, never a 500', () => {
  const CATALOG =
    'query($search: String, $category: String) { courses(search: $search, category: $category) { totalCount } }';

  it('refuses a NUL byte in the catalogue search and category (GraphQL variables and literals)', async () => {
    const search = await gql(app, CATALOG, { search: 'Stre\u0000ams' });
    expect(search.status).toBe(400);
    expect(errorCode(search)).toBe('BAD_USER_INPUT');
    expect(errorMessage(search)).toBe('$search must not contain null bytes');
    const category = await gql(app, CATALOG, { category: 'Web\u0000' });
    expect(category.status).toBe(400);
    expect(errorMessage(category)).toBe('$category must not contain null bytes');
    // The same NUL written into the document as an escape.
    const literal = await gql(app, '{ courses(category: "Web\\u0000") { totalCount } }');
    expect(literal.status).toBe(400);
    expect(errorCode(literal)).toBe('BAD_USER_INPUT');
    expect(errorMessage(literal)).toBe('category must not contain null bytes');
    await stillServing();
  });

  it('refuses a NUL byte in the catalogue search and category (REST)', async () => {
    const rest = restClient(app);
    for (const name of ['search', 'category']) {
      const response = await rest.get(`/courses?${name}=Web%00`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: `${name} must not contain null bytes` });
    }
    expect((await rest.get('/courses?search=Web')).status).toBe(200);
  });

  it('refuses a NUL byte in any text of any operation: checkout session and subscription ids too', async () => {
    const { token } = await createUser(app);
    const confirm = await gql(
      app,
      'mutation($id: String!) { confirmCheckout(sessionId: $id) { success } }',
      { id: 'cs_test_\u0000' },
      { token },
    );
    expect(confirm.status).toBe(400);
    expect(errorMessage(confirm)).toBe('$id must not contain null bytes');
    const verify = await gql(
      app,
      'mutation($input: String!) { verifySubscription(subscriptionId: $input) { success } }',
      { input: 'sub_\u0000' },
      { token },
    );
    expect(verify.status).toBe(400);
    const rest = restClient(app);
    const session = await rest.get('/payments/get-subscription?session_id=cs_test_%00', { token });
    expect(session.status).toBe(400);
    expect(session.body.message).toBe('session_id must not contain null bytes');
    const subscription = await rest.json('POST', '/payments/verify', { subscription_id: 'sub_\u0000' }, { token });
    expect(subscription.status).toBe(400);
    expect(subscription.body.message).toBe('subscription_id must not contain null bytes');
  });

  it('answers the sales of the year 9999, the last one the dashboard takes', async () => {
    const { token } = await createUser(app, { role: 'ADMIN' });
    const graphql = await gql<{ stats: { monthlySales: number[]; year: number; collectedRevenue: number } }>(
      app,
      '{ stats(year: 9999) { monthlySales year collectedRevenue } }',
      {},
      { token },
    );
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data?.stats).toEqual({ monthlySales: Array(12).fill(0), year: 9999, collectedRevenue: 0 });
    const rest = await restClient(app).get('/payments/get-monthly-payments?year=9999', { token });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ data: Array(12).fill(0), year: 9999 });
    const beyond = await gql(app, '{ stats(year: 10000) { year } }', {}, { token });
    expect(errorCode(beyond)).toBe('BAD_USER_INPUT');
    expect(errorMessage(beyond)).toBe('year must be a whole number from 1970 to 9999');
  });

  it('answers a document over the token limit with 400 and the limit', async () => {
    // Over the limit, and the kind of document that reaches it: one field asked for many times.
    const response = await gql(app, `{ ${'__typename '.repeat(1000)}}`);
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(errorMessage(response)).toBe('Query has too many tokens: at most 1000');
    // The parser counts, so a GET (or multipart) request is held to the same limit.
    const query = encodeURIComponent(`{ ${'__typename '.repeat(1000)}}`);
    const get = await fetch(`${app.url}/graphql?query=${query}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(get.status).toBe(400);
    expect(await get.json()).toMatchObject({
      errors: [
        { message: 'Query has too many tokens: at most 1000', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      ],
    });
    await stillServing();
  });
});
