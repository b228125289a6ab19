import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stopEmbeddedPostgres } from '../../src/db/embedded-postgres';
import { QUEUES } from '../../src/jobs/job-queue';
import { PgBossQueue } from '../../src/jobs/pg-boss.queue';
import { createTestDatabase, type TestDatabase } from '../database';
import { bound } from '../hang-bound';
import { type NodeProcess, startWorkerProcess } from '../server-process';
import type { TestJob } from './queue-test-worker';

/** The test worker (a test handler on the transcode queue's policy), from server/. */
const TEST_WORKER = 'test/workers/queue-test-worker.ts';
/** A killed worker's job is noticed within heartbeat + monitor interval (10 + 2 s), and retried 1-2 s later. */
const TIMING = { heartbeatSeconds: 10, monitorIntervalSeconds: 2, retryDelaySeconds: 0 };
const timingEnv = {
  NODE_ENV: 'test',
  JOB_HEARTBEAT_SECONDS: String(TIMING.heartbeatSeconds),
  JOB_MONITOR_INTERVAL_SECONDS: String(TIMING.monitorIntervalSeconds),
  JOB_RETRY_DELAY_SECONDS: String(TIMING.retryDelaySeconds),
};

/** What a test worker logged about its jobs: `[key, attempt]` per line with that message. */
function logged(process: NodeProcess, message: 'test job started' | 'test job finished') {
  return process.lines
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; key?: string; attempt?: number })
    .filter((entry) => entry.msg === message)
    .map((entry) => [entry.key, entry.attempt]);
}

const job = (key: string, firstAttemptMs: number, retryMs = 200): TestJob => ({ key, firstAttemptMs, retryMs });

describe('worker processes sharing the queue in PostgreSQL', () => {
  let database: TestDatabase;
  let queue: PgBossQueue;
  let env: Record<string, string>;
  const processes: NodeProcess[] = [];
  const startWorker = async () => {
    const worker = await startWorkerProcess(env, TEST_WORKER);
    processes.push(worker);
    return worker;
  };
  /** The transcode queue's rows of a key: state and retries. */
  const rows = async (key: string) => {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const result = await client.query<{ state: string; retry_count: number }>(
        'select state, retry_count from pgboss.job where name = $1 and singleton_key = $2',
        [QUEUES.lectureTranscode, key],
      );
      return result.rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    env = { ...timingEnv, DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl };
    // The app's side: it only enqueues (RUN_WORKERS=false).
    queue = new PgBossQueue(database.databaseUrl, TIMING, pino({ level: 'silent' }));
    await queue.start();
  }, bound(60_000));
  afterAll(async () => {
    await Promise.all(processes.map((process) => process.kill()));
    await queue?.stop({ timeoutMs: 1_000 });
    await database?.drop();
  });

  it(
    'a worker killed mid-job: another process retries the job, which completes once',
    async () => {
      const first = await startWorker();
      await queue.enqueue(QUEUES.lectureTranscode, job('killed', 600_000), { key: 'killed' });
      await first.logged((entry) => entry.msg === 'test job started' && entry.key === 'killed');
      const second = await startWorker();

      await first.kill();
      const finished = await second.logged((entry) => entry.msg === 'test job finished' && entry.key === 'killed');
      expect(finished.attempt).toBe(1);
      await vi.waitFor(async () => expect(await rows('killed')).toEqual([{ state: 'completed', retry_count: 1 }]), {
        timeout: bound(10_000),
      });
      expect(logged(first, 'test job started')).toEqual([['killed', 0]]);
      expect(logged(first, 'test job finished')).toEqual([]);
      expect(logged(second, 'test job started')).toEqual([['killed', 1]]);
      expect(logged(second, 'test job finished')).toEqual([['killed', 1]]);
      await second.kill();
    },
    bound(90_000),
  );

  it(
    'a worker stopped by SIGTERM hands its running job back at once, and another process retries it',
    async () => {
      const first = await startWorker();
      await queue.enqueue(QUEUES.lectureTranscode, job('stopped', 600_000), { key: 'stopped' });
      await first.logged((entry) => entry.msg === 'test job started' && entry.key === 'stopped');
      const second = await startWorker();

      // The test worker gives running jobs 1 s (the real one 25 s), then fails them: no heartbeat timeout to wait for.
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      // Its handler saw the signal abort.
      await first.logged((entry) => entry.msg === 'job stopped: cancelled, or its claim lost' && entry.attempt === 0);
      const finished = await second.logged((entry) => entry.msg === 'test job finished' && entry.key === 'stopped');
      expect(finished.attempt).toBe(1);
      await vi.waitFor(async () => expect(await rows('stopped')).toEqual([{ state: 'completed', retry_count: 1 }]), {
        timeout: bound(10_000),
      });
      await second.kill();
    },
    bound(90_000),
  );

  it(
    'two worker processes share the jobs, and no job runs twice',
    async () => {
      const workers = await Promise.all([startWorker(), startWorker()]);
      const keys = ['s1', 's2', 's3', 's4', 's5', 's6'];
      for (const key of keys) await queue.enqueue(QUEUES.lectureTranscode, job(key, 1_500), { key });

      const finished = () => workers.flatMap((worker) => logged(worker, 'test job finished'));
      await vi.waitFor(() => expect(finished()).toHaveLength(keys.length), { timeout: bound(60_000), interval: 500 });
      const started = workers.flatMap((worker) => logged(worker, 'test job started'));
      expect(started.map(([key]) => key).sort()).toEqual(keys);
      expect(started.every(([, attempt]) => attempt === 0)).toBe(true);
      for (const worker of workers) expect(logged(worker, 'test job finished').length).toBeGreaterThan(0);
      for (const key of keys) expect(await rows(key)).toEqual([{ state: 'completed', retry_count: 0 }]);
    },
    bound(90_000),
  );
});

