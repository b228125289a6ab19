import { defineConfig } from 'vitest/config';

const unitTests = ['src/**/*.test.ts', 'test/**/*.test.ts', '../shared/src/**/*.test.ts'];
const integrationTests = ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'];
/**
 * The suite's timeouts bound hangs; none measures speed. On CI the suite shares two cores with the browser journeys
 * (and, in the budget runs, with a CPU hog), where a test may take several times as long as on a quiet machine: the
 * default bounds are three times as wide there, as the journeys' are (e2e/hang-bound.ts).
 */
const HANG_FACTOR = process.env.CI ? 3 : 1;

export default defineConfig({
  // graphql ships ESM and CJS builds; type-graphql requires the CJS one, so everything must share it.
  resolve: {
    alias: [{ find: /^graphql$/, replacement: new URL('../node_modules/graphql/index.js', import.meta.url).pathname }],
  },
  test: {
    setupFiles: ['reflect-metadata', 'test/process-env.ts'],
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // Files share their worker process: the app's modules are loaded once per worker rather than once per file,
    // which was most of a test file's fixed cost. Each file still builds its own app on its own database;
    // test/process-env.ts undoes a file's changes to process.env before the next.
    isolate: false,
    testTimeout: 30_000 * HANG_FACTOR,
    hookTimeout: 60_000 * HANG_FACTOR,
    projects: [
      // Pure rules and single processes: no database, so no migrated database is prepared for them (npm run test:unit).
      { extends: true, test: { name: 'unit', include: unitTests, exclude: integrationTests } },
      // The real app on PostgreSQL: one server and one migrated template for the run (test/global-setup.ts).
      {
        extends: true,
        test: {
          name: 'integration',
          include: integrationTests,
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
