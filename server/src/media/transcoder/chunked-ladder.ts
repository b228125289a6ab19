import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  AAC_ENCODE,
  audioOutputArgs,
  EVERY_KEY_FRAME,
  inputArgs,
  mediaFile,
  playlistFile,
  QUIET,
  type Segmenting,
  toneMap,
  WITH_PROGRESS,
} from './ffmpeg-args';
import type { H264Rung } from './ladder';
import { ORIGINAL_AUDIO } from './original-audio';
import { ffprobeJson } from './probe';
import { runFfmpeg } from './run-ffmpeg';

/**
 * The ladder encoded in chunks (docs/video.md#chunked-ladder): the original is split at its own key frames by stream
 * copy (no decode), each chunk is encoded on its own (every rung from one decode of it), and each rung's chunks are
 * joined by stream copy into the one byte-ranged fMP4 rendition a single run makes. A chunk is a unit of work any
 * worker may take, and the one a retry repeats.
 */

/** A stretch of the original, from one of its key frames to the next chunk's (null: to the end). */
export interface LadderChunk {
  index: number;
  startSeconds: number;
  endSeconds: number | null;
}

const packets = z.object({
  packets: z.array(z.object({ pts_time: z.string().optional(), flags: z.string().optional() })).default([]),
});

/** The times of the original's key frames (its video packets flagged K), read from the container: no decode. */
export async function sourceKeyframes(
  ffprobe: string,
  inputPath: string,
  videoStream: number,
  signal?: AbortSignal,
): Promise<number[]> {
  const json = packets.parse(
    await ffprobeJson(
      ffprobe,
      ['-select_streams', String(videoStream), '-show_entries', 'packet=pts_time,flags', ...inputArgs(inputPath)],
      signal,
    ),
  );
  return json.packets
    .filter((packet) => packet.flags?.startsWith('K'))
    .map((packet) => Number(packet.pts_time))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
}

/**
 * Chunks of about `chunkSeconds`: each starts at the first key frame of the original at or after a multiple of it, so
 * a source with sparse key frames gets fewer, longer chunks (one, if it has a single key frame).
 */
export function planChunks(keyframes: readonly number[], chunkSeconds: number): LadderChunk[] {
  const starts: number[] = [keyframes[0] ?? 0];
  for (const time of keyframes) {
    const last = starts.at(-1) ?? 0;
    if (time >= last + chunkSeconds) starts.push(time);
  }
  return starts.map((startSeconds, index) => ({ index, startSeconds, endSeconds: starts[index + 1] ?? null }));
}

/** The grid of key frames (media/ffmpeg-args.ts segmentArgs) as times: 0, `firstSeconds`, then every `keyframeSeconds`. */
export function gridKeyframes(durationSeconds: number, segmenting: Segmenting): number[] {
  const times = [0];
  for (let time = segmenting.firstSeconds; time < durationSeconds; time += segmenting.keyframeSeconds) times.push(time);
  return times;
}

/** A planned cut this close to a chunk's start gives way to it: no segment shorter than this is made. */
const MIN_SEGMENT_SECONDS = 1;

/**
 * The ladder's key frames (and so its segments) when it is encoded in chunks: the title's plan (media/keyframes.ts)
 * with a cut at every chunk's start, since a chunk's encode starts with a key frame; a planned cut within a second of a
 * chunk's start is moved to it. The single run given the same list makes the same segments.
 */
export function chunkedKeyframes(planned: readonly number[], chunks: readonly LadderChunk[]): number[] {
  const starts = chunks.map((chunk) => chunk.startSeconds);
  const kept = planned.filter((time) => starts.every((start) => Math.abs(time - start) >= MIN_SEGMENT_SECONDS));
  return [...new Set([...kept, ...starts])].sort((a, b) => a - b);
}

export const pieceFile = (chunk: Pick<LadderChunk, 'index'>) => `piece-${String(chunk.index).padStart(4, '0')}.mkv`;
export const chunkFile = (rung: Pick<H264Rung, 'name'>, chunk: Pick<LadderChunk, 'index'>) =>
  `${rung.name}-${String(chunk.index).padStart(4, '0')}.mp4`;

/**
 * The original's video cut into one file per chunk by stream copy (`piece-0000.mkv`…), each starting at its key frame
 * and keeping the original's timestamps. Matroska keeps them whatever the codec (WebM's VP9 included).
 */
export function splitArgs(inputPath: string, videoStream: number, chunks: readonly LadderChunk[], outDir: string) {
  const times = chunks.slice(1).map((chunk) => chunk.startSeconds.toFixed(6));
  return [
    ...QUIET,
    ...inputArgs(inputPath),
    ...['-map', `0:${videoStream}`, '-c', 'copy', '-f', 'segment', '-segment_format', 'matroska'],
    ...(times.length ? ['-segment_times', times.join(',')] : []),
    path.join(outDir, 'piece-%04d.mkv'),
  ];
}

export interface ChunkEncode {
  /** The chunk's piece of the original (splitArgs). */
  piecePath: string;
  chunk: LadderChunk;
  rungs: H264Rung[];
  /** The ladder's key frames in the original's time (chunkedKeyframes). */
  keyframes: readonly number[];
  /** The original's frame rate (0 unknown): above 30 it is resampled, as in the single run. */
  fps: number;
  hdr: boolean;
  outDir: string;
}

/**
 * One chunk's encode: its piece decoded once (an HDR one tone-mapped to SDR), split into every rung, each H.264
 * without sound (the sound is encoded once for the whole ladder, from the original, so no AAC priming sits at each
 * chunk's seam). The settings are the single run's (media/ffmpeg-args.ts), key frames at the ladder's cuts inside the
 * chunk; x264's boost of the title's first frame only in the first chunk.
 */
