import 'reflect-metadata';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AddressInfo } from 'node:net';
import { closeAppDeps, createAppDeps } from '../src/app-deps';
import { type Env, loadConfig } from '../src/config';
import { buildApp } from '../src/http/app';
import { createHttpServer } from '../src/http/http-server';
import type { Clock } from '../src/shared/clock';
import { startWorkers } from '../src/workers';
import { createTestDatabase, type TestDatabase } from './database';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** How long close() lets a running job finish. */
const JOBS_CLOSE_TIMEOUT_MS = 2_000;

export interface TestAppOptions {
  /** Share a database with another app (two instances behind one proxy); the caller drops it. */
  database?: TestDatabase;
  /** A built client to serve (index.html, .vite/manifest.json), as main.ts serves client/dist. */
  clientDir?: string;
  /**
   * Take jobs in this app (every queue's handler, as main.ts does with RUN_WORKERS). Off by default: the queue is
   * started, so the app enqueues, but nothing runs the jobs.
   */
  workers?: boolean;
  /** The time the app's rules read (a ManualClock, test/clock.ts): the test moves it rather than sleeping. */
  clock?: Clock;
}

/** Marks the statements the app's workers send: their passes run on their own timers, beside any request. */
const workerContext = new AsyncLocalStorage<true>();

/** The real app (same buildApp and deps as main.ts) on a random port, over its own database. */
export async function startTestApp(env: Partial<Record<keyof Env, string>> = {}, options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    // Every test client is 127.0.0.1; the rate-limit tests set the real limit back.
    RATE_LIMIT_ATTEMPTS_PER_MINUTE: '10000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    API_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    API_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
    // A failed job is retried within 1-2 s (the first of 2^n), not 30-60 s.
    JOB_RETRY_DELAY_SECONDS: '0',
    // Tests run at any hour and expect their mails and pushes at once; the quiet-hours tests set hours of their own.
    QUIET_HOURS: 'off',
    ...env,
  });
  let queries: string[] | null = null;
  const deps = await createAppDeps(
    config,
    {
      onQuery: (sql) => {
        if (!workerContext.getStore()) queries?.push(sql);
      },
    },
    options.clock,
  );
  const { orm } = deps;
  const { app, stop, viewing } = await buildApp(deps, { clientDir: options.clientDir });
  // The workers' timers and job handlers inherit this context, so a pass that falls inside a capture is not counted
  // as the request's statements.
  const workers = options.workers ? await workerContext.run(true, () => startWorkers(deps)) : null;
  // The server main.ts listens with: the same timeouts (config.http).
  const server = createHttpServer(app, config.http).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    deps,
    orm,
    config,
    /** The media route's viewing record: tests flush it rather than wait for its interval. */
    viewing,
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
      await workers?.stop();
      await stop();
      // A job still running (a test that does not wait for its transcode) is failed after this, not waited for.
      await closeAppDeps(deps, { jobsTimeoutMs: JOBS_CLOSE_TIMEOUT_MS });
      if (!options.database) await database.drop();
    },
  };
}
