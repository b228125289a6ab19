import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { createLogger } from '../../src/http/logger';
import { QUEUES } from '../../src/jobs/job-queue';
import { createJobQueue } from '../../src/jobs/pg-boss.queue';

/**
 * A worker process of the queue alone, for the tests of the queue's mechanics between processes: its database as
 * `npm run worker` opens it (DATABASE_URL, else the embedded PostgreSQL of DATA_DIR) and the job queue as the app's
 * deps build it (createJobQueue, the transcode queue's real policy and the configured timings), with a test handler
 * in place of the transcoder. The rest of the app's deps (the ORM and its migrations, storage, mail) is left out: no
 * test of the queue uses it, and importing it was most of what a spawn cost. `npm run worker` itself, built whole, is
 * started by the tests of that script.
 * The handler logs 'test job started' and 'test job finished' with the job's key, attempt and this process's pid,
 * and holds each job meanwhile: `firstAttemptMs` on its first attempt, `retryMs` on the others.
 *
 * It enqueues the jobs of QUEUE_TEST_ENQUEUE (a JSON array of TestJob) before it takes any, for the tests where no
 * other process holds the database's address (the embedded PostgreSQL it starts itself).
 */
export interface TestJob {
  key: string;
  firstAttemptMs: number;
  retryMs: number;
}

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(config, logger);
const jobs = createJobQueue(config, database.url, logger);
await jobs.start();
for (const job of JSON.parse(process.env.QUEUE_TEST_ENQUEUE ?? '[]') as TestJob[]) {
  await jobs.enqueue(QUEUES.lectureTranscode, job, { key: job.key });
}
await jobs.work<TestJob>(QUEUES.lectureTranscode, { concurrency: 1 }, async ({ id, data, attempt, signal }) => {
  const context = { key: data.key, jobId: id, attempt, pid: process.pid };
  logger.info(context, 'test job started');
  await sleep(attempt === 0 ? data.firstAttemptMs : data.retryMs, undefined, { signal });
  logger.info(context, 'test job finished');
});
process.once('SIGTERM', async () => {
  // As closeAppDeps closes what is built here: running jobs get 1 s (the real worker 25 s), then the database.
  await jobs.stopWorking();
  await jobs.stop({ timeoutMs: 1_000 });
  await database.stop();
  process.exit(0);
});
// Once SIGTERM is handled: the test may send it as soon as it reads this.
logger.info('worker started');
