import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { GENERATED_SECRET_FILE } from '../../src/config/app-secret';
import { SESSION_LIFETIME_SECONDS } from '../../src/identity/user/session-tokens';
import { createUser, DEFAULT_PASSWORD } from '../factories';
import { gql } from '../graphql-client';
import { startTestApp, type TestApp } from '../harness';
import { productionEnv } from '../production-env';

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token } }';

describe('HTTP hardening (development defaults)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('sends security headers, a CSP the client runs under, and no X-Powered-By', async () => {
    for (const path of ['/healthz', '/graphql']) {
      const response = await fetch(`${app.url}${path}`, {
        method: path === '/graphql' ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json' },
        body: path === '/graphql' ? '{"query":"{ __typename }"}' : undefined,
      });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    }
  });

  it('hashes no GraphQL answer into an ETag, while REST reads keep theirs', async () => {
    const graphql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ courses { totalCount } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(graphql.headers.get('etag')).toBeNull();
    expect(graphql.headers.get('x-powered-by')).toBeNull();
    const rest = await fetch(`${app.url}/api/v1/courses`);
    expect(rest.headers.get('etag')).toMatch(/^W\//);
  });

  it('puts the request id on GraphQL errors, matching the X-Request-Id header', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-me-123' },
      body: JSON.stringify({ query: '{ contactMessages { totalCount } }' }),
    });
    const body = (await response.json()) as { errors: { extensions: { code: string; requestId: string } }[] };
    expect(response.headers.get('x-request-id')).toBe('trace-me-123');
    expect(body.errors[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', requestId: 'trace-me-123' });
  });

  it('refuses a JSON body over 100 kB with 413', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(150_000) } }),
    });
    expect(response.status).toBe(413);
  });

  it('reports not ready (503) when storage cannot be reached', async () => {
    const unreachable = await startTestApp({
      S3_BUCKET: 'missing',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    try {
      const response = await fetch(`${unreachable.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ database: 'ok', storage: 'unavailable' });
      expect((await fetch(`${unreachable.url}/healthz`)).status).toBe(200);
    } finally {
      await unreachable.close();
    }
  });
});

describe('production mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(productionEnv());
  });
  afterAll(() => app?.close());

  it('uses a __Host- Secure session cookie', async () => {
    const { user } = await createUser(app);
    const response = await gql(app, LOGIN, { i: { email: user.email, password: DEFAULT_PASSWORD } });
    const cookie = response.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/^__Host-token=/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\//);
    // The trusted-device cookie (login back-off) is held to the same rules.
    const device = response.headers.getSetCookie().find((line) => line.startsWith('__Host-device='));
    expect(device).toMatch(/Secure/);
    expect(device).toMatch(/HttpOnly/);
  });

  it('sends HSTS for at least a year', async () => {
    const hsts = (await fetch(`${app.url}/healthz`)).headers.get('strict-transport-security') ?? '';
    expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
  });

  it('turns off introspection and field suggestions', async () => {
    const introspection = await gql(app, '{ __schema { types { name } } }');
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await gql(app, '{ mee { id } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
  });
});

const STRONG_SECRET = 'kR7v2QxN9pLm4TzW8bYc3HdF6jGs1AeU0oIq5nXy';

describe('configuration and sessions', () => {
  it('refuses to start in production on development defaults', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: STRONG_SECRET })).toThrow(/DATABASE_URL is required/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY is required/);
    expect(() => loadConfig({ APP_SECRET: 'too-short' })).toThrow(/at least 32 characters/);
  });

  it('refuses guessable secrets and an admin password that breaks the password rule', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', STRIPE_SECRET_KEY: 'sk_test_x' };
    expect(() => loadConfig({ ...production, APP_SECRET: 'a'.repeat(32) })).toThrow(/APP_SECRET looks guessable/);
    expect(() => loadConfig({ ...production, APP_SECRET: 'abcd'.repeat(10) })).toThrow(/APP_SECRET looks guessable/);
    expect(() => loadConfig({ ...production, APP_SECRET: STRONG_SECRET })).not.toThrow(/APP_SECRET/);
    // Long and of 32 distinct characters, but a sequence any guesser tries.
    expect(() => loadConfig({ ...production, APP_SECRET: 'abcdefghijklmnopqrstuvwxyz012345' })).toThrow(
      /APP_SECRET looks guessable/,
    );
    // What docs/operations.md suggests (Deploy), and the shortest random value accepted.
    for (const secret of [randomBytes(48).toString('base64'), 'f3a91c07d25e8b46a0c9e17f5d3b2864']) {
      expect(() => loadConfig({ ...production, APP_SECRET: secret })).not.toThrow(/APP_SECRET/);
    }
    // Signup refuses it as too common; so does a production start.
    expect(() => loadConfig({ ...production, APP_SECRET: STRONG_SECRET, ADMIN_PASSWORD: 'p@ssw0rd' })).toThrow(
      /ADMIN_PASSWORD is too common/,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'a' })).toThrow(/ADMIN_PASSWORD breaks the password rule/);
    expect(() => loadConfig({ ...production, APP_SECRET: STRONG_SECRET, ADMIN_PASSWORD: 'a' })).toThrow(
      /ADMIN_PASSWORD breaks the password rule/,
    );
  });

  it('refuses a Stripe stand-in (STRIPE_API_URL) in production', () => {
    const production = { ...productionEnv(), DATABASE_URL: 'postgres://db/x' };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, STRIPE_API_URL: 'http://127.0.0.1:9' })).toThrow(
      /STRIPE_API_URL is for tests against a local stand-in/,
    );
    const development = { APP_SECRET: STRONG_SECRET, STRIPE_SECRET_KEY: 'sk_test_x' };
    expect(loadConfig({ ...development, STRIPE_API_URL: 'http://127.0.0.1:9' }).stripe?.apiUrl).toBe(
      'http://127.0.0.1:9',
    );
  });

  it('generates a secret of its own on the first development start and keeps it in the data folder', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-secret-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const other = await mkdtemp(path.join(os.tmpdir(), 'coursehub-secret-'));
      expect(first.appSecret.length).toBeGreaterThanOrEqual(64);
      expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first.appSecret);
      expect(loadConfig({ DATA_DIR: other }).appSecret).not.toBe(first.appSecret);
      expect((await stat(path.join(dataDir, GENERATED_SECRET_FILE))).mode & 0o777).toBe(0o600);
      await rm(other, { recursive: true, force: true });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('defaults the public and client URLs to the address the server prints', () => {
    const given = { APP_SECRET: STRONG_SECRET };
    expect(loadConfig({ ...given, PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
    expect(loadConfig({ ...given, HOST: '0.0.0.0', PORT: '80' }).publicUrl).toBe('http://localhost:80');
    expect(loadConfig({ ...given, PUBLIC_URL: 'https://api.example/' }).clientUrl).toBe('https://api.example');
    const apart = loadConfig({ ...given, PUBLIC_URL: 'https://api.example', CLIENT_URL: 'https://app.example/' });
    expect([apart.publicUrl, apart.clientUrl]).toEqual(['https://api.example', 'https://app.example']);
  });

  it('issues 7-day learner sessions and 8-hour admin sessions', async () => {
    const app = await startTestApp();
    try {
      for (const role of ['USER', 'ADMIN'] as const) {
        const { user } = await createUser(app, { role });
        const { token, maxAgeSeconds, sessionId } = await app.deps.sessions.issue(user);
        const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
          iat: number;
          exp: number;
        };
        expect(claims.exp - claims.iat).toBe(SESSION_LIFETIME_SECONDS[role]);
        expect(maxAgeSeconds).toBe(role === 'USER' ? 7 * 24 * 3600 : 8 * 3600);
        const [row] = await app.orm.em
          .getConnection()
          .execute('select floor(extract(epoch from expires_at))::int as exp from sessions where id = ?', [sessionId]);
        expect(row?.exp).toBe(claims.exp);
      }
    } finally {
      await app.close();
    }
  });
});

describe('compression', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('compresses JSON for clients that accept it', async () => {
    const response = await fetch(`${app.url}/api/v1/openapi.json`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toMatch(/br|gzip/);
    expect((await response.json()) as object).toHaveProperty('openapi');
  });
});
