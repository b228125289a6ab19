import { isDeepStrictEqual } from 'node:util';
import { type AppChild, startAppChild } from '../lib/app';
import { COURSE_CATALOG_BODY } from '../lib/http';
import { type LoadResult, measureLoad } from '../lib/load';
import { type Child, firstJsonLine, spawnNode, tsScript } from '../lib/processes';
import { seedCourses, withOrm } from '../lib/seed';
import { benchDir, settings } from '../lib/settings';

export interface CatalogueResult {
  courses: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  responseBytes: { baseline: number; graphql: number; rest: number | null };
  baseline: LoadResult;
  graphql: LoadResult;
  rest: LoadResult | { mounted: false; status: number };
  /** A repeated GET /api/v1/courses with If-None-Match: the catalogue cache budget. */
  restConditional: LoadResult | { supported: false; reason: string };
  notes: string[];
}

type Json = Record<string, unknown>;

async function fetchJson(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: Json | null = null;
  try {
    body = JSON.parse(text) as Json;
  } catch {
    // not JSON (for instance the SPA's index.html)
  }
  return { response, body, bytes: Buffer.byteLength(text) };
}

/** Catalogue throughput and latency: GraphQL, REST (when mounted) and a raw node:http + pg baseline. */
export async function runCatalogue(log: (line: string) => void): Promise<CatalogueResult> {
  const app = await startAppChild();
  let baseline: Child | undefined;
  try {
    await withOrm(app.databaseUrl, app.dataDir, (orm) => seedCourses(orm, settings.courses));
    baseline = spawnNode([...tsScript(`${benchDir}/children/catalogue-baseline.ts`), app.databaseUrl, app.appSecret], {});
    const { port } = await firstJsonLine<{ port: number }>(baseline);
    return await measureAll(app, baseline.pid, `http://127.0.0.1:${port}/courses`, log);
  } finally {
    await baseline?.stop();
    await app.stop();
  }
}

async function measureAll(app: AppChild, baselinePid: number, baselineUrl: string, log: (line: string) => void) {
  const notes: string[] = [];
  const graphqlTarget = {
    url: `${app.url}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: COURSE_CATALOG_BODY,
    pid: app.pid,
  };

  // Both answer the same thing before either is timed.
  const viaGraphql = await fetchJson(graphqlTarget.url, graphqlTarget);
  const viaBaseline = await fetchJson(baselineUrl);
  const courses = (viaGraphql.body?.data as { courses?: unknown[] } | undefined)?.courses ?? [];
  if (viaGraphql.response.status !== 200 || courses.length !== settings.courses) {
    throw new Error(`the GraphQL catalogue answered ${viaGraphql.response.status} with ${courses.length} courses`);
  }
  if (!isDeepStrictEqual(viaGraphql.body, viaBaseline.body)) {
    notes.push('the baseline JSON differs from the GraphQL JSON (the catalogue SQL or thumbnail signing changed?)');
  }

  const rest = await fetchJson(`${app.url}/api/v1/courses`);
  const restMounted = rest.response.status === 200 && rest.body !== null;
  const etag = rest.response.headers.get('etag');
  log(`  REST /api/v1/courses: HTTP ${rest.response.status}${etag ? `, ETag ${etag}` : ', no ETag'}`);

  log('  baseline (node:http + pg) …');
  const baselineLoad = await measureLoad({ url: baselineUrl, pid: baselinePid });
  log(`    ${baselineLoad.requestsPerSecond} req/s, p99 ${baselineLoad.latencyMs.p99} ms`);
  log('  GraphQL POST /graphql CourseCatalogQuery …');
  const graphqlLoad = await measureLoad(graphqlTarget);
  log(`    ${graphqlLoad.requestsPerSecond} req/s, p99 ${graphqlLoad.latencyMs.p99} ms`);

  let restLoad: CatalogueResult['rest'] = { mounted: false, status: rest.response.status };
  let conditional: CatalogueResult['restConditional'] = {
    supported: false,
    reason: restMounted ? 'GET /api/v1/courses sends no ETag' : 'REST /api/v1/courses is not mounted',
  };
  if (restMounted) {
    log('  REST GET /api/v1/courses …');
    restLoad = await measureLoad({ url: `${app.url}/api/v1/courses`, pid: app.pid });
    log(`    ${restLoad.requestsPerSecond} req/s, p99 ${restLoad.latencyMs.p99} ms`);
    if (etag) {
      const revalidated = await fetch(`${app.url}/api/v1/courses`, { headers: { 'if-none-match': etag } });
      if (revalidated.status === 304) {
        log('  REST GET /api/v1/courses with If-None-Match (304) …');
        conditional = await measureLoad({
          url: `${app.url}/api/v1/courses`,
          headers: { 'if-none-match': etag },
          status: 304,
          pid: app.pid,
        });
        log(`    ${conditional.requestsPerSecond} req/s, p99 ${conditional.latencyMs.p99} ms`);
      } else {
        conditional = { supported: false, reason: `If-None-Match with the ETag answered ${revalidated.status}, not 304` };
      }
    }
  }

  return {
    courses: settings.courses,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    warmupSeconds: settings.warmupSeconds,
    responseBytes: { baseline: viaBaseline.bytes, graphql: viaGraphql.bytes, rest: restMounted ? rest.bytes : null },
    baseline: baselineLoad,
    graphql: graphqlLoad,
    rest: restLoad,
    restConditional: conditional,
    notes,
  };
}
