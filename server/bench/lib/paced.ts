import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** What one run of a load measured: answers by status, bytes, failures, and each answer's latency. */
export interface PacedRun {
  seconds: number;
  statusCounts: Record<string, number>;
  bytes: number;
  errors: number;
  /** Each answered request's latency in ms, from the moment it was due. */
  latenciesMs: number[];
}

export interface PacedRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * An open-loop load: a request due every 1/rate s for `seconds`, each sent when due whether or not the earlier ones
 * were answered, its latency counted from when it was due (so a stalled server is not hidden by requests that
 * waited to be sent). autocannon's `overallRate` is not that: each connection sends its share of a second's
 * requests back to back as the second starts, so 20 a second arrive as one burst, and the slowest of the burst
 * measures the queue behind it rather than the server at 20 a second.
 */
export async function runPaced(request: PacedRequest, rate: number, seconds: number): Promise<PacedRun> {
  const agent = new http.Agent({ keepAlive: true });
  const run: PacedRun = { seconds, statusCounts: {}, bytes: 0, errors: 0, latenciesMs: [] };
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      send(agent, request).then(
        ({ status, bytes }) => {
          run.latenciesMs.push(performance.now() - due);
          run.statusCounts[status] = (run.statusCounts[status] ?? 0) + 1;
          run.bytes += bytes;
        },
        () => {
          run.errors += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return run;
}

function send(agent: http.Agent, { url, method, headers, body }: PacedRequest) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, agent, timeout: 10_000 }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The value below which `fraction` of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
