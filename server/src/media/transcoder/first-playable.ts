import path from 'node:path';
import { inputArgs, mediaFile, playlistFile, rungAloneArgs, WITH_PROGRESS } from './ffmpeg-args';
import { planLadder } from './ladder';
import { measureRendition } from './measure-rendition';
import type { SourceInfo } from './probe';
import { runFfmpeg } from './run-ffmpeg';
import type { MediaBinaries, Rendition } from './types';

/**
 * How a lecture becomes playable before its ladder is encoded: its own streams copied into HLS (`remux`, as fast as
 * the disk reads the file), or the lowest rung of the ladder encoded alone (`lowRung`).
 */
export type FirstPlayableKind = 'remux' | 'lowRung';

export interface FirstPlayable {
  kind: FirstPlayableKind;
  rendition: Rendition;
  durationSeconds: number;
}

/**
 * The name of the copied rendition's files (`remux.m3u8`, `remux.mp4`) and of the early low rung's (`first-360p…`):
 * apart from the ladder's own names, so the ladder's files land beside them in the attempt's folder without
 * overwriting what players are reading.
 */
const REMUX_NAME = 'remux';
const FIRST_PREFIX = 'first-';

/**
 * Segments of the copied rendition: the source's own key frames cut it (a copy cannot add any), at the first key
 * frame at least this far from the last cut. A phone or screen recorder puts one every 1–2 s; x264's default every
 * 250 frames gives segments of about 8 s, which still play, only with coarser switching and seeking.
 */
const REMUX_SEGMENT_SECONDS = 2;

/** The source's video and first sound stream copied, untouched, into one byte-ranged fMP4 HLS rendition. */
export function remuxArgs(inputPath: string, outDir: string, videoStream: number): string[] {
  const rung = { name: REMUX_NAME };
  return [
    ...WITH_PROGRESS,
    ...inputArgs(inputPath),
    ...['-map', `0:${videoStream}`, '-map', '0:a:0?', '-c', 'copy', '-map_metadata', '-1', '-map_chapters', '-1'],
    ...['-f', 'hls', '-hls_time', String(REMUX_SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_type', 'fmp4', '-hls_flags', 'single_file+independent_segments'],
    ...['-hls_segment_filename', path.join(outDir, mediaFile(rung)), path.join(outDir, playlistFile(rung))],
  ];
}

/**
 * The first rendition a lecture plays from, made as soon as the original is probed, before the ladder's analysis
 * pass: a copy when the source's streams play in browsers as they are (SourceInfo.remuxable), else the ladder's lowest
 * rung alone (motion CRF, the 2 s grid of key frames). A copy whose measurement fails (a stream ffprobe describes in a
 * way the master playlist cannot name) falls back to the encode.
 */
export async function makeFirstPlayable(
  binaries: MediaBinaries,
  inputPath: string,
  outDir: string,
  source: SourceInfo,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<FirstPlayable> {
  const { signal } = options;
  const run = { signal, durationSeconds: source.durationSeconds, onProgress: options.onProgress };
  if (source.remuxable) {
    await runFfmpeg(binaries.ffmpeg, remuxArgs(inputPath, outDir, source.videoStream), run);
    const measured = await measureRendition(binaries.ffprobe, outDir, { name: REMUX_NAME }, signal).catch(() => null);
    if (measured) return { kind: 'remux', ...measured };
  }
  const [lowest] = planLadder(source);
  if (!lowest) throw new Error('makeFirstPlayable: the ladder is empty');
  const rung = { ...lowest, name: `${FIRST_PREFIX}${lowest.name}` };
  await runFfmpeg(binaries.ffmpeg, rungAloneArgs(inputPath, outDir, source, rung), run);
  return { kind: 'lowRung', ...(await measureRendition(binaries.ffprobe, outDir, rung, signal)) };
}
