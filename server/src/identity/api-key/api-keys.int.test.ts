import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { API_KEY_PREFIX } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminToken, COURSES, CREATE, createKey, inDays, type ListedKey } from '../../../test/api-key-fixtures';
import { createCourse } from '../../../test/course-factories';
import { createTestDatabase } from '../../../test/database';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { restClient } from '../../../test/rest-client';
import { closeAppDeps, createAppDeps } from '../../app-deps';
import { loadConfig } from '../../config';
import { buildApp } from '../../http/app';
import { createHttpServer } from '../../http/http-server';
import { createLogger } from '../../http/logger';

const LIST = `query ApiKeys {
  apiKeys { id name prefix scopes expiresAt revokedAt lastUsedAt createdByName creatorAccountClosed }
}`;
const DELETE_ACCOUNT = 'mutation DeleteAccount($password: String!) { deleteAccount(password: $password) { success } }';
const REVOKE = 'mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }';

const keyRow = async (app: TestApp, id: string) => {
  const [row] = await app.orm.em.getConnection().execute('select * from api_keys where id = ?', [id]);
  return row as Record<string, unknown>;
};

// The organisation's API keys: made, used, revoked, and never written down. Their rate limits: api-rate-limits.
describe('API keys', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminToken(app);
    await createCourse(app, { title: 'Keyed Catalogue' });
  });
  afterAll(() => app.close());

  it('shows the secret once, prefixed, and keeps only its SHA-256', async () => {
    const { key, apiKey } = await createKey(app, admin, ['stats:read', 'catalog:read']);
    expect(key).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(apiKey).toMatchObject({
      name: 'Partner site',
      prefix: key.slice(0, 12),
      scopes: ['catalog:read', 'stats:read'],
      revokedAt: null,
      lastUsedAt: null,
    });

    const row = await keyRow(app, apiKey.id);
    expect(row.secret_hash).toBe(createHash('sha256').update(key).digest('hex'));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(key.slice(12));

    const listed = await gql<{ apiKeys: ListedKey[] }>(app, LIST, {}, { token: admin });
    const mine = listed.data!.apiKeys.find((each) => each.id === apiKey.id);
    expect(mine).toMatchObject({ prefix: apiKey.prefix, scopes: ['catalog:read', 'stats:read'] });
    expect(JSON.stringify(listed.data)).not.toContain(key.slice(12));
  });

  it.each([
    [{ name: '  ', scopes: ['catalog:read'], expiresAt: inDays(1) }, 'name'],
    [{ name: 'Partner', scopes: [], expiresAt: inDays(1) }, 'scopes'],
    [{ name: 'Partner', scopes: ['catalog:read', 'users:delete'], expiresAt: inDays(1) }, 'scopes'],
    [{ name: 'Partner', scopes: ['catalog:read'], expiresAt: inDays(-1) }, 'expiresAt'],
    [{ name: 'Partner', scopes: ['catalog:read'], expiresAt: inDays(400) }, 'expiresAt'],
  ])('refuses %j (BAD_USER_INPUT on %s)', async (input, field) => {
    const response = await gql(app, CREATE, { input }, { token: admin });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions?.field).toBe(field);
  });

  it('answers on REST and GraphQL as its scopes allow, and notes when it was last used, at most once a minute', async () => {
    const rest = restClient(app);
    const { key, apiKey } = await createKey(app, admin, ['catalog:read']);

    const listed = await rest.get('/courses', { token: key });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('Keyed Catalogue');
    const asked = await gql<{ courses: { edges: { node: { title: string } }[] } }>(app, COURSES, {}, { token: key });
    expect(asked.data?.courses.edges.map(({ node }) => node.title)).toContain('Keyed Catalogue');

    const firstUse = (await keyRow(app, apiKey.id)).last_used_at as Date;
    expect(firstUse).toBeTruthy();
    // Within the minute: no write.
    await rest.get('/courses', { token: key });
    expect((await keyRow(app, apiKey.id)).last_used_at).toEqual(firstUse);
    // A use more than a minute after the last one noted is noted again.
    await app.orm.em
      .getConnection()
      .execute(`update api_keys set last_used_at = now() - interval '2 minutes' where id = ?`, [apiKey.id]);
    const before = Date.now();
    await rest.get('/courses', { token: key });
    const noted = new Date((await keyRow(app, apiKey.id)).last_used_at as Date).getTime();
    expect(noted).toBeGreaterThanOrEqual(before - 1000);

    const list = await gql<{ apiKeys: ListedKey[] }>(app, LIST, {}, { token: admin });
    expect(list.data!.apiKeys.find((each) => each.id === apiKey.id)?.lastUsedAt).not.toBeNull();
  });

  it('refuses a revoked key with 401 on its next request', async () => {
    const rest = restClient(app);
    const { key, apiKey } = await createKey(app, admin, ['catalog:read']);
    expect((await rest.get('/courses', { token: key })).status).toBe(200);

    const revoked = await gql<{ revokeApiKey: { revokedAt: string } }>(
      app,
      REVOKE,
      { id: apiKey.id },
      { token: admin },
    );
    expect(revoked.data?.revokeApiKey.revokedAt).toBeTruthy();

    const refused = await rest.get('/courses', { token: key });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Invalid, expired or revoked API key');
    expect((await gql(app, COURSES, {}, { token: key })).status).toBe(401);
    const listed = await gql<{ apiKeys: ListedKey[] }>(app, LIST, {}, { token: admin });
    expect(listed.data!.apiKeys.find((each) => each.id === apiKey.id)?.revokedAt).toBe(
      revoked.data?.revokeApiKey.revokedAt,
    );
  });

  it('refuses an expired key, and a made-up one, with 401', async () => {
    const rest = restClient(app);
    const { key, apiKey } = await createKey(app, admin, ['catalog:read']);
    await app.orm.em
      .getConnection()
      .execute(`update api_keys set expires_at = now() - interval '1 second' where id = ?`, [apiKey.id]);
    expect((await rest.get('/courses', { token: key })).status).toBe(401);
    expect((await gql(app, COURSES, {}, { token: key })).status).toBe(401);

    const madeUp = `${API_KEY_PREFIX}${'A'.repeat(43)}`;
    expect((await rest.get('/courses', { token: madeUp })).status).toBe(401);
  });

  it('is not its creator: an ADMIN-made key reads no account and manages no keys', async () => {
    const { key } = await createKey(app, admin, ['stats:read', 'courses:write']);
    for (const query of ['query { me { id } }', LIST, 'query { myPayments { totalCount } }']) {
      const response = await gql(app, query, {}, { token: key });
      expect(errorCode(response), query).toBe('FORBIDDEN');
      expect(errorMessage(response)).toBe("This API key's scopes do not allow this operation");
    }
    const made = await gql(
      app,
      CREATE,
      { input: { name: 'x', scopes: ['stats:read'], expiresAt: inDays(1) } },
      { token: key },
    );
    expect(errorCode(made)).toBe('FORBIDDEN');
    expect((await restClient(app).get('/user/me', { token: key })).status).toBe(403);
  });

  it("belongs to the organisation: it outlives its creator's account, named as they were, and any admin revokes it", async () => {
    const rest = restClient(app);
    const creator = await createUser(app, { role: 'ADMIN', fullName: 'Kim Keymaker' });
    const { key, apiKey } = await createKey(app, creator.token, ['catalog:read'], 'Made by Kim');
    const listedOf = async () =>
      (await gql<{ apiKeys: ListedKey[] }>(app, LIST, {}, { token: admin })).data!.apiKeys.find(
        (each) => each.id === apiKey.id,
      );
    expect(await listedOf()).toMatchObject({ createdByName: 'Kim Keymaker', creatorAccountClosed: false });

    const closed = await gql<{ deleteAccount: { success: boolean } }>(
      app,
      DELETE_ACCOUNT,
      { password: DEFAULT_PASSWORD },
      creator,
    );
    expect(closed.data?.deleteAccount.success).toBe(true);

    expect((await rest.get('/courses', { token: key })).status).toBe(200);
    expect(await listedOf()).toMatchObject({
      name: 'Made by Kim',
      createdByName: 'Kim Keymaker',
      creatorAccountClosed: true,
      revokedAt: null,
    });
    const revoked = await gql(app, REVOKE, { id: apiKey.id }, { token: admin });
    expect(revoked.errors).toBeUndefined();
    expect((await rest.get('/courses', { token: key })).status).toBe(401);
  });

  it('checks the root fields an operation reaches through fragments', async () => {
    const { key } = await createKey(app, admin, ['catalog:read']);
    const viaFragment = await gql(
      app,
      'query Sneaky { ...Dashboard } fragment Dashboard on Query { ... on Query { stats { allUsersCount } } }',
      {},
      { token: key },
    );
    expect(errorCode(viaFragment)).toBe('FORBIDDEN');
    const typename = await gql<{ __typename: string }>(app, 'query { __typename }', {}, { token: key });
    expect(typename.data?.__typename).toBe('Query');
  });

  it('runs public reads and admin operations in separate requests', async () => {
    const { key } = await createKey(app, admin, ['catalog:read', 'stats:read']);
    const mixed = await gql(app, 'query { courses { totalCount } stats { year } }', {}, { token: key });
    expect(errorCode(mixed)).toBe('FORBIDDEN');
    expect(mixed.data).toBeUndefined();
    // The clock stands still, so the server's current year is this test's even at the turn of a year.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const stats = await gql<{ stats: { year: number } }>(app, 'query { stats { year } }', {}, { token: key });
      expect(stats.data?.stats.year).toBe(new Date().getUTCFullYear());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('API keys in the log', () => {
  it('never appear, whatever the answer', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      API_RATE_LIMIT_PER_MINUTE: '2',
    });
    const lines: string[] = [];
    const deps = await createAppDeps(config);
    deps.logger = createLogger(config, { write: (line: string) => lines.push(line) }, 'json');
    const { app, stop } = await buildApp(deps);
    const server = createHttpServer(app, config.http).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const harnessLike = { url, orm: deps.orm, config, deps } as unknown as TestApp;
      const { key } = await createKey(harnessLike, await adminToken(harnessLike), ['catalog:read']);
      const bearer = { authorization: `Bearer ${key}` };
      // Allowed, refused by scope, over the limit, on a media route, and malformed bodies on both transports.
      await fetch(`${url}/api/v1/courses`, { headers: bearer });
      await fetch(`${url}/api/v1/admin/stats/users`, { headers: bearer });
      await fetch(`${url}/api/v1/courses`, { headers: bearer });
      await fetch(`${url}/api/v1/courses`, { headers: bearer });
      await fetch(`${url}/media/images/missing.png`, { headers: bearer });
      await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: '{',
      });
      await fetch(`${url}/api/v1/contact`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: '{',
      });

      const log = lines.join('\n');
      expect(log).toContain('/api/v1/courses');
      expect(log).not.toContain(key);
      expect(log).not.toContain(key.slice(API_KEY_PREFIX.length));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await closeAppDeps(deps);
      await database.drop();
    }
  });
});
