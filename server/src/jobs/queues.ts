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
  const withRetries = (retryLimit: number): QueuePolicy => ({
    retryLimit,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    heartbeatSeconds,
  });
  /**
   * A lecture's long job: at most one queued or running per lecture (an upload or a transcode, a retry, an ADMIN's
   * request and the reconcile pass may all enqueue it); a failure (ffmpeg or the recogniser died, storage refused,
   * the worker was killed) gets two more tries, and the last one's failure, even its worker's death, goes to
   * `deadLetter`, which marks the lecture or its track FAILED. A job active past six hours is stuck and is failed: a
   * 2 GB upload transcoded at half real time, or a 3-hour lecture transcribed at real time, stays well within that.
   */
  const lectureJob = (deadLetter: QueueName): QueuePolicy => ({
    ...withRetries(2),
    policy: 'exclusive',
    expireInSeconds: 6 * 3600,
    deadLetter,
  });
  return [
    // The dead letters turn a lecture or a track FAILED: a short database write, retried through a database blip.
    [QUEUES.lectureTranscodeFailed, withRetries(5)],
    [QUEUES.lectureTranscode, lectureJob(QUEUES.lectureTranscodeFailed)],
    [QUEUES.lectureLadderFailed, withRetries(5)],
    [QUEUES.lectureLadder, lectureJob(QUEUES.lectureLadderFailed)],
    // A lecture's chunks run side by side on several workers: not exclusive per key (the lecture's, for cancelling).
    // Each is retried alone; the last failure of one fails the whole ladder.
    [QUEUES.lectureLadderChunk, { ...lectureJob(QUEUES.lectureLadderFailed), policy: 'standard' }],
    [QUEUES.lectureLadderJoin, lectureJob(QUEUES.lectureLadderFailed)],
    [QUEUES.lectureCaptionsFailed, withRetries(5)],
    [QUEUES.lectureCaptions, lectureJob(QUEUES.lectureCaptionsFailed)],
    [QUEUES.lectureCaptionsAlign, lectureJob(QUEUES.lectureCaptionsFailed)],
    // Keyed by track (a lecture may be translated into several languages at once); exclusive per track all the same.
    [QUEUES.lectureCaptionsTranslate, lectureJob(QUEUES.lectureCaptionsFailed)],
    [QUEUES.lectureAudioFailed, withRetries(5)],
    [QUEUES.lectureAudio, lectureJob(QUEUES.lectureAudioFailed)],
    // Slides are extra: a failure is retried twice, then the lecture plays without chapters (no dead letter).
    [QUEUES.lectureSlides, { ...withRetries(2), policy: 'exclusive', expireInSeconds: 6 * 3600 }],
    // Removing a cancelled job's outputs: S3 or the disk may refuse for a while, so retry with backoff.
    [QUEUES.storagePurge, withRetries(5)],
    // An SMTP server down or refusing for a while: five retries with backoff, then the outbox reconcile takes over.
    // One job per message queued or running: the commit and the reconcile pass may both enqueue it.
    [QUEUES.mailSend, { ...withRetries(5), policy: 'exclusive' }],
    // A batch of weekly digests is one transaction: a failure or a killed worker leaves nothing, and the retry (then
    // the workers' periodic pass, once retries run out) starts from the run's committed cursor.
    [QUEUES.weeklyDigest, { ...withRetries(5), policy: 'exclusive' }],
    // One batch of idle reminders at a time, each one transaction: the learners it mails leave the query, so the next
    // batch (or a retry after a failure) finds only those still owed one.
    [QUEUES.idleNudge, { ...withRetries(5), policy: 'exclusive' }],
    // A push service down or refusing for a while (not one saying the subscription is gone): five retries with
    // back-off, then the notification is dropped (the inbox keeps the item). One job per item and device.
    [QUEUES.pushSend, { ...withRetries(5), policy: 'exclusive' }],
    // A failed attempt is not a failed job: the handler records it and schedules the next attempt itself (3 days of
    // backoff). A job fails only when its worker dies or the database is out of reach; then the queue retries it, and
    // after that the dispatcher's pass re-enqueues any delivery due and unclaimed. One job per delivery at a time.
    [QUEUES.webhookDeliver, { ...withRetries(3), policy: 'exclusive' }],
    // A subscriber's reaction to a committed change (removing a deleted lecture's files, say): the store or the
    // database may refuse for a while, so retry with backoff; each subscriber is idempotent, so a retry is harmless.
    [QUEUES.domainEvent, withRetries(5)],
  ];
}
