import { type DeliveredSections, recordDeliveries } from '../../media/viewing/viewing-record.service';
import { endIdleViewingSessions } from '../../media/viewing/viewing-sessions-end.service';
import { mergeSections, type Section } from '../../media/viewing/watch-sections';
import type { AppDeps } from '../../shared/scope';

/** A flush starts once this many device-and-lecture pairs wait, without waiting for the interval. */
export const FLUSH_AT_SESSIONS = 500;
/**
 * Past this many pairs waiting (the database is slower than the players), new deliveries are dropped and counted
 * rather than held: memory stays bounded whatever happens to the database.
 */
export const MAX_PENDING_SESSIONS = 10 * FLUSH_AT_SESSIONS;
/**
 * Separate sections one pair holds before a flush starts early, and at most: a player seeking wildly is written
 * sooner, and past the cap its deliveries are dropped and counted (joining gaps would record what was not delivered).
 */
const FLUSH_AT_SECTIONS = 64;
const MAX_SECTIONS_PER_SESSION = 4 * FLUSH_AT_SECTIONS;
/**
 * How often the process ends idle viewing sessions and counts them into the analytics: every minute, or twice per
 * VIEWING_IDLE_SECONDS when that is shorter.
 */
const sweepEveryMs = (idleSeconds: number) => Math.min(60_000, (idleSeconds * 1000) / 2);

/**
 * The media route's record of what it delivered (docs/learning.md#viewing-record): `record` is a Map update on the
 * request path and nothing else; a timer (VIEWING_FLUSH_INTERVAL_MS, or FLUSH_AT_SESSIONS waiting) writes the batch in
 * one transaction off it. `stop` (the app's shutdown, after the requests in flight drained) writes what is left, so a
 * SIGTERM loses nothing; a crash loses at most one interval. A write that fails keeps its batch for the next one. Each
 * process has its own; they write the same rows.
 */
export function createViewingRecorder(deps: Pick<AppDeps, 'orm' | 'config' | 'logger' | 'clock' | 'events'>) {
  const { orm, config, logger } = deps;
  let pending = new Map<string, DeliveredSections>();
  let flushing: Promise<void> | null = null;
  let dropped = 0;
  let stopped = false;
  /** The last write failed: what waits is written by the interval only, not by every new delivery. */
  let failing = false;

  function drop() {
    dropped += 1;
    if (dropped === 1 || dropped % 1000 === 0) logger.warn({ dropped }, 'viewing record full: deliveries dropped');
  }

  // A lecture this verifies publishes viewing.verified, on which the learning side may issue a certificate.
  const write = (batch: DeliveredSections[]) => recordDeliveries(orm.em.fork(), deps, batch);

  /** Holds `sections` of a device's lecture for the next write, within the caps. */
  function hold(authSessionId: string, lectureId: string, sections: readonly Section[]) {
    const key = `${authSessionId}:${lectureId}`;
    const entry = pending.get(key);
    if (entry) {
      const merged = mergeSections([...entry.sections, ...sections]);
      if (merged.length > MAX_SECTIONS_PER_SESSION) drop();
      else entry.sections = merged;
      if (merged.length >= FLUSH_AT_SECTIONS && !failing) void flush();
      return;
    }
    if (pending.size >= MAX_PENDING_SESSIONS) {
      drop();
      return;
    }
    pending.set(key, { authSessionId, lectureId, sections: [...sections] });
    if (pending.size >= FLUSH_AT_SESSIONS && !failing) void flush();
  }

  function flush(): Promise<void> {
    if (flushing) return flushing.then(() => (pending.size ? flush() : undefined));
    if (!pending.size) return Promise.resolve();
    const batch = [...pending.values()];
    pending = new Map();
    flushing = write(batch)
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        // The batch's transaction rolled back whole (a database restart, a failover): it goes back in line, merged
        // with what came since, and the next interval writes it; early flushes wait until a write succeeds again.
        failing = true;
        logger.error(
          { err: error, sessions: batch.length },
          'the viewing record was not written; kept for the next write',
        );
        for (const entry of batch) hold(entry.authSessionId, entry.lectureId, entry.sections);
      })
      .finally(() => {
        flushing = null;
      });
    return flushing;
  }

  const timer = setInterval(() => void flush(), config.viewing.flushIntervalMs);
  timer.unref();
  const sweep = setInterval(() => {
    endIdleViewingSessions(orm.em.fork(), deps).catch((error: unknown) =>
      logger.error({ err: error }, 'idle viewing sessions were not ended'),
    );
  }, sweepEveryMs(config.viewing.idleSeconds));
  sweep.unref();

  return {
    /** The media route delivered (or, on S3, signed for) `section` of the lecture to the device's session. */
    record(authSessionId: string, lectureId: string, section: Section) {
      if (!stopped) hold(authSessionId, lectureId, [section]);
    },
    flush,
    /** What waits to be written, and what was dropped since the start (the bench reads both). */
    stats: () => ({ pending: pending.size, dropped }),
    /** Ends the timers and writes what is left: the app's shutdown calls it after the requests in flight drained. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(sweep);
      await flush();
    },
  };
}

export type ViewingRecorder = ReturnType<typeof createViewingRecorder>;
