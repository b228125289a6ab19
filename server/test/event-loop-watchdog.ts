import { Worker } from 'node:worker_threads';

/**
 * How long a test worker's event loop may stand still before its process is ended. Nothing a test does blocks it for
 * more than a few seconds (the longest: PGlite copying a database); a test's own timeout cannot fire while it stands.
 */
export const BLOCKED_LIMIT_MS = 120_000;

/**
 * A wedged embedded database blocks the event loop for good: PGlite 0.5.8 caught a WebAssembly trap inside a
 * statement and ran the statement again, forever (docs/testing.md, "A wedged embedded database"). No test timeout can
 * fire then, and the run waited until CI's own limit. This thread needs no event loop: when the worker's loop has not
 * turned for BLOCKED_LIMIT_MS it writes why to stderr and kills the process, so Vitest fails the file at once.
 * (process.getBuiltinModule: the source runs as CommonJS or as a module, as the worker's flags make it.)
 */
const watchdogSource = `
const { workerData } = process.getBuiltinModule('node:worker_threads');
const { writeSync } = process.getBuiltinModule('node:fs');
const { beat, limitMs, checkMs } = workerData;
const sleeper = new Int32Array(new SharedArrayBuffer(4));
let seen = Atomics.load(beat, 0);
let stillSince = Date.now();
for (;;) {
  Atomics.wait(sleeper, 0, 0, checkMs);
  const now = Atomics.load(beat, 0);
  if (now !== seen) {
    seen = now;
    stillSince = Date.now();
  } else if (Date.now() - stillSince >= limitMs) {
    writeSync(2, '\\nThe test worker ' + process.pid + "'s event loop has not turned for " + limitMs / 1000 +
      ' s (a statement of the embedded database that never returns?): ending the process.\\n');
    process.kill(process.pid, 'SIGKILL');
  }
}`;

const STARTED = Symbol.for('coursehub.test.eventLoopWatchdog');
const store = globalThis as { [STARTED]?: boolean };

/** Starts the watchdog once per worker process (files share the process: vitest.config.ts). */
export function watchEventLoop(limitMs = BLOCKED_LIMIT_MS) {
  if (store[STARTED]) return;
  store[STARTED] = true;
  const beat = new Int32Array(new SharedArrayBuffer(4));
  const checkMs = Math.min(5_000, limitMs / 4);
  new Worker(watchdogSource, { eval: true, workerData: { beat, limitMs, checkMs } }).unref();
  setInterval(() => Atomics.add(beat, 0, 1), checkMs / 2).unref();
}
