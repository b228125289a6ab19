import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
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
}

const TICKS_PER_SECOND = 100;
function cpuSeconds(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat: utime and stime, in clock ticks (after the `(comm)` field).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** A warm-up of `settings.warmupSeconds`, then a measured run of `settings.durationSeconds`, both at fixed connections. */
export async function measureLoad(target: LoadTarget): Promise<LoadResult> {
  const options = {
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: settings.connections,
    timeout: 10,
  };
  await autocannon({ ...options, duration: settings.warmupSeconds });
  const cpuBefore = target.pid ? cpuSeconds(target.pid) : 0;
  const result = await autocannon({ ...options, duration: settings.durationSeconds });
  const cpuUsed = target.pid ? cpuSeconds(target.pid) - cpuBefore : 0;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  const expected = statusCodes[String(target.status ?? 200)] ?? 0;
  const total = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSecond: round(expected / result.duration, 1),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: round(result.latency.mean, 2),
    },
    requests: total,
    expected,
    unexpected: total - expected,
    errors: result.errors + result.timeouts,
    bytesPerResponse: total ? Math.round(result.throughput.total / total) : 0,
    ...(target.pid && expected && { cpuMsPerRequest: round((cpuUsed * 1000) / expected, 3) }),
    statusCodes,
  };
}

export const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
