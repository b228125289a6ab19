import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { type JobHandler, QUEUES } from '../../jobs/job-queue';
import { inWorkFolder } from '../../jobs/work-folders';
import type { Em } from '../../shared/orm';
import { type LadderChunk as Chunk, pieceFile } from '../transcoder/chunked-ladder';
import { type ChunkedLadderPlan, encodeChunk, keyframesOf, splitSource } from '../transcoder/chunked-transcode';
import { ffmpegPaths } from '../transcoder/ffmpeg-binary';
import type { LadderChunkTables } from './ladder-chunk.entity';
import {
  abandonChunkSet,
  chunkSetPrefix,
  type LadderJob,
  ladderFailure,
  pendingLadderRow,
} from './lecture-ladder-attempt';
import { fetchOriginal, type TranscodeDeps, uploadOutputs } from './lecture-transcode.job';

/** What the join needs of the split's plan. */
export type LadderJoinPlan = Pick<ChunkedLadderPlan, 'rungs' | 'hasAudio' | 'durationSeconds' | 'width' | 'height'> & {
  chunkCount: number;
};

/** A job of queue `lecture.ladder.chunk`: one chunk of one split, with all its encode needs and what it hands the join. */
export interface LadderChunkJob extends LadderJob {
  ladderId: string;
  chunk: Chunk;
  /** The plan's key frames inside this chunk only. */
  encode: Pick<ChunkedLadderPlan, 'rungs' | 'fps' | 'hdr' | 'keyframes'>;
  join: LadderJoinPlan;
}

/** A job of queue `lecture.ladder.join`. */
export interface LadderJoinJob extends LadderJob {
  ladderId: string;
  join: LadderJoinPlan;
}

type ChunkDb = LectureTables & LadderChunkTables;

/**
 * The lecture's row locked while its ladder is still pending for this attempt: the chunks of one split finish one
 * after another under this lock, so exactly one of them sees no chunk left undone.
 */
const lockPendingLecture = (tx: Em, lectureId: string, version: string) =>
  pendingLadderRow(tx, lectureId, version).forUpdate().executeTakeFirst();

/**
 * The split: the original's pieces stored in the attempt's folder (chunkSetPrefix), then, in one transaction, a row
 * and a `lecture.ladder.chunk` job per chunk, replacing whatever an earlier split of the lecture left. Nothing is
 * queued when the attempt is no longer the lecture's, and its pieces go.
 */
export async function queueLadderChunks(
  deps: TranscodeDeps,
  em: Em,
  attempt: LadderJob,
  split: { input: string; plan: ChunkedLadderPlan; workDir: string },
  signal: AbortSignal,
) {
  const { lectureId, version } = attempt;
  const { plan } = split;
  const ladderId = randomUUID();
  const prefix = chunkSetPrefix(lectureId, version, ladderId);
  const piecesDir = path.join(split.workDir, 'pieces');
  await mkdir(piecesDir);
  const pieces = await splitSource(ffmpegPaths(deps.config.media).ffmpeg, split.input, plan, piecesDir, signal);
  await uploadOutputs(deps, pieces, piecesDir, prefix, signal);
  const join: LadderJoinPlan = {
    rungs: plan.rungs,
    hasAudio: plan.hasAudio,
    durationSeconds: plan.durationSeconds,
    width: plan.width,
    height: plan.height,
    chunkCount: plan.chunks.length,
  };
  const queued = await em.transactional(async (tx) => {
    if (!(await lockPendingLecture(tx, lectureId, version))) return false;
    const db = tx.getKysely<ChunkDb>();
    await db.deleteFrom('lecture_ladder_chunks').where('lecture_id', '=', lectureId).execute();
    await db
      .insertInto('lecture_ladder_chunks')
      .values(
        plan.chunks.map((chunk) => ({
          ladder_id: ladderId,
          position: chunk.index,
          lecture_id: lectureId,
          version,
          start_seconds: chunk.startSeconds,
          end_seconds: chunk.endSeconds,
        })),
      )
      .execute();
    for (const chunk of plan.chunks) {
      const encode = { rungs: plan.rungs, fps: plan.fps, hdr: plan.hdr, keyframes: keyframesOf(plan.keyframes, chunk) };
      const data: LadderChunkJob = { lectureId, version, ladderId, chunk, encode, join };
      await deps.jobs.enqueue(QUEUES.lectureLadderChunk, data, { key: lectureId, transaction: tx });
    }
    return true;
  });
  if (!queued) await deps.storage.deletePrefix(prefix);
}

