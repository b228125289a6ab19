import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { ladderColumns, publish } from '../../catalog/lecture/lecture-publication';
import {
  jsonColumn,
  lateOutputsPurgeSeconds,
  lectureOutputPrefix,
  renditionKeys,
  type StoredAudioRendition,
  type StoredRendition,
} from '../../catalog/lecture/lecture-renditions';
import { replacedOutputsPurgeSeconds } from '../../catalog/lecture/lecture-video-replacement';
import { type Job, type JobQueue, QUEUES } from '../../jobs/job-queue';
import type { Em } from '../../shared/orm';
import { MediaError, type TranscodeResult } from '../transcoder/types';
import type { LadderChunkTables } from './ladder-chunk.entity';
import { queueSlides } from './lecture-slides.job';
import { INTERRUPTED_REASON, outputFiles, queueCaptions, type TranscodeDeps } from './lecture-transcode.job';

/**
 * What the ladder's jobs share, in one run or in chunks: the attempt they work for, the guard that keeps a late job
 * from touching a newer one, the publication and its follow-ups, and the chunks' folder.
 */

export interface LadderJob {
  lectureId: string;
  /** The processing attempt whose first rendition is playing: the ladder publishes only into that attempt. */
  version: string;
}

/** A READY lecture of this attempt still waiting for its ladder: what the ladder's jobs work on and may change. */
export const pendingLadder = (em: Em, lectureId: string, version: string) =>
  em
    .getKysely<LectureTables>()
    .updateTable('lectures')
    .where('id', '=', lectureId)
    .where('processing_version', '=', version)
    .where('status', '=', 'READY')
    .where('renditions_pending', '=', true);

/** The row of a lecture whose ladder is pending for this attempt (its first rendition, to retire), or undefined. */
export const pendingLadderRow = (em: Em, lectureId: string, version: string) =>
  em
    .getKysely<LectureTables>()
    .selectFrom('lectures')
    .select(['video_key', 'renditions', 'audio_rendition'])
    .where('id', '=', lectureId)
    .where('processing_version', '=', version)
    .where('status', '=', 'READY')
    .where('renditions_pending', '=', true);

/** The storage keys of the first rendition's files (its sound's too), which the ladder retires. */
export const firstRenditionKeys = (row: {
  renditions: StoredRendition[] | null;
  audio_rendition: StoredAudioRendition | null;
}) => renditionKeys([...(jsonColumn(row.renditions) ?? []), jsonColumn(row.audio_rendition)]);

/**
 * The ladder stopped for good: the lecture stays READY on its first rendition, and an ADMIN sees why (and may retry:
 * retryLectureProcessing).
 */
export const markLadderFailed = (em: Em, lectureId: string, version: string, reason: string) =>
  pendingLadder(em, lectureId, version)
    .set({ renditions_pending: false, renditions_failure_reason: reason, failure_reason: null })
    .executeTakeFirstOrThrow();

/**
 * A ladder job's failure, in one run or in chunks: one that no retry can mend (a file the ladder cannot read) fails the
 * ladder at once, and this returns whether it was still this attempt's to fail; any other is thrown for the queue to
 * retry, its reason kept for the dead letter should this have been the last attempt.
 */
export async function ladderFailure(
  em: Em,
  logger: TranscodeDeps['logger'],
  job: Job<LadderJob>,
  error: unknown,
): Promise<boolean> {
  const { lectureId, version } = job.data;
  if (error instanceof MediaError && error.permanent) {
    logger.warn({ reason: error.reason }, 'the ladder cannot be encoded');
    const failed = await markLadderFailed(em, lectureId, version, error.reason);
    return failed.numUpdatedRows > 0n;
  }
  if (!job.signal.aborted) {
    logger.warn({ err: error }, 'ladder attempt failed; the queue retries it');
    const reason = error instanceof MediaError ? error.reason : INTERRUPTED_REASON;
    await pendingLadder(em, lectureId, version)
      .set({ failure_reason: reason })
      .execute()
      .catch(() => undefined);
  }
  throw error;
}

/** Where one split's pieces and encoded chunks are kept: inside the attempt's folder, so its purges cover them. */
export const chunkSetPrefix = (lectureId: string, version: string, ladderId: string) =>
  `${lectureOutputPrefix(lectureId, version)}chunks/${ladderId}/`;

/** Every job of a lecture's ladder, in one run or in chunks: a replaced video or a deleted lecture stops them all. */
export async function cancelLadderJobs(jobs: Pick<JobQueue, 'cancel'>, lectureId: string) {
  await jobs.cancel(QUEUES.lectureLadder, lectureId);
  await jobs.cancel(QUEUES.lectureLadderChunk, lectureId);
  await jobs.cancel(QUEUES.lectureLadderJoin, lectureId);
}

/**
 * A chunked ladder that will not be joined (it failed, or its attempt is no longer the lecture's): its other chunks
 * stop, its rows go, and its folder is emptied now and once more after any chunk still uploading has stopped.
 * `siblings` is false when the lecture has moved on to another attempt, whose chunks share the key.
 */
export async function abandonChunkSet(
  deps: TranscodeDeps,
  chunkSet: LadderJob & { ladderId: string },
  { siblings }: { siblings: boolean },
) {
  const { lectureId, version, ladderId } = chunkSet;
  if (siblings) await deps.jobs.cancel(QUEUES.lectureLadderChunk, lectureId);
  await deps.orm.em
    .fork()
    .getKysely<LadderChunkTables>()
    .deleteFrom('lecture_ladder_chunks')
    .where('ladder_id', '=', ladderId)
    .execute();
  const prefix = chunkSetPrefix(lectureId, version, ladderId);
  await deps.storage.deletePrefix(prefix);
  await deps.jobs.enqueue(
    QUEUES.storagePurge,
    { prefix },
    { startAfterSeconds: lateOutputsPurgeSeconds(deps.config.jobs) },
  );
}

/**
 * The first rendition's files (`first`: their keys), once the ladder replaced it: removed after every signed URL handed out with the old
 * master has expired (replacedOutputsPurgeSeconds), so a player still on it plays to its next master load.
 */
async function retireFirstRendition(deps: TranscodeDeps, tx: Em, first: string[], kept: ReadonlySet<string>) {
  const keys = first.filter((key) => !kept.has(key));
  if (!keys.length) return;
  await deps.jobs.enqueue(
    QUEUES.storagePurge,
    { keys },
    { startAfterSeconds: replacedOutputsPurgeSeconds(deps.config), transaction: tx },
  );
}

/**
 * The whole ladder (stored under the attempt's `prefix`) published in one conditional update that replaces the
 * lecture's renditions, with what follows it in the same transaction: a reader who sees it published finds its captions
 * and slides queued and the first rendition's retirement scheduled. `alongside` joins that transaction too. False when
 * the attempt is no longer the lecture's (replaced or deleted meanwhile).
 */
export function publishLadder(
  deps: TranscodeDeps,
  em: Em,
  ladder: LadderJob & { first: string[]; result: TranscodeResult; prefix: string },
  alongside: (tx: Em) => Promise<unknown> = async () => undefined,
) {
  const { lectureId, version, result, prefix } = ladder;
  const followUps = async (tx: Em) => {
    await queueCaptions(deps, lectureId, tx);
    await queueSlides(deps, lectureId, version, tx);
    await retireFirstRendition(deps, tx, ladder.first, new Set(outputFiles(result).map((file) => prefix + file)));
    await alongside(tx);
  };
  return publish(em, deps.events, lectureId, version, 'READY', ladderColumns(result, prefix), followUps);
}
