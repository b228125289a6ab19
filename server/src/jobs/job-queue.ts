import type { Em } from '../shared/orm';

/**
 * The durable job queue port (ARCHITECTURE.md: part `jobs`). One queue for the whole product, kept in the database
 * the app already uses, so a job survives a restart and any process running workers may take it: the app process
 * (RUN_WORKERS) or `npm run worker` processes on other machines. The adapter is pg-boss (jobs/pg-boss.queue.ts).
 */

/** Every queue the product uses; each one's retry policy lives beside the adapter (jobs/queues.ts). */
export const QUEUES = {
  /**
   * Make one lecture playable: its first rendition (a copy of an H.264/AAC original, or the lowest rung), published
   * READY with the ladder still to come, which it queues. Data: `{ lectureId }`.
   */
  lectureTranscode: 'lecture.transcode',
  /** Dead letters of lectureTranscode: a job whose last attempt failed or died lands here. Data: `{ lectureId }`. */
  lectureTranscodeFailed: 'lecture.transcode.failed',
  /**
   * Encode the ladder behind a lecture playable on its first rendition: every rung, the progressive MP4, poster and
   * storyboard; or, for an original longer than LADDER_CHUNK_SECONDS, split it and queue its chunks. Data:
   * `{ lectureId, version }` (the processing attempt it belongs to); key: the lecture id.
   */
  lectureLadder: 'lecture.ladder',
  /**
   * Encode one chunk of a ladder the `lectureLadder` job split (media/processing/lecture-ladder-chunks.job.ts): every
   * rung of it, video only. Data: `{ lectureId, version, ladderId, chunk, encode, join }`; key: the lecture id, which
   * all its chunks share (this queue allows several per key), so that cancelling the lecture's key cancels them all.
   */
  lectureLadderChunk: 'lecture.ladder.chunk',
  /**
   * Join a chunked ladder's chunks into the renditions, with the sound, progressive MP4, poster and storyboard, and
   * publish it; queued by the last chunk to finish. Data: `{ lectureId, version, ladderId, join }`; key: the lecture id.
   */
  lectureLadderJoin: 'lecture.ladder.join',
  /**
   * Dead letters of lectureLadder, lectureLadderChunk and lectureLadderJoin: the lecture stays playable, the ladder's
   * failure is kept for an ADMIN.
   */
  lectureLadderFailed: 'lecture.ladder.failed',
  /** Transcribe one READY lecture into its automatic English caption track. Data: `{ lectureId }`; key: the lecture id. */
  lectureCaptions: 'lecture.captions',
  /** Dead letters of the caption queues: the track becomes FAILED. Data: the job's. */
  lectureCaptionsFailed: 'lecture.captions.failed',
  /**
   * Align one READY lecture's script (kept on its `aligned` English track) to its speech. Data: `{ lectureId, source:
   * 'aligned' }`; key: the lecture id. A queue of its own, so a transcription queued or running never holds it back.
   */
  lectureCaptionsAlign: 'lecture.captions.align',
  /**
   * Machine-translate one caption track from the lecture's track in its `translated_from` language (media/translation).
   * Data: `{ lectureId, trackId, source: 'translated' }`; key: the track id.
   */
  lectureCaptionsTranslate: 'lecture.captions.translate',
  /**
   * Find the slides in a READY lecture's video (media/slides), read their text and store them with a PDF handout.
   * Data: `{ lectureId, version }` (the attempt whose video is read); key: the lecture id.
   */
  lectureSlides: 'lecture.slides',
  /**
   * Encode one alternate audio track of a lecture for HLS (media/audio-tracks). Data: `{ trackId, version }` (the
   * upload it encodes); key: the version, so a newer upload is encoded while an older one's job winds down.
   */
  lectureAudio: 'lecture.audio',
  /** Dead letters of lectureAudio: the track becomes FAILED. Data: the job's. */
  lectureAudioFailed: 'lecture.audio.failed',
  /** Remove every stored object under a prefix, once a job that may still be writing there has stopped. */
  storagePurge: 'storage.purge',
  /**
   * Mail the next batch of learners their weekly digest (learning/reminders/weekly-digest.job.ts). Data: `{ week }`;
   * key: the week and the run's cursor, so one batch of a week is queued at a time.
   */
  weeklyDigest: 'digest.weekly',
  /**
   * Mail the next batch of learners idle for IDLE_NUDGE_DAYS a reminder (learning/reminders/idle-nudge.job.ts). Data:
   * `{}`; key: the hour, so the periodic passes of one hour queue one.
   */
  idleNudge: 'nudge.idle',
  /** Deliver one message of the mail outbox (mail/outbox.ts). Data: `{ outboxId }`; key: the outbox id. */
  mailSend: 'mail.send',
  /**
   * Push one inbox item to one of its learner's devices (learning/inbox/push/push-delivery.ts). Data: `{ itemId,
   * subscriptionId }`; key: both, so an item is pushed to a device once.
   */
  pushSend: 'push.send',
  /** Send one webhook delivery (integrations/webhooks/webhook-delivery.job.ts). Data: `{ deliveryId }`; key: the same id. */
  webhookDeliver: 'webhook.deliver',
  /**
   * Run one after-commit subscriber of one domain event (events/domain-events.ts), written in the transaction of the
   * change. Data: `{ subscriber, type, data }`.
   */
  domainEvent: 'domain.event',
} as const;

