import { inputArgs, QUIET } from './ffmpeg-args';

/**
 * The analysis passes' common parts (still pictures for keyframes, slide changes for slides): the video decoded once
 * through filters that mark frames, `metadata` printing the marks to files, and the files read back.
 */

/** A path inside a filter graph's option: its special characters escaped. */
const filterPath = (file: string) => file.replace(/[\\:',;[\]=]/g, (char) => `\\${char}`);

/** A filter printing one metadata key of the frames that carry it to `file` (one file per key: see the callers). */
export const printMetadata = (key: string, file: string) => `metadata=mode=print:key=${key}:file=${filterPath(file)}`;

/** One decode of the video stream through `filters`, with no output: no encode, so the cost is the decode. */
export const analysisPassArgs = (inputPath: string, videoStream: number, filters: string[]): string[] => [
  ...QUIET,
  ...inputArgs(inputPath),
  '-map',
  `0:${videoStream}`,
  '-vf',
  filters.join(','),
  '-f',
  'null',
  '-',
];

/** The values printed for one key (`lavfi.freezedetect.freeze_start=12.5`), in order. */
export function printedValues(text: string, key: string): number[] {
  const pattern = new RegExp(`^${key.replaceAll('.', '\\.')}=([\\d.]+)\\s*$`, 'gm');
  return [...text.matchAll(pattern)].map((match) => Number(match[1]));
}

/**
 * A stretch of the source where the picture stays still (a slide, a paused screen): from the first frame of the still
 * picture to the first frame that differs, null when it lasts to the end.
 */
export interface StillSpan {
  start: number;
  end: number | null;
}

/** The still spans from freezedetect's printed starts and ends: each start paired with the first end after it. */
export function stillSpans(startsText: string, endsText: string): StillSpan[] {
  const ends = printedValues(endsText, 'lavfi.freezedetect.freeze_end');
  return printedValues(startsText, 'lavfi.freezedetect.freeze_start').map((start) => ({
    start,
    end: ends.find((end) => end > start) ?? null,
  }));
}
