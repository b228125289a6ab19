import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { inputArgs, QUIET } from '../ffmpeg-args';
import type { StillSpan } from '../frame-metadata';
import { runFfmpeg } from '../run-ffmpeg';
import { parseSlideChanges, type SlideShown, slideChangesArgs, slidesShown } from './slide-changes';
import { readSlideText, slideBody, slideTitle } from './slide-text';

/** One slide of a lecture: when it appears, its title and text as read, and its picture (a JPEG in the out folder). */
export interface Slide {
  startSeconds: number;
  title: string;
  text: string;
  imageFile: string;
}

/** Tesseract as Debian installs it (tesseract-ocr), on PATH. */
export const TESSERACT = 'tesseract';

export interface SlideTools {
  ffmpeg: string;
  tesseract: string;
}

/** The stored picture's width at most: the slide strip shows it small, the handout at a page's width (A4, 72 dpi). */
const IMAGE_MAX_WIDTH = 960;
/** Slides whose pictures are taken and read at once: each is an ffmpeg seek and a one-thread Tesseract. */
const SLIDES_AT_ONCE = 2;

export const slideImageFile = (index: number) => `slide-${String(index + 1).padStart(3, '0')}.jpg`;

/**
 * One frame of the slide, twice: a PNG at the source's size for Tesseract (no compression artefacts around letters)
 * and a JPEG at most IMAGE_MAX_WIDTH wide to store. The seek is before the input, so only the frames from the key
 * frame before are decoded.
 */
export function slideFrameArgs(inputPath: string, seconds: number, png: string, jpeg: string): string[] {
  return [
    ...QUIET,
    '-ss',
    seconds.toFixed(3),
    ...inputArgs(inputPath),
    ...['-map', '0:v:0', '-frames:v', '1', png],
    ...['-map', '0:v:0', '-frames:v', '1', '-vf', `scale='min(${IMAGE_MAX_WIDTH},iw)':-2`, '-q:v', '3', jpeg],
  ];
}

/**
 * Where the picture changes to a still slide, from one decode of the video (media/slides/slide-changes.ts), and the
 * spans where it stands still.
 */
export async function findSlideChanges(
  ffmpeg: string,
  inputPath: string,
  videoStream: number,
  signal?: AbortSignal,
): Promise<{ shown: SlideShown[]; spans: StillSpan[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-slides-'));
  try {
    const files = {
      stillStarts: path.join(dir, 'still-starts.txt'),
      stillEnds: path.join(dir, 'still-ends.txt'),
      cuts: path.join(dir, 'cuts.txt'),
    };
    await runFfmpeg(ffmpeg, slideChangesArgs(inputPath, videoStream, files), { signal });
    const read = (file: string) => readFile(file, 'utf8').catch(() => '');
    const { spans, cuts } = parseSlideChanges(
      await read(files.stillStarts),
      await read(files.stillEnds),
      await read(files.cuts),
    );
    return { shown: slidesShown(spans, cuts), spans };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What the analysis found: the slides, and where the picture stands still (slide-changes.ts's spans). */
export interface SlidesAnalysis {
  slides: Slide[];
  spans: StillSpan[];
}

/**
 * The slides of a lecture: where its picture changes to a still slide, each slide's picture taken and read. A still
 * picture with no text (a black screen, a photo) starts no slide, and one that reads as the slide before (the same
 * slide after a flash) continues it. Their JPEGs are written to `outDir` (slideImageFile).
 */
export async function analyseSlides(
  tools: SlideTools,
  inputPath: string,
  videoStream: number,
  outDir: string,
  signal?: AbortSignal,
): Promise<SlidesAnalysis> {
  const { shown, spans } = await findSlideChanges(tools.ffmpeg, inputPath, videoStream, signal);
  const limit = pLimit(SLIDES_AT_ONCE);
  const read = await Promise.all(
    shown.map((slide, index) =>
      limit(async () => {
        const png = path.join(outDir, `slide-${index}.png`);
        const imageFile = slideImageFile(index);
        await runFfmpeg(
          tools.ffmpeg,
          slideFrameArgs(inputPath, slide.frameSeconds, png, path.join(outDir, imageFile)),
          {
            signal,
          },
        );
        const text = await readSlideText(tools.tesseract, png, signal);
        await rm(png, { force: true });
        return { startSeconds: slide.startSeconds, title: slideTitle(text), text: slideBody(text), imageFile };
      }),
    ),
  );
  const slides: Slide[] = [];
  for (const slide of read) {
    if (!slide.title || slide.text === slides.at(-1)?.text) {
      await rm(path.join(outDir, slide.imageFile), { force: true });
      continue;
    }
    slides.push(slide);
  }
  return { slides, spans };
}
