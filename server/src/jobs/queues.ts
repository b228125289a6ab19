import type { Queue } from 'pg-boss';
import type { Config } from '../config';
import { QUEUES, type QueueName } from './job-queue';

/** The settings of config.jobs that shape the policies; the rest of each policy is fixed here. */
export type JobTiming = Pick<Config['jobs'], 'heartbeatSeconds' | 'monitorIntervalSeconds' | 'retryDelaySeconds'>;

export type QueuePolicy = Omit<Queue, 'name'>;

/**
 * Each queue's retry policy, in creation order (a dead-letter queue before the queue that names it). A running worker
 * refreshes its job's heartbeat; a job without one for `heartbeatSeconds` (its worker was killed, or lost the
 * database) is failed by pg-boss's monitor and retried by whichever process polls next. A failed job's retry waits
 * 1 to 2 times `retryDelaySeconds`, each next one twice as long.
 */
export function queuePolicies({ heartbeatSeconds, retryDelaySeconds }: JobTiming): [QueueName, QueuePolicy][] {
  const retryDelay = retryDelaySeconds;
  return [
    // The dead letters turn a lecture FAILED: a short database write, retried through a database blip.
    [QUEUES.lectureTranscodeFailed, { retryLimit: 5, retryDelay, retryBackoff: true, heartbeatSeconds }],
    [
      QUEUES.lectureTranscode,
      {
        // At most one job per lecture queued or running: an upload, a retry and the reconcile pass may all enqueue it.
        policy: 'exclusive',
        // A transcode that failed (ffmpeg died, storage refused, its worker was killed) gets two more tries.
        retryLimit: 2,
        retryDelay,
        retryBackoff: true,
        heartbeatSeconds,
        // A 2 GB upload at half real time stays well within this; a job active longer is stuck, and is failed.
        expireInSeconds: 6 * 3600,
        // The last attempt's failure, even its worker's death, marks the lecture FAILED.
        deadLetter: QUEUES.lectureTranscodeFailed,
      },
    ],
    [QUEUES.lectureCaptionsFailed, { retryLimit: 5, retryDelay, retryBackoff: true, heartbeatSeconds }],
    [
      QUEUES.lectureCaptions,
      {
        // One transcription per lecture queued or running: a transcode and an ADMIN's request may both queue it.
        policy: 'exclusive',
        // A service down or a recogniser that crashed gets two more tries, then the track is FAILED.
        retryLimit: 2,
        retryDelay,
        retryBackoff: true,
        heartbeatSeconds,
        // A 3-hour lecture at real time on a slow recogniser stays within this.
        expireInSeconds: 6 * 3600,
        deadLetter: QUEUES.lectureCaptionsFailed,
      },
    ],
    // Removing a cancelled job's outputs: S3 or the disk may refuse for a while, so retry with backoff.
    [QUEUES.storagePurge, { retryLimit: 5, retryDelay, retryBackoff: true, heartbeatSeconds }],
    // An SMTP server down or refusing for a while: five retries with backoff, then the outbox reconcile takes over.
    // One job per message queued or running: the commit and the reconcile pass may both enqueue it.
    [QUEUES.mailSend, { policy: 'exclusive', retryLimit: 5, retryDelay, retryBackoff: true, heartbeatSeconds }],
    // A failed attempt is not a failed job: the handler records it and schedules the next attempt itself (3 days of
    // backoff). A job fails only when its worker dies or the database is out of reach; then the queue retries it, and
    // after that the dispatcher's pass re-enqueues any delivery due and unclaimed. One job per delivery at a time.
    [QUEUES.webhookDeliver, { policy: 'exclusive', retryLimit: 3, retryDelay, retryBackoff: true, heartbeatSeconds }],
  ];
}
