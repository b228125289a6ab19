import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../factories';
import { gql } from '../graphql-client';
import { startTestApp, type TestApp } from '../harness';

/** Every connection the app holds is killed, as when PostgreSQL restarts or a proxy drops them. */
async function dropAllConnections(databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl.replace(`/${name}`, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** Runs `sql` on the server's maintenance database, beside the app's (which it may lock out). */
async function asAdministrator(databaseUrl: string, sql: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl.replace(`/${name}`, '/postgres') });
  await admin.connect();
  try {
    await admin.query(sql.replaceAll('$database', `"${name}"`));
  } finally {
    await admin.end();
  }
}

describe('database connections dropped while the app runs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({});
  });
  afterAll(() => app?.close());

  it('fails requests cleanly, then recovers without a restart', async () => {
    const { user, token } = await createUser(app);
    const me = () => gql<{ me: { id: string } | null }>(app, '{ me { id } }', {}, { token });
    expect((await me()).data?.me?.id).toBe(user.id);

    expect(await dropAllConnections(app.config.databaseUrl!)).toBeGreaterThan(0);

    const during = [];
    for (let i = 0; i < 5; i++) during.push(await me());
    for (const response of during) {
      // Either answered (the pool reconnected) or a masked error: never a crash or a leaked SQL message.
      if (response.status >= 500 || response.errors) {
        expect(JSON.stringify(response.errors ?? {})).not.toMatch(/terminat|sql|postgres/i);
      }
    }
    const after = await me();
    expect(after.status).toBe(200);
    expect(after.data?.me?.id).toBe(user.id);
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
  });
});

describe('a database that refuses connections', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '500' });
  });
  afterAll(() => app?.close());

  it('answers rate-limited routes 503 SERVICE_UNAVAILABLE, as every route needing it, then recovers', async () => {
    const { user } = await createUser(app);
    const login = () =>
      gql<{ login: { token: string } }>(app, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
        input: { email: user.email, password: DEFAULT_PASSWORD },
      });
    const restLogin = () =>
      fetch(`${app.url}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD }),
      });
    expect((await login()).errors).toBeUndefined();

    const databaseUrl = app.config.databaseUrl!;
    await asAdministrator(databaseUrl, 'alter database $database allow_connections false');
    try {
      await dropAllConnections(databaseUrl);
      const refused = await login();
      expect(refused.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      const rest = await restLogin();
      expect(rest.status).toBe(503);
      expect(await rest.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(rest.headers.get('retry-after')).toBe('5');
    } finally {
      await asAdministrator(databaseUrl, 'alter database $database allow_connections true');
    }
    expect((await login()).errors).toBeUndefined();
  });
});
