import 'reflect-metadata';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeAppDeps, createAppDeps } from './app-deps';
import { loadConfig } from './config';
import { seedAdmin } from './db/seed';
import { seedDemoContent } from './db/seeders/demo-content.seeder';
import { buildApp } from './http/app';
import { S3Storage } from './storage/s3.storage';

/** Both src/main.ts (dev) and dist/main.js (built) sit two levels below the repo root. */
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');
/** server/demo: the demo catalogue and its media, one level above src/ and dist/ alike. */
const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../demo');
const SHUTDOWN_GRACE_MS = 25_000;

async function main() {
  const config = loadConfig();
  const deps = await createAppDeps(config);
  const { orm, storage, logger } = deps;
  // In production the bucket is provisioned (compose's minio-init); in development create it on demand.
  if (storage instanceof S3Storage && !config.production) await storage.ensureBucket();
  await seedAdmin(orm, config, logger);
  if (config.seedDemoContent) {
    await seedDemoContent(orm, { storage, logger, demoDir }).catch((error: unknown) =>
      logger.error({ err: error }, 'the demo content was not seeded'),
    );
  }
  const { app, stop } = await buildApp(deps, { clientDir });

  const server: Server = app.listen(config.port, config.host, () => {
    logger.info({ url: config.publicUrl }, 'listening');
  });
  server.requestTimeout = 0; // long lecture uploads; idle sockets are still reaped by headersTimeout/keepAlive

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(async () => {
      await stop();
      await closeAppDeps(deps);
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
