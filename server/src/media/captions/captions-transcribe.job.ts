import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { readyLecture } from '../../catalog/lecture/ready-lecture';
import type { JobHandler } from '../../jobs/job-queue';
import { inWorkFolder } from '../../jobs/work-folders';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import { extractAudioChunks } from '../transcoder/extract-audio';
import { ffmpegPaths } from '../transcoder/ffmpeg-binary';
import { MediaError } from '../transcoder/types';
import { type TimedText, TranscriptionError } from '../transcription/transcriber';
import { transcriberFor } from '../transcription/transcriber-for-config';
import type { CaptionTables } from './caption.entity';
import { insertTrack, writeCues } from './caption-store';
import { AUTOMATIC_LABEL } from './captions.messages';
import { cuesFromSpeech } from './cue-grouping';

export type CaptionsJobDeps = Pick<AppDeps, 'orm' | 'storage' | 'logger' | 'config'>;

/** Audio is transcribed five minutes at a time: a recogniser holds one chunk, and progress moves per chunk. */
export const CHUNK_SECONDS = 300;
export const TRANSCRIPTION_FAILED_REASON = 'Transcription did not finish after repeated attempts';
export const INTERRUPTED_REASON = 'Transcription was interrupted by a storage or database error';
/** The tracks a job makes: transcribed, or a script aligned to the speech. */
export type MachineSource = 'automatic' | 'aligned' | 'translated';

/**
 * The lecture's automatic track in `language`, PROCESSING from 0 %, created if missing: null when a person's track
 * holds that language (a person's captions are never overwritten by a machine's).
 */
