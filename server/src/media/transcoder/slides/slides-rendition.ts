import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keyframesAt, PLANNED_X264, QUIET, SEGMENTING, singleFileHlsArgs } from '../ffmpeg-args';
import type { StillSpan } from '../frame-metadata';
import { planKeyframes, stillShare } from '../keyframes';
import { measureRendition } from '../measure-rendition';
import { runFfmpeg } from '../run-ffmpeg';
import type { MediaBinaries, Rendition } from '../types';
import type { Slide } from './analyse-slides';

/** The "slides + audio" rendition: `slides.m3u8` byte-ranging `slides.mp4`, beside the ladder in the attempt's folder. */
export const SLIDES_RENDITION = { name: 'slides' };

export const isSlidesRendition = (rendition: { name: string }) => rendition.name === SLIDES_RENDITION.name;

/**
 * A video is a slide lecture, and gets the rendition, when its picture stands still for at least this share of its
 * length. What moves in the rest (a demo, the speaker between slides) the rendition shows as the slide before it, so
 * a fifth of moving pictures is as much as the stills may stand in for; a talking head never stands still.
 */
export const MIN_STILL_SHARE = 0.8;

/** Whether the slides found are the video: some were read, and the still spans cover MIN_STILL_SHARE of it. */
export const isSlideLecture = (slides: number, spans: readonly StillSpan[], durationSeconds: number) =>
  slides > 0 && stillShare(durationSeconds, spans) >= MIN_STILL_SHARE;

/**
 * One frame a second: a slide shows within a second of its change, and a frame that repeats the one before costs a
 * few bytes (every block skipped).
 */
const SLIDES_FPS = 1;
/** The 360p rung's quality over still pictures (ladder.ts): text as legible as in the smallest rung. */
const SLIDES_CRF = 25;
/**
 * The longest segment. A key frame is most of what a still costs (the frames after it are skipped blocks), so the
 * segments are long: the ladder's rule over still pictures (keyframes.ts, cuts where a slide comes) up to 30 s
 * rather than its 10 s. At 6 s, a slide shown for 30 s took five key frames where the 360p rung takes three, and the
 * rendition was no smaller than that rung. A seek still loads one key frame and a few bytes; 30 s is as far ahead as
 * hls.js buffers, so a longer one would hold off its switch up to a rung.
 */
const SLIDES_SEGMENT_SECONDS = 30;

/** The concat demuxer's script (in the pictures' folder) that the rendition is made of. */
const SCRIPT_FILE = 'slides.ffconcat';

/**
 * The concat demuxer's script of the stills: each picture for as long as its slide is on screen, the first from the
 * start (what comes before the first slide is its title card, or the speaker), the last to the end. The last entry is
 * repeated: the demuxer gives the last file's `duration` only to a file after it.
 */
export function slidesConcatScript(
  slides: readonly Pick<Slide, 'startSeconds' | 'imageFile'>[],
  durationSeconds: number,
): string {
  const lines = ['ffconcat version 1.0'];
  slides.forEach((slide, index) => {
    const from = index === 0 ? 0 : slide.startSeconds;
    const to = slides[index + 1]?.startSeconds ?? durationSeconds;
    lines.push(`file '${slide.imageFile}'`, `duration ${Math.max(0, to - from).toFixed(3)}`);
  });
  const last = slides.at(-1);
  if (last) lines.push(`file '${last.imageFile}'`);
  return `${lines.join('\n')}\n`;
}

/** Where the rendition's segments start: each slide is a still picture from its start to the next one's. */
export function slidesKeyframes(slides: readonly Pick<Slide, 'startSeconds'>[], durationSeconds: number): number[] {
  const spans = slides.map((slide, index) => ({
    start: index === 0 ? 0 : slide.startSeconds,
    end: slides[index + 1]?.startSeconds ?? null,
  }));
  return planKeyframes(durationSeconds, spans, { ...SEGMENTING, stillSeconds: SLIDES_SEGMENT_SECONDS });
}

/**
 * The stills as a video-only H.264 rendition at `size` (the smallest rung's, so players that sort by height then frame
 * rate, as hls.js does, put it below that rung), one frame a second, its key frames at `keyframes`
 * (slidesKeyframes); the ladder's single-file fMP4 HLS layout. The script names files beside it only (the demuxer's
 * `safe` default), and only plain files can be opened.
 */
export function slidesRenditionArgs(
  scriptPath: string,
  outDir: string,
  size: { width: number; height: number },
  durationSeconds: number,
  keyframes: readonly number[],
): string[] {
  return [
    ...QUIET,
    ...['-protocol_whitelist', 'file', '-f', 'concat', '-i', path.resolve(scriptPath)],
    ...['-t', durationSeconds.toFixed(3), '-map', '0:v:0', '-an', '-sn', '-dn'],
    ...['-vf', `fps=${SLIDES_FPS},scale=${size.width}:${size.height},setsar=1,format=yuv420p`],
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-profile:v', 'high', '-crf', String(SLIDES_CRF)],
    ...[...PLANNED_X264, '-sc_threshold', '0', '-map_metadata', '-1', '-map_chapters', '-1', '-f', 'hls'],
    ...keyframesAt(keyframes),
    ...singleFileHlsArgs(outDir, SLIDES_RENDITION),
  ];
}

/**
 * Encodes the slides' pictures (JPEGs in `picturesDir`, analyse-slides.ts) into the rendition's two files in `outDir`,
 * and measures it as the ladder's rungs are: one picture a second costs a fraction of a second of one core.
 */
export async function encodeSlidesRendition(
  binaries: MediaBinaries,
  slides: readonly Pick<Slide, 'startSeconds' | 'imageFile'>[],
  picturesDir: string,
  outDir: string,
  size: { width: number; height: number },
  durationSeconds: number,
  signal?: AbortSignal,
): Promise<Rendition> {
  const script = path.join(picturesDir, SCRIPT_FILE);
  await writeFile(script, slidesConcatScript(slides, durationSeconds));
  const keyframes = slidesKeyframes(slides, durationSeconds);
  await runFfmpeg(binaries.ffmpeg, slidesRenditionArgs(script, outDir, size, durationSeconds, keyframes), { signal });
  return (await measureRendition(binaries.ffprobe, outDir, SLIDES_RENDITION, signal)).rendition;
}
