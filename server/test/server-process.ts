import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

const serverDir = new URL('../', import.meta.url).pathname;

export interface NodeProcess {
  child: ChildProcess;
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

export interface ServerProcess extends NodeProcess {
  url: string;
  port: number;
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
  const server = spawnNodeProcess('src/main.ts', {
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO_CONTENT: 'false',
    ADMIN_PASSWORD: 'Admin-pass1!',
    ...env,
  });
  await server.logged((entry) => entry.msg === 'listening');
  return { ...server, port, url: `http://127.0.0.1:${port}` };
}

/** The server as a developer runs it (NODE_ENV development) on a test database and its data folder, `env` added. */
export const startDevelopmentServer = (
  database: { dataDir: string; databaseUrl?: string | null },
  env: Record<string, string> = {},
) =>
  startServerProcess({
    NODE_ENV: 'development',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    ...env,
  });

/**
 * The environment of a worker process beside a test app: its database and data folder, and the job timings the
 * killed-worker tests use (a heartbeat of 10 s, a claim that lapses within seconds, retries at once).
 */
export const workerBeside = (app: { config: { dataDir: string; databaseUrl?: string | null } }) => ({
  NODE_ENV: 'test',
  DATA_DIR: app.config.dataDir,
  DATABASE_URL: app.config.databaseUrl ?? '',
  JOB_HEARTBEAT_SECONDS: '10',
  JOB_MONITOR_INTERVAL_SECONDS: '2',
  JOB_RETRY_DELAY_SECONDS: '0',
});

/**
 * A job worker process as `npm run worker` runs one (`src/scripts/worker.ts` through tsx), or a test's own worker
 * script (a path from server/), ready once it logs 'worker started'.
 */
export async function startWorkerProcess(env: Record<string, string>, script = 'src/scripts/worker.ts') {
  const worker = spawnNodeProcess(script, env);
  await worker.logged((entry) => entry.msg === 'worker started');
  return worker;
}

/**
 * `node <script>` (a path from server/) through tsx with the environment given, its log lines collected as they
 * come: readiness and assertions wait on what it logs.
 */
export function spawnNodeProcess(script: string, env: Record<string, string>): NodeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      // Tests wait on what the process logs: JSON lines at info level (vitest sets FORCE_COLOR, which a development
      // start takes for a person's terminal).
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
      // `exited` never rejects; when the process ends first, this wait fails.
      void exited.then((code) =>
        reject(new Error(`${script} exited (${code}) first:\n${lines.slice(-20).join('\n')}`)),
      );
    });
  };
  return {
    child,
    exited,
    lines,
    logged,
    async rss() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
      if (!kib) throw new Error(`no VmRSS for ${script}`);
      return Number(kib) * 1024;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
