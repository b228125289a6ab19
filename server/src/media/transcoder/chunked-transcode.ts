import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  chunkEncodeArgs,
  chunkedKeyframes,
  chunkFile,
  encodeOriginalAudio,
  gridKeyframes,
  joinRendition,
  type LadderChunk,
  planChunks,
  sourceKeyframes,
  splitArgs,
} from './chunked-ladder';
import { inputArgs, mediaFile, POSTER_FILE, PROGRESSIVE_FILE, progressiveArgs, QUIET, SEGMENTING } from './ffmpeg-args';
import { withoutPaths } from './ffmpeg-stderr';
import { planTitle } from './keyframes';
import { type H264Rung, planLadder, progressiveRung } from './ladder';
import { measureRendition } from './measure-rendition';
import { measureAudioRendition, ORIGINAL_AUDIO } from './original-audio';
import type { SourceInfo } from './probe';
import { cancelled, runFfmpeg } from './run-ffmpeg';
import { findStillPictures } from './still-pictures';
import {
  planStoryboard,
  type StoryboardPlan,
  storyboardTileFilter,
  storyboardTilesDir,
  storyboardTilesPattern,
} from './storyboard';
import { nonEmpty, posterAtSeconds, writeStoryboard } from './transcode';
import { type MediaBinaries, MediaError, type Rendition, type TranscodeResult, transcodingFailedReason } from './types';

/**
 * The chunked ladder's steps as separate calls (docs/video.md#chunked-ladder), so that each may run in another
 * process: the plan and the split where the original is, each chunk's encode wherever its piece is fetched, and the
 * join, which also makes what the single run (media/transcode.ts) makes beside the renditions: the progressive MP4,
 * the poster and the storyboard. AV1 renditions are the single run's only (their key frames follow a grid of frames
 * that chunk starts would break).
 */

/** What the split decides for the whole ladder: every chunk's encode and the join read it. */
export interface ChunkedLadderPlan {
  chunks: LadderChunk[];
  rungs: H264Rung[];
  /** The ladder's key frames in the original's time (chunkedKeyframes). */
  keyframes: number[];
  videoStream: number;
  fps: number;
  hdr: boolean;
  hasAudio: boolean;
  durationSeconds: number;
  width: number;
  height: number;
}

/** ffmpeg's and the disk's failures as the transcoder reports them: retried, with a reason an admin may read. */
async function asMediaError<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MediaError) throw error;
    if (signal?.aborted) throw cancelled(signal);
    const message = error instanceof Error ? error.message : String(error);
    throw new MediaError(transcodingFailedReason(withoutPaths(message)), false, { cause: error });
  }
}

/**
 * The chunks of an original longer than `chunkSeconds`, and the ladder they make; null when it is one chunk, of
 * unknown length or turned for display, which the single run encodes. The title's analysis pass runs only for an
 * original that is chunked.
 */
export function planChunkedLadder(
  binaries: MediaBinaries,
  inputPath: string,
  source: SourceInfo,
  chunkSeconds: number,
  signal?: AbortSignal,
): Promise<ChunkedLadderPlan | null> {
  return asMediaError(signal, async () => {
    const durationSeconds = source.durationSeconds;
    // A turned original keeps the single run: its pieces would lose the turn (SourceInfo.rotated).
    if (!durationSeconds || durationSeconds <= chunkSeconds || source.rotated) return null;
    const starts = await sourceKeyframes(binaries.ffprobe, inputPath, source.videoStream, signal);
    const chunks = planChunks(starts, chunkSeconds);
    if (chunks.length < 2) return null;
    const stills = await findStillPictures(binaries.ffmpeg, inputPath, source.videoStream, signal);
    const title = planTitle(durationSeconds, stills, SEGMENTING);
    const planned = title.keyframes ?? gridKeyframes(durationSeconds, SEGMENTING);
    return {
      chunks,
      rungs: planLadder(source, title.content),
      keyframes: chunkedKeyframes(planned, chunks),
      videoStream: source.videoStream,
      fps: source.fps,
      hdr: source.hdr,
      hasAudio: source.hasAudio,
      durationSeconds,
      width: source.width,
      height: source.height,
    };
  });
}

/** The planned key frames inside one chunk: all its encode needs of the plan's list. */
export const keyframesOf = (keyframes: readonly number[], chunk: LadderChunk) =>
  keyframes.filter((time) => time >= chunk.startSeconds && (chunk.endSeconds === null || time < chunk.endSeconds));

const PIECE = /^piece-\d{4}\.mkv$/;

/** The original's video cut into one piece per chunk in `outDir`; returns their file names, in order. */
export function splitSource(
  ffmpeg: string,
  inputPath: string,
  plan: ChunkedLadderPlan,
  outDir: string,
  signal?: AbortSignal,
): Promise<string[]> {
  return asMediaError(signal, async () => {
    await runFfmpeg(ffmpeg, splitArgs(inputPath, plan.videoStream, plan.chunks, outDir), { signal });
    const pieces = (await readdir(outDir)).filter((name) => PIECE.test(name)).sort();
    if (pieces.length !== plan.chunks.length) {
      throw new MediaError(`The split made ${pieces.length} pieces for ${plan.chunks.length} chunks`, false);
    }
    return pieces;
  });
}

