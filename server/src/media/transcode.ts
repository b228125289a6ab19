import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ladderArgs, mediaFile, POSTER_FILE, PROGRESSIVE_FILE, progressiveArgs } from './ffmpeg-args';
import { ffmpegPaths } from './ffmpeg-binary';
import { withoutPaths } from './ffmpeg-stderr';
import { planLadder, progressiveRung } from './ladder';
import { measureRendition } from './measure-rendition';
import { probe } from './probe';
import { cancelled, runFfmpeg } from './run-ffmpeg';
import { MediaError, type Rendition, type TranscodeOptions, type TranscodeResult } from './types';

/** The poster is taken this far in (or a tenth of a short video), past a fade-in or a black first frame. */
const POSTER_AT_SECONDS = 2;

const nonEmpty = async (file: string) => ((await stat(file).catch(() => null))?.size ?? 0) > 0;

/**
 * Makes everything a lecture is played from, out of one original, into `outDir` (which exists; the caller owns it
 * and removes it on failure): an H.264/AAC HLS ladder of the rungs at or below the source (360p, 720p, 1080p), each
 * one fMP4 file with its byte-ranged playlist; a progressive MP4 with its index at the front (the 720p rung, or the
 * largest below it, remuxed); and a JPEG poster. Progress goes 0 → 100 (100 once everything is written).
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
    const source = await probe(binaries.ffprobe, inputPath, signal);
    const rungs = planLadder(source);
    const forProgressive = progressiveRung(rungs);
    report(0);
    await runFfmpeg(
      binaries.ffmpeg,
      ladderArgs({
        inputPath,
        outDir,
        rungs,
        videoStream: source.videoStream,
        hasAudio: source.hasAudio,
        hdr: source.hdr,
        fps: source.fps,
        posterAtSeconds: source.durationSeconds ? Math.min(POSTER_AT_SECONDS, source.durationSeconds / 10) : 0,
        poster: { width: forProgressive.width, height: forProgressive.height },
      }),
      { signal, durationSeconds: source.durationSeconds, onProgress: report },
    );
    await runFfmpeg(
      binaries.ffmpeg,
      progressiveArgs(path.join(outDir, mediaFile(forProgressive)), path.join(outDir, PROGRESSIVE_FILE)),
      { signal },
    );
    const renditions: Rendition[] = [];
    let measuredDuration = 0;
    for (const rung of rungs) {
      const { rendition, durationSeconds } = await measureRendition(binaries.ffprobe, outDir, rung, signal);
      renditions.push(rendition);
      measuredDuration ||= durationSeconds;
    }
    const result: TranscodeResult = {
      durationSeconds: source.durationSeconds ?? measuredDuration,
      width: source.width,
      height: source.height,
      renditions,
      progressiveFile: PROGRESSIVE_FILE,
      // A poster is a nicety: without one the player shows the first frame.
      posterFile: (await nonEmpty(path.join(outDir, POSTER_FILE))) ? POSTER_FILE : null,
    };
    report(100);
    return result;
  } catch (error) {
    if (error instanceof MediaError) throw error;
    if (signal?.aborted) throw cancelled(signal);
    const message = error instanceof Error ? error.message : String(error);
    throw new MediaError(`Transcoding failed: ${withoutPaths(message)}`, false, { cause: error });
  }
}
