import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { lectureOutputPrefix } from '../../catalog/lecture/lecture-renditions';
import type { JobHandler } from '../../jobs/job-queue';
import { inWorkFolder } from '../../jobs/work-folders';
import type { AppDeps } from '../../shared/scope';
import { AAC_ENCODE, audioOutputArgs, QUIET } from '../transcoder/ffmpeg-args';
import { ffmpegPaths } from '../transcoder/ffmpeg-binary';
import { ffprobeJson } from '../transcoder/probe';
import { runFfmpeg } from '../transcoder/run-ffmpeg';
import { MediaError } from '../transcoder/types';
import type { AudioTrackTables } from './audio-track.entity';
import { AUDIO_MEDIA_FILE, AUDIO_PLAYLIST_FILE, AUDIO_TRACK_RENDITION } from './audio-track-files';
import { AUDIO_FAILED_REASON, NO_SOUND_REASON, UNREADABLE_AUDIO_REASON } from './audio-tracks.messages';
import { AUDIO_TRACK_DEMUXERS } from './audio-tracks.rules';

export type AudioJobDeps = Pick<AppDeps, 'orm' | 'storage' | 'logger' | 'config' | 'clock'>;

/** An upload opened with the demuxers of the accepted types only, and as a plain file (see inputArgs). */
const audioInputArgs = (file: string) => [
  '-protocol_whitelist',
  'file',
  '-format_whitelist',
  AUDIO_TRACK_DEMUXERS,
  '-i',
  `file:${path.resolve(file)}`,
];

const probed = z.object({
  streams: z.array(z.object({ codec_type: z.string().optional() })).default([]),
  format: z.object({ duration: z.string().optional() }).optional(),
});

/** The upload's duration, when it has sound; a file without any is a permanent failure, as is one ffprobe cannot read. */
async function soundOf(deps: AudioJobDeps, file: string, signal: AbortSignal): Promise<number | null> {
  let json: unknown;
  try {
    json = await ffprobeJson(
      ffmpegPaths(deps.config.media).ffprobe,
      ['-show_format', '-show_streams', ...audioInputArgs(file)],
      signal,
    );
  } catch (error) {
    if (error instanceof MediaError && error.permanent)
      throw new MediaError(UNREADABLE_AUDIO_REASON, true, { cause: error });
    throw error;
  }
  const parsed = probed.safeParse(json);
  if (!parsed.success) throw new MediaError(UNREADABLE_AUDIO_REASON, true);
  if (!parsed.data.streams.some((stream) => stream.codec_type === 'audio')) throw new MediaError(NO_SOUND_REASON, true);
  const duration = Number(parsed.data.format?.duration);
  return Number.isFinite(duration) && duration > 0 ? duration : null;
}

/**
 * The upload's first sound encoded as the lecture's own sound is (AAC LC, stereo, 48 kHz, 128 kb/s), in one
 * single-file fMP4 HLS output like its rendition: players switch between the two without a codec change.
 */
const encodeArgs = (input: string, outDir: string) => [
  ...QUIET,
  ...audioInputArgs(input),
  ...audioOutputArgs('0:a:0', AAC_ENCODE, outDir, AUDIO_TRACK_RENDITION),
];

/** The track at this version, while it is still PROCESSING (a newer upload or a deletion moves it on). */
const processing = (deps: AudioJobDeps, trackId: string, version: string) =>
  deps.orm.em
    .fork()
    .getKysely<AudioTrackTables>()
    .updateTable('audio_tracks')
    .where('id', '=', trackId)
    .where('version', '=', version)
    .where('status', '=', 'PROCESSING');

/**
 * The job of queue `lecture.audio`, queued with the upload (addAudioTrack): the upload's sound encoded for HLS into the
 * version's folder, then the track READY and the upload removed. A file without sound, or one that is not audio, is
 * FAILED at once; other failures are thrown for the queue's retries, their reason kept for the dead letter. When the
 * track moved on meanwhile (replaced or deleted), what this attempt wrote is removed.
 */
export function encodeAudioTrackJob(deps: AudioJobDeps): JobHandler<{ trackId: string; version: string }> {
  return async (job) => {
    const { trackId, version } = job.data;
    const logger = deps.logger.child({ component: 'audio-tracks', trackId, attempt: job.attempt });
    const track = await deps.orm.em
      .fork()
      .getKysely<AudioTrackTables>()
      .selectFrom('audio_tracks')
      .select(['lecture_id', 'source_key'])
      .where('id', '=', trackId)
      .where('version', '=', version)
      .where('status', '=', 'PROCESSING')
      .executeTakeFirst();
    if (!track?.source_key) return;
    const { source_key: sourceKey } = track;
    const prefix = lectureOutputPrefix(track.lecture_id, version);
    await inWorkFolder('transcode', async (workDir) => {
      try {
        const input = path.join(workDir, 'upload');
        await pipeline(await deps.storage.read(sourceKey), createWriteStream(input), { signal: job.signal });
        const durationSeconds = await soundOf(deps, input, job.signal);
        await runFfmpeg(ffmpegPaths(deps.config.media).ffmpeg, encodeArgs(input, workDir), { signal: job.signal });
        for (const [file, contentType] of [
          [AUDIO_MEDIA_FILE, 'audio/mp4'],
          [AUDIO_PLAYLIST_FILE, 'application/vnd.apple.mpegurl'],
        ] as const) {
          await deps.storage.put(`${prefix}${file}`, createReadStream(path.join(workDir, file)), { contentType });
        }
        const published = await processing(deps, trackId, version)
          .set({ status: 'READY', duration_seconds: durationSeconds, source_key: null, updated_at: deps.clock.now() })
          .executeTakeFirst();
        if (published.numUpdatedRows === 0n) {
          await deps.storage.deletePrefix(prefix);
          return;
        }
        await deps.storage.delete(sourceKey).catch((error: unknown) => {
          logger.warn({ err: error }, 'audio track: the encoded upload was not removed');
        });
        logger.info({ durationSeconds }, 'audio track encoded');
      } catch (error) {
        if (job.signal.aborted) throw error;
        if (error instanceof MediaError && error.permanent) {
          const failed = await processing(deps, trackId, version)
            .set({ status: 'FAILED', failure_reason: error.reason, source_key: null, updated_at: deps.clock.now() })
            .executeTakeFirst();
          if (failed.numUpdatedRows > 0n) await deps.storage.delete(sourceKey).catch(() => undefined);
          return;
        }
        logger.warn({ err: error }, 'audio track attempt failed; the queue retries it');
        await processing(deps, trackId, version)
          .set({ failure_reason: error instanceof MediaError ? error.reason : AUDIO_FAILED_REASON })
          .execute()
          .catch(() => undefined);
        throw error;
      }
    });
  };
}

/** The job of queue `lecture.audio.failed` (its dead letters): the version FAILED, with the last reason kept. */
export function audioTrackFailedJob(deps: AudioJobDeps): JobHandler<{ trackId: string; version: string }> {
  return async (job) => {
    await processing(deps, job.data.trackId, job.data.version)
      .set(({ fn, ref, val }) => ({
        status: 'FAILED',
        failure_reason: fn.coalesce(ref('failure_reason'), val(AUDIO_FAILED_REASON)),
        updated_at: deps.clock.now(),
      }))
      .execute();
  };
}
