import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { QUEUES } from '../../src/jobs/job-queue';
import { queuePolicies } from '../../src/jobs/queues';

/** With APP_SECRET, so that loading writes no generated secret into DATA_DIR. */
const configOf = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    APP_SECRET: 'a-test-secret-of-thirty-two-characters',
    ...env,
  });

describe('job queue settings', () => {
  it('default to workers in the app, one transcode at a time, a 30 s heartbeat, 30 s before a retry, a pass each 10 min', () => {
    const { jobs, media } = configOf({});
    expect(jobs).toEqual({
      runWorkers: true,
      transcodeConcurrency: 1,
      heartbeatSeconds: 30,
      monitorIntervalSeconds: 10,
      retryDelaySeconds: 30,
      passSeconds: 600,
    });
    expect(media).toEqual({
      ffmpegPath: undefined,
      ffprobePath: undefined,
      av1: false,
      slides: true,
      ladderChunkSeconds: 120,
    });
  });

  it('are read from the environment, and refused out of range', () => {
    const { jobs, media } = configOf({
      RUN_WORKERS: 'false',
      TRANSCODE_CONCURRENCY: '4',
      JOB_HEARTBEAT_SECONDS: '10',
      FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
      FFPROBE_PATH: ' ',
      MEDIA_AV1: 'true',
      MEDIA_SLIDES: 'false',
      LADDER_CHUNK_SECONDS: '60',
    });
    expect(jobs).toMatchObject({ runWorkers: false, transcodeConcurrency: 4, heartbeatSeconds: 10 });
    expect(media).toEqual({
      ffmpegPath: '/opt/ffmpeg/bin/ffmpeg',
      ffprobePath: undefined,
      av1: true,
      slides: false,
      ladderChunkSeconds: 60,
    });
    expect(() => configOf({ TRANSCODE_CONCURRENCY: '0' })).toThrow(/TRANSCODE_CONCURRENCY/);
    expect(() => configOf({ TRANSCODE_CONCURRENCY: '17' })).toThrow(/TRANSCODE_CONCURRENCY/);
    // pg-boss's least heartbeat.
    expect(() => configOf({ JOB_HEARTBEAT_SECONDS: '9' })).toThrow(/JOB_HEARTBEAT_SECONDS/);
    expect(() => configOf({ RUN_WORKERS: 'maybe' })).toThrow(/RUN_WORKERS/);
    expect(configOf({ WORKER_PASS_SECONDS: '5' }).jobs.passSeconds).toBe(5);
    expect(() => configOf({ WORKER_PASS_SECONDS: '0' })).toThrow(/WORKER_PASS_SECONDS/);
    expect(() => configOf({ MEDIA_AV1: 'maybe' })).toThrow(/MEDIA_AV1/);
    expect(() => configOf({ MEDIA_SLIDES: 'maybe' })).toThrow(/MEDIA_SLIDES/);
    // 0 and off never chunk; a chunk shorter than two segments is refused.
    expect(configOf({ LADDER_CHUNK_SECONDS: '0' }).media.ladderChunkSeconds).toBeNull();
    expect(configOf({ LADDER_CHUNK_SECONDS: 'off' }).media.ladderChunkSeconds).toBeNull();
    expect(() => configOf({ LADDER_CHUNK_SECONDS: '3' })).toThrow(/LADDER_CHUNK_SECONDS/);
    expect(() => configOf({ LADDER_CHUNK_SECONDS: '1.5' })).toThrow(/LADDER_CHUNK_SECONDS/);
    expect(() => configOf({ LADDER_CHUNK_SECONDS: 'sometimes' })).toThrow(/LADDER_CHUNK_SECONDS/);
  });

  it('shape the queues: one transcode per lecture, bounded retries, dead letters created before their queue', () => {
    const policies = queuePolicies({ heartbeatSeconds: 30, monitorIntervalSeconds: 10, retryDelaySeconds: 30 });
    const names = policies.map(([name]) => name);
    expect(names.indexOf(QUEUES.lectureTranscodeFailed)).toBeLessThan(names.indexOf(QUEUES.lectureTranscode));
    expect(Object.fromEntries(policies)[QUEUES.lectureTranscode]).toEqual({
      policy: 'exclusive',
      retryLimit: 2,
      retryDelay: 30,
      retryBackoff: true,
      heartbeatSeconds: 30,
      expireInSeconds: 6 * 3600,
      deadLetter: QUEUES.lectureTranscodeFailed,
    });
    // A lecture's chunks are queued side by side under its key, each retried alone, failing the ladder at the last.
    expect(Object.fromEntries(policies)[QUEUES.lectureLadderChunk]).toMatchObject({
      policy: 'standard',
      retryLimit: 2,
      deadLetter: QUEUES.lectureLadderFailed,
    });
    expect(names.indexOf(QUEUES.lectureLadderFailed)).toBeLessThan(names.indexOf(QUEUES.lectureLadderChunk));
    expect(names.sort()).toEqual(Object.values(QUEUES).sort());
  });
});
