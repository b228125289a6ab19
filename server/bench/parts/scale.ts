import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../test/chromium-flags';
import { trustedDocument } from '../../test/trusted-graphql';
import { type AppChild, startAppChild } from '../lib/app';
import { BUDGETS } from '../lib/budgets/limits';
import { fmt, missing, type Row } from '../lib/budgets/row';
import { type LoadResult, type LoadTarget, measureInterleaved, round } from '../lib/load';
import { generateCourses, storeScaleThumbnail } from '../lib/scale-catalogue';
import { settings } from '../lib/settings';

/** The catalogue sizes, smallest first: each later one adds courses to the same database. */
const SIZES = [50, 10_000, 100_000];
/** A page as the client asks for it. */
const PAGE_SIZE = 24;
/** What a learner types: a topic word, matched as a prefix (~4 % of the generated courses name it). */
const SEARCH = 'react';
/**
 * SEARCH with two letters swapped: it matches nothing, so each answer also reads the catalogue's vocabulary for the
 * closest words (search-correction.ts) and then pages and counts the corrected search.
 */
const TYPO = 'raect';
/**
 * The steady search rate whose latency the budget holds (20 a second is 1.7 million searches a day), each search
 * sent when due (paced.ts): at saturation (every connection sending as soon as it is answered) the latency is only
 * the number of connections over the throughput, which the saturated row reports beside it.
 */
const SEARCH_RATE = 20;
/** Timed page loads per size, each in a fresh browser context (a first visit), after one untimed. */
const PAGE_LOADS = 5;

export interface ScaleSize {
  courses: number;
  lectures: number;
  generateSeconds: number;
  /** Navigation start to the frame after the first course card entered the DOM, per timed load (ms). */
  firstCardMs: { median: number; runs: number[] };
  /** Cards the page showed once loaded (one page: at most PAGE_SIZE). */
  cardsShown: number;
  /** /courses as served: without and with `Accept-Encoding: gzip` (the app's compression()). */
  html: { rawBytes: number; gzipBytes: number };
  /** totalCount of the search's connection: how many courses it matches. */
  searchMatches: number;
  firstPage: LoadResult;
  search: LoadResult;
  /** The search at SEARCH_RATE a second. */
  searchPaced: LoadResult;
  /** TYPO at SEARCH_RATE a second (absent from results of runs before it was measured). */
  typoPaced?: LoadResult;
}

export interface ScaleResult {
  pageSize: number;
  search: string;
  typo?: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  pageLoads: number;
  sizes: ScaleSize[];
}

/** The client's own catalogue query (its trusted document: what an anonymous caller may run in production). */
const catalogueBody = (variables: Record<string, unknown>) =>
  JSON.stringify({
    operationName: 'CourseCatalogQuery',
    variables: { first: PAGE_SIZE, ...variables },
    extensions: trustedDocument('CourseCatalogQuery').extensions,
  });

interface CatalogueAnswer {
  data?: {
    courses: { totalCount: number; correctedSearch: string | null; edges: { node: { title: string } }[] };
  };
  errors?: unknown[];
}

async function catalogue(app: AppChild, body: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const answer = (await response.json()) as CatalogueAnswer;
  if (response.status !== 200 || !answer.data) {
    throw new Error(`CourseCatalogQuery answered ${response.status}: ${JSON.stringify(answer.errors)}`);
  }
  return answer.data.courses;
}

/** The body's bytes on the wire (node:http leaves the encoding as sent). */
function bytesOf(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.once('end', () => {
        const encoding = response.headers['content-encoding'];
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ bytes, encoding });
      });
    }).once('error', reject);
  });
}

async function htmlSize(url: string) {
  const raw = await bytesOf(url, {});
  const gzip = await bytesOf(url, { 'accept-encoding': 'gzip' });
  if (gzip.encoding !== 'gzip') {
    // Only if the app ever stops compressing HTML: what gzip would make of it, at zlib's default level.
    const body = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
    return { rawBytes: raw.bytes, gzipBytes: gzipSync(Buffer.from(body)).length };
  }
  return { rawBytes: raw.bytes, gzipBytes: gzip.bytes };
}

/**
 * Runs in the page before its own scripts (a string: the server's TypeScript has no DOM types): resolves with the time
 * since navigation start of the frame after the first course card (an article with its title link) entered the DOM.
 */
