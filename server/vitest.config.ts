import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql ships ESM and CJS builds; type-graphql requires the CJS one, so everything must share it.
  resolve: {
    alias: [{ find: /^graphql$/, replacement: new URL('../node_modules/graphql/index.js', import.meta.url).pathname }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../shared/src/**/*.test.ts'],
    setupFiles: ['reflect-metadata'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
