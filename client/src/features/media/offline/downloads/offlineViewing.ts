import type { PendingReceipt } from './downloadStore';

export type Heartbeat = PendingReceipt['heartbeats'][number];

/** The server counts the time between two heartbeats only when they are 2 to 60 s apart (watch-sections.ts). */
export const MIN_GAP_MS = 2_000;
/** How often the player notes where it is while playing: well inside the server's 60 s, past its 2 s. */
export const HEARTBEAT_MS = 2_500;

/**
 * One stretch of offline playing, as heartbeats (the same samples the online player sends) and the segments played:
 * what a receipt carries once the stretch ends (a pause, a seek, the end, the player closed).
 */
export class ViewingStretch {
  private heartbeats: Heartbeat[] = [];
  private segments = new Set<number>();

  beat(sample: Heartbeat) {
    const last = this.heartbeats.at(-1);
    if (last && sample.atMs < last.atMs) return;
    this.heartbeats.push(sample);
  }

  played(segment: number) {
    this.segments.add(segment);
  }

  /**
   * The stretch as a receipt's body, or null when it holds fewer than two heartbeats; it starts again empty. A closing
   * heartbeat under 2 s after the one before would leave that last bit uncounted: the one before is dropped instead,
   * so the stretch up to the close counts (the two then lie between 2 and 4.5 s apart).
   */
  finish(): { heartbeats: Heartbeat[]; segments: number[] } | null {
    const heartbeats = [...this.heartbeats];
    const segments = [...this.segments].sort((a, b) => a - b);
    this.heartbeats = [];
    this.segments = new Set();
    const last = heartbeats.at(-1);
    const before = heartbeats.at(-2);
    if (last && before && heartbeats.length > 2 && last.atMs - before.atMs < MIN_GAP_MS) heartbeats.splice(-2, 1);
    return heartbeats.length >= 2 ? { heartbeats, segments } : null;
  }
}
