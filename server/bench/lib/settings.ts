import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** server/ */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(serverDir, '..');
export const benchDir = path.join(serverDir, 'bench');
export const resultsDir = path.join(repoRoot, 'bench/results');
export const clientDist = path.join(repoRoot, 'client/dist');

const number = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
};

/** Every knob of the bench, read once from the environment (documented in docs/benchmarks.md). */
export const settings = {
  /** The PostgreSQL server the bench creates its databases on (a maintenance database's URL); embedded when unset. */
  databaseUrl: process.env.DATABASE_URL || undefined,
  /** Catalogue load: measured seconds per target, warm-up seconds, concurrent connections. */
  durationSeconds: number('BENCH_DURATION', 10),
  /**
   * Measured in 3 s windows from a cold start, the server needs 9–12 s of load before its answers per second
   * settle (V8 still compiling: the process's other threads used 300 µs of CPU per request in the first window,
   * 40–70 µs from the fourth on); a shorter warm-up measures start-up, not the steady state the budgets are about.
   */
  warmupSeconds: number('BENCH_WARMUP', 10),
  connections: number('BENCH_CONNECTIONS', 20),
  /** The measured time is split into this many interleaved slices per target. */
  rounds: number('BENCH_ROUNDS', 2),
  courses: number('BENCH_COURSES', 50),
  /** Upload sizes in GiB: 1 always, plus a larger one (e.g. 4) for the flatness check. */
  uploadGiB: number('BENCH_UPLOAD_GIB', 1),
  rangeFileMB: number('BENCH_RANGE_MB', 200),
  /** `info` is what a deployment logs (one JSON line per request); `silent` isolates the request path. */
  logLevel: process.env.BENCH_LOG_LEVEL || 'info',
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  /** Lighthouse runs per page; the report takes the median run, as Lighthouse's guidance on variability advises. */
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5),
  /** `src` (tsx), `dist` (server/dist/main.js) or `auto`: the build when it is newer than every source file. */
  server: (process.env.BENCH_SERVER || 'auto') as 'auto' | 'src' | 'dist',
};

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
      newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** How the app child is started: the production bundle when it is current, else the sources through tsx. */
export function serverEntry(): { kind: 'dist' | 'src'; args: string[]; note: string } {
  const dist = path.join(serverDir, 'dist/main.js');
  const src = path.join(serverDir, 'src/main.ts');
  const fromSource = { kind: 'src' as const, args: ['--import', 'tsx', src] };
  if (settings.server === 'src') return { ...fromSource, note: 'server/src/main.ts through tsx (BENCH_SERVER=src)' };
  if (settings.server === 'dist') {
    if (!existsSync(dist)) throw new Error('BENCH_SERVER=dist but server/dist/main.js is missing: run npm run build');
    return { kind: 'dist', args: [dist], note: 'server/dist/main.js (BENCH_SERVER=dist)' };
  }
  const sources = Math.max(newestMtime(path.join(serverDir, 'src')), newestMtime(path.join(repoRoot, 'shared/src')));
  if (existsSync(dist) && statSync(dist).mtimeMs >= sources) {
    return { kind: 'dist', args: [dist], note: 'server/dist/main.js (current build)' };
  }
  return { ...fromSource, note: 'server/src/main.ts through tsx (server/dist is older than the sources)' };
}
