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
  rows.push(...hindiRows(measured));
  return rows;
}

/**
 * `/` in Hindi against `/` in English: the initial JS it adds, and Lighthouse scores no lower than the English runs'
 * lowest (a median moves by a few points between runs of the same page).
 */
function hindiRows(measured: ClientResult): Row[] {
  const part = 'client';
  const hindi = measured.hindiHome;
  if (!hindi) return [missing(part, '`/` in Hindi (`npm run bench -- client`)')];
  const rows: Row[] = [];
  const kb = (bytes: number) => `${fmt(bytes / 1000, 1)} kB`;
  const english = measured.routes['/'].loaded;
  if (hindi.loaded && english.source === 'browser') {
    const extra = hindi.loaded.gzip - english.gzip;
    rows.push({
      part,
      metric: `Initial JS of \`/\` in Hindi over English (${hindi.loaded.files.length} files against ${english.files.length})`,
      value: `${extra >= 0 ? '+' : ''}${kb(extra)} gzip`,
      baseline: `${kb(english.gzip)} gzip in English`,
      ratio: '—',
      budget: `≤ +${kb(BUDGETS.hindiExtraInitialJsGzipBytes)} gzip`,
      status: pass(extra <= BUDGETS.hindiExtraInitialJsGzipBytes),
    });
  } else rows.push(missing(part, 'initial JS of `/` in Hindi (Lighthouse did not run)'));
  const figures = hindi.lighthouse;
  const englishFigures = lighthouseOf(measured.lighthouse, '/');
  if ('error' in figures || 'error' in englishFigures) {
    rows.push(missing(part, 'Lighthouse `/` in Hindi against English'));
    return rows;
  }
  const floor = Math.min(...(englishFigures.performanceRuns ?? [englishFigures.performance]));
  rows.push(
    {
      part,
      metric: 'Lighthouse `/` in Hindi performance (median run)',
      value: `${figures.performance} (runs: ${(figures.performanceRuns ?? [figures.performance]).join(', ')})`,
      baseline: `English ${englishFigures.performance} (runs: ${(englishFigures.performanceRuns ?? []).join(', ')})`,
      ratio: '—',
      budget: `≥ ${floor} (English's lowest run)`,
      status: pass(figures.performance >= floor),
    },
    {
      part,
      metric: 'Lighthouse `/` in Hindi accessibility',
      value: String(figures.accessibility),
      baseline: `English ${englishFigures.accessibility}`,
      ratio: '—',
      budget: `≥ ${englishFigures.accessibility}`,
      status: pass(figures.accessibility >= englishFigures.accessibility),
    },
  );
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
