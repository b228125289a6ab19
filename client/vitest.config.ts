import { defineConfig, mergeConfig } from 'vitest/config';
import { bound } from './src/test/hang-bound.ts';
import viteConfig from './vite.config.ts';

/**
 * Test files that rely on module state being fresh (the toast region's "not asked for yet" flag is set once per page
 * load, as in the browser, and the toaster's store is connected once), that mock a module another file has already
 * loaded (the menu's drawer, failing as offline), or that give the page an IndexedDB (the device's outbox, kept for
 * the page's life): they get a module registry of their own.
 * Every other file shares its worker's registry, which halves the suite's time (jsdom and the app's modules are set up
 * once per worker, not once per file).
 */
const needsFreshModules = [
  'src/app/App.test.tsx',
  'src/app/MainMenu.test.tsx',
  'src/shared/toaster.beforeRegion.test.tsx',
  'src/features/learning/quizzes/offline/QuizPageOffline.test.tsx',
  'src/features/learning/discussions/offline/QueuedQuestions.test.tsx',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      restoreMocks: true,
      // Longer than one waitFor (asyncUtilTimeout in src/test/setup.ts) plus the typing before it: with vitest's default
      // of 5 s a test could time out while its last wait was still allowed to go on. Wider on CI (src/test/hang-bound.ts).
      testTimeout: bound(20_000),
      // Vitest's default for a run is one worker fewer than the cores: one on a 2-core machine, which leaves a core
      // idle whenever nothing runs beside the suite.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared-modules',
            include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
            exclude: needsFreshModules,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'fresh-modules', include: needsFreshModules } },
      ],
    },
  }),
);
