import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import pLimit from 'p-limit';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { firstPlayableColumns, publish } from '../../catalog/lecture/lecture-publication';
import { lectureOutputPrefix } from '../../catalog/lecture/lecture-renditions';
import { JOB_PRIORITY, type JobHandler, QUEUES } from '../../jobs/job-queue';
import { inWorkFolder } from '../../jobs/work-folders';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import { ffmpegPaths } from '../transcoder/ffmpeg-binary';
import { makeFirstPlayable } from '../transcoder/first-playable';
import { probe } from '../transcoder/probe';
import { MediaError, type TranscodeResult, transcodingFailedReason } from '../transcoder/types';

export type TranscodeDeps = Pick<AppDeps, 'orm' | 'storage' | 'jobs' | 'events' | 'logger' | 'config'>;

export interface LectureJob {
  lectureId: string;
}

/** Progress is written when it moved by this many points, or after PROGRESS_INTERVAL_MS: a few writes per minute. */
const PROGRESS_STEP = 5;
const PROGRESS_INTERVAL_MS = 2000;
/**
 * Outputs uploaded at once: a ladder is 3 playlists, 3 media files, the progressive MP4, the poster and the
 * storyboard's sprite and track.
 */
const UPLOADS_AT_ONCE = 4;

/** Reasons shown to admins (failureReason). */
export const ORIGINAL_MISSING_REASON = 'The uploaded video is missing from storage';
export const ATTEMPTS_EXHAUSTED_REASON = 'Processing did not finish after repeated attempts';
/** Storage or the database failed mid-way; the details go to the log, not to the admin. */
export const INTERRUPTED_REASON = 'Processing was interrupted by a storage or database error';

/** The stored outputs' content types, by extension (the demo seeder stores shipped outputs with them too). */
export const OUTPUT_CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
};

/**
 * Claims the lecture for this attempt: a fresh processing version, so this attempt's outputs have a folder of their
 * own and only this attempt can publish. An earlier attempt that is somehow still running (its worker lost the
 * database, say) then writes progress and publishes nowhere, and removes its own folder when it finds out.
 * Null when there is nothing to do: the lecture was deleted, or is no longer PROCESSING.
 */
async function claim(em: Em, lectureId: string) {
  const row = await em
    .getKysely<LectureTables>()
    .updateTable('lectures as l')
    .from('lectures as previous')
    .set({ processing_version: sql<string>`gen_random_uuid()`, processing_progress: 0 })
    .where('l.id', '=', lectureId)
    .whereRef('previous.id', '=', 'l.id')
    .where('l.status', '=', 'PROCESSING')
    .returning(['l.video_key', 'l.processing_version as version', 'previous.processing_version as previous_version'])
    .executeTakeFirst();
  return row ?? null;
}

/** An update of the lecture's row that changes it only while it is still this attempt's (PROCESSING, its version). */
export const updateAttempt = (em: Em, lectureId: string, version: string) =>
  em
    .getKysely<LectureTables>()
    .updateTable('lectures')
    .where('id', '=', lectureId)
    .where('processing_version', '=', version)
    .where('status', '=', 'PROCESSING');

/** Writes the percentage to the row now and then (see PROGRESS_STEP), one write at a time, never failing the job. */
function progressWriter(deps: TranscodeDeps, em: Em, lectureId: string, version: string) {
  let written = 0;
  let writtenAt = Date.now();
  let pending: Promise<void> = Promise.resolve();
  let writing = false;
  return {
    report(percent: number) {
      // 100 is the publication's to write, with the outputs.
      const value = Math.max(0, Math.min(99, Math.floor(percent)));
      const due = value - written >= PROGRESS_STEP || Date.now() - writtenAt >= PROGRESS_INTERVAL_MS;
      if (writing || value <= written || !due) return;
      writing = true;
      written = value;
      writtenAt = Date.now();
      pending = updateAttempt(em, lectureId, version)
        .set({ processing_progress: value })
        .execute()
        .then(
          () => undefined,
          (error: unknown) => deps.logger.warn({ err: error, lectureId }, 'transcode progress not written'),
        )
        .finally(() => {
          writing = false;
        });
    },
    settled: () => pending,
  };
}

