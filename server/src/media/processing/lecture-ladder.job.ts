import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { lectureOutputPrefix } from '../../catalog/lecture/lecture-renditions';
import type { JobHandler } from '../../jobs/job-queue';
import { inWorkFolder } from '../../jobs/work-folders';
import { planChunkedLadder } from '../transcoder/chunked-transcode';
import { ffmpegPaths } from '../transcoder/ffmpeg-binary';
import { probe } from '../transcoder/probe';
import { transcode } from '../transcoder/transcode';
import {
  abandonChunkSet,
  firstRenditionKeys,
  type LadderJob,
  ladderFailure,
  pendingLadderRow,
  publishLadder,
} from './lecture-ladder-attempt';
import { queueLadderChunks } from './lecture-ladder-chunks.job';
import {
  ATTEMPTS_EXHAUSTED_REASON,
  fetchOriginal,
  outputFiles,
  type TranscodeDeps,
  uploadOutputs,
} from './lecture-transcode.job';

/**
 * The job of queue `lecture.ladder`: the whole ladder behind a lecture already playing on its first rendition
 * (media/transcode.ts: every rung, the progressive MP4, poster and storyboard), stored beside that rendition in the
 * attempt's folder under other names, then published in one conditional update that replaces the lecture's renditions:
 * the master playlist, built from the row per request, lists the ladder from the next load on. The first rendition's
 * files are removed once no URL handed out before can reach them. An original longer than one chunk
 * (LADDER_CHUNK_SECONDS) is split instead, and its chunks queued for any worker (lecture-ladder-chunks.job.ts); the
 * last of them queues the join, which publishes the same way. A replaced video or a deleted lecture cancels the job,
 * and the attempt's version keeps a late one from publishing.
 */
export function encodeLadderJob(deps: TranscodeDeps): JobHandler<LadderJob> {
  return async (job) => {
    const { lectureId, version } = job.data;
    const logger = deps.logger.child({ component: 'transcode', lectureId, attempt: job.attempt });
    const em = deps.orm.em.fork();
    const row = await pendingLadderRow(em, lectureId, version).executeTakeFirst();
    if (!row) return;
    const first = firstRenditionKeys(row);
    const prefix = lectureOutputPrefix(lectureId, version);
    const binaries = ffmpegPaths(deps.config.media);
    const { ladderChunkSeconds, av1 } = deps.config.media;
    await inWorkFolder('transcode', async (workDir) => {
      try {
        const input = path.join(workDir, `original${path.extname(row.video_key)}`);
        const outDir = path.join(workDir, 'out');
        await mkdir(outDir);
        await fetchOriginal(deps, row.video_key, input, job.signal);
        if (ladderChunkSeconds && !av1) {
          const source = await probe(binaries.ffprobe, input, job.signal);
          const plan = await planChunkedLadder(binaries, input, source, ladderChunkSeconds, job.signal);
          if (plan) {
            await queueLadderChunks(deps, em, { lectureId, version }, { input, plan, workDir }, job.signal);
            logger.info({ chunks: plan.chunks.length }, 'lecture ladder split into chunks');
            return;
          }
        }
        const result = await transcode(input, outDir, { binaries, av1, signal: job.signal });
        await uploadOutputs(deps, outputFiles(result), outDir, prefix, job.signal);
        if (await publishLadder(deps, em, { lectureId, version, first, result, prefix })) {
          logger.info({ renditions: result.renditions.length }, 'lecture ladder published');
        } else {
          // Replaced or deleted while this ran: its outputs belong to nobody (the attempt's folder is purged anyway).
          await deps.storage.deletePrefix(prefix);
        }
      } catch (error) {
        await ladderFailure(em, logger, job, error);
      }
    });
  };
}

/**
 * The job of queue `lecture.ladder.failed` (dead letters): the ladder's last attempt failed or its worker died, in one
 * run, at a chunk or at the join. The lecture stays READY on its first rendition, with the reason kept for an ADMIN;
 * a chunked ladder's other chunks stop and its pieces go.
 */
export function lectureLadderFailedJob(deps: TranscodeDeps): JobHandler<LadderJob & { ladderId?: string }> {
  return async (job) => {
    const { lectureId, version, ladderId } = job.data;
    const failed = await deps.orm.em
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
      .returning('id')
      .executeTakeFirst();
    if (!failed) return;
    deps.logger.warn({ component: 'transcode', lectureId }, 'the ladder failed on every attempt');
    if (ladderId) await abandonChunkSet(deps, { lectureId, version, ladderId }, { siblings: true });
  };
}