export async function claimAutomaticTrack(em: Em, lectureId: string, courseId: string, language: string) {
  const row = await insertTrack(em, {
    lecture_id: lectureId,
    course_id: courseId,
    language,
    label: AUTOMATIC_LABEL,
    kind: 'captions',
    source: 'automatic',
    status: 'PROCESSING',
  })
    .onConflict((conflict) =>
      conflict
        .columns(['lecture_id', 'language'])
        .doUpdateSet({ status: 'PROCESSING', progress: 0, failure_reason: null })
        .where('caption_tracks.source', '=', 'automatic'),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The track, while a machine still makes it: a person's upload or edit meanwhile changes its source. */
export const processingTrack = (em: Em, trackId: string, source: MachineSource = 'automatic') =>
  em
    .getKysely<CaptionTables>()
    .updateTable('caption_tracks')
    .where('id', '=', trackId)
    .where('source', '=', source)
    .where('status', '=', 'PROCESSING');

export async function fetchVideo(deps: CaptionsJobDeps, key: string, file: string, signal: AbortSignal) {
  await pipeline(await deps.storage.read(key), createWriteStream(file), { signal });
}

/** The words of every chunk, on the video's clock, progress written after each chunk. */
async function transcribeChunks(
  deps: CaptionsJobDeps,
  em: Em,
  trackId: string,
  video: string,
  workDir: string,
  signal: AbortSignal,
): Promise<TimedText[]> {
  const transcriber = transcriberFor(deps.config.transcription);
  if (!transcriber) return [];
  const { chunks } = await extractAudioChunks(video, workDir, {
    binaries: ffmpegPaths(deps.config.media),
    chunkSeconds: CHUNK_SECONDS,
    signal,
  });
  const speech: TimedText[] = [];
  for (const [index, chunk] of chunks.entries()) {
    const words = await transcriber.transcribe(chunk.file, { signal });
    for (const word of words) {
      speech.push({ ...word, start: word.start + chunk.offsetSeconds, end: word.end + chunk.offsetSeconds });
    }
    const progress = Math.min(99, Math.floor(((index + 1) / chunks.length) * 100));
    await processingTrack(em, trackId).set({ progress }).execute();
  }
  return speech;
}

/** The mean of the words' confidences, or null when the engine gave none. */
export function meanConfidence(speech: TimedText[]): number | null {
  const known = speech.flatMap((piece) => (piece.confidence === undefined ? [] : [piece.confidence]));
  if (known.length === 0 || known.length < speech.length) return null;
  return known.reduce((sum, each) => sum + each, 0) / known.length;
}

/**
 * The cues as the track's new version, READY, or DRAFT below the confidence to publish, unless a person's track
 * replaced it meanwhile.
 */
async function publish(em: Em, trackId: string, speech: TimedText[], publishConfidence: number) {
  const confidence = meanConfidence(speech);
  const status = confidence !== null && confidence < publishConfidence ? 'DRAFT' : 'READY';
  return em.transactional(async (tx) => {
    const track = await processingTrack(tx, trackId).set({ updated_at: new Date() }).returning('id').executeTakeFirst();
    if (!track) return false;
    return writeCues(tx, trackId, cuesFromSpeech(speech), { status, confidence }, 'automatic');
  });
}

/**
 * The job of queue `lecture.captions`, queued after a lecture's transcode succeeds and by retranscribeLecture: the
 * progressive MP4's sound as 16 kHz mono WAV in five-minute chunks (ffmpeg), each transcribed by the configured
 * engine (transcription/), the words grouped into cues (cue-grouping.ts) and published as the automatic English track.
 * No speech gives an empty track; no sound track at all does too. Nothing happens when transcription is off, the
 * lecture is not READY, or a person's English track exists. A failure is thrown for the queue's retries, its reason
 * kept for the dead letter (captionsFailedJob), which marks the track FAILED.
 */
export function transcribeLectureCaptionsJob(deps: CaptionsJobDeps): JobHandler<{ lectureId: string }> {
  return async (job) => {
    const { lectureId } = job.data;
    if (!transcriberFor(deps.config.transcription)) return;
    const logger = deps.logger.child({ component: 'captions', lectureId, attempt: job.attempt });
    const em = deps.orm.em.fork();
    const lecture = await readyLecture(em, lectureId).select(['course_id', 'progressive_key']).executeTakeFirst();
    const progressiveKey = lecture?.progressive_key;
    if (!lecture || !progressiveKey) return;
    const trackId = await claimAutomaticTrack(em, lectureId, lecture.course_id, 'en');
    if (!trackId) return;
    await inWorkFolder('captions', async (workDir) => {
      try {
        const video = path.join(workDir, 'video.mp4');
        await fetchVideo(deps, progressiveKey, video, job.signal);
        const speech = await transcribeChunks(deps, em, trackId, video, workDir, job.signal);
        if (await publish(em, trackId, speech, deps.config.transcription.publishConfidence)) {
          logger.info({ words: speech.length, confidence: meanConfidence(speech) }, 'lecture transcribed');
        }
      } catch (error) {
        if (!job.signal.aborted) {
          logger.warn({ err: error }, 'transcription attempt failed; the queue retries it');
          const reason =
            error instanceof TranscriptionError || error instanceof MediaError ? error.reason : INTERRUPTED_REASON;
          await processingTrack(em, trackId)
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
 * The job of queue `lecture.captions.failed` (dead letters of the caption queues): the track the job made (automatic,
 * or aligned or translated when the data says so; the one track when it names it) FAILED, with the last reason kept.
 */
export function captionsFailedJob(
  deps: CaptionsJobDeps,
): JobHandler<{ lectureId: string; source?: MachineSource; trackId?: string }> {
  return async (job) => {
    await deps.orm.em
      .fork()
      .getKysely<CaptionTables>()
      .updateTable('caption_tracks')
      .set(({ fn, ref, val }) => ({
        status: 'FAILED',
        progress: 0,
        failure_reason: fn.coalesce(ref('failure_reason'), val(TRANSCRIPTION_FAILED_REASON)),
      }))
      .where('lecture_id', '=', job.data.lectureId)
      .where('source', '=', job.data.source ?? 'automatic')
      .where('status', '=', 'PROCESSING')
      .$if(job.data.trackId !== undefined, (query) => query.where('id', '=', job.data.trackId as string))
      .execute();
  };
}