/**
 * Job priorities within a queue: what a person waits for (an upload, a retry, a replaced video) before background work
 * (the reconcile pass's lectures left PROCESSING, a bulk import).
 */
export const JOB_PRIORITY = { interactive: 10, background: 0 } as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface EnqueueOptions {
  /**
   * At most one job per key is queued or running in the queue (the lecture id, say): enqueueing a key that is already
   * queued or active returns null and changes nothing.
   */
  key?: string;
  /**
   * Within its queue, a job of higher priority is taken first, whatever waited longer (JOB_PRIORITY): a lecture an
   * ADMIN just uploaded goes before a backlog of bulk work.
   */
  priority?: number;
  /** Do not start before this many seconds have passed. */
  startAfterSeconds?: number;
  /**
   * Write the job in this entity manager's transaction, beside the change that causes it: the job exists once that
   * commits, and never if it rolls back. Without it the job is written on a connection of the queue's own.
   */
  transaction?: Em;
}

export interface Job<T> {
  id: string;
  data: T;
  /** 0 on the first attempt, 1 on the first retry… */
  attempt: number;
  /** Aborted when the job is cancelled, or its claim is lost (the worker is stopping, or its heartbeat expired). */
  signal: AbortSignal;
}

/** Throw from a handler to fail the job; the queue retries it within its policy, then dead-letters it. */
export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface JobQueue {
  /** Creates the queue's schema and queues (idempotent). Needed before enqueue, cancel or work. */
  start(): Promise<void>;
  /** Returns the job id, or null when `key` is already queued or active. */
  enqueue<T extends object>(queue: QueueName, data: T, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Cancels the queued or active job with that key, if any; an active one sees its signal aborted: before this
   * resolves when this process runs it, at its next heartbeat when another does.
   */
  cancel(queue: QueueName, key: string): Promise<void>;
  /** Starts taking jobs of `queue` in this process, `concurrency` at a time. */
  work<T extends object>(queue: QueueName, options: { concurrency: number }, handler: JobHandler<T>): Promise<void>;
  /**
   * Stops taking new jobs in this process; the running ones go on, and enqueue and cancel still work (a request
   * finishing during a shutdown may still enqueue).
   */
  stopWorking(): Promise<void>;
  /**
   * Stops taking jobs and waits up to `timeoutMs` for the running ones; a job still running then is failed (its
   * handler's signal aborts) and retried by another worker. Then closes its connections.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}
