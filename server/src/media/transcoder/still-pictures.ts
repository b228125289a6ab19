import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { analysisPassArgs, printMetadata, type StillSpan, stillSpans } from './frame-metadata';
import { runFfmpeg } from './run-ffmpeg';

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

/**
 * The analysis pass: the video decoded once more, each frame compared with the one before by freezedetect (mean
 * absolute difference under -60 dB, so a pointer moving over a slide still counts as still), which marks where still
 * pictures start and end; `metadata` prints those marks to files. No encode: the cost is the decode.
 */
export function stillPicturesArgs(inputPath: string, videoStream: number, files: StillPictureFiles): string[] {
  return analysisPassArgs(inputPath, videoStream, [
    `freezedetect=n=-60dB:d=${MIN_STILL_SECONDS}`,
    printMetadata('lavfi.freezedetect.freeze_start', files.starts),
    printMetadata('lavfi.freezedetect.freeze_end', files.ends),
  ]);
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
    return stillSpans(await read(files.starts), await read(files.ends));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
