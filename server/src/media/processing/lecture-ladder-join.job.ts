import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pLimit from 'p-limit';
import { lectureOutputPrefix } from '../../catalog/lecture/lecture-renditions';
import { type JobHandler, QUEUES } from '../../jobs/job-queue';
import { inWorkFolder } from '../../jobs/work-folders';
import type { Em } from '../../shared/orm';
import { chunkFile } from '../transcoder/chunked-ladder';
import { joinChunkedLadder } from '../transcoder/chunked-transcode';
import { ffmpegPaths } from '../transcoder/ffmpeg-binary';
import type { LadderChunkTables } from './ladder-chunk.entity';
import {
  abandonChunkSet,
  chunkSetPrefix,
  firstRenditionKeys,
  ladderFailure,
  pendingLadderRow,
  publishLadder,
} from './lecture-ladder-attempt';
import type { LadderJoinJob } from './lecture-ladder-chunks.job';
import { fetchOriginal, outputFiles, type TranscodeDeps, uploadOutputs } from './lecture-transcode.job';

/** Encoded chunks fetched at once: the store's round trips overlap, as the outputs' uploads do (four at a time). */
const DOWNLOADS_AT_ONCE = 4;

/** Every rung's encode of every chunk, from the split's folder into `dir` under the same names. */
async function fetchChunks(deps: TranscodeDeps, job: LadderJoinJob, dir: string, signal: AbortSignal) {
  const prefix = chunkSetPrefix(job.lectureId, job.version, job.ladderId);
  const limit = pLimit(DOWNLOADS_AT_ONCE);
  const files = job.join.rungs.flatMap((rung) =>
    Array.from({ length: job.join.chunkCount }, (_, index) => chunkFile(rung, { index })),
  );
  await Promise.all(
    files.map((file) =>
      limit(async () => {
        signal.throwIfAborted();
        await pipeline(await deps.storage.read(`${prefix}${file}`), createWriteStream(path.join(dir, file)), {
          signal,
        });
      }),
    ),
  );
}

/**
 * The join is published: the split's rows go with it, and its folder is purged by a job written beside the
 * publication, so no piece outlives a published ladder whatever happens to this process after the commit.
 */
async function retireChunkSet(deps: TranscodeDeps, tx: Em, job: LadderJoinJob) {
  await tx
    .getKysely<LadderChunkTables>()
    .deleteFrom('lecture_ladder_chunks')
    .where('ladder_id', '=', job.ladderId)
    .execute();
  const prefix = chunkSetPrefix(job.lectureId, job.version, job.ladderId);
  await deps.jobs.enqueue(QUEUES.storagePurge, { prefix }, { transaction: tx });
}

/**
 * The job of queue `lecture.ladder.join`, queued by a chunked ladder's last chunk: every rung's chunks laid end to end
 * with the original's sound, the progressive MP4, poster and storyboard made from the result
 * (media/transcoder/chunked-transcode.ts), stored in the attempt's folder and published as the single run publishes,
 * with the same follow-ups (captions, slides, the first rendition's retirement). A replaced video or a deleted lecture
 * makes it publish nothing and remove what the split stored.
 */
export function joinLadderJob(deps: TranscodeDeps): JobHandler<LadderJoinJob> {
  return async (job) => {
    const { lectureId, version } = job.data;
    const logger = deps.logger.child({ component: 'transcode', lectureId, attempt: job.attempt });
    const em = deps.orm.em.fork();
    const row = await pendingLadderRow(em, lectureId, version).executeTakeFirst();
    if (!row) {
      await abandonChunkSet(deps, job.data, { siblings: false });
      return;
    }
    const first = firstRenditionKeys(row);
    const prefix = lectureOutputPrefix(lectureId, version);
    await inWorkFolder('transcode', async (workDir) => {
      try {
        const chunkDir = path.join(workDir, 'chunks');
        const outDir = path.join(workDir, 'out');
        await Promise.all([mkdir(chunkDir), mkdir(outDir)]);
        await fetchChunks(deps, job.data, chunkDir, job.signal);
        const original = path.join(workDir, `original${path.extname(row.video_key)}`);
        if (job.data.join.hasAudio) await fetchOriginal(deps, row.video_key, original, job.signal);
        const result = await joinChunkedLadder(
          ffmpegPaths(deps.config.media),
          { plan: job.data.join, chunkDir, audioFrom: job.data.join.hasAudio ? original : null, outDir },
          job.signal,
        );
        await uploadOutputs(deps, outputFiles(result), outDir, prefix, job.signal);
        const published = await publishLadder(deps, em, { lectureId, version, first, result, prefix }, (tx) =>
          retireChunkSet(deps, tx, job.data),
        );
        if (published) {
          logger.info(
            { renditions: result.renditions.length, chunks: job.data.join.chunkCount },
            'lecture ladder published',
          );
        } else {
          // Replaced or deleted while this ran: its outputs belong to nobody (the attempt's folder is purged anyway).
          await deps.storage.deletePrefix(prefix);
        }
      } catch (error) {
        await ladderFailure(em, logger, job, error);
        await abandonChunkSet(deps, job.data, { siblings: false });
      }
    });
  };
}