/** Copies the original out of storage (local disk or S3 alike) for ffmpeg, which reads a file. */
export async function fetchOriginal(deps: TranscodeDeps, key: string, file: string, signal: AbortSignal) {
  let body: Awaited<ReturnType<TranscodeDeps['storage']['read']>>;
  try {
    body = await deps.storage.read(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new MediaError(ORIGINAL_MISSING_REASON, true);
    throw error;
  }
  await pipeline(body, createWriteStream(file), { signal });
}

/** Every file of a transcode's outputs folder that is stored (the demo seeder stores shipped outputs the same way). */
export const outputFiles = (result: TranscodeResult) => [
  ...[...result.renditions, ...(result.audio ? [result.audio] : [])].flatMap((rendition) => [
    rendition.playlistFile,
    rendition.mediaFile,
  ]),
  result.progressiveFile,
  ...(result.posterFile ? [result.posterFile] : []),
  ...(result.storyboard ? [result.storyboard.spriteFile, result.storyboard.vttFile] : []),
];

/** Stores files of `outDir` under `prefix`, a few at a time, stopping at once if the attempt is cancelled. */
export async function uploadOutputs(
  deps: TranscodeDeps,
  files: readonly string[],
  outDir: string,
  prefix: string,
  signal: AbortSignal,
) {
  const limit = pLimit(UPLOADS_AT_ONCE);
  await Promise.all(
    files.map((file) =>
      limit(async () => {
        // A cancelled attempt (its lecture deleted, or its claim lost) stops writing at once.
        signal.throwIfAborted();
        const contentType = OUTPUT_CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        await deps.storage.put(`${prefix}${file}`, createReadStream(path.join(outDir, file)), { contentType });
      }),
    ),
  );
}

/**
 * The automatic captions of a lecture being published (media/captions, queue `lecture.captions`), in the transaction
 * that publishes it; the job does nothing when transcription is off.
 */
export async function queueCaptions(deps: TranscodeDeps, lectureId: string, tx: Em) {
  await deps.jobs.enqueue(QUEUES.lectureCaptions, { lectureId }, { key: lectureId, transaction: tx });
}

async function markFailed(em: Em, lectureId: string, version: string, reason: string) {
  await updateAttempt(em, lectureId, version)
    .set({ status: 'FAILED', processing_progress: 0, failure_reason: reason })
    .execute();
}

/**
 * The job of queue `lecture.transcode`: one attempt at making a PROCESSING lecture playable. Copies the original to a
 * temporary folder, makes its first rendition (media/first-playable.ts: the original's streams copied into HLS, or the
 * lowest rung encoded alone), uploads it under `lectures/<id>/<version>/` and publishes it (READY, the ladder pending)
 * in one conditional update, which queues the ladder (lecture-ladder.job.ts) in its transaction. A file that cannot be
 * transcoded (MediaError permanent) ends FAILED at once; any other failure is thrown for the queue to retry (its dead
 * letter ends FAILED, see lectureTranscodeFailedJob), its message kept as the failure reason meanwhile. The temporary
 * folder is always removed.
 */
export function transcodeLectureJob(deps: TranscodeDeps): JobHandler<LectureJob> {
  return async (job) => {
    const { lectureId } = job.data;
    const logger = deps.logger.child({ component: 'transcode', lectureId, attempt: job.attempt });
    const em = deps.orm.em.fork();
    const claimed = await claim(em, lectureId);
    if (!claimed) return;
    const { version } = claimed;
    // What an earlier attempt (killed, or failed midway) left: one set of outputs per lecture, this attempt's.
    await deps.storage.deletePrefix(lectureOutputPrefix(lectureId, claimed.previous_version));

    const prefix = lectureOutputPrefix(lectureId, version);
    await inWorkFolder('transcode', async (workDir) => {
      const progress = progressWriter(deps, em, lectureId, version);
      try {
        const input = path.join(workDir, `original${path.extname(claimed.video_key)}`);
        const outDir = path.join(workDir, 'out');
        await mkdir(outDir);
        await fetchOriginal(deps, claimed.video_key, input, job.signal);
        const binaries = ffmpegPaths(deps.config.media);
        const source = await probe(binaries.ffprobe, input, job.signal);
        const first = await makeFirstPlayable(binaries, input, outDir, source, {
          signal: job.signal,
          onProgress: (percent) => progress.report(percent),
        }).catch((error: unknown) => {
          if (error instanceof MediaError || job.signal.aborted) throw error;
          throw new MediaError(transcodingFailedReason(error instanceof Error ? error.message : String(error)), false, {
            cause: error,
          });
        });
        await progress.settled();
        const files = [first.rendition, ...(first.audio ? [first.audio] : [])].flatMap((each) => [
          each.playlistFile,
          each.mediaFile,
        ]);
        await uploadOutputs(deps, files, outDir, prefix, job.signal);
        const columns = firstPlayableColumns(first, source.durationSeconds, prefix);
        const ladder = (tx: Em) =>
          deps.jobs.enqueue(QUEUES.lectureLadder, { lectureId, version }, { key: lectureId, transaction: tx });
        if (await publish(em, deps.events, lectureId, version, 'PROCESSING', columns, ladder)) {
          logger.info({ kind: first.kind, durationSeconds: columns.duration_seconds }, 'lecture playable');
        } else {
          // Deleted, or claimed by another attempt, while this one ran: its outputs belong to nobody.
          await deps.storage.deletePrefix(prefix);
        }
      } catch (error) {
        await progress.settled();
        if (error instanceof MediaError && error.permanent) {
          logger.warn({ reason: error.reason }, 'lecture cannot be transcoded');
          await markFailed(em, lectureId, version, error.reason);
          await deps.storage.deletePrefix(prefix);
          return;
        }
        if (!job.signal.aborted) {
          logger.warn({ err: error }, 'transcode attempt failed; the queue retries it');
          // Kept for the dead letter, should this have been the last attempt (failureReason shows on FAILED only).
          const reason = error instanceof MediaError ? error.reason : INTERRUPTED_REASON;
          await em
            .getKysely<LectureTables>()
            .updateTable('lectures')
            .set({ failure_reason: reason })
            .where('id', '=', lectureId)
            .where('processing_version', '=', version)
            .execute()
            .catch(() => undefined);
        }
        throw error;
      }
    });
  };
}

/**
 * The job of queue `lecture.transcode.failed` (dead letters): the last attempt failed or its worker died, so the
 * lecture is FAILED, with the last attempt's reason when one was kept. What that attempt stored goes too.
 */
export function lectureTranscodeFailedJob(deps: TranscodeDeps): JobHandler<LectureJob> {
  return async (job) => {
    const { lectureId } = job.data;
    const failed = await deps.orm.em
      .fork()
      .getKysely<LectureTables>()
      .updateTable('lectures')
      .set(({ fn, ref, val }) => ({
        status: 'FAILED',
        processing_progress: 0,
        failure_reason: fn.coalesce(ref('failure_reason'), val(ATTEMPTS_EXHAUSTED_REASON)),
      }))
      .where('id', '=', lectureId)
      .where('status', '=', 'PROCESSING')
      .returning('processing_version')
      .executeTakeFirst();
    if (!failed) return;
    deps.logger.warn({ component: 'transcode', lectureId }, 'lecture processing failed on every attempt');
    await deps.storage.deletePrefix(lectureOutputPrefix(lectureId, failed.processing_version));
  };
}

/**
 * Queues the transcode of every PROCESSING lecture, oldest first, at a worker's start: for rows no transaction queued
 * a job with (written by a version that queued after the commit, or from before transcoding existed). A lecture
 * already queued or running is left as it is. Returns how many were queued by this pass.
 */
export async function reconcileProcessingLectures(deps: Pick<AppDeps, 'orm' | 'jobs'>): Promise<number> {
  const rows = await deps.orm.em
    .fork()
    .getKysely<LectureTables>()
    .selectFrom('lectures')
    .select('id')
    .where('status', '=', 'PROCESSING')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  let queued = 0;
  for (const { id } of rows) {
    const options = { key: id, priority: JOB_PRIORITY.background };
    if (await deps.jobs.enqueue(QUEUES.lectureTranscode, { lectureId: id }, options)) queued += 1;
  }
  return queued;
}