const FIRST_CARD_PROBE = `
  const observer = new MutationObserver(() => {
    if (!document.querySelector('article h2 a')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__firstCardMs = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });`;
/** A page that shows no card in this long has failed, whatever the machine's load. */
const FIRST_CARD_TIMEOUT_MS = 60_000;

async function firstCard(browser: Browser, url: string): Promise<{ ms: number; cards: number }> {
  // bypassCSP: production's CSP carries upgrade-insecure-requests, which a plain-http loopback page cannot follow.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(FIRST_CARD_PROBE);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction('window.__firstCardMs !== undefined', undefined, { timeout: FIRST_CARD_TIMEOUT_MS });
    const ms = await page.evaluate<number>('window.__firstCardMs');
    await page.waitForLoadState('load');
    return { ms: round(ms, 1), cards: await page.locator('article h2 a').count() };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/**
 * The catalogue at 50, 10,000 and 100,000 generated courses on PostgreSQL, one built app in production mode with the
 * catalogue cache off (CATALOG_CACHE_MB=0: every answer is read from the database, as the first after a write is),
 * courses added between sizes: time to the first course card of /courses in Chromium, the /courses HTML's size, and
 * the client's CourseCatalogQuery under load for the first page and for a search.
 */
export async function runScale(log: (line: string) => void): Promise<ScaleResult> {
  const app = await startAppChild({ env: { CATALOG_CACHE_MB: '0' } });
  let browser: Browser | undefined;
  try {
    await storeScaleThumbnail(app.dataDir);
    browser = await chromium.launch({
      executablePath: settings.chromium,
      args: CHROMIUM_FLAGS,
    });
    const sizes: ScaleSize[] = [];
    let lectures = 0;
    let previous = 0;
    for (const courses of SIZES) {
      const generated = await generateCourses(app.databaseUrl, previous + 1, courses);
      lectures += generated.lectures;
      previous = courses;
      log(
        `  ${courses.toLocaleString('en-US')} courses (${lectures.toLocaleString('en-US')} lectures): ` +
          `+${generated.courses.toLocaleString('en-US')} generated in ${generated.seconds} s`,
      );
      sizes.push({ ...(await measureSize(app, browser, courses, log)), lectures, generateSeconds: generated.seconds });
    }
    return {
      pageSize: PAGE_SIZE,
      search: SEARCH,
      typo: TYPO,
      connections: settings.connections,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
      pageLoads: PAGE_LOADS,
      sizes,
    };
  } finally {
    await browser?.close();
    await app.stop();
  }
}

async function measureSize(app: AppChild, browser: Browser, courses: number, log: (line: string) => void) {
  const firstPageBody = catalogueBody({});
  const searchBody = catalogueBody({ search: SEARCH });
  const firstPage = await catalogue(app, firstPageBody);
  if (firstPage.totalCount !== courses || firstPage.edges.length !== Math.min(PAGE_SIZE, courses)) {
    throw new Error(`the first page counts ${firstPage.totalCount} courses and shows ${firstPage.edges.length}`);
  }
  const searched = await catalogue(app, searchBody);
  if (searched.totalCount === 0) throw new Error(`the search "${SEARCH}" matches nothing`);
  const typoBody = catalogueBody({ search: TYPO });
  const corrected = await catalogue(app, typoBody);
  if (corrected.correctedSearch !== SEARCH || corrected.totalCount !== searched.totalCount) {
    throw new Error(`"${TYPO}" was searched as ${corrected.correctedSearch} and matched ${corrected.totalCount}`);
  }

  const html = await htmlSize(`${app.url}/courses`);
  await firstCard(browser, `${app.url}/courses`);
  const runs: number[] = [];
  let cardsShown = 0;
  for (let load = 0; load < PAGE_LOADS; load += 1) {
    const { ms, cards } = await firstCard(browser, `${app.url}/courses`);
    runs.push(ms);
    cardsShown = cards;
  }
  if (cardsShown < Math.min(PAGE_SIZE, courses)) throw new Error(`/courses showed only ${cardsShown} cards`);
  log(
    `    first card ${median(runs)} ms (runs ${runs.join(', ')}), ${cardsShown} cards; /courses ` +
      `${round(html.rawBytes / 1000, 1)} kB, ${round(html.gzipBytes / 1000, 1)} kB gzip; ` +
      `"${SEARCH}" matches ${searched.totalCount.toLocaleString('en-US')}`,
  );

  const target = (body: string): LoadTarget => ({
    url: `${app.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    pid: app.pid,
  });
  const loads = await measureInterleaved({
    firstPage: target(firstPageBody),
    search: target(searchBody),
    searchPaced: { ...target(searchBody), rate: SEARCH_RATE },
    typoPaced: { ...target(typoBody), rate: SEARCH_RATE },
  });
  for (const [name, load] of Object.entries(loads)) {
    log(
      `    ${name}: ${load.requestsPerSecond} req/s, p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms` +
        `${load.unexpected + load.errors ? `, ${load.unexpected + load.errors} errors` : ''}`,
    );
  }
  return {
    courses,
    firstCardMs: { median: median(runs), runs },
    cardsShown,
    html,
    searchMatches: searched.totalCount,
    firstPage: loads.firstPage,
    search: loads.search,
    searchPaced: loads.searchPaced,
    typoPaced: loads.typoPaced,
  };
}

const times = (value: number, of: number) => (of > 0 ? `${fmt(value / of, 2)}×` : '—');
const failed = (load: LoadResult) => load.unexpected + load.errors;
const latency = (load: LoadResult) =>
  `p50 ${fmt(load.latencyMs.p50, 1)} ms, p99 ${fmt(load.latencyMs.p99, 1)} ms` +
  (failed(load) ? `, ${fmt(failed(load))} errors` : '');
/** A run with errors measured failures, not answers: it meets no budget. */
const met = (ok: boolean, ...loads: LoadResult[]) => (ok && loads.every((load) => !failed(load)) ? 'pass' : 'fail');

/** The issue's budgets: at the largest size against the smallest of the same run, and the HTML at every size. */
export function scaleRows(measured: ScaleResult | undefined): Row[] {
  const part = 'scale';
  if (!measured?.sizes.length) {
    return [missing(part, 'Catalogue at 50 / 10,000 / 100,000 courses (`npm run bench -- scale`)')];
  }
  const smallest = measured.sizes[0]!;
  const largest = measured.sizes[measured.sizes.length - 1]!;
  const at = (size: ScaleSize) => `${fmt(size.courses)} courses`;
  const within = BUDGETS.scaleVsSmallest;
  const rows: Row[] = [];
  for (const size of measured.sizes.slice(1)) {
    const last = size === largest;
    const card = size.firstCardMs.median / smallest.firstCardMs.median;
    const page = size.firstPage.latencyMs.p50 / smallest.firstPage.latencyMs.p50;
    rows.push(
      {
        part,
        metric: `Time to first card of \`/courses\` at ${at(size)} (Chromium, median of ${measured.pageLoads})`,
        value: `${fmt(size.firstCardMs.median)} ms`,
        baseline: `${fmt(smallest.firstCardMs.median)} ms at ${at(smallest)}`,
        ratio: times(size.firstCardMs.median, smallest.firstCardMs.median),
        budget: last ? `≤ ${within}× ${at(smallest)}` : 'info',
        status: last ? (card <= within ? 'pass' : 'fail') : 'info',
      },
      {
        part,
        metric: `GraphQL first page (\`courses(first: ${measured.pageSize})\`) at ${at(size)}, ${measured.connections} connections`,
        value: `${latency(size.firstPage)} (${fmt(size.firstPage.requestsPerSecond)} req/s)`,
        baseline: `${latency(smallest.firstPage)} at ${at(smallest)}`,
        ratio: times(size.firstPage.latencyMs.p50, smallest.firstPage.latencyMs.p50),
        budget: last ? `p50 ≤ ${within}× ${at(smallest)}` : 'info',
        status: last ? met(page <= within, size.firstPage, smallest.firstPage) : 'info',
      },
    );
  }
  for (const size of measured.sizes) {
    rows.push({
      part,
      metric: `\`/courses\` HTML at ${at(size)}`,
      value: `${fmt(size.html.gzipBytes / 1000, 1)} kB gzip`,
      baseline: `${fmt(size.html.rawBytes / 1000, 1)} kB raw`,
      ratio: '—',
      budget: `< ${fmt(BUDGETS.scaleHtmlGzipBytes / 1000)} kB gzip`,
      status: size.html.gzipBytes < BUDGETS.scaleHtmlGzipBytes ? 'pass' : 'fail',
    });
  }
  for (const size of measured.sizes) {
    const last = size === largest;
    const search = `Search \`"${measured.search}"\` (${fmt(size.searchMatches)} matches) at ${at(size)}`;
    rows.push(
      {
        part,
        metric: `${search}, ${fmt(SEARCH_RATE)} searches/s`,
        value: `${latency(size.searchPaced)} (${fmt(size.searchPaced.requestsPerSecond)} req/s)`,
        baseline: size === smallest ? '—' : `${latency(smallest.searchPaced)} at ${at(smallest)}`,
        ratio: size === smallest ? '—' : times(size.searchPaced.latencyMs.p99, smallest.searchPaced.latencyMs.p99),
        budget: last ? `p99 < ${BUDGETS.scaleSearchP99Ms} ms` : 'info',
        status: last ? met(size.searchPaced.latencyMs.p99 < BUDGETS.scaleSearchP99Ms, size.searchPaced) : 'info',
      },
      {
        part,
        metric: `${search}, saturated by ${measured.connections} connections`,
        value: `${latency(size.search)} (${fmt(size.search.requestsPerSecond)} req/s)`,
        baseline: size === smallest ? '—' : `${latency(smallest.search)} at ${at(smallest)}`,
        ratio: size === smallest ? '—' : times(size.search.requestsPerSecond, smallest.search.requestsPerSecond),
        budget: last
          ? `≥ ${fmt(BUDGETS.scaleSearchSaturated.requestsPerSecond)}/s, p99 < ${BUDGETS.scaleSearchSaturated.p99Ms} ms`
          : 'info',
        status: last
          ? met(
              size.search.requestsPerSecond >= BUDGETS.scaleSearchSaturated.requestsPerSecond &&
                size.search.latencyMs.p99 < BUDGETS.scaleSearchSaturated.p99Ms,
              size.search,
            )
          : 'info',
      },
    );
    if (size.typoPaced && measured.typo) {
      rows.push({
        part,
        metric: `Search with a typo, \`"${measured.typo}"\` (corrected to \`"${measured.search}"\`) at ${at(size)}, ${fmt(SEARCH_RATE)} searches/s`,
        value: `${latency(size.typoPaced)} (${fmt(size.typoPaced.requestsPerSecond)} req/s)`,
        baseline: `${latency(size.searchPaced)} as typed correctly`,
        ratio: times(size.typoPaced.latencyMs.p50, size.searchPaced.latencyMs.p50),
        budget: 'info',
        status: 'info',
      });
    }
  }
  return rows;
}

