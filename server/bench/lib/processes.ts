import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { serverDir } from './settings';

export interface Child {
  process: ChildProcess;
  pid: number;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
/** Children are ours alone: on any exit of the bench they go too. */
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Node (this same binary) on a script; `.ts` scripts run through tsx's loader. Output goes to the bench's stderr. */
export function spawnNode(
  args: string[],
  env: Record<string, string>,
  options: { quiet?: boolean; ipc?: boolean } = {},
): Child {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', options.quiet ? 'ignore' : 'pipe', 'inherit', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return {
    process: child,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export const tsScript = (file: string) => ['--import', 'tsx', file];

/** A baseline child prints one JSON line (`{"port":n}` or a result) on stdout; resolves with the first one. */
export function firstJsonLine<T>(child: Child): Promise<T> {
  const lines = createInterface({ input: child.process.stdout! });
  return new Promise((resolve, reject) => {
    child.process.once('exit', (code) => reject(new Error(`child ${child.pid} exited with ${code} before reporting`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as T));
  });
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export async function waitForHttp(url: string, child: Child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`child ${child.pid} exited with ${child.process.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resident set size of a process, in bytes, from /proc (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb * 1024;
}

function hwmOf(pid: number): number | null {
  const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Number.isFinite(kb) ? kb * 1024 : null;
}

/**
 * Peak RSS of a child while an action runs: sampled every 20 ms, and cross-checked with the kernel's
 * high-water mark (VmHWM), which is reset first (`echo 5 > /proc/<pid>/clear_refs`) so that no short
 * spike between two samples is missed.
 */
export function sampleRss(pid: number) {
  const before = rssOf(pid);
  let hwmReset = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    hwmReset = true;
  } catch {
    // not permitted here: the samples alone are used
  }
  let peak = before;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // the process is gone
    }
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      const hwm = hwmReset ? hwmOf(pid) : null;
      const after = rssOf(pid);
      peak = Math.max(peak, after, hwm ?? 0);
      return { beforeBytes: before, peakBytes: peak, afterBytes: after, growthBytes: peak - before, hwmReset };
    },
  };
}
