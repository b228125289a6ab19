import { randomUUID } from 'node:crypto';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import { removeStoredFiles } from '../../shared/stored-files';
import type { StoredFile } from '../../shared/uploads';
import type { LectureTables } from './lecture.entity';
import { lateOutputsPurgeSeconds } from './lecture-renditions';

/** What a replacement took the place of: the old original (the old outputs' purge is already queued). */
export interface ReplacedVideo {
  courseId: string;
  videoKey: string;
}

/**
 * How long a cached READY playback (findLecturePlayback's cache, one per app process) may go on naming a lecture's
 * outputs after they were replaced: the replaced outputs outlive it (replacedOutputsPurgeSeconds).
 */
export const PLAYBACK_CACHE_MS = 30_000;

/**
 * How long a replaced video's outputs are kept: until no URL handed out before the replacement can still reach them
 * (signed HLS children live videoUrlTtlSeconds; a process's playback cache PLAYBACK_CACHE_MS) and an attempt still
 * running on the old original has stopped writing (lateOutputsPurgeSeconds).
 */
export const replacedOutputsPurgeSeconds = (config: AppDeps['config']) =>
  Math.max(lateOutputsPurgeSeconds(config.jobs), config.videoUrlTtlSeconds, Math.ceil(PLAYBACK_CACHE_MS / 1000));

/**
 * The columns of a lecture processed afresh (a new upload, a replaced video, a retry): PROCESSING from 0 under a new
 * processing version, so nothing an earlier attempt left can mix with the new outputs, and those outputs cleared.
 */
export const newProcessingAttempt = () =>
  ({
    status: 'PROCESSING',
    processing_progress: 0,
    failure_reason: null,
    processing_version: randomUUID(),
    renditions: null,
    audio_rendition: null,
    renditions_pending: false,
    renditions_failure_reason: null,
    duration_seconds: null,
    poster_key: null,
    storyboard: null,
    progressive_key: null,
  }) as const;

/**
 * Points the lecture at its new original (already stored) with the new title and description, as a new upload:
 * PROCESSING from 0 under a fresh processing version, its outputs cleared. In the same transaction it publishes
 * `lecture.processing`, on which media queues the new transcode (the old original's cancelled first) and the purge of
 * the old outputs after replacedOutputsPurgeSeconds: a swap that commits always has both, and one that fails neither. The row is locked while the old values are
 * read, so two replacements at once each retire what the other did not. Null when the lecture is gone.
 */
export function swapLectureVideo(
  deps: AppDeps,
  em: Em,
  lectureId: string,
  fields: { title: string; description: string },
  video: StoredFile,
): Promise<ReplacedVideo | null> {
  return em.transactional(async (tx) => {
    const lectures = tx.getKysely<LectureTables>();
    const previous = await lectures
      .selectFrom('lectures')
      .select(['course_id', 'video_key', 'processing_version'])
      .where('id', '=', lectureId)
      .forUpdate()
      .executeTakeFirst();
    if (!previous) return null;
    await lectures
      .updateTable('lectures')
      .set({
        title: fields.title,
        description: fields.description,
        video_key: video.key,
        video_bytes: video.bytes,
        content_type: video.contentType,
        ...newProcessingAttempt(),
      })
      .where('id', '=', lectureId)
      .execute();
    await deps.events.publish(tx, 'lecture.processing', {
      lectureId,
      restart: true,
      replacedVersion: previous.processing_version,
    });
    return {
      courseId: previous.course_id,
      videoKey: previous.video_key,
    };
  });
}

/**
 * After the swap is committed (which cancelled the old original's transcode, queued the new one's and the purge of
 * the old outputs): the old original is removed, since nothing plays an original once READY and an ADMIN's preview
 * now gets the new one. A storage failure is logged, not thrown (removeStoredFiles): the replacement itself succeeded.
 */
export async function retireReplacedVideo(deps: AppDeps, replaced: ReplacedVideo) {
  await removeStoredFiles(deps, [replaced.videoKey]);
}
