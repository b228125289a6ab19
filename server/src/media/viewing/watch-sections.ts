/**
 * Watch sections: sorted, disjoint intervals of a lecture's seconds, `[start, end]` with start < end. A viewing
 * session keeps two lists, what the media route delivered (or signed for, on S3) and what the player's heartbeats show
 * watched, and a lecture's coverage is their intersection. Pure: no clock, no database.
 */
export type Section = readonly [start: number, end: number];

/** Sections rounded to this (seconds) when stored: a tenth of a second is far below a segment's length. */
const PRECISION = 10;
const round = (seconds: number) => Math.round(seconds * PRECISION) / PRECISION;

/** The sections as a sorted, disjoint list: overlapping or touching ones become one, empty ones go. */
export function mergeSections(sections: readonly Section[]): Section[] {
  const sorted = sections
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .map(([start, end]): Section => [round(start), round(end)])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else if (end > start) merged.push([start, end]);
  }
  return merged;
}

/** Both lists' seconds together. */
export const unionSections = (a: readonly Section[], b: readonly Section[]) => mergeSections([...a, ...b]);

/** The seconds both lists hold (each list sorted and disjoint, as mergeSections leaves it). */
export function intersectSections(a: readonly Section[], b: readonly Section[]): Section[] {
  const out: Section[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aStart, aEnd] = a[i] as Section;
    const [bStart, bEnd] = b[j] as Section;
    const start = Math.max(aStart, bStart);
    const end = Math.min(aEnd, bEnd);
    if (end > start) out.push([start, end]);
    if (aEnd < bEnd) i += 1;
    else j += 1;
  }
  return out;
}

/** Seconds the list covers within [0, limit] (all of them without a limit). */
export function sectionsLength(sections: readonly Section[], limit = Number.POSITIVE_INFINITY): number {
  let total = 0;
  for (const [start, end] of sections) total += Math.max(0, Math.min(end, limit) - Math.max(start, 0));
  return round(total);
}

/** Share (0–1) of a lecture of `durationSeconds` that is both delivered and watched. */
export function verifiedShare(delivered: readonly Section[], watched: readonly Section[], durationSeconds: number) {
  if (!(durationSeconds > 0)) return 0;
  return Math.min(1, sectionsLength(intersectSections(delivered, watched), durationSeconds) / durationSeconds);
}

/** What a player reports about every ten seconds (learning/progress viewing heartbeat). */
export interface Heartbeat {
  /** Server time of the report, in milliseconds: the player's clock is never trusted. */
  atMs: number;
  positionSeconds: number;
  playing: boolean;
  rate: number;
  visible: boolean;
}

/** The fastest playback that still counts as watching (the 2x). */
export const MAX_WATCH_RATE = 2;
/** A heartbeat lost on the way is tolerated; a gap longer than this proves nothing about what played in it. */
export const MAX_HEARTBEAT_GAP_SECONDS = 60;
/**
 * Two heartbeats closer than this count nothing between them: the rate check cannot tell a player from a script over
 * so little time, and a player reports every ten seconds (sooner only on a pause, seek or rate change).
 */
export const MIN_HEARTBEAT_GAP_SECONDS = 2;
/**
 * Timer jitter and the position's rounding: a 2x player may seem a hair faster than 2x between two reports. A share of
 * the wall-clock time between them, so many heartbeats close together earn no more slack than a few far apart.
 */
const SLACK_SHARE = 0.1;
/**
 * How much later than its pace a heartbeat may reach the server (a phone's network, a busy page) and its stretch still
 * count: at 2x, a report arriving 1 s late would otherwise make the stretch before it look like 2.2x and count nothing.
 * The stretch is then credited up to what the server's own clock allows at 2x, so being late costs only that time.
 */
const ARRIVAL_DELAY_SECONDS = 1.5;

/**
 * The section a player watched between two of its heartbeats, or null: it must have been playing, visible and at no
 * more than MAX_WATCH_RATE when the first was sent, the two must lie MIN_HEARTBEAT_GAP_SECONDS to
 * MAX_HEARTBEAT_GAP_SECONDS apart on the server's wall clock, and the position must have moved forward no faster than
 * that rate allows in that time (and ARRIVAL_DELAY_SECONDS more); what counts is at most that rate of the wall time. A seek (backwards, or forwards further than the rate allows), a pause or a hidden
 * tab counts nothing for that stretch.
 *
 * `creditedUntilMs` is where the learner's watching is already counted up to on the wall clock, by any of their
 * viewing sessions: only the time after it counts, at MAX_WATCH_RATE, so several devices playing at once watch no
 * more between them than one would.
 */
export function watchedBetween(previous: Heartbeat, next: Heartbeat, creditedUntilMs = 0): Section | null {
  if (!previous.playing || !previous.visible || previous.rate > MAX_WATCH_RATE || previous.rate <= 0) return null;
  const wallSeconds = (next.atMs - previous.atMs) / 1000;
  if (!(wallSeconds >= MIN_HEARTBEAT_GAP_SECONDS) || wallSeconds > MAX_HEARTBEAT_GAP_SECONDS) return null;
  const advance = next.positionSeconds - previous.positionSeconds;
  if (advance <= 0) return null;
  if (advance > (wallSeconds + ARRIVAL_DELAY_SECONDS) * MAX_WATCH_RATE * (1 + SLACK_SHARE)) return null;
  const uncountedSeconds = (next.atMs - Math.max(previous.atMs, creditedUntilMs)) / 1000;
  const end = Math.min(next.positionSeconds, previous.positionSeconds + uncountedSeconds * MAX_WATCH_RATE);
  return end > previous.positionSeconds ? [previous.positionSeconds, end] : null;
}

/** The buckets (0-based) of width `bucketSeconds` that the sections touch, below `buckets`. */
export function coveredBuckets(sections: readonly Section[], bucketSeconds: number, buckets: number): Set<number> {
  const covered = new Set<number>();
  for (const [start, end] of sections) {
    const first = Math.floor(start / bucketSeconds);
    const last = Math.min(buckets - 1, Math.ceil(end / bucketSeconds) - 1);
    for (let bucket = first; bucket <= last; bucket += 1) covered.add(bucket);
  }
  return covered;
}

/** Sections as stored (jsonb): anything that is not a list of number pairs is read as nothing. */
export function parseSections(value: unknown): Section[] {
  if (!Array.isArray(value)) return [];
  return mergeSections(
    value.filter(
      (pair): pair is [number, number] =>
        Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'number' && typeof pair[1] === 'number',
    ),
  );
}
