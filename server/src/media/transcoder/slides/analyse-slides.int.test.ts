import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GeneratedSlide,
  makeMovingLecture,
  makeSlideLecture,
  slideStarts,
} from '../../../../test/fixtures/slide-lectures';
import { bound } from '../../../../test/hang-bound';
import { analyseSlides } from './analyse-slides';
import { isSlideLecture } from './slides-rendition';

const TOOLS = { ffmpeg: 'ffmpeg', tesseract: 'tesseract' };

/** Slides of uneven lengths (a change needs no particular rhythm), titles of one to four words. */
const SLIDES: GeneratedSlide[] = [
  { title: 'Welcome to Statistics', body: 'Why we measure things', seconds: 6 },
  { title: 'Sampling Bias', body: 'Who answers the survey', seconds: 4.5 },
  { title: 'The Central Limit Theorem', body: 'Means of many samples', seconds: 7 },
  { title: 'Confidence Intervals', body: 'A range and a level', seconds: 3.2 },
  { title: 'Summary', body: 'Three ideas to keep', seconds: 5 },
];

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'slides-test-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('analyseSlides', () => {
  it(
    'finds every slide change within half a second and reads each title exactly',
    async () => {
      const input = await makeSlideLecture(dir, 'lecture', SLIDES);
      const outDir = await mkdtemp(path.join(dir, 'out-'));
      const { slides, spans } = await analyseSlides(TOOLS, input, 0, outDir);

      expect(slides.map((slide) => slide.title)).toEqual(SLIDES.map((slide) => slide.title));
      slideStarts(SLIDES).forEach((expected, index) => {
        expect(Math.abs((slides[index]?.startSeconds ?? Number.NaN) - expected.startSeconds)).toBeLessThanOrEqual(0.5);
      });
      expect(slides[1]?.text).toBe('Sampling Bias\nWho answers the survey');
      // One JPEG a slide, and the PNGs read by Tesseract gone.
      expect((await readdir(outDir)).sort()).toEqual(slides.map((slide) => slide.imageFile).sort());
      // The picture stands still but for the frames around each change: a slide lecture (slides-rendition.ts).
      const seconds = SLIDES.reduce((sum, slide) => sum + slide.seconds, 0);
      expect(isSlideLecture(slides.length, spans, seconds)).toBe(true);
    },
    bound(120_000),
  );

  it(
    'makes no slide of moving pictures (a talking head, a camera)',
    async () => {
      const input = await makeMovingLecture(dir, 'talking-head', 12);
      const outDir = await mkdtemp(path.join(dir, 'out-'));
      expect(await analyseSlides(TOOLS, input, 0, outDir)).toEqual({ slides: [], spans: [] });
      expect(await readdir(outDir)).toEqual([]);
    },
    bound(120_000),
  );

  it('stops when its signal aborts', async () => {
    const input = await makeSlideLecture(dir, 'aborted', SLIDES.slice(0, 2));
    const controller = new AbortController();
    controller.abort(new Error('lecture deleted'));
    await expect(analyseSlides(TOOLS, input, 0, dir, controller.signal)).rejects.toThrow('The transcode was cancelled');
  });
});
