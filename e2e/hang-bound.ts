/**
 * A test's timeouts bound hangs; none measures speed. On CI the journeys share two cores with the server's suite (and,
 * in the foundation's budget runs, with a CPU hog), where every step may take several times as long as on a quiet
 * machine: each bound is three times as wide there, so a slow hour fails nothing that a hang would not.
 */
const FACTOR = process.env.CI ? 3 : 1;

/** `ms` widened for the machine the journeys run on. */
export const bound = (ms: number) => ms * FACTOR;
