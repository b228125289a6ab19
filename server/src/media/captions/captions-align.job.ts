import path from 'node:path';
import { readyLecture } from '../../catalog/lecture/ready-lecture';
import type { JobHandler } from '../../jobs/job-queue';
import { inWorkFolder } from '../../jobs/work-folders';
import type { Em } from '../../shared/orm';
import { extractAudioChunks } from '../transcoder/extract-audio';
import { ffmpegPaths } from '../transcoder/ffmpeg-binary';
import { MediaError } from '../transcoder/types';
import { scriptWords } from '../transcription/script-words';
import { type TimedText, TranscriptionError } from '../transcription/transcriber';
import { installedAligner } from '../transcription/transcriber-for-config';
import type { CaptionTables } from './caption.entity';
import { writeCues } from './caption-store';
import { type CaptionsJobDeps, fetchVideo, INTERRUPTED_REASON, processingTrack } from './captions-transcribe.job';
import { cuesFromSpeech } from './cue-grouping';

/** The whole lecture's sound as one file: the aligner holds the script's one path through all of it. */
const WHOLE_LECTURE_SECONDS = 24 * 3600;
export const NO_SOUND_REASON = 'The lecture has no sound to align the script to';
export const NOT_INSTALLED_REASON = 'PocketSphinx is not installed on the worker';
export const SCRIPT_CHANGED_REASON = 'A new script was given while this one was aligned';

/** The lecture's aligned track while it waits for this job, with its script. */
async function pendingAlignment(em: Em, lectureId: string) {
  const lecture = await readyLecture(em, lectureId).select('progressive_key').executeTakeFirst();
  if (!lecture?.progressive_key) return null;
  const track = await em
    .getKysely<CaptionTables>()
    .selectFrom('caption_tracks')
    .select(['id', 'script'])
    .where('lecture_id', '=', lectureId)
    .where('source', '=', 'aligned')
    .where('status', '=', 'PROCESSING')
    .executeTakeFirst();
  return track?.script ? { videoKey: lecture.progressive_key, trackId: track.id, script: track.script } : null;
}

/** The script's words with their times in the lecture's sound. */
async function alignedWords(
  deps: CaptionsJobDeps,
  em: Em,
  pending: { videoKey: string; trackId: string; script: string },
  workDir: string,
  signal: AbortSignal,
): Promise<TimedText[]> {
  const aligner = installedAligner();
  if (!aligner) throw new TranscriptionError(NOT_INSTALLED_REASON);
  const video = path.join(workDir, 'video.mp4');
  await fetchVideo(deps, pending.videoKey, video, signal);
  const { chunks } = await extractAudioChunks(video, workDir, {
    binaries: ffmpegPaths(deps.config.media),
    chunkSeconds: WHOLE_LECTURE_SECONDS,
    signal,
  });
  const sound = chunks[0];
  if (!sound) throw new TranscriptionError(NO_SOUND_REASON);
  await processingTrack(em, pending.trackId, 'aligned').set({ progress: 50 }).execute();
  return aligner.align(sound.file, scriptWords(pending.script), { signal, workDir });
}

/**
 * The job of queue `lecture.captions.align`, queued by alignCaptionsToScript: the lecture's sound (ffmpeg, 16 kHz
 * mono, whole), the script kept on its aligned English track timed word by word against it (PocketSphinx,
 * transcription/pocketsphinx.aligner.ts), the timed words grouped into cues and published READY, unless a person
 * replaced the track meanwhile. A failure is thrown for the queue's retries, its reason kept for the dead letter.
 */
export function alignLectureCaptionsJob(deps: CaptionsJobDeps): JobHandler<{ lectureId: string }> {
  return async (job) => {
    const { lectureId } = job.data;
    const logger = deps.logger.child({ component: 'captions', lectureId, attempt: job.attempt });
    const em = deps.orm.em.fork();
    const pending = await pendingAlignment(em, lectureId);
    if (!pending) return;
    await inWorkFolder('captions', async (workDir) => {
      try {
        const words = await alignedWords(deps, em, pending, workDir, job.signal);
        const published = await em.transactional(async (tx) => {
          const track = await processingTrack(tx, pending.trackId, 'aligned')
            .set({ updated_at: new Date() })
            .returning('script')
            .executeTakeFirst();
          // Another script given meanwhile (its job was not queued beside this running one): the retry aligns it.
          if (track && track.script !== pending.script) throw new TranscriptionError(SCRIPT_CHANGED_REASON);
          return track ? writeCues(tx, pending.trackId, cuesFromSpeech(words), { status: 'READY' }, 'aligned') : false;
        });
        if (published) logger.info({ words: words.length }, 'script aligned');
      } catch (error) {
        if (!job.signal.aborted) {
          logger.warn({ err: error }, 'alignment attempt failed; the queue retries it');
          const reason =
            error instanceof TranscriptionError || error instanceof MediaError ? error.reason : INTERRUPTED_REASON;
          await processingTrack(em, pending.trackId, 'aligned')
            .set({ failure_reason: reason })
            .execute()
            .catch(() => undefined);
        }
        throw error;
      }
    });
  };
}
