import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { type Child, freePort, spawnNode, waitForHttp } from './processes';
import { serverEntry, settings } from './settings';

export const ADMIN_EMAIL = 'admin@bench.local';
// Within the password rule (6 to 16 characters, a digit and a symbol): the server refuses to start otherwise.
export const ADMIN_PASSWORD = 'Bench-admin-1#';

export interface AppChild {
  url: string;
  pid: number;
  /** The child's TMPDIR: uploads must leave nothing there. */
  spoolDir: string;
  dataDir: string;
  databaseUrl: string;
  appSecret: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface AppChildOptions {
  /** `production` (the default, as deployed) or `test` (when the page must load over plain http: no HSTS/upgrade). */
  nodeEnv?: 'production' | 'test';
  env?: Record<string, string>;
  database?: TestDatabase;
}

/**
 * The real server (server/dist/main.js or server/src/main.ts, exactly as `npm start` runs it) in a child
 * process of its own, over a fresh PostgreSQL database, so the load generator never shares its event loop.
 */
export async function startAppChild(options: AppChildOptions = {}): Promise<AppChild> {
  const database = options.database ?? (await createTestDatabase());
  if (!database.databaseUrl) throw new Error('the bench needs PostgreSQL (DATABASE_URL)');
  const spoolDir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-bench-spool-'));
  const port = await freePort();
  const appSecret = randomBytes(32).toString('hex');
  const env: Record<string, string> = {
    NODE_ENV: options.nodeEnv ?? 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    APP_SECRET: appSecret,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO_CONTENT: 'false',
    LOG_LEVEL: settings.logLevel,
    RATE_LIMIT_ATTEMPTS_PER_MINUTE: '100000',
    // Every load generator is one address: the API's limits run (their cost is measured) but never refuse.
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    API_RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
    API_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000000',
    TMPDIR: spoolDir,
    ...(options.nodeEnv !== 'test' && {
      // Production refuses to start without these; nothing in the bench reaches Stripe.
      PUBLIC_URL: 'https://bench.invalid',
      STRIPE_SECRET_KEY: 'sk_test_bench_never_used',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_bench_never_used',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_used',
      // Production refuses to start without an SMTP server; nothing in the bench sends mail (a mail would fail here).
      SMTP_URL: 'smtp://127.0.0.1:9',
    }),
    ...options.env,
  };
  // Logs (one JSON line per request at `info`) are written as in production, to a sink nobody reads.
  const child: Child = spawnNode(serverEntry().args, env, { quiet: true });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/readyz`, child);
  } catch (error) {
    await child.stop();
    await database.drop();
    await rm(spoolDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    pid: child.pid,
    spoolDir,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    appSecret,
    env,
    async stop() {
      await child.stop();
      await database.drop();
      await rm(spoolDir, { recursive: true, force: true });
    },
  };
}
