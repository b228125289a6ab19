import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type EnqueueOptions, QUEUES } from '../../jobs/job-queue';
import type { Em } from '../../shared/orm';
import { queueSlides } from './lecture-slides.job';
import type { TranscodeDeps } from './lecture-transcode.job';

/** The transaction publishing the ladder, which the job must be written in. */
const publishing = {} as Em;

/** The deps queueSlides reads: the config's switch and a queue that records what it is given. */
function depsWith(env: Record<string, string>) {
  const queued: { queue: string; data: unknown; inTransaction: boolean }[] = [];
  const deps = {
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent',
      APP_SECRET: 'a-test-secret-of-thirty-two-characters',
      ...env,
    }),
    jobs: {
      enqueue: async (queue: string, data: unknown, options?: EnqueueOptions) => {
        queued.push({ queue, data, inTransaction: options?.transaction === publishing });
        return 'job-id';
      },
    },
    logger: { error: () => undefined },
  } as unknown as TranscodeDeps;
  return { deps, queued };
}

describe('queueing the slides of a published ladder', () => {
  it('queues one job for the attempt by default, in the transaction that publishes the ladder', async () => {
    const { deps, queued } = depsWith({});
    await queueSlides(deps, 'lecture-1', 'attempt-1', publishing);
    expect(queued).toEqual([
      { queue: QUEUES.lectureSlides, data: { lectureId: 'lecture-1', version: 'attempt-1' }, inTransaction: true },
    ]);
  });

  it('queues nothing with MEDIA_SLIDES=false', async () => {
    const { deps, queued } = depsWith({ MEDIA_SLIDES: 'false' });
    await queueSlides(deps, 'lecture-1', 'attempt-1', publishing);
    expect(queued).toEqual([]);
  });
});
