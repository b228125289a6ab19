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
