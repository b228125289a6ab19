import type { JobHandler } from '../../jobs/job-queue';
import type { AppDeps } from '../../shared/scope';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * `lectures/<uuid>/` (every output of a lecture), `lectures/<uuid>/<uuid>/` (one attempt's) or
 * `lectures/<uuid>/<uuid>/chunks/<uuid>/` (one split of a chunked ladder): a purge never reaches beyond one lecture's
 * outputs, whatever a job row says.
 */
const PURGEABLE_PREFIX = new RegExp(`^lectures/${UUID}/(${UUID}/(chunks/${UUID}/)?)?$`);
/** One rendition's file of one attempt (a first rendition the ladder replaced): `lectures/<uuid>/<uuid>/remux.mp4`. */
const PURGEABLE_KEY = new RegExp(`^lectures/${UUID}/${UUID}/[\\w-]+\\.(m3u8|mp4)$`);

/**
 * The job of queue `storage.purge`: removes a deleted lecture's outputs once more, after any attempt that was still
 * running has stopped writing (see removeLectureFiles), or a replaced video's outputs once nothing can reach them
 * (see swapLectureVideo), or a chunked ladder's pieces once it is published or abandoned (lecture-ladder-attempt.ts),
 * or (`keys`) a first rendition the ladder replaced (lecture-ladder.job.ts). Failures are
 * thrown, for the queue's retries.
 */
export function purgeStoragePrefixJob(
  deps: Pick<AppDeps, 'storage' | 'logger'>,
): JobHandler<{ prefix: string } | { keys: string[] }> {
  return async (job) => {
    if ('keys' in job.data) {
      const { keys } = job.data;
      if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string' && PURGEABLE_KEY.test(key))) {
        deps.logger.error({ component: 'jobs', keys }, 'storage purge refused: not a rendition of a lecture');
        return;
      }
      await Promise.all(keys.map((key) => deps.storage.delete(key)));
      return;
    }
    const { prefix } = job.data;
    if (typeof prefix !== 'string' || !PURGEABLE_PREFIX.test(prefix)) {
      deps.logger.error({ component: 'jobs', prefix }, 'storage purge refused: not a lecture outputs folder');
      return;
    }
    await deps.storage.deletePrefix(prefix);
  };
}
