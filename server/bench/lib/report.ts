import { scaleDetails } from '../parts/scale';
import type { TransferFigures } from '../parts/upload';
import { evaluate } from './budgets';
import { lighthouseOf } from './budgets/client';
import type { Row, Status } from './budgets/row';
import { LIGHTHOUSE_PAGES } from './lighthouse-pages';
import type { LoadResult } from './load';
import type { BenchResults } from './results';

const MARK: Record<Status, string> = {
  pass: 'pass',
  fail: '**FAIL**',
  missing: '**missing**',
  skipped: 'skipped',
  info: 'info',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| metric | value | baseline | ratio | budget | result |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${[row.metric, row.value, row.baseline, row.ratio, row.budget, MARK[row.status]].map(cell).join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}

/** The same table for a terminal: aligned columns, no markdown. */
export function consoleTable(rows: Row[]): string {
  const header = ['metric', 'value', 'baseline', 'ratio', 'budget', 'result'];
  const body = rows.map((row) => [
    row.metric,
    row.value,
    row.baseline,
    row.ratio,
    row.budget,
    row.status.toUpperCase(),
  ]);
  const plain = (text: string) => text.replace(/`/g, '');
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((line) => plain(line[i]!).length)));
  const line = (cells: string[]) => cells.map((text, i) => plain(text).padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export function machineLines(results: BenchResults): string[] {
  const m = results.machine;
  return [
    `- Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB RAM, ${m.os}`,
    `- Node ${m.node}, ${m.postgres}, ${m.chromium}`,
    `- Server under test: ${m.server}; ${m.config}`,
  ];
}

function partLines(results: BenchResults): string[] {
  return Object.entries(results.parts).map(
    ([name, part]) =>
      `- \`${name}\`: measured ${part.measuredAt.replace('T', ' ').slice(0, 19)} UTC in ${part.seconds} s, ` +
      `load average ${part.loadAverage.start} → ${part.loadAverage.end}`,
  );
}

const loadLine = (name: string, load: LoadResult) =>
  `| ${name} | ${load.requestsPerSecond} | ${load.latencyMs.p50} | ${load.latencyMs.p90} | ${load.latencyMs.p99} | ` +
  `${load.latencyMs.max} | ${load.cpuMsPerRequest ?? '—'} | ${load.bytesPerResponse} | ${load.unexpected + load.errors} | ` +
  `${load.warmupRequestsPerSecond} |`;

function details(results: BenchResults): string[] {
  const out: string[] = [];
  const catalogue = results.parts.catalogue?.result;
  if (catalogue) {
    out.push(
      '',
      `### Catalogue (${catalogue.courses} courses, ${catalogue.connections} connections, ${catalogue.durationSeconds} s)`,
      '',
      `Each target is warmed up for ${catalogue.warmupSeconds} s from a cold server before it is measured; the last column is ` +
        'its answers per second during that warm-up, which the measured figures leave out.',
      '',
      '| target | req/s | p50 ms | p90 ms | p99 ms | max ms | server CPU ms/req | bytes/resp | errors | warm-up req/s |',
      '|---|---|---|---|---|---|---|---|---|---|',
      loadLine('baseline (node:http + pg)', catalogue.baseline),
      loadLine('GraphQL `CourseCatalogQuery`, cache off', catalogue.graphql),
      ...('requestsPerSecond' in catalogue.rest
        ? [loadLine('REST `GET /api/v1/courses`, cache off', catalogue.rest)]
        : []),
      loadLine('GraphQL, catalogue cache', catalogue.cached.graphql),
      ...(catalogue.cached.rest ? [loadLine('REST, catalogue cache', catalogue.cached.rest)] : []),
      ...('requestsPerSecond' in catalogue.cached.restConditional
        ? [loadLine('REST with If-None-Match (304)', catalogue.cached.restConditional)]
        : []),
      ...catalogue.notes.map((note) => `\nNote: ${note}`),
    );
  }
  const upload = results.parts.upload?.result;
  if (upload) {
    const line = (target: string, figures: TransferFigures) =>
      `| ${target} | ${figures.mbPerSecond} | ${figures.seconds} | ${figures.rss.beforeMiB} | ` +
      `${figures.rss.peakMiB} | ${figures.rss.growthMiB} |`;
    out.push(
      '',
      '### Upload (MB/s of 10^6 bytes, RSS of the receiving process in MiB)',
      '',
      'Baseline: a direct stream over node:http. The same client sends the same multipart request to a bare ' +
        '`node:http` server that pipes the whole body into the same target (`S3Storage.put`, `fs.createWriteStream`), ' +
        'with no multipart parsing, GraphQL or type sniffing.',
      '',
      '| target | MB/s | seconds | RSS before | RSS peak | RSS growth |',
      '|---|---|---|---|---|---|',
      ...(
        [
          ['S3 (s3rver)', upload.s3],
          ['local disk', upload.disk],
        ] as const
      ).flatMap(([name, target]) => [
        line(`${name}: app, ${upload.sizeGiB} GiB`, target.app),
        ...(target.appLarge ? [line(`${name}: app, ${upload.largeGiB} GiB`, target.appLarge)] : []),
        line(`${name}: baseline, ${upload.sizeGiB} GiB`, target.baseline),
      ]),
    );
  }
  const client = results.parts.client?.result;
  if (client) {
    const kb = (bytes: number) => (bytes / 1000).toFixed(1);
    out.push(
      '',
      `### Client chunks (build of ${client.builtAt.replace('T', ' ').slice(0, 16)} UTC; kB = 1,000 bytes)`,
      '',
      `Entry \`${client.entry}\`: ${kb(client.entrySizes.raw)} kB raw, ${kb(client.entrySizes.gzip)} kB gzip, ` +
        `${kb(client.entrySizes.brotli)} kB brotli. Each lazy chunk below counts what it pulls in beyond the entry's static graph.` +
        (client.routes['/'].css.raw === 0
          ? ' The build has no CSS files (Chakra/Emotion inject styles at run time).'
          : ''),
      '',
      '| lazy chunk | files | raw kB | gzip kB | brotli kB |',
      '|---|---|---|---|---|',
      ...client.routeChunks.map(
        (row) => `| ${row.chunk} | ${row.files} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.brotli)} |`,
      ),
    );
    out.push('', `Lighthouse: ${client.lighthouseConfig}.`, '');
    const audited = [
      ...LIGHTHOUSE_PAGES.map((route) => [route, lighthouseOf(client.lighthouse, route)] as const),
      ...(client.hindiHome ? [['/ in Hindi', client.hindiHome.lighthouse] as const] : []),
    ];
    for (const [route, f] of audited) {
      if ('error' in f) out.push(`- \`${route}\`: Lighthouse failed (${f.error})`);
      else
        out.push(
          `- \`${route}\`: FCP ${f.fcpMs} ms, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}; ` +
            `${(f.transferBytes / 1000).toFixed(0)} kB transferred, JS ${f.jsServedCompressed ? 'compressed' : 'served uncompressed'}; ` +
            `audits below 0.9: ${f.failedAudits.join(', ') || 'none'}`,
        );
    }
  }
  out.push(...scaleDetails(results.parts.scale?.result));
  return out;
}

export function renderMarkdown(results: BenchResults): string {
  const rows = evaluate(results);
  const failed = rows.filter((row) => row.status === 'fail' || row.status === 'missing').length;
  return [
    '# Benchmark results',
    '',
    `Generated ${results.generatedAt.replace('T', ' ').slice(0, 19)} UTC by \`npm run bench\`; ` +
      `\`npm run bench -- --check\` compares these figures with the budgets (${failed ? `${failed} missed` : 'all met'}).`,
    '',
    ...machineLines(results),
    ...partLines(results),
    '',
    markdownTable(rows),
    ...details(results),
    '',
  ].join('\n');
}
