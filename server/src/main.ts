import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeAppDeps, createAppDeps } from './app-deps';
import { loadConfig } from './config';
import { seedAdmin } from './db/seed';
import { seedDemoContent } from './db/seeders/demo-content.seeder';
import { buildApp } from './http/app';
import { closeGracefully, createHttpServer } from './http/http-server';
import { startPartialUploadSweeps } from './http/partial-uploads-sweep';
import { uploadSpoolDir } from './http/rest/multipart';
import { MovableClock } from './shared/clock';
import { describeError } from './shared/errors';
import { LocalDiskStorage } from './storage/local-disk.storage';
import { S3Storage } from './storage/s3.storage';
import { startWorkers } from './workers';

/** Both src/main.ts (dev) and dist/main.js (built) sit two levels below the repo root. */
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');
/** server/demo: the demo catalogue and its media, one level above src/ and dist/ alike. */
const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../demo');
/** How long a shutdown waits for the requests in flight (docs/operations.md, "Shutdown"); then they are cut and the exit is 1. */
const SHUTDOWN_GRACE_MS = 25_000;
/** Of the grace period, what closing Apollo and the pools needs once the requests and jobs are done. */
const CLOSE_MARGIN_MS = 3_000;

async function main() {
  const config = loadConfig();
  // With TEST_CLOCK_HEADER (never in production) a browser journey may move the whole app's time (PUT /test/clock).
  const testClock = config.testClockHeader ? new MovableClock() : undefined;
  const deps = await createAppDeps(config, undefined, testClock);
  const { orm, storage, logger } = deps;
  // In production the bucket is provisioned (compose's minio-init); in development create it on demand.
  if (storage instanceof S3Storage && !config.production) await storage.ensureBucket();
  await seedAdmin(orm, config, logger);
  if (config.seedDemoContent) {
    await seedDemoContent(orm, { storage, logger, demoDir }).catch((error: unknown) =>
      logger.error({ err: error }, 'the demo content was not seeded'),
    );
  }
  const { app, stop } = await buildApp(deps, { clientDir, testClock });
  // Partial uploads a dead process left behind (REST's spool, the local storage's temp folder): now, then periodically.
  const partialUploadDirs = [uploadSpoolDir(config), ...(storage instanceof LocalDiskStorage ? [storage.tmpDir] : [])];
  const sweeps = await startPartialUploadSweeps(partialUploadDirs, deps);
  // Transcodes run here unless RUN_WORKERS=false (then `npm run worker` processes take them).
  const workers = config.jobs.runWorkers ? await startWorkers(deps) : null;
  if (workers) logger.info({ transcodeConcurrency: config.jobs.transcodeConcurrency }, 'workers started');

  const server = createHttpServer(app, config.http);
  server.listen(config.port, config.host, () => {
    logger.info({ url: config.publicUrl }, 'listening');
  });

  // The one handler of termination signals in the process (Apollo's own is off, see app.ts): stop accepting
  // connections and taking jobs, let the requests in flight finish (uploads included; they may still enqueue), then
  // give the running jobs what is left of the grace period (a job still running then is failed and retried by
  // another worker), stop Apollo and close the pools.
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    // npm and concurrently pass a terminal's Ctrl-C on, so one stop can arrive twice: the drain already under way
    // goes on (SHUTDOWN_GRACE_MS bounds it).
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = Date.now() + SHUTDOWN_GRACE_MS;
    const force = setTimeout(() => {
      logger.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still in flight after the grace period: cutting them');
      // Aborted uploads remove their partial files as they close; the next start sweeps any that could not.
      server.closeAllConnections();
      setTimeout(() => process.exit(1), 500);
    }, SHUTDOWN_GRACE_MS);
    sweeps.stop();
    try {
      await Promise.all([workers?.stop(), closeGracefully(server)]);
      await stop();
      await closeAppDeps(deps, { jobsTimeoutMs: deadline - Date.now() - CLOSE_MARGIN_MS });
    } catch (error) {
      logger.error({ err: error }, 'the shutdown failed');
      process.exit(1);
    }
    clearTimeout(force);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});
