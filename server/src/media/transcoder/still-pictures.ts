import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inputArgs, QUIET } from './ffmpeg-args';
import { runFfmpeg } from './run-ffmpeg';

/**
 * A stretch of the source where the picture stays still (a slide, a paused screen): from the first frame of the still
 * picture to the first frame that differs, null when it lasts to the end.
 */
export interface StillSpan {
  start: number;
  end: number | null;
}

/**
 * A picture still for at least this long counts. One second is a slide shown and read; shorter pauses (a scroll that
 * stops for a moment) would put key frames where they repay nothing.
 */
const MIN_STILL_SECONDS = 1;

/** Where freezedetect's metadata is printed: one file per key (the npm build's ffmpeg prints one key per filter). */
export interface StillPictureFiles {
  starts: string;
  ends: string;
}

/** A path inside a filter graph's option: its special characters escaped. */
const filterPath = (file: string) => file.replace(/[\\:',;[\]=]/g, (char) => `\\${char}`);

/**
 * The analysis pass: the video decoded once more, each frame compared with the one before by freezedetect (mean
 * absolute difference under -60 dB, so a pointer moving over a slide still counts as still), which marks where still
 * pictures start and end; `metadata` prints those marks to files. No encode: the cost is the decode.
 */
export function stillPicturesArgs(inputPath: string, videoStream: number, files: StillPictureFiles): string[] {
  const print = (key: 'start' | 'end', file: string) =>
    `metadata=mode=print:key=lavfi.freezedetect.freeze_${key}:file=${filterPath(file)}`;
  return [
    ...QUIET,
    ...inputArgs(inputPath),
    '-map',
    `0:${videoStream}`,
    '-vf',
    `freezedetect=n=-60dB:d=${MIN_STILL_SECONDS},${print('start', files.starts)},${print('end', files.ends)}`,
    '-f',
    'null',
    '-',
  ];
}

/** The times printed for one key (`lavfi.freezedetect.freeze_start=12.5`), in order. */
function printedTimes(text: string, key: 'start' | 'end'): number[] {
  const pattern = new RegExp(`^lavfi\\.freezedetect\\.freeze_${key}=([\\d.]+)\\s*$`, 'gm');
  return [...text.matchAll(pattern)].map((match) => Number(match[1]));
}

/** The still spans from freezedetect's printed starts and ends: each start paired with the first end after it. */
export function parseStillPictures(startsText: string, endsText: string): StillSpan[] {
  const ends = printedTimes(endsText, 'end');
  return printedTimes(startsText, 'start').map((start) => ({ start, end: ends.find((end) => end > start) ?? null }));
}

/** Where the source's picture stands still, from one decode of its video. */
export async function findStillPictures(
  ffmpeg: string,
  inputPath: string,
  videoStream: number,
  signal?: AbortSignal,
): Promise<StillSpan[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-still-'));
  try {
    const files = { starts: path.join(dir, 'starts.txt'), ends: path.join(dir, 'ends.txt') };
    await runFfmpeg(ffmpeg, stillPicturesArgs(inputPath, videoStream, files), { signal });
    const read = (file: string) => readFile(file, 'utf8').catch(() => '');
    return parseStillPictures(await read(files.starts), await read(files.ends));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
