import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL } from './e2e/chromium';
import { bound } from './e2e/hang-bound';
import { FIRST_PORT, SERVERS } from './e2e/servers';

/**
 * The config is loaded again in each worker process, after Playwright has set TEST_PARALLEL_INDEX there (0 up to
 * `workers` - 1, documented on TestInfo.parallelIndex): that is how a worker finds its own server.
 */
const port = FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** Browser journeys against the built app (npm run build), driving Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  // A journey's hang bound (e2e/hang-bound.ts: three times as wide on CI); a journey that names its own time keeps it.
  timeout: bound(60_000),
  expect: { timeout: bound(10_000) },
  fullyParallel: false,
  workers: SERVERS,
  // A failure is a failure, on CI too: a journey that fails under load has a race to fix at its cause, never a retry
  // (docs/testing.md, CI).
  retries: 0,
  // The list, and each failure's page as it stood (e2e/failure-context-reporter.ts): CI keeps no test-results folder.
  reporter: [['list'], ['./e2e/failure-context-reporter.ts']],
  use: {
    // An action or a navigation that waits on an element or a page that never comes fails within its bound, not at
    // the journey's end (Playwright's default is no bound at all).
    actionTimeout: bound(30_000),
    navigationTimeout: bound(60_000),
    // The address the server prints and takes as its public one (PUBLIC_URL's default for a loopback HOST): the test
    // checkout returns there, and passkeys need a name, not an IP address, as their relying party.
    baseURL: `http://localhost:${port}`,
    // A failed journey's trace: each action's DOM snapshot, the console and the network. Not the screencast, whose
    // frames are captured and encoded for every journey and thrown away when it passes. None on CI, whose output keeps
    // no trace file.
    trace: { mode: process.env.CI ? 'off' : 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS },
  },
  webServer: Array.from({ length: SERVERS }, (_, index) => ({
    command: `node e2e/serve.mjs ${FIRST_PORT + index}`,
    url: `http://127.0.0.1:${FIRST_PORT + index}/readyz`,
    timeout: bound(120_000),
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // Asked to stop, not killed (Playwright's default): e2e/serve.mjs then stops the server and its database and
    // removes its data dir, where an embedded PostgreSQL would otherwise outlive the run.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
  })),
});
