import pLimit from 'p-limit';
import type { Config } from '../../config';
import type { AppDeps } from '../../shared/scope';

/**
 * Removes files whose rows are already gone (committed). A failure only leaves an
 * unreferenced object behind, never a row pointing at a missing file, so it is logged
 * for an operator and not reported to the caller, whose operation did succeed.
 */
export async function removeStoredFiles(deps: Pick<AppDeps, 'storage' | 'logger'>, keys: string[]) {
  const limit = pLimit(8);
  const results = await Promise.allSettled(keys.map((key) => limit(() => deps.storage.delete(key))));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      deps.logger.error({ err: result.reason, key: keys[index] }, 'stored file cleanup failed; the object is orphaned');
    }
  });
}

/** Every output of a lecture's processing, all attempts (`lectures/<id>/<processingVersion>/…`), lives under this. */
export const lectureOutputsPrefix = (lectureId: string) => `lectures/${lectureId}/`;

/**
 * How long after a lecture's deletion its outputs folder is emptied a second time. A transcode cancelled by the
 * deletion sees its signal aborted at its next heartbeat refresh; one whose worker lost the database keeps its claim
 * until its heartbeat is stale (heartbeatSeconds) and the monitor notices (monitorIntervalSeconds). Twice the
 * heartbeat is past both, with room for the upload it was finishing.
 */
export const lateOutputsPurgeSeconds = (jobs: Config['jobs']) =>
  2 * jobs.heartbeatSeconds + jobs.monitorIntervalSeconds;
