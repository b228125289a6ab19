import type { Segmenting } from './ffmpeg-args';
import type { StillSpan } from './frame-metadata';

/**
 * No segment shorter than this is cut, at a still picture's start or after a short title's first one: each cut costs
 * a key frame.
 */
const MIN_SEGMENT_SECONDS = 1;
/** A still span starting this close to 0 is the opening picture. */
const OPENING_SECONDS = 0.1;
/** A title whose still pictures cover at least this share of it is a still one (slides): media/ladder.ts. */
const STILL_SHARE = 0.5;

/** What the analysis pass makes of a title, for the ladder (media/ladder.ts): its picture mostly still, or moving. */
export type Content = 'still' | 'motion';

/** How a title is encoded, from its still pictures. */
export interface TitlePlan {
  content: Content;
  /**
   * Where segments start (planKeyframes), or null for the grid (`Segmenting`: a key frame, and a segment, every 2 s):
   * a title with no still picture keeps the key frames of the ladder before, as fewer of them lost it quality
   * (docs/video.md#per-title-encoding).
   */
  keyframes: number[] | null;
}

/** The share of the title its still pictures cover (0 to 1). */
export function stillShare(durationSeconds: number, stills: readonly StillSpan[]): number {
  if (durationSeconds <= 0) return 0;
  const covered = stills.reduce(
    (sum, span) => sum + Math.max(0, Math.min(span.end ?? durationSeconds, durationSeconds) - span.start),
    0,
  );
  return Math.min(1, covered / durationSeconds);
}

/**
 * The title's plan from its analysis pass: still when still pictures cover at least half of it; key frames where
 * still pictures start when it has any, else the grid.
 */
export function planTitle(durationSeconds: number, stills: readonly StillSpan[], segmenting: Segmenting): TitlePlan {
  return {
    content: stillShare(durationSeconds, stills) >= STILL_SHARE ? 'still' : 'motion',
    keyframes: stills.length ? planKeyframes(durationSeconds, stills, segmenting) : null,
  };
}

/**
 * Where the segments (and so the key frames) of a title start, in seconds, from its still pictures:
 * - a still picture's first frame costs about a key frame whatever it is coded as (a new slide shares little with the
 *   last), so a segment starts there: the key frame then serves the picture for as long as it stays, where a fixed grid
 *   would have spent one more on it a few seconds later;
 * - no segment is longer than `segmenting.stillSeconds` where the picture is still, nor than
 *   `segmenting.keyframeSeconds` (2 s, the key frames of the ladder before) where it moves: fewer key frames there
 *   lost quality (docs/video.md#per-title-encoding). A still picture's end is a cut too (motion starts there). Between
 *   the cuts chosen so, the stretch is split evenly;
 * - the first segment is `segmenting.firstSeconds` long so a player starts soon, unless the opening picture stays
 *   still past it: such a segment is one key frame and a few bytes whatever its length.
 */
export function planKeyframes(durationSeconds: number, stills: readonly StillSpan[], segmenting: Segmenting): number[] {
  const { firstSeconds, keyframeSeconds, stillSeconds } = segmenting;
  const opening = stills.find((span) => span.start <= OPENING_SECONDS);
  const stillOpening = opening !== undefined && (opening.end ?? Number.POSITIVE_INFINITY) > firstSeconds;
  const anchors = [
    ...new Set([
      ...stills.map((span) => span.start),
      ...stills.flatMap((span) => (span.end === null ? [] : [span.end])),
    ]),
  ]
    .filter((time) => time > OPENING_SECONDS && time < durationSeconds)
    .sort((a, b) => a - b);
  /** Whether the segment starting at `time` shows a still picture. */
  const still = (time: number) =>
    stills.some((span) => span.start <= time + 0.001 && (span.end ?? Number.POSITIVE_INFINITY) > time + 0.001);
  const cuts = stillOpening || durationSeconds < firstSeconds + MIN_SEGMENT_SECONDS ? [0] : [0, firstSeconds];
  let at = cuts.at(-1) ?? 0;
  for (;;) {
    const limit = still(at) ? stillSeconds : keyframeSeconds;
    if (durationSeconds - at <= limit) break;
    const reachable = anchors.filter((anchor) => anchor >= at + MIN_SEGMENT_SECONDS && anchor <= at + limit);
    const chosen = reachable.at(-1);
    if (chosen !== undefined) {
      at = chosen;
    } else {
      const next = anchors.find((anchor) => anchor > at + limit) ?? durationSeconds;
      at += (next - at) / Math.ceil((next - at) / limit);
    }
    cuts.push(at);
  }
  return cuts;
}
