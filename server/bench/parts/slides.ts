import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { mediaFile } from '../../src/media/transcoder/ffmpeg-args';
import { ffmpegPaths } from '../../src/media/transcoder/ffmpeg-binary';
import { analyseSlides, TESSERACT } from '../../src/media/transcoder/slides/analyse-slides';
import { encodeSlidesRendition, SLIDES_RENDITION } from '../../src/media/transcoder/slides/slides-rendition';
import { transcode } from '../../src/media/transcoder/transcode';
import {
  type GeneratedSlide,
  makeMovingLecture,
  makeSlideLecture,
  slideStarts,
} from '../../test/fixtures/slide-lectures';
import { fmt, missing, pass, type Row, x } from '../lib/budgets/row';

/** The lecture: ten minutes of slides, a change every 30 s (20 slides), with a voice (a tone). */
const LECTURE_SECONDS = 600;
const SLIDE_SECONDS = 30;
/** A talking head's length: long enough for any still moment to show as a chapter. */
const MOVING_SECONDS = 60;
/** A change counts as found within this of where it is. */
const TOLERANCE_SECONDS = 0.5;

/**
 * The budgets: at least 95% of changes found, no chapter on a talking head, analysis in 0.1× real time; the
 * "slides + audio" rendition's video at most half the smallest rung's bytes (the issue measured about 84% smaller).
 */
export const SLIDES_BUDGETS = { recall: 0.95, realtimeFraction: 0.1, falseChapters: 0, renditionRatio: 0.5 };

const TOPICS = [
  'Welcome and Goals',
  'What a Model Is',
  'Training Data',
  'Features and Labels',
  'Loss Functions',
  'Gradient Descent',
  'Learning Rates',
  'Overfitting',
  'Regularisation',
  'Validation Sets',
  'Cross Validation',
  'Decision Trees',
  'Random Forests',
  'Neural Networks',
  'Activation Functions',
  'Backpropagation',
  'Convolutions',
  'Attention',
  'Evaluation Metrics',
  'Summary and Next Steps',
];

