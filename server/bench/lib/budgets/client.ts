import type { ClientResult, LighthouseFigures } from '../../parts/client';
import { LIGHTHOUSE_PAGES, type LighthousePage } from '../lighthouse-pages';
import type { BenchResults } from '../results';
import { BUDGETS } from './limits';
import { fmt, missing, pass, type Row } from './row';

/** The client's initial JavaScript and its Lighthouse scores. */
export function clientRows(results: BenchResults): Row[] {
  const part = 'client';
  const measured = results.parts.client?.result;
  if (!measured) return [missing(part, 'client weight and Lighthouse (`npm run bench -- client`)')];
  const rows: Row[] = [];
  const kb = (bytes: number) => `${fmt(bytes / 1000, 1)} kB`;
  for (const route of ['/', '/courses'] as const) {
    const js = measured.routes[route].loaded;
    rows.push({
      part,
      metric: `Initial JS of \`${route}\` (${js.files.length} files ${js.source === 'browser' ? 'fetched by Chromium' : 'in the static graph'})`,
      value: `${kb(js.gzip)} gzip`,
      baseline: `${kb(js.brotli)} brotli, ${kb(js.raw)} raw`,
      ratio: '—',
      budget: `≤ ${kb(BUDGETS.initialJsGzipBytes)} gzip`,
      // The static graph misses the chunks the layout loads lazily at start: under budget it proves nothing.
      status: js.gzip > BUDGETS.initialJsGzipBytes ? 'fail' : js.source === 'browser' ? 'pass' : 'missing',
    });
  }
  for (const route of LIGHTHOUSE_PAGES) {
    const figures = lighthouseOf(measured.lighthouse, route);
    if ('error' in figures) {
      rows.push({ ...missing(part, `Lighthouse \`${route}\``), value: `failed: ${figures.error.slice(0, 80)}` });
      continue;
    }
    rows.push(
      {
        part,
        metric: `Lighthouse \`${route}\` performance (median run)`,
        value: figures.performanceRuns
          ? `${figures.performance} (runs: ${figures.performanceRuns.join(', ')})`
          : String(figures.performance),
        baseline: `LCP ${fmt(figures.lcpMs / 1000, 1)} s · TBT ${fmt(figures.tbtMs)} ms · CLS ${figures.cls}`,
        ratio: '—',
        budget: `≥ ${BUDGETS.lighthousePerformance}`,
        status: pass(figures.performance >= BUDGETS.lighthousePerformance),
      },
      {
        part,
        metric: `Lighthouse \`${route}\` accessibility`,
        value: String(figures.accessibility),
        baseline: '—',
        ratio: '—',
        budget: `≥ ${BUDGETS.lighthouseAccessibility}`,
        status: pass(figures.accessibility >= BUDGETS.lighthouseAccessibility),
      },
    );
  }
  return rows;
}

/**
 * Results written before per-page Lighthouse errors held one error for both pages, and those written before the course
 * page was audited have none for it.
 */
export function lighthouseOf(
  lighthouse: ClientResult['lighthouse'] | { error: string },
  route: LighthousePage,
): LighthouseFigures | { error: string } {
  if ('error' in lighthouse) return lighthouse as { error: string };
  return lighthouse[route] ?? { error: 'not audited in this run' };
}