/** latest.md's table of every size's figures (the budget rows compare the largest with the smallest). */
export function scaleDetails(measured: ScaleResult | undefined): string[] {
  if (!measured?.sizes.length) return [];
  const load = (each: LoadResult) =>
    `${fmt(each.latencyMs.p50, 1)} / ${fmt(each.latencyMs.p99, 1)} (${fmt(each.requestsPerSecond)} req/s)`;
  return [
    '',
    `### Scale (generated catalogues on PostgreSQL, catalogue cache off, ${measured.connections} connections, ` +
      `${measured.durationSeconds} s per target after ${measured.warmupSeconds} s of warm-up)`,
    '',
    `First card: navigation start to the frame after the first course card, median of ${measured.pageLoads} first ` +
      `visits in headless Chromium. GraphQL: the client's \`CourseCatalogQuery\` (its trusted document: ` +
      `${measured.pageSize} edges with cursors, pageInfo, totalCount, facets); search \`"${measured.search}"\` as prefix words.`,
    '',
    `| courses | lectures | generated in | first card ms | HTML raw / gzip kB | first page p50 / p99 ms | search matches | search p50 / p99 ms at ${fmt(SEARCH_RATE)}/s | search p50 / p99 ms saturated | typo \`"${measured.typo ?? '—'}"\` p50 / p99 ms at ${fmt(SEARCH_RATE)}/s |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...measured.sizes.map(
      (size) =>
        `| ${fmt(size.courses)} | ${fmt(size.lectures)} | ${size.generateSeconds} s | ${fmt(size.firstCardMs.median)} | ` +
        `${fmt(size.html.rawBytes / 1000, 1)} / ${fmt(size.html.gzipBytes / 1000, 1)} | ${load(size.firstPage)} | ` +
        `${fmt(size.searchMatches)} | ${load(size.searchPaced)} | ${load(size.search)} | ` +
        `${size.typoPaced ? load(size.typoPaced) : '—'} |`,
    ),
  ];
}
