import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../test/chromium-flags';
import { startAppChild } from '../lib/app';
import { missing, type Row } from '../lib/budgets/row';
import { round } from '../lib/load';
import { settings } from '../lib/settings';

/** The budget: the app shell opens offline in under a second on a mid-range phone. */
export const OFFLINE_BUDGETS = { shellMs: 1000 } as const;

/** Lighthouse's mid-range phone (Moto G Power): 4x slower CPU, its screen. */
const CPU_SLOWDOWN = 4;
const RUNS = 7;

export interface OfflineResult {
  runs: number;
  cpuSlowdown: number;
  /** Every reload came from the service worker, none from the network (which was off). */
  fromServiceWorker: boolean;
  /** From navigation start: the first paint with content, and the page frame (header) in the document. */
  fcpMs: { p50: number; max: number };
  shellMs: { p50: number; max: number };
}

/** What the page functions below read of the browser's globals (the bench is compiled without the DOM's types). */
interface PageGlobals {
  navigator: { serviceWorker: { controller: unknown } };
  document: { querySelector(selector: string): unknown };
  performance: { now(): number; getEntriesByName(name: string): { startTime: number }[] };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The installed app reloaded offline on a throttled phone profile: the service worker serves the precached shell, which
 * starts the app at that address. Anonymous, on the catalogue: what a learner who never saw it gets offline is the
 * frame and the offline page, the worst case, with no kept answer to read.
 */
export async function runOffline(log: (line: string) => void): Promise<OfflineResult> {
  const app = await startAppChild({ nodeEnv: 'test', env: { SEED_DEMO_CONTENT: 'true', RUN_WORKERS: 'false' } });
  const browser = await chromium.launch({ executablePath: settings.chromium, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/courses`);
    await page.waitForFunction(
      () => (globalThis as unknown as PageGlobals).navigator.serviceWorker.controller !== null,
      undefined,
      { timeout: 60_000 },
    );
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await context.setOffline(true);
    const fcp: number[] = [];
    const shell: number[] = [];
    let fromServiceWorker = true;
    for (let run = 0; run < RUNS; run += 1) {
      const response = await page.reload();
      fromServiceWorker &&= response?.fromServiceWorker() ?? false;
      // Read in the page, on its own clock: the moment the frame is there, not when the bench heard of it.
      const frameAt = await page.waitForFunction(() => {
        const { document, performance } = globalThis as unknown as PageGlobals;
        return document.querySelector('header') !== null && performance.now();
      });
      shell.push(round(Number(await frameAt.jsonValue()), 0));
      const paint = await page.waitForFunction(
        () =>
          (globalThis as unknown as PageGlobals).performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
          false,
      );
      fcp.push(round(Number(await paint.jsonValue()), 0));
    }
    const result = {
      runs: RUNS,
      cpuSlowdown: CPU_SLOWDOWN,
      fromServiceWorker,
      fcpMs: { p50: median(fcp), max: Math.max(...fcp) },
      shellMs: { p50: median(shell), max: Math.max(...shell) },
    };
    log(`  offline shell: frame at ${result.shellMs.p50} ms (max ${result.shellMs.max}), FCP ${result.fcpMs.p50} ms`);
    return result;
  } finally {
    await browser.close();
    await app.stop();
  }
}

export function offlineRows(measured: OfflineResult | undefined): Row[] {
  const part = 'offline';
  if (!measured) return [missing(part, 'the app shell reloaded offline (`npm run bench -- offline`)')];
  return [
    {
      part,
      metric: `app shell reloaded offline, ${measured.cpuSlowdown}x CPU slowdown, phone screen: the page frame (median of ${measured.runs})`,
      value: `${measured.shellMs.p50} ms (max ${measured.shellMs.max}; FCP ${measured.fcpMs.p50} ms)`,
      baseline: measured.fromServiceWorker ? 'every reload from the service worker' : 'NOT from the service worker',
      ratio: '—',
      budget: `< ${OFFLINE_BUDGETS.shellMs} ms`,
      status: measured.fromServiceWorker && measured.shellMs.p50 < OFFLINE_BUDGETS.shellMs ? 'pass' : 'fail',
    },
  ];
}
