import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../test/chromium-flags';
import { startAppChild } from '../lib/app';
import { LIGHTHOUSE_PAGES, type LighthousePage } from '../lib/lighthouse-pages';
import { round } from '../lib/load';
import { clientDist, settings } from '../lib/settings';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface ChunkRow extends Sizes {
  /** The page chunk (e.g. CoursesPage) and what it pulls in beyond the entry's static graph. */
  chunk: string;
  files: number;
}

export interface RouteJs {
  /**
   * JS files the browser fetched while loading the page (Lighthouse's network records), or, when Lighthouse
   * could not run, the static graph below.
   */
  loaded: Sizes & { files: string[]; source: 'browser' | 'static' };
  /** The entry's static import graph (+ the route chunk's), from the build alone. */
  static: Sizes & { files: string[] };
  css: Sizes;
}

export interface LighthouseFigures {
  /** The median run's score; the other figures are that run's too. */
  performance: number;
  /** Every run's performance score, in run order. */
  performanceRuns?: number[];
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Bytes on the wire for the page load. */
  transferBytes: number;
  /**
   * Whether every script worth compressing came with a Content-Encoding (read from Chromium's response headers).
   * Scripts under COMPRESSION_THRESHOLD are sent as they are, as compression() does by default, and do not count.
   */
  jsServedCompressed: boolean;
  failedAudits: string[];
}

export interface ClientResult {
  builtAt: string;
  entry: string;
  entrySizes: Sizes;
  routeChunks: ChunkRow[];
  routes: Record<'/' | '/courses', RouteJs>;
  /** Results written before the course page was audited have no `/course/description`. */
  lighthouse: Partial<Record<LighthousePage, LighthouseFigures | { error: string }>>;
  /**
   * `/` for a visitor whose language is Hindi (the `locale` cookie): the JS it fetched and its Lighthouse figures, held
   * against the English `/`. Results written before it was measured have none.
   */
  hindiHome?: {
    loaded: (Sizes & { files: string[] }) | null;
    lighthouse: LighthouseFigures | { error: string };
  };
  lighthouseConfig: string;
}

/** The language whose start-up cost is held to a budget against English's. */
const HINDI = 'hi';

const sizeCache = new Map<string, Sizes>();

/** gzip -9 and brotli quality 11, as precompressed static assets are served. */
function sizesOf(file: string): Sizes {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(path.join(clientDist, file));
  const sizes = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(file, sizes);
  return sizes;
}

const total = (files: Iterable<string>): Sizes => {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = sizesOf(file);
    sum.raw += sizes.raw;
    sum.gzip += sizes.gzip;
    sum.brotli += sizes.brotli;
  }
  return sum;
};

