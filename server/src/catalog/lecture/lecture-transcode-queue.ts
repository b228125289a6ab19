import { JOB_PRIORITY, QUEUES } from '../../jobs/job-queue';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';

export type TranscodeQueueDeps = Pick<AppDeps, 'jobs'>;

/**
 * Queues a lecture's transcode in the transaction that makes it PROCESSING: the row and its job commit together, so a
 * PROCESSING lecture always has its job, whatever happens to the process after the commit. At most one job per lecture
 * is queued or running; queueing one that is already there changes nothing.
 */
export async function queueTranscode(deps: TranscodeQueueDeps, lectureId: string, transaction: Em) {
  await deps.jobs.enqueue(
    QUEUES.lectureTranscode,
    { lectureId },
    { key: lectureId, transaction, priority: JOB_PRIORITY.interactive },
  );
}

/**
 * Queues a lecture's transcode again, in the transaction that starts its new attempt. The job of an earlier attempt
 * can still hold the lecture's one job slot (a FAILED attempt cleaning up, or a replaced video's transcode still
 * running), and a job queued meanwhile would be dropped as a duplicate: so that job is cancelled first, and the ladder
 * still being encoded behind the replaced video. Neither has anything left to publish, as the new attempt gave the row
 * a new processing version.
 */
export async function requeueTranscode(deps: TranscodeQueueDeps, lectureId: string, transaction: Em) {
  await deps.jobs.cancel(QUEUES.lectureTranscode, lectureId);
  await deps.jobs.cancel(QUEUES.lectureLadder, lectureId);
  await queueTranscode(deps, lectureId, transaction);
}