export function chunkEncodeArgs(encode: ChunkEncode): string[] {
  const { chunk, rungs } = encode;
  const end = chunk.endSeconds ?? Number.POSITIVE_INFINITY;
  const inside = encode.keyframes
    .filter((time) => time >= chunk.startSeconds && time < end)
    .map((time) => Math.max(0, time - chunk.startSeconds - 0.001).toFixed(3));
  // As in the single run: resampled, then an HDR original tone-mapped once at the largest rung's size, before the split.
  const largest = rungs.at(-1);
  const head = (encode.fps > 30.5 ? 'fps=30,' : '') + (encode.hdr && largest ? toneMap(largest) : '');
  const graph = [`[0:0]${head}split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`];
  rungs.forEach((rung, i) => {
    graph.push(`[s${i}]scale=${rung.width}:${rung.height},setsar=1,format=yuv420p[v${i}]`);
  });
  const args = [...WITH_PROGRESS, '-i', `file:${path.resolve(encode.piecePath)}`, '-filter_complex', graph.join(';')];
  rungs.forEach((rung, i) => {
    args.push(
      ...['-map', `[v${i}]`, '-map_metadata', '-1', '-c:v', 'libx264', '-preset', rung.preset, '-profile:v', 'high'],
      ...['-crf', String(rung.crf), '-maxrate', `${rung.maxrateKbps}k`, '-bufsize', `${rung.maxrateKbps * 2}k`],
      ...['-x264-params', chunk.index === 0 ? 'keyint=infinite:zones=0,0,b=1.5' : 'keyint=infinite'],
      ...['-sc_threshold', '0', '-force_key_frames', inside.join(',')],
      ...(encode.hdr ? ['-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709'] : []),
      path.join(encode.outDir, chunkFile(rung, chunk)),
    );
  });
  return args;
}

export interface JoinRendition {
  rung: H264Rung;
  /** The rung's chunk files, in order. */
  chunkPaths: string[];
  outDir: string;
}

/**
 * One rendition of the joined chunks: their video copied end to end (the concat demuxer lays each after the last)
 * into `<rung>.m3u8` and `<rung>.mp4`, cut at every key frame. No sound: every rendition plays with the one audio
 * rendition (encodeOriginalAudio).
 */
export async function joinRendition(ffmpeg: string, join: JoinRendition, signal?: AbortSignal): Promise<void> {
  const list = path.join(join.outDir, `${join.rung.name}-chunks.txt`);
  await writeFile(list, join.chunkPaths.map((file) => `file 'file:${path.resolve(file)}'\n`).join(''));
  const args = [
    ...QUIET,
    ...['-protocol_whitelist', 'file', '-f', 'concat', '-safe', '0', '-i', list],
    ...['-map', '0:v:0', '-c:v', 'copy', '-map_metadata', '-1', '-map_chapters', '-1'],
    ...['-f', 'hls', ...EVERY_KEY_FRAME, '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'],
    ...['-hls_flags', 'single_file+independent_segments'],
    ...['-hls_segment_filename', path.join(join.outDir, mediaFile(join.rung))],
    path.join(join.outDir, playlistFile(join.rung)),
  ];
  await runFfmpeg(ffmpeg, args, { signal });
}

/**
 * The original's sound encoded once into the ladder's audio rendition (`audio.m3u8`, `audio.mp4`), as the single run
 * does: the chunks carry none.
 */
export async function encodeOriginalAudio(ffmpeg: string, inputPath: string, outDir: string, signal?: AbortSignal) {
  await runFfmpeg(
    ffmpeg,
    [...QUIET, ...inputArgs(inputPath), ...audioOutputArgs('0:a:0', AAC_ENCODE, outDir, ORIGINAL_AUDIO)],
    { signal },
  );
}

/**
 * The whole chunked ladder in this process, one chunk after another: split, encode each chunk, join each rung. What
 * the queue spreads over workers, run here for the tests and the bench.
 */
export async function encodeChunkedLadder(
  ffmpeg: string,
  ladder: {
    inputPath: string;
    videoStream: number;
    hasAudio: boolean;
    fps: number;
    hdr: boolean;
    rungs: H264Rung[];
    chunks: LadderChunk[];
    keyframes: readonly number[];
    workDir: string;
    outDir: string;
  },
  options: {
    signal?: AbortSignal;
    /** Runs each chunk's encode (a bench times each). */
    eachChunk?: (chunk: LadderChunk, encode: () => Promise<void>) => Promise<void>;
  } = {},
): Promise<void> {
  const { signal, eachChunk = (_chunk, encode) => encode() } = options;
  const { chunks, rungs, workDir } = ladder;
  await runFfmpeg(ffmpeg, splitArgs(ladder.inputPath, ladder.videoStream, chunks, workDir), { signal });
  for (const chunk of chunks) {
    await eachChunk(chunk, () =>
      runFfmpeg(
        ffmpeg,
        chunkEncodeArgs({
          piecePath: path.join(workDir, pieceFile(chunk)),
          chunk,
          rungs,
          keyframes: ladder.keyframes,
          fps: ladder.fps,
          hdr: ladder.hdr,
          outDir: workDir,
        }),
        { signal },
      ),
    );
  }
  for (const rung of rungs) {
    const chunkPaths = chunks.map((chunk) => path.join(workDir, chunkFile(rung, chunk)));
    await joinRendition(ffmpeg, { rung, chunkPaths, outDir: ladder.outDir }, signal);
  }
  if (ladder.hasAudio) await encodeOriginalAudio(ffmpeg, ladder.inputPath, ladder.outDir, signal);
}
