import 'reflect-metadata';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { createOrm } from './db/orm';
import { seedAdmin } from './db/seed';
import { buildApp } from './http/app';
import { createLogger } from './http/logger';
import { createSessionTokens } from './modules/user/session-tokens';
import { createStorage } from './storage/create-storage';

/** Both src/main.ts (dev) and dist/main.js (built) sit two levels below the repo root. */
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');
const SHUTDOWN_GRACE_MS = 25_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const orm = await createOrm(config);
  await migrate(orm, config);
  await seedAdmin(orm, config, logger);
  const storage = await createStorage(config);
  const deps = { config, orm, storage, sessions: createSessionTokens(config.appSecret), logger };
  const { app, stop } = await buildApp(deps, { clientDir });

  const server: Server = app.listen(config.port, config.host, () => {
    logger.info({ url: `http://${config.host}:${config.port}` }, 'listening');
  });
  server.requestTimeout = 0; // long lecture uploads; idle sockets are still reaped by headersTimeout/keepAlive

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(async () => {
      await stop();
      await orm.close();
      clearTimeout(force);
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
