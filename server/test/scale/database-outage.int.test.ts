import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories';
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
