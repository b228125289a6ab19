import { analysisPassArgs, printMetadata, type StillSpan, stillSpans } from '../frame-metadata';

/**
 * A slide is a picture that stands still for at least this long. Two seconds is a slide shown and read; a talking head
 * or a camera that moves never holds a frame that long, and a build step shorter than this is part of its slide.
 */
export const MIN_SLIDE_SECONDS = 2;
/**
 * A scene score (ffmpeg's `select` filter: how much a frame differs from the one before, 0–1) from which a change of
 * picture is a cut to another slide. A new title on the same background scores about 0.02; a pointer moving over a
 * slide, or the encoder's noise on a still picture, under 0.001.
 */
export const MIN_CUT_SCORE = 0.004;

/** Where the analysis pass prints what it found: one file per kind of mark. */
export interface SlideChangeFiles {
  stillStarts: string;
  stillEnds: string;
  cuts: string;
}

/**
 * One decode of the video, two filters on every frame: freezedetect marks where the picture stands still (mean
 * absolute difference under -60 dB for MIN_SLIDE_SECONDS), and `select` keeps the frames whose scene score reaches
 * MIN_CUT_SCORE, the cuts. `metadata` prints each mark to its file. No encode: the cost is the decode.
 */
export function slideChangesArgs(inputPath: string, videoStream: number, files: SlideChangeFiles): string[] {
  return analysisPassArgs(inputPath, videoStream, [
    `freezedetect=n=-60dB:d=${MIN_SLIDE_SECONDS}`,
    printMetadata('lavfi.freezedetect.freeze_start', files.stillStarts),
    printMetadata('lavfi.freezedetect.freeze_end', files.stillEnds),
    `select='gte(scene,${MIN_CUT_SCORE})'`,
    printMetadata('lavfi.scene_score', files.cuts),
  ]);
}

/** The frame times of a `metadata=mode=print` file, in order (`frame:200 pts:102400 pts_time:8`). */
function printedFrameTimes(text: string): number[] {
  return [...text.matchAll(/pts_time:([\d.]+)/g)].map((match) => Number(match[1]));
}

/** What the analysis pass printed, read back: the still spans and the times of the cuts. */
export function parseSlideChanges(stillStarts: string, stillEnds: string, cuts: string) {
  return { spans: stillSpans(stillStarts, stillEnds), cuts: printedFrameTimes(cuts) };
}

/** One slide on screen: when it appears, and a moment inside its still span at which to take its picture. */
export interface SlideShown {
  startSeconds: number;
  /** The middle of its first still span, at most a second in: any build steps after it are still to come. */
  frameSeconds: number;
}

/** How close (seconds) a cut must be to a still span's start to be the change that starts it: about one frame. */
const CUT_SLACK = 0.1;

/**
 * Where the change to a still picture began: the first cut of the run of cuts (each within CUT_SLACK of the next)
 * that ends the candidates. A cut is often followed by one more on the next frame (the encoder's catching up), and a
 * fade is a run of them.
 */
function changeLeadingTo(candidates: readonly number[]): number | undefined {
  let start = candidates.at(-1);
  for (const cut of candidates.toReversed()) {
    if (start === undefined || start - cut > CUT_SLACK) break;
    start = cut;
  }
  return start;
}

/**
 * The slides, from the still spans and the cuts. A still span starts a slide when a cut led to it: the last cut after
 * the previous span ended (or from the start) and no later than just after this one starts, and the slide starts
 * where that change began (freezedetect starts a span on the second frame of a picture). A span with no cut before it is the same
 * slide still on screen after something small moved (a pointer) and starts nothing. The first span starts a slide
 * from the start of the video when it begins there. Moving pictures (a talking head, a camera) have no still span and
 * so make no slide.
 */
export function slidesShown(spans: readonly StillSpan[], cuts: readonly number[]): SlideShown[] {
  const slides: SlideShown[] = [];
  let previousEnd = 0;
  spans.forEach((span, index) => {
    const frameSeconds = span.start + Math.min(1, ((span.end ?? span.start + 2) - span.start) / 2);
    const lead = changeLeadingTo(cuts.filter((cut) => cut >= previousEnd - CUT_SLACK && cut <= span.start + CUT_SLACK));
    if (index === 0 && span.start <= CUT_SLACK) slides.push({ startSeconds: 0, frameSeconds });
    else if (lead !== undefined) slides.push({ startSeconds: lead, frameSeconds });
    previousEnd = span.end ?? Number.POSITIVE_INFINITY;
  });
  return slides;
}
