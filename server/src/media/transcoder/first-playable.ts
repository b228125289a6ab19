import path from 'node:path';
import { audioOutputArgs, inputArgs, mediaFile, playlistFile, rungAloneArgs, WITH_PROGRESS } from './ffmpeg-args';
import { planLadder } from './ladder';
import { measureRendition } from './measure-rendition';
import { measureAudioRendition } from './original-audio';
import type { SourceInfo } from './probe';
import { runFfmpeg } from './run-ffmpeg';
import type { AudioRendition, MediaBinaries, Rendition } from './types';

/**
 * How a lecture becomes playable before its ladder is encoded: its own streams copied into HLS (`remux`, as fast as
 * the disk reads the file), or the lowest rung of the ladder encoded alone (`lowRung`).
 */
export type FirstPlayableKind = 'remux' | 'lowRung';

export interface FirstPlayable {
  kind: FirstPlayableKind;
  /** Video only. */
  rendition: Rendition;
  /** The sound it plays with; null for a silent video. */
  audio: AudioRendition | null;
  durationSeconds: number;
}

/**
 * The names of the copied rendition's files (`remux.m3u8`, `remux.mp4`, its sound `remux-audio.*`) and of the early
 * low rung's (`first-360p…`, `first-audio.*`): apart from the ladder's own names, so the ladder's files land beside
 * them in the attempt's folder without overwriting what players are reading.
 */
const REMUX = { name: 'remux' };
const REMUX_AUDIO = { name: 'remux-audio' };
const FIRST_PREFIX = 'first-';
const FIRST_AUDIO = { name: `${FIRST_PREFIX}audio` };

/**
 * Segments of the copied rendition: the source's own key frames cut it (a copy cannot add any), at the first key
 * frame at least this far from the last cut. A phone or screen recorder puts one every 1–2 s; x264's default every
 * 250 frames gives segments of about 8 s, which still play, only with coarser switching and seeking.
 */
const REMUX_SEGMENT_SECONDS = 2;

/**
 * The source's video and first sound stream copied, untouched, into a byte-ranged fMP4 HLS rendition each (the video
 * one carrying no sound, as the ladder's), from one read of the original.
 */
export function remuxArgs(inputPath: string, outDir: string, source: Pick<SourceInfo, 'videoStream' | 'hasAudio'>) {
  return [
    ...WITH_PROGRESS,
    ...inputArgs(inputPath),
    ...['-map', `0:${source.videoStream}`, '-c', 'copy', '-map_metadata', '-1', '-map_chapters', '-1'],
    ...['-f', 'hls', '-hls_time', String(REMUX_SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_type', 'fmp4', '-hls_flags', 'single_file+independent_segments'],
    ...['-hls_segment_filename', path.join(outDir, mediaFile(REMUX)), path.join(outDir, playlistFile(REMUX))],
    ...(source.hasAudio ? audioOutputArgs('0:a:0', ['-c:a', 'copy'], outDir, REMUX_AUDIO) : []),
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
    await runFfmpeg(binaries.ffmpeg, remuxArgs(inputPath, outDir, source), run);
    const measured = await measureRendition(binaries.ffprobe, outDir, REMUX, signal).catch(() => null);
    const audio = source.hasAudio ? await measureAudioRendition(outDir, REMUX_AUDIO) : null;
    if (measured) return { kind: 'remux', ...measured, audio };
  }
  const [lowest] = planLadder(source);
  if (!lowest) throw new Error('makeFirstPlayable: the ladder is empty');
  const rung = { ...lowest, name: `${FIRST_PREFIX}${lowest.name}` };
  await runFfmpeg(binaries.ffmpeg, rungAloneArgs(inputPath, outDir, source, rung, FIRST_AUDIO), run);
  const measured = await measureRendition(binaries.ffprobe, outDir, rung, signal);
  return {
    kind: 'lowRung',
    ...measured,
    audio: source.hasAudio ? await measureAudioRendition(outDir, FIRST_AUDIO) : null,
  };
}
