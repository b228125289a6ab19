import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startupPreloads } from './startupPreloads.ts';

/**
 * A small app shaped like this one: the entry imports the app (`app.js`) lazily, the app imports `shared.js` and
 * loads a page lazily; the page imports `shared.js` too, and `own.js`. `other.js` (a second page) also imports
 * `own.js`, and `lone.js` (which the entry loads apart from the app) `shared.js`, so that each is a chunk of its own.
 */
const files = {
  'index.html': '<script type="module" src="/main.js"></script>',
  'main.js': "import('./app.js').then((app) => app.start());\nimport('./lone.js');",
  'lone.js': "import { shared } from './shared.js';\nexport const lone = () => shared();",
  'app.js':
    "import { shared } from './shared.js';\nexport const start = () => [shared(), import('./page.js'), import('./other.js')];",
  'page.js':
    "import { shared } from './shared.js';\nimport { own } from './own.js';\nexport const page = () => shared() + own();",
  'other.js': "import { own } from './own.js';\nexport const other = () => own();",
  'shared.js': 'export const shared = () => "shared";',
  'own.js': 'export const own = () => "own";',
};

let root: string;
let chunks: Rolldown.OutputChunk[];

/** The files a chunk preloads with its dynamic imports (Vite's `__vite__mapDeps` table in it). */
function preloadTable(name: string): string[] {
  const chunk = chunks.find((each) => each.name === name);
  if (!chunk) throw new Error(`no chunk ${name}`);
  const table = /m\.f=(\[[^\]]*\])/.exec(chunk.code)?.[1];
  return table
    ? (JSON.parse(table) as string[]).map((file) => path.posix.basename(file).replace(/-[\w-]+\.js$/, ''))
    : [];
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'startup-preloads-'));
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(path.join(root, name), text)));
  const preloads = startupPreloads('/app.js');
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [preloads.plugin],
    build: {
      write: false,
      minify: false,
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    },
  })) as Rolldown.RolldownOutput;
  chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('startupPreloads', () => {
  it("leaves the app's chunks and the page's own chunk out of a lazy page's preloads", () => {
    expect(chunks.map((chunk) => chunk.name).sort()).toEqual([
      'app',
      'index',
      'lone',
      'other',
      'own',
      'page',
      'shared',
    ]);
    expect(preloadTable('app')).toEqual(['own']);
  });

  it("keeps the entry's preloads of the app, when nothing is loaded yet", () => {
    expect(preloadTable('index')).toEqual(expect.arrayContaining(['app', 'shared']));
  });
});
