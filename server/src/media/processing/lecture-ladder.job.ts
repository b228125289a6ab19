import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { ladderColumns, publish } from '../../catalog/lecture/lecture-publication';
import { jsonColumn, lectureOutputPrefix, type StoredRendition } from '../../catalog/lecture/lecture-renditions';
import { replacedOutputsPurgeSeconds } from '../../catalog/lecture/lecture-video-replacement';
import { type JobHandler, QUEUES } from '../../jobs/job-queue';
import { inWorkFolder } from '../../jobs/work-folders';
import type { Em } from '../../shared/orm';
import { ffmpegPaths } from '../transcoder/ffmpeg-binary';
import { transcode } from '../transcoder/transcode';
import { MediaError } from '../transcoder/types';
import { queueSlides } from './lecture-slides.job';
import {
  ATTEMPTS_EXHAUSTED_REASON,
  fetchOriginal,
  INTERRUPTED_REASON,
  outputFiles,
  queueCaptions,
  type TranscodeDeps,
  uploadOutputs,
} from './lecture-transcode.job';

export interface LadderJob {
  lectureId: string;
  /** The processing attempt whose first rendition is playing: the ladder publishes only into that attempt. */
  version: string;
}

/** A READY lecture of this attempt still waiting for its ladder: what the ladder job works on and may change. */
const pendingLadder = (em: Em, lectureId: string, version: string) =>
  em
    .getKysely<LectureTables>()
    .updateTable('lectures')
    .where('id', '=', lectureId)
    .where('processing_version', '=', version)
    .where('status', '=', 'READY')
    .where('renditions_pending', '=', true);

/**
 * The ladder's job stopped for good: the lecture stays READY on its first rendition, and an ADMIN sees why (and may
 * retry: retryLectureProcessing).
 */
const markLadderFailed = (em: Em, lectureId: string, version: string, reason: string) =>
  pendingLadder(em, lectureId, version)
    .set({ renditions_pending: false, renditions_failure_reason: reason, failure_reason: null })
    .execute();

/**
 * The job of queue `lecture.ladder`: the whole ladder behind a lecture already playing on its first rendition
 * (media/transcode.ts: every rung, the progressive MP4, poster and storyboard), stored beside that rendition in the
 * attempt's folder under other names, then published in one conditional update that replaces the lecture's renditions:
 * the master playlist, built from the row per request, lists the ladder from the next load on. The first rendition's
 * files are removed once no URL handed out before can reach them. A replaced video or a deleted lecture cancels the
 * job, and the attempt's version keeps a late one from publishing.
 */
export function encodeLadderJob(deps: TranscodeDeps): JobHandler<LadderJob> {
  return async (job) => {
    const { lectureId, version } = job.data;
    const logger = deps.logger.child({ component: 'transcode', lectureId, attempt: job.attempt });
    const em = deps.orm.em.fork();
    const row = await em
      .getKysely<LectureTables>()
      .selectFrom('lectures')
      .select(['video_key', 'renditions'])
      .where('id', '=', lectureId)
      .where('processing_version', '=', version)
      .where('status', '=', 'READY')
      .where('renditions_pending', '=', true)
      .executeTakeFirst();
    if (!row) return;
    const first = jsonColumn<StoredRendition[]>(row.renditions) ?? [];
    const prefix = lectureOutputPrefix(lectureId, version);
    await inWorkFolder('transcode', async (workDir) => {
      try {
        const input = path.join(workDir, `original${path.extname(row.video_key)}`);
        const outDir = path.join(workDir, 'out');
        await mkdir(outDir);
        await fetchOriginal(deps, row.video_key, input, job.signal);
        const result = await transcode(input, outDir, {
          binaries: ffmpegPaths(deps.config.media),
          av1: deps.config.media.av1,
          signal: job.signal,
        });
        await uploadOutputs(deps, outputFiles(result), outDir, prefix, job.signal);
        // What follows the whole ladder commits with it: a reader who sees it published finds these queued too.
        const followUps = async (tx: Em) => {
          await queueCaptions(deps, lectureId, tx);
          await queueSlides(deps, lectureId, version, tx);
          await retireFirstRendition(deps, tx, first, new Set(outputFiles(result).map((file) => prefix + file)));
        };
        if (await publish(em, deps.events, lectureId, version, 'READY', ladderColumns(result, prefix), followUps)) {
          logger.info({ renditions: result.renditions.length }, 'lecture ladder published');
        } else {
          // Replaced or deleted while this ran: its outputs belong to nobody (the attempt's folder is purged anyway).
          await deps.storage.deletePrefix(prefix);
        }
      } catch (error) {
        if (error instanceof MediaError && error.permanent) {
          logger.warn({ reason: error.reason }, 'the ladder cannot be encoded');
          await markLadderFailed(em, lectureId, version, error.reason);
          return;
        }
        if (!job.signal.aborted) {
          logger.warn({ err: error }, 'ladder attempt failed; the queue retries it');
          // Kept for the dead letter, should this have been the last attempt.
          const reason = error instanceof MediaError ? error.reason : INTERRUPTED_REASON;
          await pendingLadder(em, lectureId, version)
            .set({ failure_reason: reason })
            .execute()
            .catch(() => undefined);
        }
        throw error;
      }
    });
  };
}

/**
 * The first rendition's files, once the ladder replaced it: removed after every signed URL handed out with the old
 * master has expired (replacedOutputsPurgeSeconds), so a player still on it plays to its next master load.
 */
async function retireFirstRendition(deps: TranscodeDeps, tx: Em, first: StoredRendition[], kept: ReadonlySet<string>) {
  const keys = first
    .flatMap((rendition) => [rendition.playlistKey, rendition.mediaKey])
    .filter((key) => !kept.has(key));
  if (!keys.length) return;
  await deps.jobs.enqueue(
    QUEUES.storagePurge,
    { keys },
    { startAfterSeconds: replacedOutputsPurgeSeconds(deps.config), transaction: tx },
  );
}

/**
 * The job of queue `lecture.ladder.failed` (dead letters): the ladder's last attempt failed or its worker died. The
 * lecture stays READY on its first rendition, with the reason kept for an ADMIN.
 */
export function lectureLadderFailedJob(deps: TranscodeDeps): JobHandler<LadderJob> {
  return async (job) => {
    const { lectureId, version } = job.data;
    await deps.orm.em
      .fork()
      .getKysely<LectureTables>()
      .updateTable('lectures')
      .set(({ fn, ref, val }) => ({
        renditions_pending: false,
        renditions_failure_reason: fn.coalesce(ref('failure_reason'), val(ATTEMPTS_EXHAUSTED_REASON)),
        failure_reason: null,
      }))
      .where('id', '=', lectureId)
      .where('processing_version', '=', version)
      .where('status', '=', 'READY')
      .where('renditions_pending', '=', true)
      .execute();
    deps.logger.warn({ component: 'transcode', lectureId }, 'the ladder failed on every attempt');
  };
}
