import type { LoadResult } from '../load';
import type { BenchResults } from '../results';
import { BUDGETS } from './limits';
import { fmt, isLoad, missing, pass, type Row, ratio, x } from './row';

/** The catalogue's throughput and latency against the node:http + pg baseline, and the SQL statements per operation. */
export function catalogueRows(results: BenchResults): Row[] {
  const part = 'catalogue';
  const measured = results.parts.catalogue?.result;
  if (!measured) return [missing(part, 'catalogue throughput and latency (`npm run bench -- catalogue`)')];
  const { baseline, graphql, rest, cached } = measured;
  const rps = (load: LoadResult) => `${fmt(load.requestsPerSecond)} req/s`;
  const rows: Row[] = [];
  const g = ratio(graphql.requestsPerSecond, baseline.requestsPerSecond);
  rows.push({
    part,
    metric: 'GraphQL `courses` throughput (cache off)',
    value: rps(graphql),
    baseline: `${rps(baseline)} (node:http + pg)`,
    ratio: x(g),
    budget: `≥ ${BUDGETS.graphqlVsBaseline}× baseline`,
    status: pass(g >= BUDGETS.graphqlVsBaseline),
  });
  if (isLoad(rest)) {
    const r = ratio(rest.requestsPerSecond, baseline.requestsPerSecond);
    const gr = ratio(graphql.requestsPerSecond, rest.requestsPerSecond);
    rows.push(
      {
        part,
        metric: 'REST `GET /api/v1/courses` throughput (cache off)',
        value: rps(rest),
        baseline: rps(baseline),
        ratio: x(r),
        budget: `≥ ${BUDGETS.restVsBaseline}× baseline`,
        status: pass(r >= BUDGETS.restVsBaseline),
      },
      {
        part,
        metric: 'GraphQL / REST throughput (cache off)',
        value: rps(graphql),
        baseline: `${rps(rest)} (REST)`,
        ratio: x(gr),
        budget: `≥ ${BUDGETS.graphqlVsRest}× REST`,
        status: pass(gr >= BUDGETS.graphqlVsRest),
      },
    );
  } else {
    rows.push(
      { ...missing(part, 'REST `GET /api/v1/courses` throughput'), value: `not mounted (HTTP ${rest.status})` },
      { ...missing(part, 'GraphQL / REST throughput'), value: 'REST not mounted' },
    );
  }
  for (const [name, load] of [
    ['GraphQL', graphql],
    ['REST', rest],
  ] as const) {
    if (!isLoad(load)) continue;
    rows.push({
      part,
      metric: `${name} latency at ${measured.connections} connections (cache off)`,
      value: `p99 ${load.latencyMs.p99} ms (p50 ${load.latencyMs.p50})`,
      baseline: `p99 ${baseline.latencyMs.p99} ms (p50 ${baseline.latencyMs.p50})`,
      ratio: x(ratio(load.latencyMs.p99, baseline.latencyMs.p99)),
      budget: `p99 < ${BUDGETS.p99Ms} ms`,
      status: pass(load.latencyMs.p99 < BUDGETS.p99Ms),
    });
  }
  // Repeated requests: REST's (a browser or CDN revalidating) and anonymous GraphQL's, which the catalogue fast path
  // answers before Apollo parses anything (server/src/http/graphql/catalog-fast-path.ts).
  const repeated: [string, LoadResult | { supported: false; reason: string } | null, string, (c: number) => boolean][] =
    [
      ['Repeated `GET /api/v1/courses` (catalogue cache)', cached.rest, '> 1× uncached baseline', (c) => c > 1],
      [
        'Repeated `GET /api/v1/courses` with If-None-Match (304)',
        cached.restConditional,
        '> 1× uncached baseline',
        (c) => c > 1,
      ],
      [
        'Repeated anonymous GraphQL `courses` (catalogue cache)',
        cached.graphql,
        `≥ ${BUDGETS.cachedGraphqlVsBaseline}× uncached baseline`,
        (c) => c >= BUDGETS.cachedGraphqlVsBaseline,
      ],
    ];
  for (const [metric, load, budget, within] of repeated) {
    if (!isLoad(load)) {
      const reason = load ? load.reason : 'REST not mounted';
      rows.push({ ...missing(part, metric), value: `not measured: ${reason}`, status: 'fail' });
      continue;
    }
    const c = ratio(load.requestsPerSecond, baseline.requestsPerSecond);
    rows.push({
      part,
      metric,
      value: `${rps(load)}, p99 ${load.latencyMs.p99} ms`,
      baseline: `${rps(baseline)} (uncached)`,
      ratio: x(c),
      budget,
      status: pass(within(c)),
    });
  }
  const metric = 'Repeated anonymous GraphQL / repeated REST (catalogue cache)';
  if (isLoad(cached.rest)) {
    const gr = ratio(cached.graphql.requestsPerSecond, cached.rest.requestsPerSecond);
    rows.push({
      part,
      metric,
      value: rps(cached.graphql),
      baseline: `${rps(cached.rest)} (REST, cached)`,
      ratio: x(gr),
      budget: `≥ ${BUDGETS.cachedGraphqlVsCachedRest}× REST`,
      status: pass(gr >= BUDGETS.cachedGraphqlVsCachedRest),
    });
  } else rows.push({ ...missing(part, metric), value: 'REST not measured' });
  return rows;
}

export function queryRows(results: BenchResults): Row[] {
  const part = 'queries';
  const measured = results.parts.queries?.result;
  if (!measured) return [missing(part, 'SQL statements per operation (`npm run bench -- queries`)')];
  return measured.cases.map((each) => {
    const limit = /^catalogue/.test(each.name)
      ? BUDGETS.statements.catalogue
      : /^lecture list/.test(each.name)
        ? BUDGETS.statements.lectureList
        : /^dashboard \(/.test(each.name)
          ? BUDGETS.statements.dashboard
          : null;
    const constant = each.large.statements === each.small.statements;
    return {
      part,
      metric: `SQL statements: ${each.transport} ${each.name}`,
      value: `${each.small.statements} → ${each.large.statements}`,
      baseline: `${each.small.rows} → ${each.large.rows}`,
      ratio: '—',
      budget: limit === null ? 'constant' : `≤ ${limit}, constant`,
      status: pass(constant && (limit === null || each.large.statements <= limit)),
    };
  });
}
