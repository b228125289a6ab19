/**
 * In-process timings of one call repeated: what the learning, discussions and analytics parts measure their
 * statements and service calls with.
 */

/** Milliseconds each of `runs` calls of `run` took, after as many calls not measured (warm-up), fastest first. */
export async function sortedTimings(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < runs; warm += 1) await run();
  const samples: number[] = [];
  for (let measured = 0; measured < runs; measured += 1) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return samples.sort((a, b) => a - b);
}

/** The sample at ⌊share × n⌋ of sorted samples (the parts timed in-process report this one). */
export const sampleAt = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
