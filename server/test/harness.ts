import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { closeAppDeps, createAppDeps } from '../src/app-deps';
import { type Env, loadConfig } from '../src/config';
import { buildApp } from '../src/http/app';
import { createHttpServer } from '../src/http/http-server';
import { createTestDatabase, type TestDatabase } from './database';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export interface TestAppOptions {
  /** Share a database with another app (two instances behind one proxy); the caller drops it. */
  database?: TestDatabase;
  /** Its own database on a PostgreSQL server even where the suite runs on PGlite (no DATABASE_URL). */
  requirePostgres?: boolean;
  /** A built client to serve (index.html, .vite/manifest.json), as main.ts serves client/dist. */
  clientDir?: string;
}

/** The real app (same buildApp and deps as main.ts) on a random port, over its own database. */
export async function startTestApp(env: Partial<Record<keyof Env, string>> = {}, options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase({ requirePostgres: options.requirePostgres }));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    // Every test client is 127.0.0.1; the rate-limit tests set the real limit back.
    RATE_LIMIT_ATTEMPTS_PER_MINUTE: '10000',
    ...env,
  });
  let queries: string[] | null = null;
  const deps = await createAppDeps(config, { onQuery: (sql) => queries?.push(sql) });
  const { orm } = deps;
  const { app, stop } = await buildApp(deps, { clientDir: options.clientDir });
  // The server main.ts listens with: the same timeouts (config.http).
  const server = createHttpServer(app, config.http).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    deps,
    orm,
    config,
    /** Runs `action` and returns the SQL statements it sent (transaction control excluded). */
    async captureQueries<T>(action: () => Promise<T>) {
      queries = [];
      try {
        const result = await action();
        return { result, queries: queries.filter((sql) => !/^(begin|commit|rollback|savepoint|release)/i.test(sql)) };
      } finally {
        queries = null;
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await closeAppDeps(deps);
      if (!options.database) await database.drop();
    },
  };
}