/** One chunk's piece encoded into every rung (video only) in `outDir`; returns the files it wrote. */
export function encodeChunk(
  ffmpeg: string,
  encode: { piecePath: string; chunk: LadderChunk; rungs: H264Rung[]; keyframes: number[]; fps: number; hdr: boolean },
  outDir: string,
  signal?: AbortSignal,
): Promise<string[]> {
  return asMediaError(signal, async () => {
    await runFfmpeg(ffmpeg, chunkEncodeArgs({ ...encode, outDir }), { signal });
    return encode.rungs.map((rung) => chunkFile(rung, encode.chunk));
  });
}

/**
 * The poster from a finished rendition at the poster's size (already scaled, tone-mapped and at most 30 fps), where
 * the single run takes it from its decode of the original: a seek decodes from the key frame before it only.
 */
const posterArgs = (renditionPath: string, outDir: string, posterAt: number) => [
  ...QUIET,
  ...['-ss', posterAt.toFixed(3), ...inputArgs(renditionPath)],
  ...['-vf', 'setsar=1,format=yuvj420p', '-frames:v', '1', '-q:v', '3', '-update', '1', path.join(outDir, POSTER_FILE)],
];

/**
 * The storyboard's tiles from the lowest rung: the join decodes the whole video for them, and tiles of 160 px need no
 * more than its picture, a quarter of the 720p rung's pixels to decode.
 */
const tilesArgs = (renditionPath: string, outDir: string, storyboard: StoryboardPlan) => [
  ...QUIET,
  ...inputArgs(renditionPath),
  ...['-vf', storyboardTileFilter(storyboard), '-f', 'image2', storyboardTilesPattern(outDir)],
];

export interface ChunkedJoin {
  plan: Pick<ChunkedLadderPlan, 'rungs' | 'durationSeconds' | 'width' | 'height'> & { chunkCount: number };
  /** Where every chunk's encode is, under its chunkFile name. */
  chunkDir: string;
  /** The original, for its sound (encoded once, into the audio rendition); null without sound. */
  audioFrom: string | null;
  outDir: string;
}

/**
 * The chunks joined into the renditions, and what the lecture needs beside them, in `outDir`: the result the single
 * run gives (media/transcode.ts), so the lecture is published the same way.
 */
export function joinChunkedLadder(
  binaries: MediaBinaries,
  join: ChunkedJoin,
  signal?: AbortSignal,
): Promise<TranscodeResult> {
  return asMediaError(signal, async () => {
    const { plan, outDir } = join;
    const indexes = Array.from({ length: plan.chunkCount }, (_, index) => ({ index }));
    for (const rung of plan.rungs) {
      const chunkPaths = indexes.map((chunk) => path.join(join.chunkDir, chunkFile(rung, chunk)));
      await joinRendition(binaries.ffmpeg, { rung, chunkPaths, outDir }, signal);
    }
    if (join.audioFrom) await encodeOriginalAudio(binaries.ffmpeg, join.audioFrom, outDir, signal);
    const audio = join.audioFrom ? path.join(outDir, mediaFile(ORIGINAL_AUDIO)) : null;
    const forProgressive = path.join(outDir, mediaFile(progressiveRung(plan.rungs)));
    const progressive = progressiveArgs(forProgressive, audio, path.join(outDir, PROGRESSIVE_FILE));
    await runFfmpeg(binaries.ffmpeg, progressive, { signal });
    const posterAt = posterAtSeconds(plan.durationSeconds);
    await runFfmpeg(binaries.ffmpeg, posterArgs(forProgressive, outDir, posterAt), { signal });
    const lowest = plan.rungs[0];
    const storyboard = lowest ? planStoryboard(plan.durationSeconds, plan) : null;
    if (storyboard && lowest) {
      await mkdir(storyboardTilesDir(outDir));
      await runFfmpeg(binaries.ffmpeg, tilesArgs(path.join(outDir, mediaFile(lowest)), outDir, storyboard), { signal });
    }
    const renditions: Rendition[] = [];
    for (const rung of plan.rungs) {
      renditions.push((await measureRendition(binaries.ffprobe, outDir, rung, signal)).rendition);
    }
    return {
      durationSeconds: plan.durationSeconds,
      width: plan.width,
      height: plan.height,
      renditions,
      audio: join.audioFrom ? await measureAudioRendition(outDir, ORIGINAL_AUDIO) : null,
      progressiveFile: PROGRESSIVE_FILE,
      posterFile: (await nonEmpty(path.join(outDir, POSTER_FILE))) ? POSTER_FILE : null,
      storyboard: await writeStoryboard(binaries.ffmpeg, outDir, storyboard, plan.durationSeconds, signal),
    };
  });
}
