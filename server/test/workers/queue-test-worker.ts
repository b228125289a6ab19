import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { closeAppDeps, createAppDeps } from '../../src/app-deps';
import { loadConfig } from '../../src/config';
import { QUEUES } from '../../src/jobs/job-queue';

/**
 * A worker process built as `npm run worker` builds one (the app's deps, the queue on the transcode queue's real
 * policy), with a test handler in place of the transcoder, for the tests of the queue's mechanics between processes.
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

const deps = await createAppDeps(loadConfig());
const { jobs, logger } = deps;
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
  await jobs.stopWorking();
  await closeAppDeps(deps, { jobsTimeoutMs: 1_000 });
  process.exit(0);
});
// Once SIGTERM is handled: the test may send it as soon as it reads this.
logger.info('worker started');
