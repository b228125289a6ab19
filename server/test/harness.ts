import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { type Env, loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { createOrm } from '../src/db/orm';
import { buildApp } from '../src/http/app';
import { createLogger } from '../src/http/logger';
import { createSessionTokens } from '../src/modules/user/session-tokens';
import type { AppDeps } from '../src/shared/scope';
import { createStorage } from '../src/storage/create-storage';
import { createTestDatabase } from './database';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The real app (same buildApp as main.ts) on a random port, over its own database. */
export async function startTestApp(env: Partial<Record<keyof Env, string>> = {}) {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    ...env,
  });
  let queries: string[] | null = null;
  const orm = await createOrm(config, { onQuery: (sql) => queries?.push(sql) });
  await migrate(orm, config);
  const deps: AppDeps = {
    config,
    orm,
    storage: await createStorage(config),
    sessions: createSessionTokens(config.appSecret),
    logger: createLogger(config),
  };
  const { app, stop } = await buildApp(deps);
  const server = app.listen(0, '127.0.0.1');
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
      await orm.close(true);
      await database.drop();
    },
  };
}
