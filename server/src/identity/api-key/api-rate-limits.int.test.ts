import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, COURSES, createKey } from '../../../test/api-key-fixtures';
import { createTestDatabase } from '../../../test/database';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { restClient } from '../../../test/rest-client';
import { sessionCookieName } from '../../http/session-cookie';

const ME = 'query Me { me { id } }';

// The API's rate limits: per key, per address, per account, and across instances. The keys themselves: api-keys.
describe('API rate limits', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp({ API_RATE_LIMIT_PER_MINUTE: '3', API_RATE_LIMIT_PER_IP_PER_MINUTE: '2' });
    admin = await adminToken(app);
  });
  afterAll(() => app.close());

  it('counts a key on both transports, with RateLimit headers, then answers 429 with Retry-After', async () => {
    const rest = restClient(app);
    const { key } = await createKey(app, admin, ['catalog:read']);

    const first = await rest.get('/courses', { token: key });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toMatch(/^"api-key"; q=3; w=60; pk=:[^:]+:$/);
    expect(first.headers.get('ratelimit')).toMatch(/^"api-key"; r=2; t=\d+$/);
    const second = await gql(app, COURSES, {}, { token: key });
    expect(second.headers.get('ratelimit')).toMatch(/^"api-key"; r=1; t=\d+$/);
    expect((await rest.get('/courses', { token: key })).status).toBe(200);

    const refused = await rest.get('/courses', { token: key });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in (\d+ seconds?|1 minute)\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const refusedGraphql = await gql(app, COURSES, {}, { token: key });
    expect(refusedGraphql.status).toBe(429);
    expect(errorCode(refusedGraphql)).toBe('TOO_MANY_REQUESTS');
    const extensions = refusedGraphql.errors?.[0]?.extensions as { retryAfterSeconds?: number } | undefined;
    expect(extensions?.retryAfterSeconds).toBe(Number(refusedGraphql.headers.get('retry-after')));

    // Another key has a budget of its own.
    const other = await createKey(app, admin, ['catalog:read']);
    expect((await rest.get('/courses', { token: other.key })).status).toBe(200);
  });

  it('counts anonymous callers per address, and the web client signed in with its cookie per account only', async () => {
    const rest = restClient(app);
    const signedIn = await createUser(app);
    const cookie = `${sessionCookieName(app.config)}=${signedIn.token}`;

    // The address's budget (2) may be partly spent by the admin's calls above: spend the rest, then one more.
    let anonymous = await rest.get('/courses');
    while (anonymous.status === 200) {
      expect(anonymous.headers.get('ratelimit-policy')).toMatch(/^"address"; q=2; w=60;/);
      anonymous = await rest.get('/courses');
    }
    expect(anonymous.status).toBe(429);
    expect(anonymous.headers.get('retry-after')).toBeTruthy();
    const anonymousGraphql = await gql(app, COURSES);
    expect(errorCode(anonymousGraphql)).toBe('TOO_MANY_REQUESTS');

    for (let i = 0; i < 5; i += 1) {
      const browser = await rest.get('/user/me', { cookie });
      expect(browser.status).toBe(200);
      expect(browser.headers.get('ratelimit')).toMatch(/^"account"; r=\d+; t=\d+$/);
    }
  });
});

describe('API rate limits per account', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ API_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '4' });
  });
  afterAll(() => app.close());

  it('counts every session of an account together, cookie or Bearer, from any address, on both transports', async () => {
    const rest = restClient(app);
    const { user, token } = await createUser(app);
    const cookie = `${sessionCookieName(app.config)}=${token}`;
    const { token: secondSession } = await app.deps.sessions.issue(user);
    const from = (address: string) => ({ 'x-forwarded-for': address });

    const first = await rest.get('/user/me', { cookie, headers: from('203.0.113.61') });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toMatch(/^"account"; q=4; w=60; pk=:[^:]+:$/);
    expect(first.headers.get('ratelimit')).toMatch(/^"account"; r=3; t=\d+$/);
    expect((await gql(app, ME, {}, { cookie })).status).toBe(200);
    expect((await rest.get('/user/me', { token: secondSession, headers: from('203.0.113.62') })).status).toBe(200);
    expect((await gql(app, ME, {}, { token: secondSession })).status).toBe(200);

    const refused = await rest.get('/user/me', { cookie, headers: from('203.0.113.63') });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const refusedGraphql = await gql(app, ME, {}, { token: secondSession });
    expect(refusedGraphql.status).toBe(429);
    expect(errorCode(refusedGraphql)).toBe('TOO_MANY_REQUESTS');

    // Another account has a budget of its own, from the same address.
    const other = await createUser(app);
    expect((await rest.get('/user/me', { token: other.token, headers: from('203.0.113.63') })).status).toBe(200);
  });
});

describe('API rate limits across instances', () => {
  it('count a key once for every instance sharing the PostgreSQL database', async () => {
    const database = await createTestDatabase();
    const env = { API_RATE_LIMIT_PER_MINUTE: '2' };
    const one = await startTestApp(env, { database });
    const two = await startTestApp(env, { database });
    try {
      const { key } = await createKey(one, await adminToken(one), ['catalog:read']);
      expect((await restClient(one).get('/courses', { token: key })).status).toBe(200);
      expect((await restClient(two).get('/courses', { token: key })).status).toBe(200);
      expect((await restClient(one).get('/courses', { token: key })).status).toBe(429);
      expect((await restClient(two).get('/courses', { token: key })).status).toBe(429);
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  });
});
