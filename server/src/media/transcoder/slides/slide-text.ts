import { execFile } from 'node:child_process';
import { cancelled } from '../run-ffmpeg';
import { MediaError } from '../types';

/** One line of text Tesseract read, with the height of its box (pixels): a slide's title is its largest text. */
export interface TextLine {
  text: string;
  height: number;
}

/** What Tesseract read on one slide: its lines in reading order. */
export interface SlideText {
  lines: TextLine[];
}

/** Words read with less confidence (0–100) than this are noise: a logo's edge, a bullet taken for a letter. */
const MIN_WORD_CONFIDENCE = 40;

/**
 * The lines of Tesseract's TSV output (`tesseract image stdout tsv`): level 4 rows are lines (their box), level 5 rows
 * words; a line's words share its block, paragraph and line numbers. Words under MIN_WORD_CONFIDENCE are left out,
 * and lines left with no word.
 */
export function parseTesseractTsv(tsv: string): SlideText {
  const lines = new Map<string, TextLine>();
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells.length < 12) continue;
    const [level, , block, paragraph, line, , , , , height = 0, confidence = 0] = cells.map(Number);
    const key = `${block}.${paragraph}.${line}`;
    if (level === 4) lines.set(key, { text: '', height });
    const word = cells.slice(11).join('\t').trim();
    if (level !== 5 || !word || confidence < MIN_WORD_CONFIDENCE) continue;
    const owner = lines.get(key);
    if (owner) owner.text = owner.text ? `${owner.text} ${word}` : word;
  }
  return { lines: [...lines.values()].filter((line) => line.text) };
}

/** A line within this share of the largest line's height is set in the title's size (box heights vary with ascenders). */
const TITLE_HEIGHT_SHARE = 0.8;

/**
 * A title as shown: spaces collapsed, and what OCR makes of decoration at the ends (bullets, rules, stray marks)
 * removed. Letters and digits of any script stay; so do closing punctuation and brackets.
 */
export function cleanTitle(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}"'“‘(]+/u, '')
    .replace(/[^\p{L}\p{N}"'”’)?!.%]+$/u, '')
    .replace(/\.$/, '')
    .trim();
}

/** The slide's title: the first line set in its largest text, cleaned; '' when it has no text. */
export function slideTitle(text: SlideText): string {
  const largest = Math.max(0, ...text.lines.map((line) => line.height));
  const first = text.lines.find((line) => line.height >= largest * TITLE_HEIGHT_SHARE);
  return first ? cleanTitle(first.text) : '';
}

/** All the slide's text, a line each, for search and the handout. */
export const slideBody = (text: SlideText) => text.lines.map((line) => line.text).join('\n');

/**
 * Reads a slide's picture with Tesseract (English; one thread, as several slides are read side by side), given as a
 * process like ffmpeg: no shell, killed when `signal` aborts. A missing Tesseract is a MediaError that is permanent:
 * retrying will not install it.
 */
export function readSlideText(tesseract: string, image: string, signal?: AbortSignal): Promise<SlideText> {
  if (signal?.aborted) return Promise.reject(cancelled(signal));
  return new Promise((resolve, reject) => {
    execFile(
      tesseract,
      [image, 'stdout', '-l', 'eng', '--dpi', '96', 'tsv'],
      {
        signal,
        killSignal: 'SIGKILL',
        maxBuffer: 8 * 1024 * 1024,
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      },
      (error, stdout, stderr) => {
        if (signal?.aborted) return reject(cancelled(signal));
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          return reject(
            new MediaError('Tesseract was not found: install it (Debian: apt-get install tesseract-ocr)', true),
          );
        }
        if (error) {
          const detail = stderr.trim().split('\n').at(-1) ?? '';
          return reject(new MediaError(`Tesseract failed: ${detail || error.message}`, false, { cause: error }));
        }
        resolve(parseTesseractTsv(stdout));
      },
    );
  });
}
