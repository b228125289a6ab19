import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { QUEUES } from '../jobs/job-queue';
import { DomainEventBus, type DomainEventData, type DomainEventJob } from './domain-events';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  // What a test subscriber writes: a table of the test's own.
  await app.orm.em.fork().execute('create table seen_events (lecture_id text primary key)');
});
afterAll(async () => {
  await app?.close();
});

/** The `domain.event` jobs waiting for one subscriber, as the queue (pg-boss) stores them. */
const jobsOf = async (subscriber: string) =>
  (
    await app.orm.em
      .fork()
      .execute<{ data: DomainEventJob }[]>(
        `select data from pgboss.job where name = ? and data->>'subscriber' = ? order by created_on`,
        [QUEUES.domainEvent, subscriber],
      )
  ).map((row) => row.data);

const deleted = (lectureId: string): DomainEventData['lecture.deleted'] => ({
  lectureId,
  courseId: '00000000-0000-4000-8000-000000000001',
  videoKey: `videos/${lectureId}.mp4`,
});

describe('domain events', () => {
  it('run in-transaction subscribers on the change’s transaction, undone with it', async () => {
    const bus = new DomainEventBus<null>(app.deps.jobs);
    bus.onInTransaction('lecture.deleted', async (em, data) => {
      await em.execute('insert into seen_events (lecture_id) values (?)', [data.lectureId]);
    });
    const seen = async (id: string) =>
      (await app.orm.em.fork().execute('select 1 from seen_events where lecture_id = ?', [id])).length;

    await app.orm.em.fork().transactional((tx) => bus.publish(tx, 'lecture.deleted', deleted('kept')));
    await expect(
      app.orm.em.fork().transactional(async (tx) => {
        await bus.publish(tx, 'lecture.deleted', deleted('undone'));
        throw new Error('the change fails after publishing');
      }),
    ).rejects.toThrow('the change fails');

    expect(await seen('kept')).toBe(1);
    expect(await seen('undone')).toBe(0);
  });

  it('write an after-commit subscriber’s job in the transaction: kept on commit, never on rollback', async () => {
    const received: string[] = [];
    const bus = new DomainEventBus<{ tag: string }>(app.deps.jobs);
    bus.onAfterCommit('lecture.deleted', 'test.after-commit', async (context, data) => {
      received.push(`${context.tag}:${data.lectureId}`);
    });

    await app.orm.em.fork().transactional((tx) => bus.publish(tx, 'lecture.deleted', deleted('committed')));
    await expect(
      app.orm.em.fork().transactional(async (tx) => {
        await bus.publish(tx, 'lecture.deleted', deleted('rolled-back'));
        throw new Error('the change fails after publishing');
      }),
    ).rejects.toThrow('the change fails');

    await expect(bus.publish(app.orm.em.fork(), 'lecture.deleted', deleted('no-transaction'))).rejects.toThrow(
      'must be published in the transaction of its change',
    );

    const jobs = await jobsOf('test.after-commit');
    expect(jobs.map((job) => job.data)).toEqual([deleted('committed')]);
    expect(received).toEqual([]);

    // What a worker does with the job: the subscriber runs with the composition root's context.
    const handler = bus.job({ tag: 'worker' });
    for (const data of jobs) await handler({ id: 'job', data, attempt: 0, signal: new AbortController().signal });
    expect(received).toEqual(['worker:committed']);
  });

  it('refuses two after-commit subscribers of one name, and skips a job whose subscriber is gone', async () => {
    const bus = new DomainEventBus<null>(app.deps.jobs);
    const nothing = async () => undefined;
    bus.onAfterCommit('lecture.deleted', 'test.once', nothing);
    expect(() => bus.onAfterCommit('quiz.passed', 'test.once', nothing)).toThrow('Two after-commit subscribers');

    const gone: DomainEventJob = { subscriber: 'test.gone', type: 'lecture.deleted', data: deleted('x') };
    await expect(
      bus.job(null)({ id: 'job', data: gone, attempt: 0, signal: new AbortController().signal }),
    ).resolves.toBeUndefined();
  });
});
