import type { Segmenting } from './ffmpeg-args';
import type { StillSpan } from './still-pictures';

/** No segment shorter than this is cut at a still picture's start: each cut costs a key frame. */
const MIN_SEGMENT_SECONDS = 1;
/** A still span starting this close to 0 is the opening picture. */
const OPENING_SECONDS = 0.1;

/**
 * Where the segments (and so the key frames) of a title start, in seconds, from its still pictures:
 * - a still picture's first frame costs about a key frame whatever it is coded as (a new slide shares little with the
 *   last), so a segment starts there: the key frame then serves the picture for as long as it stays, where a fixed grid
 *   would have spent one more on it a few seconds later;
 * - no segment is longer than `segmenting.seconds`: between the cuts chosen so, the stretch is split evenly (a title
 *   with no still picture gets the grid: 0, 2, 8, 14 … for 2 s then 6 s);
 * - the first segment is `segmenting.firstSeconds` long so a player starts soon, unless the opening picture stays
 *   still past it: such a segment is one key frame and a few bytes whatever its length.
 */
export function planKeyframes(durationSeconds: number, stills: readonly StillSpan[], segmenting: Segmenting): number[] {
  const { firstSeconds, seconds } = segmenting;
  const opening = stills.find((span) => span.start <= OPENING_SECONDS);
  const stillOpening = opening !== undefined && (opening.end ?? Number.POSITIVE_INFINITY) > firstSeconds;
  const anchors = stills
    .map((span) => span.start)
    .filter((start) => start > OPENING_SECONDS)
    .sort((a, b) => a - b);
  const cuts = stillOpening || durationSeconds <= firstSeconds ? [0] : [0, firstSeconds];
  let at = cuts.at(-1) ?? 0;
  while (durationSeconds - at > seconds) {
    const reachable = anchors.filter((anchor) => anchor >= at + MIN_SEGMENT_SECONDS && anchor <= at + seconds);
    const chosen = reachable.at(-1);
    if (chosen !== undefined) {
      at = chosen;
    } else {
      const next = anchors.find((anchor) => anchor > at + seconds) ?? durationSeconds;
      at += (next - at) / Math.ceil((next - at) / seconds);
    }
    cuts.push(at);
  }
  return cuts;
}
