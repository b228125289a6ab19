/**
 * A test's timeouts bound hangs; none measures speed. On CI the suite shares two cores with the browser journeys (and,
 * in the budget runs, with a CPU hog), where a test may take several times as long as on a quiet machine: each bound
 * is three times as wide there, the default ones (vitest.config.ts) and those a test names, as the journeys' are
 * (e2e/hang-bound.ts).
 */
const HANG_FACTOR = process.env.CI ? 3 : 1;

/** `ms`, chosen on a quiet machine as the point past which a test has hung, widened for the machine it runs on. */
export const bound = (ms: number) => ms * HANG_FACTOR;
