import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ladderArgs,
  mediaFile,
  POSTER_FILE,
  PROGRESSIVE_FILE,
  progressiveArgs,
  SEGMENTING,
  spriteArgs,
} from './ffmpeg-args';
import { ffmpegPaths, hasEncoder } from './ffmpeg-binary';
import { withoutPaths } from './ffmpeg-stderr';
import { planTitle } from './keyframes';
import { planAv1Ladder, planLadder, progressiveRung } from './ladder';
import { measureRendition } from './measure-rendition';
import { measureAudioRendition, ORIGINAL_AUDIO } from './original-audio';
import { probe } from './probe';
import { cancelled, runFfmpeg } from './run-ffmpeg';
import { findStillPictures } from './still-pictures';
import {
  planStoryboard,
  STORYBOARD_SPRITE_FILE,
  STORYBOARD_VTT_FILE,
  type StoryboardPlan,
  storyboardTilesDir,
  storyboardVtt,
} from './storyboard';
import {
  MediaError,
  type Rendition,
  type StoryboardOutput,
  type TranscodeOptions,
  type TranscodeResult,
  transcodingFailedReason,
} from './types';

/** The poster is taken this far in (or a tenth of a short video), past a fade-in or a black first frame. */
const POSTER_AT_SECONDS = 2;
export const posterAtSeconds = (durationSeconds: number | null) =>
  durationSeconds ? Math.min(POSTER_AT_SECONDS, durationSeconds / 10) : 0;

export const nonEmpty = async (file: string) => ((await stat(file).catch(() => null))?.size ?? 0) > 0;

/**
 * The sprite of the tiles the ladder's run wrote, and the thumbnails track beside it; the tiles are removed. Like the
 * poster, a nicety: without a tile (a video too short for `fps` to keep a frame) the lecture has no storyboard and the
 * seek bar shows times only.
 */
export async function writeStoryboard(
  ffmpeg: string,
  outDir: string,
  plan: StoryboardPlan | null,
  durationSeconds: number,
  signal: AbortSignal | undefined,
): Promise<StoryboardOutput | null> {
  if (!plan) return null;
  const tilesDir = storyboardTilesDir(outDir);
  if ((await readdir(tilesDir)).length > 0) await runFfmpeg(ffmpeg, spriteArgs(outDir, plan), { signal });
  await rm(tilesDir, { recursive: true, force: true });
  if (!(await nonEmpty(path.join(outDir, STORYBOARD_SPRITE_FILE)))) return null;
  await writeFile(path.join(outDir, STORYBOARD_VTT_FILE), storyboardVtt(plan, durationSeconds));
  return { ...plan, spriteFile: STORYBOARD_SPRITE_FILE, vttFile: STORYBOARD_VTT_FILE };
}

/**
 * Makes everything a lecture is played from, out of one original, into `outDir` (which exists; the caller owns it
 * and removes it on failure): an H.264 HLS ladder of the rungs at or below the source (360p, 720p, 1080p), each
 * one fMP4 file with its byte-ranged playlist, and with `av1` an AV1 twin of each from the same decode; the sound
 * once, as an AAC audio rendition every rung plays with; a progressive MP4 with its index at the front (the 720p rung,
 * or the largest below it, and the sound, remuxed); a JPEG poster; and a storyboard (a sprite of small frames with its WebVTT thumbnails
 * track). Progress goes 0 → 100 (100 once everything is written).
 *
 * Throws MediaError: permanent when the file is no usable video (ffprobe cannot read it, no video stream), not
 * permanent otherwise (ffmpeg failed or was killed, the disk is full, the transcode was cancelled through `signal`).
 */
export async function transcode(
  inputPath: string,
  outDir: string,
  options: TranscodeOptions = {},
): Promise<TranscodeResult> {
  const { signal } = options;
  let reported = -1;
  const report = (percent: number) => {
    if (percent <= reported) return;
    reported = percent;
    options.onProgress?.(percent);
  };
  try {
    const binaries = options.binaries ?? ffmpegPaths();
    if (options.av1 && !hasEncoder(binaries.ffmpeg, 'libsvtav1')) {
      // The machine's, not the file's: retried, and said where an admin sees it.
      throw new MediaError('MEDIA_AV1 is on, but this ffmpeg has no libsvtav1 encoder (Debian’s ffmpeg has it)', false);
    }
    const source = await probe(binaries.ffprobe, inputPath, signal);
    // A live WebM states no duration: its storyboard waits for the measured one (below), so it has none.
    const storyboard = planStoryboard(source.durationSeconds, source);
    report(0);
    // Segments start where still pictures do, and a mostly still title gets the still CRFs (media/keyframes.ts,
    // media/ladder.ts); a source of unknown duration keeps the grid and the motion CRFs.
    const { content, keyframes } = source.durationSeconds
      ? planTitle(
          source.durationSeconds,
          await findStillPictures(binaries.ffmpeg, inputPath, source.videoStream, signal),
          SEGMENTING,
        )
      : { content: 'motion' as const, keyframes: null };
    const h264 = planLadder(source, content);
    const rungs = options.av1 ? [...h264, ...planAv1Ladder(source, content)] : h264;
    const forProgressive = progressiveRung(h264);
    const audio = source.hasAudio ? ORIGINAL_AUDIO : null;
    // ffmpeg's image2 output writes into the folder, which it does not make.
    if (storyboard) await mkdir(storyboardTilesDir(outDir));
    await runFfmpeg(
      binaries.ffmpeg,
      ladderArgs({
        inputPath,
        outDir,
        rungs,
        videoStream: source.videoStream,
        audio,
        hdr: source.hdr,
        fps: source.fps,
        keyframes,
        posterAtSeconds: posterAtSeconds(source.durationSeconds),
        poster: { width: forProgressive.width, height: forProgressive.height },
        storyboard,
      }),
      { signal, durationSeconds: source.durationSeconds, onProgress: report },
    );
    await runFfmpeg(
      binaries.ffmpeg,
      progressiveArgs(
        path.join(outDir, mediaFile(forProgressive)),
        audio && path.join(outDir, mediaFile(audio)),
        path.join(outDir, PROGRESSIVE_FILE),
      ),
      { signal },
    );
    const renditions: Rendition[] = [];
    let measuredDuration = 0;
    for (const rung of rungs) {
      const { rendition, durationSeconds } = await measureRendition(binaries.ffprobe, outDir, rung, signal);
      renditions.push(rendition);
      measuredDuration ||= durationSeconds;
    }
    const durationSeconds = source.durationSeconds ?? measuredDuration;
    const result: TranscodeResult = {
      durationSeconds,
      width: source.width,
      height: source.height,
      renditions,
      audio: audio && (await measureAudioRendition(outDir, audio)),
      progressiveFile: PROGRESSIVE_FILE,
      // A poster is a nicety: without one the player shows the first frame.
      posterFile: (await nonEmpty(path.join(outDir, POSTER_FILE))) ? POSTER_FILE : null,
      storyboard: await writeStoryboard(binaries.ffmpeg, outDir, storyboard, durationSeconds, signal),
    };
    report(100);
    return result;
  } catch (error) {
    if (error instanceof MediaError) throw error;
    if (signal?.aborted) throw cancelled(signal);
    const message = error instanceof Error ? error.message : String(error);
    throw new MediaError(transcodingFailedReason(withoutPaths(message)), false, { cause: error });
  }
}
