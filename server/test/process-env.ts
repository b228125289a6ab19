// Test files share their worker process (isolate: false in vitest.config.ts), so what one file sets in process.env
// (some point TMPDIR at a folder of their own, then remove it) would reach the files after it. This setup file runs
// before each file and puts the environment back as the worker started with it.
const START_ENV = Symbol.for('coursehub.test.startEnv');
const store = globalThis as { [START_ENV]?: NodeJS.ProcessEnv };
store[START_ENV] ??= { ...process.env };
const startEnv = store[START_ENV];
for (const name of Object.keys(process.env)) {
  if (!(name in startEnv)) delete process.env[name];
}
Object.assign(process.env, startEnv);