export interface SlidesResult {
  lectureSeconds: number;
  slides: number;
  /** Changes found within TOLERANCE_SECONDS of where they are, and titles read exactly. */
  found: number;
  titlesExact: number;
  /** The whole analysis (decode, pictures, OCR), wall clock. */
  analysisSeconds: number;
  realtimeFraction: number;
  /** Chapters made of MOVING_SECONDS of moving pictures (a talking head). */
  movingSeconds: number;
  falseChapters: number;
  /** The "slides + audio" rendition's video file and the ladder's smallest rung's, bytes (absent in older results). */
  slidesRendition?: { bytes: number; rung: string; rungBytes: number };
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function runSlides(log: (line: string) => void): Promise<SlidesResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-slides-'));
  const tools = { ffmpeg: 'ffmpeg', tesseract: TESSERACT };
  try {
    const generated: GeneratedSlide[] = Array.from({ length: LECTURE_SECONDS / SLIDE_SECONDS }, (_, index) => ({
      title: TOPICS[index % TOPICS.length] ?? `Topic ${index + 1}`,
      body: `Part ${index + 1} of the lecture`,
      seconds: SLIDE_SECONDS,
    }));
    log(`  making a ${LECTURE_SECONDS / 60}-minute slide lecture and ${MOVING_SECONDS} s of a talking head`);
    const lecture = await makeSlideLecture(dir, 'lecture', generated);
    const moving = await makeMovingLecture(dir, 'talking-head', MOVING_SECONDS);

    const started = performance.now();
    const picturesDir = await mkdtemp(path.join(dir, 'out-'));
    const { slides } = await analyseSlides(tools, lecture, 0, picturesDir);
    const analysisSeconds = (performance.now() - started) / 1000;
    const expected = slideStarts(generated);
    const found = expected.filter((change) =>
      slides.some((slide) => Math.abs(slide.startSeconds - change.startSeconds) <= TOLERANCE_SECONDS),
    ).length;
    const titlesExact = expected.filter((change) => slides.some((slide) => slide.title === change.title)).length;
    log(`  ${found}/${expected.length} changes found, ${titlesExact} titles exact, in ${analysisSeconds.toFixed(1)} s`);

    const falseChapters = (await analyseSlides(tools, moving, 0, await mkdtemp(path.join(dir, 'out-')))).slides.length;
    log(`  talking head: ${falseChapters} chapters`);

    log('  encoding the ladder and the "slides + audio" rendition of the slide lecture');
    const ladderDir = await mkdtemp(path.join(dir, 'ladder-'));
    const ladder = await transcode(lecture, ladderDir);
    const rung = ladder.renditions[0];
    if (!rung) throw new Error('the ladder has no rendition');
    const renditionDir = await mkdtemp(path.join(dir, 'rendition-'));
    await encodeSlidesRendition(ffmpegPaths(), slides, picturesDir, renditionDir, rung, ladder.durationSeconds);
    const slidesRendition = {
      bytes: (await stat(path.join(renditionDir, mediaFile(SLIDES_RENDITION)))).size,
      rung: rung.name,
      rungBytes: (await stat(path.join(ladderDir, rung.mediaFile))).size,
    };
    log(`  slides rendition ${slidesRendition.bytes} B, ${rung.name} rung ${slidesRendition.rungBytes} B`);
    return {
      lectureSeconds: LECTURE_SECONDS,
      slides: expected.length,
      found,
      titlesExact,
      analysisSeconds: round(analysisSeconds, 2),
      realtimeFraction: round(analysisSeconds / LECTURE_SECONDS),
      movingSeconds: MOVING_SECONDS,
      falseChapters,
      slidesRendition,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Recall and titles, false chapters on a talking head, and the analysis's share of real time. */
export function slidesRows(measured: SlidesResult | undefined): Row[] {
  const part = 'slides';
  if (!measured) return [missing(part, 'slide detection and OCR (`npm run bench -- slides`)')];
  const recall = measured.found / measured.slides;
  const lecture = `${fmt(measured.lectureSeconds / 60)}-minute slide lecture, ${measured.slides} slides`;
  return [
    {
      part,
      metric: `slide changes found within ${TOLERANCE_SECONDS} s`,
      value: `${measured.found}/${measured.slides} (${fmt(recall * 100, 1)}%), ${measured.titlesExact} titles exact`,
      baseline: lecture,
      ratio: '—',
      budget: `≥ ${SLIDES_BUDGETS.recall * 100}%`,
      status: pass(recall >= SLIDES_BUDGETS.recall),
    },
    {
      part,
      metric: 'chapters made of a talking head',
      value: `${measured.falseChapters}`,
      baseline: `${measured.movingSeconds} s of moving pictures`,
      ratio: '—',
      budget: `${SLIDES_BUDGETS.falseChapters}`,
      status: pass(measured.falseChapters === SLIDES_BUDGETS.falseChapters),
    },
    {
      part,
      metric: 'slide analysis (decode, pictures, OCR)',
      value: `${fmt(measured.realtimeFraction, 3)}× real time (${fmt(measured.analysisSeconds, 1)} s)`,
      baseline: lecture,
      ratio: '—',
      budget: `≤ ${SLIDES_BUDGETS.realtimeFraction}× real time`,
      status: pass(measured.realtimeFraction <= SLIDES_BUDGETS.realtimeFraction),
    },
    renditionRow(measured, lecture),
  ];
}

/** The "slides + audio" rendition's video bytes against the smallest rung's, for the same lecture. */
function renditionRow(measured: SlidesResult, lecture: string): Row {
  const part = 'slides';
  const metric = '"slides + audio" rendition bytes (video)';
  const rendition = measured.slidesRendition;
  if (!rendition) return missing(part, `${metric} (\`npm run bench -- slides\`)`);
  const ratio = rendition.bytes / rendition.rungBytes;
  return {
    part,
    metric,
    value: `${fmt(rendition.bytes / 1000, 1)} kB (${fmt((1 - ratio) * 100, 0)}% smaller)`,
    baseline: `${rendition.rung} rung ${fmt(rendition.rungBytes / 1000, 1)} kB, ${lecture}`,
    ratio: x(ratio),
    budget: `≤ ${SLIDES_BUDGETS.renditionRatio}×`,
    status: pass(ratio <= SLIDES_BUDGETS.renditionRatio),
  };
}
