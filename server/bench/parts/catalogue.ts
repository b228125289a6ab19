import { get } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { type AppChild, startAppChild } from '../lib/app';
import { COURSE_CATALOG_BODY } from '../lib/http';
import { type LoadResult, type LoadTarget, measureInterleaved } from '../lib/load';
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
  /** The straight path: an instance with the catalogue cache off (CATALOG_CACHE_MB=0). */
  graphql: LoadResult;
  rest: LoadResult | { mounted: false; status: number };
  /** Repeated anonymous requests to an instance with the catalogue cache on (the default). */
  cached: {
    graphql: LoadResult;
    rest: LoadResult | null;
    /** GET /api/v1/courses with If-None-Match: revalidation answered 304. */
    restConditional: LoadResult | { supported: false; reason: string };
  };
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

function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).once('error', reject);
  });
}

/**
 * Catalogue throughput and latency: GraphQL and REST with the catalogue cache off (the straight path)
 * and on (repeated anonymous requests), against a raw node:http + pg baseline.
 */
export async function runCatalogue(log: (line: string) => void): Promise<CatalogueResult> {
  const app = await startAppChild({ env: { CATALOG_CACHE_MB: '0' } });
  let cachedApp: AppChild | undefined;
  let baseline: Child | undefined;
  try {
    await withOrm(app.databaseUrl, (orm) => seedCourses(orm, settings.courses));
    // A second instance over the same database and files, as behind a load balancer.
    cachedApp = await startAppChild({
      database: { databaseUrl: app.databaseUrl, dataDir: app.dataDir, drop: async () => undefined },
      env: { APP_SECRET: app.appSecret },
    });
    // No S3 variant: thumbnail URLs are /media/images/<key> whatever the store, so the catalogue never touches it.
    baseline = spawnNode([...tsScript(`${benchDir}/children/catalogue-baseline.ts`), app.databaseUrl], {});
    const { port } = await firstJsonLine<{ port: number }>(baseline);
    return await measureAll({ app, cachedApp }, baseline.pid, `http://127.0.0.1:${port}/courses`, log);
  } finally {
    await baseline?.stop();
    await cachedApp?.stop();
    await app.stop();
  }
}

const graphqlTarget = (app: AppChild): LoadTarget => ({
  url: `${app.url}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: COURSE_CATALOG_BODY,
  pid: app.pid,
});

interface Apps {
  /** Catalogue cache off. */
  app: AppChild;
  cachedApp: AppChild;
}

async function measureAll(apps: Apps, baselinePid: number, baselineUrl: string, log: (line: string) => void) {
  const notes: string[] = [];
  const graphql = graphqlTarget(apps.app);
  const cachedGraphql = graphqlTarget(apps.cachedApp);

  // All answer the same thing before any is timed.
  const viaGraphql = await fetchJson(graphql.url, graphql);
  const viaCache = await fetchJson(cachedGraphql.url, cachedGraphql);
  const viaBaseline = await fetchJson(baselineUrl);
  // A list, or a connection's edges.
  const answered = (viaGraphql.body?.data as { courses?: unknown[] | { edges?: unknown[] } } | undefined)?.courses;
  const courses = (Array.isArray(answered) ? answered : answered?.edges) ?? [];
  if (viaGraphql.response.status !== 200 || courses.length !== settings.courses) {
    throw new Error(`the GraphQL catalogue answered ${viaGraphql.response.status} with ${courses.length} courses`);
  }
  if (!isDeepStrictEqual(viaGraphql.body, viaBaseline.body)) {
    notes.push('the baseline JSON differs from the GraphQL JSON (the catalogue SQL or the thumbnail URLs changed?)');
  }
  if (!isDeepStrictEqual(viaGraphql.body, viaCache.body)) {
    notes.push('the cached GraphQL answer differs from the uncached one');
  }

  const rest = await fetchJson(`${apps.app.url}/api/v1/courses`);
  const restMounted = rest.response.status === 200 && rest.body !== null;
  const restTarget: LoadTarget = { url: `${apps.app.url}/api/v1/courses`, pid: apps.app.pid };
  const cachedRest: LoadTarget = { url: `${apps.cachedApp.url}/api/v1/courses`, pid: apps.cachedApp.pid };
  const etag = restMounted ? (await fetchJson(cachedRest.url)).response.headers.get('etag') : null;
  log(`  REST /api/v1/courses: HTTP ${rest.response.status}${etag ? `, cached ETag ${etag}` : ', no ETag'}`);

  let conditionalTarget: LoadTarget | null = null;
  let unsupported = restMounted ? 'GET /api/v1/courses sends no ETag' : 'REST /api/v1/courses is not mounted';
  if (restMounted && etag) {
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a request with If-None-Match, which forbids a 304.
    const revalidated = await statusOf(cachedRest.url, { 'if-none-match': etag });
    if (revalidated === 304) conditionalTarget = { ...cachedRest, headers: { 'if-none-match': etag }, status: 304 };
    else unsupported = `If-None-Match with the ETag answered ${revalidated}, not 304`;
  }

  const targets: Partial<Record<TargetName, LoadTarget>> = {
    baseline: { url: baselineUrl, pid: baselinePid },
    graphql,
    ...(restMounted && { rest: restTarget }),
    cachedGraphql,
    ...(restMounted && { cachedRest }),
    ...(conditionalTarget && { conditional: conditionalTarget }),
  };
  log(
    `  ${Object.keys(targets).join(', ')}: ${settings.warmupSeconds} s warm-up each, then ${settings.rounds} interleaved rounds …`,
  );
  const loads = await measureInterleaved(targets as Record<TargetName, LoadTarget>);
  for (const [name, load] of Object.entries(loads)) {
    log(`    ${name}: ${load.requestsPerSecond} req/s, p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms`);
  }

  return {
    courses: settings.courses,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    warmupSeconds: settings.warmupSeconds,
    responseBytes: { baseline: viaBaseline.bytes, graphql: viaGraphql.bytes, rest: restMounted ? rest.bytes : null },
    baseline: loads.baseline,
    graphql: loads.graphql,
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- the REST targets are measured only when REST is mounted
    rest: loads.rest ?? { mounted: false, status: rest.response.status },
    cached: {
      graphql: loads.cachedGraphql,
      // oxlint-disable-next-line typescript/no-unnecessary-condition -- as above
      rest: loads.cachedRest ?? null,
      // oxlint-disable-next-line typescript/no-unnecessary-condition -- as above
      restConditional: loads.conditional ?? { supported: false, reason: unsupported },
    },
    notes,
  };
}

type TargetName = 'baseline' | 'graphql' | 'rest' | 'cachedGraphql' | 'cachedRest' | 'conditional';
