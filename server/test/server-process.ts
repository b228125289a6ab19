import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

const serverDir = new URL('../', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Settles with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** The log lines printed so far (one pino JSON object each), for assertions and failure messages. */
  lines: string[];
  /** Resolves on the first log line that `match` accepts, printed before or after the call. */
  logged(match: (entry: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** VmRSS of the process, in bytes. */
  rss(): Promise<number>;
  /** SIGKILL if still running; waits for the exit. */
  kill(): Promise<void>;
}

export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The server as users run it: `node src/main.ts` through tsx (what `npm run dev` runs) in a process of its own,
 * with the environment given (NODE_ENV included), ready once it logs that it listens.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO_CONTENT: 'false',
      ADMIN_PASSWORD: 'Admin-pass1!',
      ...env,
      // Readiness is the 'listening' line, and tests wait on what the server logs: JSON lines at info level
      // (vitest sets FORCE_COLOR, which a development start takes for a person's terminal).
      LOG_LEVEL: 'info',
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiting = new Set<{
    match: (entry: Record<string, unknown>) => boolean;
    resolve: (entry: Record<string, unknown>) => void;
  }>();
  const parse = (line: string): Record<string, unknown> | null => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      return null;
    }
  };
  // Both pipes are read to the end, or a chatty child would block on a full pipe.
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => {
      lines.push(line);
      const entry = parse(line);
      if (!entry) return;
      for (const waiter of waiting) {
        if (waiter.match(entry)) {
          waiting.delete(waiter);
          waiter.resolve(entry);
        }
      }
    });
  }
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  const logged = (match: (entry: Record<string, unknown>) => boolean) => {
    for (const line of lines) {
      const entry = parse(line);
      if (entry && match(entry)) return Promise.resolve(entry);
    }
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      waiting.add({ match, resolve });
      exited.then((code) => reject(new Error(`the server exited (${code}) first:\n${lines.slice(-20).join('\n')}`)));
    });
  };
  await logged((entry) => entry.msg === 'listening');
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    lines,
    logged,
    async rss() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
      if (!kib) throw new Error('no VmRSS for the server process');
      return Number(kib) * 1024;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
