import { readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';
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
   * Requests per second across all connections (autocannon's overallRate), for a latency at a steady rate well under
   * the server's capacity; without it, each connection sends its next request as soon as the last is answered, so the
   * latency measured is that of a saturated server.
   */
  rate?: number;
  /** Connections of this target; settings.connections by default. */
  connections?: number;
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

const optionsOf = (target: LoadTarget, duration: number) => ({
  url: target.url,
  method: target.method ?? 'GET',
  headers: target.headers,
  body: target.body,
  ...(target.setupRequest && { requests: [{ setupRequest: target.setupRequest }] }),
  connections: target.connections ?? settings.connections,
  ...(target.rate && { overallRate: target.rate }),
  timeout: 10,
  duration,
});

interface Slice {
  result: Result;
  cpuSeconds: number;
}

/**
 * Each target warmed up for `settings.warmupSeconds`, then measured for `settings.durationSeconds` in
 * `settings.rounds` interleaved slices (A B C A B C …), so that load from other work on the machine falls
 * on every target alike. Throughput is total answers over total time; latency percentiles are the mean
 * of the slices' percentiles.
 */
export async function measureInterleaved<K extends string>(
  targets: Record<K, LoadTarget>,
): Promise<Record<K, LoadResult>> {
  const names = Object.keys(targets) as K[];
  const warmups = {} as Record<K, Result>;
  for (const name of names) warmups[name] = await autocannon(optionsOf(targets[name], settings.warmupSeconds));
  const slices = Object.fromEntries(names.map((name) => [name, [] as Slice[]])) as Record<K, Slice[]>;
  const sliceSeconds = settings.durationSeconds / settings.rounds;
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const name of names) {
      const target = targets[name];
      const cpuBefore = target.pid ? cpuSeconds(target.pid) : 0;
      const result = await autocannon(optionsOf(target, sliceSeconds));
      slices[name].push({ result, cpuSeconds: target.pid ? cpuSeconds(target.pid) - cpuBefore : 0 });
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

function summarize(target: LoadTarget, slices: Slice[], warmup: Result): LoadResult {
  const statusCodes: Record<string, number> = {};
  let seconds = 0;
  let cpu = 0;
  let bytes = 0;
  let errors = 0;
  for (const { result, cpuSeconds: used } of slices) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
    }
    seconds += result.duration;
    cpu += used;
    bytes += result.throughput.total;
    errors += result.errors + result.timeouts;
  }
  const mean = (pick: (result: Result) => number) =>
    round(slices.reduce((sum, slice) => sum + pick(slice.result), 0) / slices.length, 1);
  const expected = statusCodes[String(target.status ?? 200)] ?? 0;
  const total = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSecond: round(expected / seconds, 1),
    latencyMs: {
      p50: mean((r) => r.latency.p50),
      p90: mean((r) => r.latency.p90),
      p99: mean((r) => r.latency.p99),
      max: Math.max(...slices.map((slice) => slice.result.latency.max)),
      mean: mean((r) => r.latency.mean),
    },
    requests: total,
    expected,
    unexpected: total - expected,
    errors,
    bytesPerResponse: total ? Math.round(bytes / total) : 0,
    ...(target.pid && expected && { cpuMsPerRequest: round((cpu * 1000) / expected, 3) }),
    statusCodes,
    slices: slices.map((slice) => round(slice.result['2xx'] + slice.result['3xx'], 0) / slice.result.duration),
    warmupRequestsPerSecond: round((warmup['2xx'] + warmup['3xx']) / warmup.duration, 1),
  };
}

export const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
