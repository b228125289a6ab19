import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile, runPaced } from './paced';
import { settings } from './settings';

export interface LoadResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  requests: number;
  /** Responses with the expected status; anything else is an error of the run. */
  expected: number;
  unexpected: number;
  errors: number;
  bytesPerResponse: number;
  /** CPU seconds the server process used per 1,000 requests (user + system), when its pid is known. */
  cpuMsPerRequest?: number;
  statusCodes: Record<string, number>;
  /** Answers per second of each slice, in order: how steady the machine was. */
  slices: number[];
  /** Answers per second during the warm-up, from a cold server: what the measured slices leave out. */
  warmupRequestsPerSecond: number;
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The status a correct answer has (200, or 304 for a conditional GET). */
  status?: number;
  /** The server process, to read its CPU time. */
  pid?: number;
  /**
   * Requests per second, each sent when due (an open-loop load, paced.ts), for the latency at a steady rate well
   * under the server's capacity; without it, autocannon's connections each send their next request as soon as the
   * last is answered, so the latency measured is that of a saturated server.
   */
  rate?: number;
  /** Rewrites each request before it is sent (say, a different caller each time); `headers` and `body` are its own. */
  setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
}

const TICKS_PER_SECOND = 100;
function cpuSeconds(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat: utime and stime, in clock ticks (after the `(comm)` field).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** One run of a target, whichever tool made it. */
interface Run {
  seconds: number;
  statusCounts: Record<string, number>;
  bytes: number;
  errors: number;
  latency: LoadResult['latencyMs'];
  /** Every answer's latency (paced runs only), so slices pool them instead of averaging their percentiles. */
  latenciesMs?: number[];
}

async function runAutocannon(target: LoadTarget, duration: number): Promise<Run> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    ...(target.setupRequest && { requests: [{ setupRequest: target.setupRequest }] }),
    connections: settings.connections,
    timeout: 10,
    duration,
  });
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  const { p50, p90, p99, max, mean } = result.latency;
  return {
    seconds: result.duration,
    statusCounts,
    bytes: result.throughput.total,
    errors: result.errors + result.timeouts,
    latency: { p50, p90, p99, max, mean },
  };
}

async function runPacedTarget(target: LoadTarget & { rate: number }, duration: number): Promise<Run> {
  const method = target.method ?? 'GET';
  const run = await runPaced(
    { url: target.url, method, headers: target.headers, body: target.body },
    target.rate,
    duration,
  );
  return { ...run, latency: latencyOf(run.latenciesMs) };
}

const runOf = (target: LoadTarget, duration: number) =>
  target.rate ? runPacedTarget({ ...target, rate: target.rate }, duration) : runAutocannon(target, duration);

function latencyOf(latencies: number[]): LoadResult['latencyMs'] {
  const sorted = [...latencies].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1);
  return {
    p50: round(percentile(sorted, 0.5), 1),
    p90: round(percentile(sorted, 0.9), 1),
    p99: round(percentile(sorted, 0.99), 1),
    max: round(sorted.at(-1) ?? Number.NaN, 1),
    mean: round(mean, 1),
  };
}

/**
 * autocannon stops at its duration with up to `connections` requests still being answered (at 100,000 courses,
 * 20 searches of ~185 ms each), and the server finishes them after it returns. Without a pause the next run's
 * first requests queue behind them: the paced search's p99 at 20 a second was 129–143 ms, every sample over 50 ms
 * but two being one of the first four of a slice that followed the saturated search. Each run starts on an idle
 * server instead.
 */
const SETTLE_MS = 1000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

interface Slice {
  run: Run;
  cpuSeconds: number;
}

/**
 * Each target warmed up for `settings.warmupSeconds`, then measured for `settings.durationSeconds` in
 * `settings.rounds` interleaved slices (A B C A B C …), so that load from other work on the machine falls
 * on every target alike; every run starts after a pause (SETTLE_MS) in which the server finishes the last one's. Throughput is total answers over total time; latency percentiles are the mean
 * of the slices' percentiles, or, for a paced target, those of all its answers.
 */
export async function measureInterleaved<K extends string>(
  targets: Record<K, LoadTarget>,
): Promise<Record<K, LoadResult>> {
  const names = Object.keys(targets) as K[];
  const warmups = {} as Record<K, Run>;
  for (const name of names) {
    await settle();
    warmups[name] = await runOf(targets[name], settings.warmupSeconds);
  }
  const slices = Object.fromEntries(names.map((name) => [name, [] as Slice[]])) as Record<K, Slice[]>;
  const sliceSeconds = settings.durationSeconds / settings.rounds;
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const name of names) {
      const target = targets[name];
      await settle();
      const cpuBefore = target.pid ? cpuSeconds(target.pid) : 0;
      const run = await runOf(target, sliceSeconds);
      slices[name].push({ run, cpuSeconds: target.pid ? cpuSeconds(target.pid) - cpuBefore : 0 });
    }
  }
  return Object.fromEntries(
    names.map((name) => [name, summarize(targets[name], slices[name], warmups[name])]),
  ) as Record<K, LoadResult>;
}

/** One target alone: warm-up, then the measured run (in `settings.rounds` slices). */
export async function measureLoad(target: LoadTarget): Promise<LoadResult> {
  return (await measureInterleaved({ target })).target;
}

const answered = (run: Run) =>
  Object.entries(run.statusCounts).reduce((sum, [code, count]) => sum + (Number(code) < 400 ? count : 0), 0);

function summarize(target: LoadTarget, slices: Slice[], warmup: Run): LoadResult {
  const statusCodes: Record<string, number> = {};
  let seconds = 0;
  let cpu = 0;
  let bytes = 0;
  let errors = 0;
  for (const { run, cpuSeconds: used } of slices) {
    for (const [code, count] of Object.entries(run.statusCounts)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
    seconds += run.seconds;
    cpu += used;
    bytes += run.bytes;
    errors += run.errors;
  }
  const mean = (pick: (run: Run) => number) =>
    round(slices.reduce((sum, slice) => sum + pick(slice.run), 0) / slices.length, 1);
  const pooled = slices.every(({ run }) => run.latenciesMs)
    ? latencyOf(slices.flatMap(({ run }) => run.latenciesMs ?? []))
    : null;
  const expected = statusCodes[String(target.status ?? 200)] ?? 0;
  const total = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSecond: round(expected / seconds, 1),
    latencyMs: pooled ?? {
      p50: mean((run) => run.latency.p50),
      p90: mean((run) => run.latency.p90),
      p99: mean((run) => run.latency.p99),
      max: Math.max(...slices.map((slice) => slice.run.latency.max)),
      mean: mean((run) => run.latency.mean),
    },
    requests: total,
    expected,
    unexpected: total - expected,
    errors,
    bytesPerResponse: total ? Math.round(bytes / total) : 0,
    ...(target.pid && expected && { cpuMsPerRequest: round((cpu * 1000) / expected, 3) }),
    statusCodes,
    slices: slices.map((slice) => round(answered(slice.run) / slice.run.seconds, 0)),
    warmupRequestsPerSecond: round(answered(warmup) / warmup.seconds, 1),
  };
}

export const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
