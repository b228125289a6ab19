import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './build/appManifest.ts';
import { graphqlDocuments } from './build/graphqlDocuments.ts';
import { pureCalls } from './build/pureCalls.ts';
import { startupChunk } from './build/startupChunk.ts';
import { startupPreloads } from './build/startupPreloads.ts';

const api = 'http://localhost:4000';
const APP_MODULE = 'src/app/mount.tsx';
/** The home page's lazy sections and the catalogue: what a first visit loads after the app (build/startupChunk.ts). */
const LANDING_MODULES = [
  'src/features/site/home/components/HomeSections.tsx',
  'src/features/catalog/courses/pages/CoursesPage.tsx',
];
/** Where a shared course link lands: what its page imports beyond those, in one chunk (build/startupChunk.ts). */
const PAGE_GROUPS = [
  { name: 'course-page', module: 'src/features/site/course-description/pages/CourseDescriptionPage.tsx' },
];
const preloads = startupPreloads(APP_MODULE);
/**
 * The admins' screens, left out of the service worker's precache so that a learner's phone does not fetch them (about a
 * fifth of the app's code); an admin's worker keeps each once opened. A chunk missing here is only precached.
 */
const ADMIN_CHUNKS = [
  'AddLecturePage',
  'AddLecturesPage',
  'AdminDashboardPage',
  'ApiKeysPage',
  'CategoriesPage',
  'CourseAnalyticsPage',
  'CourseForm',
  'CreateCoursePage',
  'DataTable',
  'EditCoursePage',
  'EditLecturePage',
  'LearnersPage',
  'QuizBuilderPage',
  'SsoProvidersPage',
  'StatCounter',
  'UnansweredQuestionsPage',
  'WebhooksPage',
].map((name) => `assets/${name}-*.js`);

/**
 * What decides how the app is split into chunks: the transforms that shape its module graph, module resolution and
 * tree-shaking. The build below uses it, and so does the in-memory first build of startupChunk.
 */
const chunking = () =>
  ({
    plugins: [react(), graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url)))],
    resolve: {
      // rxjs (Apollo Client's observables) as ES2015 classes rather than its default ES5 build, whose classes are
      // tslib's __extends and friends: about 2 kB gzip off every page's start-up JS. Only rxjs has this condition.
      conditions: ['es2015', ...defaultClientConditions],
    },
    build: {
      // propertyReadSideEffects lets the bundler drop the Chakra recipes this app does not register (they are only
      // reached through property reads in unused modules): about 2 KB gzip off the initial JS. manualPureFunctions
      // lets it drop the anatomies and theme definitions nothing renders (build/pureCalls.ts). Checked against the
      // built app. hoist-non-react-statics (with react-is) is imported bare by @emotion/react for withTheme, which
      // Chakra never calls: without side effects declared it stays in the start-up JS (0.9 kB gzip) though nothing
      // uses it.
      rolldownOptions: {
        treeshake: {
          propertyReadSideEffects: false,
          manualPureFunctions: pureCalls,
          moduleSideEffects: [{ test: /\/node_modules\/(hoist-non-react-statics|react-is)\//, sideEffects: false }],
        },
      },
    },
  }) satisfies UserConfig;

const { plugins, resolve, build } = chunking();

export default defineConfig({
  plugins: [
    ...plugins,
    preloads.plugin,
    // The modules every page loads at start-up in one chunk, those both landing pages load in another, and the course
    // page's own in a third, found by a first build in memory (build/startupChunk.ts).
    startupChunk(
      APP_MODULE,
      LANDING_MODULES,
      () => ({ root: fileURLToPath(new URL('.', import.meta.url)), ...chunking() }),
      PAGE_GROUPS,
    ),
    // .br (quality 11) and .gz (level 9) beside each script and icon, which the server sends as they are: on-the-fly
    // compression must stay fast, so it sends the 165 kB gzip-sized app chunk where brotli 11 makes it 140 kB.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|svg)$/, threshold: 1024 }),
    // The installable app: its manifest and the service worker (sw/service-worker.ts), which precaches the app shell
    // and the code of every page but the admins' (those are kept once opened). Registered by the app (src/app/mount.tsx).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: appManifest,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css}'],
        globIgnores: ADMIN_CHUNKS,
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  resolve,
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, changeOrigin: false },
      '/api': { target: api, changeOrigin: false },
      '/media': { target: api, changeOrigin: false },
      '/auth/sso': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/graphql': api,
      '/api': api,
      '/media': api,
      '/auth/sso': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for bundle analysis and error tracking but not referenced from the served JS.
    sourcemap: 'hidden',
    // .vite/manifest.json: the server reads the chunk graph from it to name a route's page chunks in its HTML.
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    // Every page but Home is its own chunk (src/app/routes.tsx); the admin dashboard keeps Victory in its chunk.
    chunkSizeWarningLimit: 600,
    rolldownOptions: build.rolldownOptions,
  },
});
