import 'reflect-metadata';
import { closeAppDeps, createAppDeps } from '../app-deps';
import { loadConfig } from '../config';
import { describeError } from '../shared/errors';
import { startWorkers } from '../workers';

/**
 * `npm run worker`: a process that only takes jobs (transcodes) from the queue in PostgreSQL, beside app processes
 * started with RUN_WORKERS=false; run as many as the machines allow. Like the app, it applies pending migrations
 * first (under the same advisory lock), so app and workers may start in any order. Without DATABASE_URL it shares the
 * embedded PostgreSQL of the same DATA_DIR, starting it if no app has.
 */

/** On SIGTERM, how long the running jobs may take to finish; the rest are failed and retried by another worker. */
const SHUTDOWN_GRACE_MS = 25_000;

async function main() {
  const config = loadConfig();
  const deps = await createAppDeps(config);
  const { logger } = deps;
  const workers = await startWorkers(deps);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping: finishing the running jobs');
    try {
      await workers.stop();
      await closeAppDeps(deps, { jobsTimeoutMs: SHUTDOWN_GRACE_MS });
    } catch (error) {
      logger.error({ err: error }, 'the shutdown failed');
      process.exit(1);
    }
    logger.info('worker stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Last, once a signal is handled: whoever waits for this line may stop the process at once.
  logger.info({ transcodeConcurrency: config.jobs.transcodeConcurrency }, 'worker started');
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});
