/**
 * The time the app's rules read: expiries, windows, leases, back-off. Built once into AppDeps, so a test can move the
 * app's time (test/clock.ts) without faking the timers that the database driver, the job queue and HTTP run on.
 */
export interface Clock {
  now(): Date;
  /** now() in milliseconds since the epoch, for arithmetic. */
  nowMs(): number;
}

export const systemClock: Clock = {
  now: () => new Date(),
  nowMs: () => Date.now(),
};

/** `clock` moved by `offsetMs`: one request's time when a browser journey asks for it (TEST_CLOCK_HEADER). */
export const shiftedClock = (clock: Clock, offsetMs: number): Clock => ({
  now: () => new Date(clock.nowMs() + offsetMs),
  nowMs: () => clock.nowMs() + offsetMs,
});

/** Whole seconds from `now` until `at`, rounded up, as a job's start delay; undefined when `at` is none or past. */
export function secondsUntil(now: Date, at: Date | null | undefined): number | undefined {
  const wait = at ? Math.ceil((at.getTime() - now.getTime()) / 1000) : 0;
  return wait > 0 ? wait : undefined;
}

/**
 * The system's time moved by an offset that can be changed while the app runs: the whole app's time, workers included,
 * when a browser journey moves a server to next Monday (TEST_CLOCK_HEADER's `PUT /test/clock`).
 */
export class MovableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  /** From now on, the time is the system's plus `offsetMs`. */
  moveTo(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }
}
