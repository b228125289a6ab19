import { QUEUES } from '../../jobs/job-queue';
import type { AppDeps } from '../../shared/scope';

export type TranscodeQueueDeps = Pick<AppDeps, 'jobs' | 'logger'>;

/**
 * Queues a lecture's transcode; at most one job per lecture is queued or running, so queueing one that is already
 * there changes nothing. Never inside a transaction (the embedded database would deadlock, see JobQueue.enqueue),
 * always after the PROCESSING row is committed. If the queue cannot be reached the lecture stays PROCESSING and the
 * workers' reconcile pass (reconcileProcessingLectures) queues it later, so the caller's operation still succeeds.
 */
export async function queueTranscode(deps: TranscodeQueueDeps, lectureId: string) {
  try {
    await deps.jobs.enqueue(QUEUES.lectureTranscode, { lectureId }, { key: lectureId });
  } catch (error) {
    deps.logger.error({ err: error, lectureId }, 'transcode not queued; the reconcile pass will queue it');
  }
}

/**
 * Queues a FAILED lecture's transcode again. The job of the attempt that failed can still hold the lecture's one job
 * slot for a moment after the row says FAILED (it cleans up, then completes), and a job queued meanwhile would be
 * dropped as a duplicate, leaving the lecture PROCESSING until the reconcile pass. So that job is cancelled first: it
 * has nothing left to publish, as the retry gave the row a new processing version.
 */
export async function requeueTranscode(deps: TranscodeQueueDeps, lectureId: string) {
  try {
    await deps.jobs.cancel(QUEUES.lectureTranscode, lectureId);
  } catch (error) {
    deps.logger.error({ err: error, lectureId }, 'retry: cancelling the failed attempt’s job failed');
  }
  await queueTranscode(deps, lectureId);
}