describe('the queue on the embedded PostgreSQL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-queue-'));
  });
  afterAll(async () => {
    // The killed process's server outlived it (the restarted one attached to it, and leaves it to its starter).
    await stopEmbeddedPostgres(path.join(dataDir, 'postgres'));
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'jobs survive a crash: after a restart on the same data folder, the interrupted job and the waiting one run',
    async () => {
      const env = { ...timingEnv, DATA_DIR: dataDir, DATABASE_URL: '' };
      const crashed = await startWorkerProcess(
        { ...env, QUEUE_TEST_ENQUEUE: JSON.stringify([job('interrupted', 600_000), job('waiting', 200)]) },
        TEST_WORKER,
      );
      await crashed.logged((entry) => entry.msg === 'test job started' && entry.key === 'interrupted');
      await crashed.kill();

      const restarted = await startWorkerProcess(env, TEST_WORKER);
      try {
        await vi.waitFor(() => expect(logged(restarted, 'test job finished')).toHaveLength(2), {
          timeout: bound(60_000),
          interval: 500,
        });
        expect(logged(crashed, 'test job started')).toEqual([['interrupted', 0]]);
        expect(logged(restarted, 'test job finished')).toEqual(
          expect.arrayContaining([
            ['waiting', 0],
            ['interrupted', 1],
          ]),
        );
      } finally {
        await restarted.kill();
      }
    },
    bound(120_000),
  );
});

describe('npm run worker', () => {
  const serverDir = new URL('../../', import.meta.url);

  it('is the worker script, for development (tsx) and in the image (the bundle)', async () => {
    const scripts = async (file: string) =>
      (JSON.parse(await readFile(new URL(file, serverDir), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect((await scripts('../package.json')).worker).toMatch(/ server\/src\/scripts\/worker\.ts$/);
    expect((await scripts('package.json')).worker).toMatch(/ src\/scripts\/worker\.ts$/);
    expect(await readFile(new URL('build.mjs', serverDir), 'utf8')).toMatch(/worker: 'src\/scripts\/worker\.ts'/);
  });

  it(
    'without DATABASE_URL shares the embedded PostgreSQL of its DATA_DIR, and stops the one it started',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-worker-'));
      const cluster = path.join(dataDir, 'postgres');
      try {
        const first = await startWorkerProcess({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' });
        const postmaster = await readFile(path.join(cluster, 'postmaster.pid'), 'utf8');
        // A second process on the same folder attaches to the running server instead of starting another.
        const second = await startWorkerProcess({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' });
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
        expect(await readFile(path.join(cluster, 'postmaster.pid'), 'utf8')).toBe(postmaster);
        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);
        await expect(readFile(path.join(cluster, 'postmaster.pid'))).rejects.toMatchObject({ code: 'ENOENT' });
      } finally {
        await stopEmbeddedPostgres(cluster);
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    bound(120_000),
  );

  describe('on PostgreSQL', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database?.drop();
    });

    it(
      'starts the workers (logging "worker started"), and on SIGTERM stops them and exits 0',
      async () => {
        const worker = await startWorkerProcess({
          NODE_ENV: 'test',
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.databaseUrl,
        });
        try {
          worker.child.kill('SIGTERM');
          expect(await worker.exited).toBe(0);
          await worker.logged((entry) => entry.msg === 'worker stopped');
        } finally {
          await worker.kill();
        }
      },
      bound(60_000),
    );
  });
});
