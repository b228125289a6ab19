import pLimit from 'p-limit';
import { lateOutputsPurgeSeconds, lectureOutputsPrefix } from '../../catalog/lecture/lecture-renditions';
import type { DomainEventBus } from '../../events/domain-events';
import { QUEUES } from '../../jobs/job-queue';
import type { AppDeps } from '../../shared/scope';
import { removeStoredFiles } from '../../shared/stored-files';
import { cancelLadderJobs } from './lecture-ladder-attempt';

/**
 * After lectures' rows are deleted (committed): their transcode jobs are cancelled, their originals removed, and their
 * outputs removed now and once more after lateOutputsPurgeSeconds, for what an attempt still running wrote
 * meanwhile. Like removeStoredFiles, failures are logged, not thrown: the deletion itself succeeded, and what is left
 * is an unreferenced object, never a row pointing at a missing file.
 */
export async function removeLectureFiles(
  deps: Pick<AppDeps, 'storage' | 'logger' | 'jobs' | 'config'>,
  lectures: { id: string; videoKey: string }[],
) {
  const limit = pLimit(8);
  const settle = async (what: string, lectureId: string, action: () => Promise<unknown>) => {
    try {
      await limit(action);
    } catch (error) {
      deps.logger.error({ err: error, lectureId }, `deleted lecture: ${what} failed`);
    }
  };
  // Cancelled first, so a running attempt stops writing as soon as it can.
  await Promise.all(
    lectures.map(({ id }) =>
      settle('cancelling its transcode', id, async () => {
        await deps.jobs.cancel(QUEUES.lectureTranscode, id);
        await cancelLadderJobs(deps.jobs, id);
      }),
    ),
  );
  await removeStoredFiles(
    deps,
    lectures.map((lecture) => lecture.videoKey),
  );
  const startAfterSeconds = lateOutputsPurgeSeconds(deps.config.jobs);
  await Promise.all(
    lectures.flatMap(({ id }) => {
      const prefix = lectureOutputsPrefix(id);
      return [
        settle('removing its outputs', id, () => deps.storage.deletePrefix(prefix)),
        settle('scheduling the late purge of its outputs', id, () =>
          deps.jobs.enqueue(QUEUES.storagePurge, { prefix }, { startAfterSeconds }),
        ),
      ];
    }),
  );
}

/**
 * A deleted lecture's files go once its deletion committed (its own, or its course's): from a job written in the
 * deleting transaction, so a process that dies right after the commit leaves no file behind for ever.
 */
export function subscribeLectureFiles(events: DomainEventBus<AppDeps>) {
  events.onAfterCommit('lecture.deleted', 'lecture.remove-files', (deps, { lectureId, videoKey }) =>
    removeLectureFiles(deps, [{ id: lectureId, videoKey }]),
  );
}
