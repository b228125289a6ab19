import { defineConfig } from 'vitest/config';
import { bound } from './test/hang-bound';

const unitTests = ['src/**/*.test.ts', 'test/**/*.test.ts', '../shared/src/**/*.test.ts'];
const integrationTests = ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'];

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
    // Hang bounds, three times as wide on CI (test/hang-bound.ts), as are those a test names.
    testTimeout: bound(30_000),
    hookTimeout: bound(60_000),
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