/**
 * A chunk's attempt begins: counted on its row, while the chunk is still undone and its attempt still the lecture's
 * pending one. False: nothing to do (done by an earlier attempt, replaced by a newer split, or the lecture moved on).
 */
async function startChunk(em: Em, job: LadderChunkJob) {
  const started = await em
    .getKysely<ChunkDb>()
    .updateTable('lecture_ladder_chunks as c')
    .from('lectures as l')
    .set((eb) => ({ attempts: eb('c.attempts', '+', 1) }))
    .whereRef('l.id', '=', 'c.lecture_id')
    .whereRef('l.processing_version', '=', 'c.version')
    .where('l.status', '=', 'READY')
    .where('l.renditions_pending', '=', true)
    .where('c.ladder_id', '=', job.ladderId)
    .where('c.position', '=', job.chunk.index)
    .where('c.done_at', 'is', null)
    .returning('c.attempts')
    .executeTakeFirst();
  return started !== undefined;
}

/**
 * The chunk is done: marked so under the lecture's lock, and when no chunk of its split is left undone, the join is
 * queued in the same transaction. 'gone' when the attempt or the split is no longer current.
 */
function finishChunk(deps: TranscodeDeps, em: Em, job: LadderChunkJob): Promise<'gone' | 'waiting' | 'last'> {
  const { lectureId, version, ladderId } = job;
  return em.transactional(async (tx) => {
    if (!(await lockPendingLecture(tx, lectureId, version))) return 'gone';
    const db = tx.getKysely<ChunkDb>();
    const marked = await db
      .updateTable('lecture_ladder_chunks')
      .set({ done_at: sql<Date>`now()` })
      .where('ladder_id', '=', ladderId)
      .where('position', '=', job.chunk.index)
      .returning('position')
      .executeTakeFirst();
    if (!marked) return 'gone';
    const { undone } = await db
      .selectFrom('lecture_ladder_chunks')
      .select((eb) => eb.fn.countAll<string>().as('undone'))
      .where('ladder_id', '=', ladderId)
      .where('done_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(undone) > 0) return 'waiting';
    const data: LadderJoinJob = { lectureId, version, ladderId, join: job.join };
    await deps.jobs.enqueue(QUEUES.lectureLadderJoin, data, { key: lectureId, transaction: tx });
    return 'last';
  });
}

/**
 * The job of queue `lecture.ladder.chunk`: one chunk's piece fetched, encoded into every rung (video only) and the
 * results stored beside it; the last chunk of its split to finish queues the join. A failed attempt is retried alone
 * (the other chunks' rows stay done); a chunk of an attempt replaced or deleted meanwhile does nothing, or removes what
 * its split stored once it finds out.
 */
export function encodeLadderChunkJob(deps: TranscodeDeps): JobHandler<LadderChunkJob> {
  return async (job) => {
    const { lectureId, version, ladderId, chunk } = job.data;
    const logger = deps.logger.child({ component: 'transcode', lectureId, chunk: chunk.index, attempt: job.attempt });
    const em = deps.orm.em.fork();
    if (!(await startChunk(em, job.data))) return;
    const prefix = chunkSetPrefix(lectureId, version, ladderId);
    await inWorkFolder('transcode', async (workDir) => {
      try {
        const piecePath = path.join(workDir, pieceFile(chunk));
        await fetchOriginal(deps, `${prefix}${pieceFile(chunk)}`, piecePath, job.signal);
        const outDir = path.join(workDir, 'out');
        await mkdir(outDir);
        const ffmpeg = ffmpegPaths(deps.config.media).ffmpeg;
        const files = await encodeChunk(ffmpeg, { piecePath, chunk, ...job.data.encode }, outDir, job.signal);
        await uploadOutputs(deps, files, outDir, prefix, job.signal);
        const finished = await finishChunk(deps, em, job.data);
        logger.info({ finished }, 'ladder chunk encoded');
        if (finished === 'gone') await abandonChunkSet(deps, job.data, { siblings: false });
      } catch (error) {
        const failedHere = await ladderFailure(em, logger, job, error);
        await abandonChunkSet(deps, job.data, { siblings: failedHere });
      }
    });
  };
}
