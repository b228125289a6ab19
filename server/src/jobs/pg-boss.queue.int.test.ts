import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bound } from '../../test/hang-bound';
import { startTestApp, type TestApp } from '../../test/harness';
import { type Job, QUEUES } from './job-queue';
import { createJobQueue } from './pg-boss.queue';

interface Payload {
  lectureId: string;
}

/** A job's rows in pg-boss's table (a dead-lettered copy included), oldest first. */
async function jobRows(app: TestApp, key: string) {
  return app.orm.em.fork().execute<{ name: string; state: string; retry_count: number; data: Payload }[]>(
    `select name, state, retry_count, data from pgboss.job where singleton_key = ? or data->>'lectureId' = ?
     order by created_on`,
    [key, key],
  );
}

/** Resolves with each job the handler is given, in order; the handler holds a job until `release` is called. */
function recorder() {
  const seen: Job<Payload>[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { seen, release, released };
}

/**
 * The JobQueue port over the app's own database, on the transcode
 * queue's real policy, with test handlers in place of the transcoder. A short heartbeat, so that a cancel made by
 * another process reaches the running handler within 5 s.
 */
describe('the job queue (pg-boss)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ JOB_HEARTBEAT_SECONDS: '10' });
  });
  afterEach(async () => {
    await app.deps.jobs.stopWorking();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('runs an enqueued job once with its data; a key already queued or running is refused', async () => {
    const { jobs } = app.deps;
    const id = await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: 'a' }, { key: 'a' });
    expect(id).toEqual(expect.any(String));
    expect(await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: 'a' }, { key: 'a' })).toBeNull();

    const run = recorder();
    await jobs.work<Payload>(QUEUES.lectureTranscode, { concurrency: 1 }, async (job) => {
      run.seen.push(job);
      await run.released;
    });
    await vi.waitFor(() => expect(run.seen).toHaveLength(1), { timeout: bound(10_000) });
    expect(run.seen[0]).toMatchObject({ id, data: { lectureId: 'a' }, attempt: 0 });
    // Running: still refused. Another key is accepted.
    expect(await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: 'a' }, { key: 'a' })).toBeNull();
    const other = await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: 'a2' }, { key: 'a2' });
    expect(other).toEqual(expect.any(String));
    await jobs.cancel(QUEUES.lectureTranscode, 'a2');

    run.release();
    await vi.waitFor(async () => expect((await jobRows(app, 'a'))[0]?.state).toBe('completed'), {
      timeout: bound(10_000),
    });
    expect(run.seen.map((job) => job.data.lectureId)).toEqual(['a']);
    // Done: the key is free again.
    expect(
      await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: 'a' }, { key: 'a', startAfterSeconds: 3600 }),
    ).toEqual(expect.any(String));
    await jobs.cancel(QUEUES.lectureTranscode, 'a');
  });

  it('writes a job in the caller’s transaction: it exists once that commits, never if it rolls back', async () => {
    const { jobs } = app.deps;
    const later = { startAfterSeconds: 3600 };
    await expect(
      app.orm.em.fork().transactional(async (tx) => {
        await jobs.enqueue(
          QUEUES.lectureTranscode,
          { lectureId: 'rolled' },
          { ...later, key: 'rolled', transaction: tx },
        );
        // Inside the transaction the job is there; no other connection sees it yet.
        expect(await tx.execute(`select 1 from pgboss.job where singleton_key = 'rolled'`)).toHaveLength(1);
        expect(await jobRows(app, 'rolled')).toEqual([]);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await jobRows(app, 'rolled')).toEqual([]);

    await app.orm.em.fork().transactional(async (tx) => {
      await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: 'kept' }, { ...later, key: 'kept', transaction: tx });
    });
    expect(await jobRows(app, 'kept')).toMatchObject([{ state: 'created', data: { lectureId: 'kept' } }]);
    await jobs.cancel(QUEUES.lectureTranscode, 'kept');
  });

  it('cancel by key aborts the running job’s signal; the job ends cancelled, neither retried nor dead-lettered', async () => {
    const { jobs } = app.deps;
    const run = recorder();
    let abortedWith: unknown;
    await jobs.work<Payload>(QUEUES.lectureTranscode, { concurrency: 1 }, async (job) => {
      run.seen.push(job);
      await new Promise<void>((_resolve, reject) => {
        job.signal.addEventListener('abort', () => {
          abortedWith = job.signal.reason;
          reject(job.signal.reason);
        });
      });
    });
    await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: 'b' }, { key: 'b' });
    await vi.waitFor(() => expect(run.seen).toHaveLength(1), { timeout: bound(10_000) });

    // Run by this process: aborted by the time the cancel returns, not at the next heartbeat.
    await jobs.cancel(QUEUES.lectureTranscode, 'b');
    expect(abortedWith).toBeDefined();
    expect((await jobRows(app, 'b')).map((row) => [row.name, row.state])).toEqual([
      [QUEUES.lectureTranscode, 'cancelled'],
    ]);
    expect(run.seen).toHaveLength(1);
    // The key is free for a new attempt (an admin's retry).
    expect(
      await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: 'b' }, { key: 'b', startAfterSeconds: 3600 }),
    ).toEqual(expect.any(String));
    await jobs.cancel(QUEUES.lectureTranscode, 'b');
  });

  it('a cancel made by another process reaches the running job at its next heartbeat', async () => {
    const { jobs } = app.deps;
    // A second queue over the same database, as an API replica beside a worker process.
    const elsewhere = createJobQueue(app.config, app.deps.database.url, app.deps.logger);
    await elsewhere.start();
    try {
      const run = recorder();
      let aborted = false;
      await jobs.work<Payload>(QUEUES.lectureTranscode, { concurrency: 1 }, async (job) => {
        run.seen.push(job);
        await new Promise<void>((_resolve, reject) => {
          job.signal.addEventListener('abort', () => {
            aborted = true;
            reject(job.signal.reason);
          });
        });
      });
      await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: 'e' }, { key: 'e' });
      await vi.waitFor(() => expect(run.seen).toHaveLength(1), { timeout: bound(10_000) });

      await elsewhere.cancel(QUEUES.lectureTranscode, 'e');
      await vi.waitFor(() => expect(aborted).toBe(true), { timeout: bound(10_000) });
      expect((await jobRows(app, 'e')).map((row) => row.state)).toEqual(['cancelled']);
    } finally {
      await elsewhere.stop();
    }
  });

  it('cancel by key removes a job that has not started; cancelling an unknown key does nothing', async () => {
    const { jobs } = app.deps;
    await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: 'c' }, { key: 'c', startAfterSeconds: 3600 });
    await jobs.cancel(QUEUES.lectureTranscode, 'c');
    await jobs.cancel(QUEUES.lectureTranscode, 'nobody');
    expect((await jobRows(app, 'c')).map((row) => row.state)).toEqual(['cancelled']);
  });

  it(
    'a failing job is retried twice, then its data lands in the dead-letter queue',
    async () => {
      const { jobs } = app.deps;
      const attempts: number[] = [];
      await jobs.work<Payload>(QUEUES.lectureTranscode, { concurrency: 1 }, async (job) => {
        attempts.push(job.attempt);
        throw new Error(`ffmpeg exited with 1 (attempt ${job.attempt})`);
      });
      const dead: Job<Payload>[] = [];
      await jobs.work<Payload>(QUEUES.lectureTranscodeFailed, { concurrency: 1 }, async (job) => {
        dead.push(job);
      });
      await jobs.enqueue(QUEUES.lectureTranscode, { lectureId: 'd' }, { key: 'd' });

      await vi.waitFor(() => expect(dead).toHaveLength(1), { timeout: bound(45_000), interval: 500 });
      expect(attempts).toEqual([0, 1, 2]);
      expect(dead[0]?.data).toEqual({ lectureId: 'd' });
      const rows = await jobRows(app, 'd');
      expect(rows.find((row) => row.name === QUEUES.lectureTranscode)).toMatchObject({
        state: 'failed',
        retry_count: 2,
      });
    },
    bound(60_000),
  );
});