/** `assets/x.js` paths a chunk imports statically (import/export … from, bare import) and dynamically. */
function importsOf(file: string) {
  const code = readFileSync(path.join(clientDist, file), 'utf8');
  const dir = path.posix.dirname(file);
  const resolve = (specifier: string) => path.posix.join(dir, specifier);
  const matches = (pattern: RegExp) => [...code.matchAll(pattern)].map((match) => resolve(match[1]!));
  return {
    static: [
      ...matches(/\bfrom\s*["'`](\.\/[^"'`]+?\.js)["'`]/g),
      ...matches(/\bimport\s*["'`](\.\/[^"'`]+?\.js)["'`]/g),
    ],
    dynamic: matches(/\bimport\(\s*["'`](\.\/[^"'`]+?\.js)["'`]\s*\)/g),
  };
}

function staticGraph(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file).static);
  }
  return seen;
}

function analyseBuild() {
  const html = readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('client/dist/index.html has no module entry script');
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]!);
  const entryGraph = staticGraph([entry, ...preloads]);
  const dynamic = new Set([...entryGraph].flatMap((file) => importsOf(file).dynamic));
  const routeChunks = [...dynamic]
    .filter((file) => !entryGraph.has(file))
    .map((file) => {
      const own = [...staticGraph([file])].filter((each) => !entryGraph.has(each));
      return { chunk: path.posix.basename(file).replace(/-[\w-]{8}\.js$/, ''), file, own };
    })
    .sort((a, b) => a.chunk.localeCompare(b.chunk));
  return { entry, entryGraph, css, routeChunks };
}

/** JavaScript and CSS weight per route chunk, and a Lighthouse run on / and /courses of the built app. */
export async function runClient(log: (line: string) => void): Promise<ClientResult> {
  if (!existsSync(path.join(clientDist, 'index.html'))) {
    throw new Error('client/dist is missing: run `npm run build` first (the bench measures the production build)');
  }
  const build = analyseBuild();
  const coursesChunk = build.routeChunks.find((each) => each.chunk === 'CoursesPage');
  const staticJs = (extra: string[]) => {
    const files = [...build.entryGraph, ...extra];
    return { ...total(files), files };
  };
  const { runs: lh, hindi } = await runLighthouse(log);
  const loadedJs = (route: '/' | '/courses') => {
    const run = lh[route];
    const files = 'error' in run ? null : run.scripts;
    if (files) return { ...total(files), files, source: 'browser' as const };
    return { ...staticJs(route === '/' ? [] : (coursesChunk?.own ?? [])), source: 'static' as const };
  };
  const routes = {
    '/': { loaded: loadedJs('/'), static: staticJs([]), css: total(build.css) },
    '/courses': {
      loaded: loadedJs('/courses'),
      static: staticJs(coursesChunk?.own ?? []),
      css: total(build.css),
    },
  };
  const hindiJs = 'error' in hindi ? null : { ...total(hindi.scripts), files: hindi.scripts };
  for (const route of ['/', '/courses'] as const) {
    const { gzip, brotli, files } = routes[route].loaded;
    log(
      `  ${route}: initial JS ${round(gzip / 1000, 1)} kB gzip, ${round(brotli / 1000, 1)} kB brotli (${files.length} files)`,
    );
  }
  if (hindiJs) log(`  / in Hindi: initial JS ${round(hindiJs.gzip / 1000, 1)} kB gzip (${hindiJs.files.length} files)`);
  return {
    builtAt: statSync(path.join(clientDist, 'index.html')).mtime.toISOString(),
    entry: build.entry,
    entrySizes: sizesOf(build.entry),
    routeChunks: build.routeChunks.map(({ chunk, own }) => ({ chunk, files: own.length, ...total(own) })),
    routes,
    lighthouse: Object.fromEntries(
      LIGHTHOUSE_PAGES.map((page) => [page, 'error' in lh[page] ? lh[page] : lh[page].figures]),
    ) as ClientResult['lighthouse'],
    hindiHome: {
      loaded: hindiJs,
      lighthouse: 'error' in hindi ? hindi : hindi.figures,
    },
    lighthouseConfig: `Lighthouse default (mobile: Moto G Power, simulated slow 4G, 4x CPU slowdown); median of ${settings.lighthouseRuns} runs per page`,
  };
}

/**
 * compression()'s default threshold: smaller bodies are sent as they are, since gzip would save next to nothing.
 * A small script therefore arrives with more header bytes than body, which is not a missing compression.
 */
const COMPRESSION_THRESHOLD = 1024;

/** Each audited page's path, the course page on the first demo course the catalogue lists. */
async function pageUrls(origin: string): Promise<Record<LighthousePage, string>> {
  const response = await fetch(`${origin}/api/v1/courses`);
  const { courses } = (await response.json()) as { courses: { _id: string }[] };
  const course = courses[0];
  if (!course) throw new Error('the demo catalogue has no course to audit');
  return { '/': '/', '/courses': '/courses', '/course/description': `/course/description?id=${course._id}` };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): up to this many failed runs are retried. */
const ATTEMPTS = 3;

type PageRun = { figures: LighthouseFigures; scripts: string[] } | { error: string };

async function runLighthouse(
  log: (line: string) => void,
): Promise<{ runs: Record<LighthousePage, PageRun>; hindi: PageRun }> {
  // NODE_ENV=test: production's CSP upgrades every request to https, which a plain-http loopback run cannot follow.
  // The demo catalogue is seeded before the app listens, READY from its shipped outputs: no job runs beside the audits.
  const app = await startAppChild({ nodeEnv: 'test', env: { SEED_DEMO_CONTENT: 'true' } });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const runs = {} as Record<LighthousePage, PageRun>;
  let hindi: PageRun = { error: 'not run' };
  try {
    chrome = await chromeLauncher.launch({
      chromePath: settings.chromium,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    const urls = await pageUrls(app.url);
    for (const route of LIGHTHOUSE_PAGES)
      runs[route] = await medianOfRuns(app.url, urls[route], chrome.port, route, log);
    hindi = await medianOfRuns(app.url, '/', chrome.port, '/ in Hindi', log, { Cookie: `locale=${HINDI}` });
  } catch (error) {
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- `runs` has the routes measured before the failure only
    for (const route of LIGHTHOUSE_PAGES) runs[route] ??= { error: (error as Error).message };
    if ('error' in hindi) hindi = { error: (error as Error).message };
    log(`  Lighthouse failed: ${(error as Error).message}`);
  } finally {
    await chrome?.kill();
    await app.stop();
  }
  return { runs, hindi };
}

/**
 * Audits a page `settings.lighthouseRuns` times and keeps the median run; failed attempts (no trace recorded) are
 * retried, up to ATTEMPTS extra runs. `headers` go with every request of the page (the language cookie).
 */
async function medianOfRuns(
  origin: string,
  pathAndQuery: string,
  port: number,
  label: string,
  log: (line: string) => void,
  headers?: Record<string, string>,
): Promise<PageRun> {
  const completed: Exclude<PageRun, { error: string }>[] = [];
  let lastError = 'not run';
  for (
    let attempt = 1;
    completed.length < settings.lighthouseRuns && attempt <= settings.lighthouseRuns + ATTEMPTS;
    attempt += 1
  ) {
    const run = await auditPage(origin, pathAndQuery, port, headers).catch((error: Error) => ({
      error: error.message,
    }));
    if ('error' in run) {
      lastError = run.error;
      log(`  Lighthouse ${label}, attempt ${attempt}: ${run.error}`);
    } else completed.push(run);
  }
  if (completed.length === 0) return { error: lastError };
  const median = medianRun(completed);
  const f = median.figures;
  log(
    `  Lighthouse ${label}: performance ${f.performance} (median of ${f.performanceRuns.join(', ')}), ` +
      `accessibility ${f.accessibility}, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms`,
  );
  return median;
}

/** The run with the median performance score (the lower middle for an even count), with every run's score. */
function medianRun(completed: Exclude<PageRun, { error: string }>[]) {
  const byScore = [...completed].sort((a, b) => a.figures.performance - b.figures.performance);
  const median = byScore[Math.floor((byScore.length - 1) / 2)] as (typeof completed)[number];
  return {
    ...median,
    figures: { ...median.figures, performanceRuns: completed.map((run) => run.figures.performance) },
  };
}

async function auditPage(
  origin: string,
  pathAndQuery: string,
  port: number,
  headers?: Record<string, string>,
): Promise<PageRun> {
  const result = await lighthouse(`${origin}${pathAndQuery}`, {
    port,
    extraHeaders: headers,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) return { error: 'Lighthouse returned nothing' };
  const { lhr } = result;
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const ownScripts = requests.filter((item) => item.resourceType === 'Script' && new URL(item.url).origin === origin);
  const encodings = contentEncodings(result.artifacts.DevtoolsLog);
  return {
    scripts: ownScripts.map((item) => new URL(item.url).pathname.slice(1)),
    figures: {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: round(audit('cumulative-layout-shift'), 3),
      fcpMs: Math.round(audit('first-contentful-paint')),
      transferBytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      jsServedCompressed: ownScripts.every(
        (item) => (item.resourceSize ?? 0) < COMPRESSION_THRESHOLD || Boolean(encodings.get(item.url)),
      ),
      failedAudits: Object.values(lhr.audits)
        .filter((each) => each.score !== null && each.score < 0.9)
        .filter((each) => !['informative', 'notApplicable', 'manual'].includes(each.scoreDisplayMode))
        .map((each) => each.id),
    },
  };
}

/** The Content-Encoding each response arrived with, by URL, from the DevTools protocol log of the run. */
function contentEncodings(log: ReadonlyArray<{ method: string; params: unknown }>): Map<string, string | undefined> {
  const encodings = new Map<string, string | undefined>();
  for (const event of log) {
    if (event.method !== 'Network.responseReceived') continue;
    const { response } = event.params as { response: { url: string; headers: Record<string, string> } };
    const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    encodings.set(response.url, header?.[1]);
  }
  return encodings;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}
