import { lectureOutputPrefix } from '../../catalog/lecture/lecture-renditions';
import { replacedOutputsPurgeSeconds } from '../../catalog/lecture/lecture-video-replacement';
import type { DomainEventBus } from '../../events/domain-events';
import { JOB_PRIORITY, QUEUES } from '../../jobs/job-queue';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import { cancelLadderJobs } from './lecture-ladder-attempt';

type QueueDeps = Pick<AppDeps, 'jobs' | 'config'>;

/**
 * Queues a lecture's transcode in the transaction that makes it PROCESSING: the row and its job commit together, so a
 * PROCESSING lecture always has its job, whatever happens to the process after the commit. At most one job per lecture
 * is queued or running; queueing one that is already there changes nothing.
 */
async function queueTranscode(jobs: QueueDeps['jobs'], lectureId: string, transaction: Em) {
  await jobs.enqueue(
    QUEUES.lectureTranscode,
    { lectureId },
    { key: lectureId, transaction, priority: JOB_PRIORITY.interactive },
  );
}

/**
 * Queues a lecture's transcode again, in the transaction that starts its new attempt. The job of an earlier attempt
 * can still hold the lecture's one job slot (a FAILED attempt cleaning up, or a replaced video's transcode still
 * running), and a job queued meanwhile would be dropped as a duplicate: so that job is cancelled first, and the ladder
 * (or its chunks and join) still being encoded behind the replaced video. Neither has anything left to publish, as the new attempt gave the row
 * a new processing version.
 */
async function requeueTranscode(jobs: QueueDeps['jobs'], lectureId: string, transaction: Em) {
  await jobs.cancel(QUEUES.lectureTranscode, lectureId);
  await cancelLadderJobs(jobs, lectureId);
  await queueTranscode(jobs, lectureId, transaction);
}

/**
 * The catalogue announces what needs processing; media queues the work, in the transaction of the change, so a change
 * that commits always has its jobs and one that rolls back has none:
 * - `lecture.processing`: the lecture's transcode (its earlier attempt's jobs cancelled when it had one), and for a
 *   replaced video the purge of the old outputs once nothing can reach them (replacedOutputsPurgeSeconds);
 * - `lecture.ladder-retried`: the failed ladder of a lecture playing on its first rendition.
 */
export function subscribeLectureProcessing(events: DomainEventBus<AppDeps>, { jobs, config }: QueueDeps) {
  events.onInTransaction('lecture.processing', async (em, { lectureId, restart, replacedVersion }) => {
    if (restart) await requeueTranscode(jobs, lectureId, em);
    else await queueTranscode(jobs, lectureId, em);
    if (replacedVersion) {
      await jobs.enqueue(
        QUEUES.storagePurge,
        { prefix: lectureOutputPrefix(lectureId, replacedVersion) },
        { startAfterSeconds: replacedOutputsPurgeSeconds(config), transaction: em },
      );
    }
  });
  events.onInTransaction('lecture.ladder-retried', async (em, { lectureId, version }) => {
    // The failed job may still hold the lecture's one slot while its dead letter is handled; a chunked ladder's
    // chunks still running are of the failed split, which the new one replaces.
    await cancelLadderJobs(jobs, lectureId);
    await jobs.enqueue(
      QUEUES.lectureLadder,
      { lectureId, version },
      { key: lectureId, transaction: em, priority: JOB_PRIORITY.interactive },
    );
  });
}
