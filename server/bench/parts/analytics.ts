import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { courseAnalytics } from '../../src/analytics/course-analytics.service';
import { lectureRetention } from '../../src/analytics/lecture-retention.service';
import { ffmpegPaths } from '../../src/media/transcoder/ffmpeg-binary';
import { transcode } from '../../src/media/transcoder/transcode';
import { endIdleViewingSessions } from '../../src/media/viewing/viewing-sessions-end.service';
import type { Em } from '../../src/shared/orm';
import type { RequestScope } from '../../src/shared/scope';
import { startTestApp } from '../../test/harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type AppChild, startAppChild } from '../lib/app';
import { missing, type Row } from '../lib/budgets/row';
import { generateCourse, generateLearners } from '../lib/generated-rows';
import { gql, login, ok } from '../lib/http';
import { type LoadResult, measureInterleaved, round } from '../lib/load';
import { percentile } from '../lib/paced';
import { rssOf } from '../lib/processes';
import { publishLectures } from '../lib/published-lectures';
import { sortedTimings } from '../lib/timing';

const run = promisify(execFile);

/** The analytics budgets. */
export const ANALYTICS_BUDGETS = {
  /** Segment throughput with the viewing record on, against the same server with it off. */
  recordingVsBaseline: 0.9,
  /** Retention of a lecture and a course's funnel with 100,000 viewing sessions. */
  queryP95Ms: 50,
} as const;

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};

export interface AnalyticsQuery {
  name: string;
  runs: number;
  p50Ms: number;
  p95Ms: number;
}

export interface AnalyticsResult {
  players: number;
  segments: number;
  recording: LoadResult;
  baseline: LoadResult;
  /** The recording server's resident memory after the load, and before it (MiB). */
  rssMiB: { before: number; after: number };
  sessions: number;
  learners: number;
  lectures: number;
  /** Ending every generated session into the daily figures (what the minute sweeps do over time). */
  aggregateSeconds: number;
  queries: AnalyticsQuery[];
}

/** Every segment of the first rendition of the lecture, as one player's signed URLs and Ranges. */
async function segmentsOf(app: AppChild, token: string, hlsUrl: string) {
  const masterUrl = new URL(hlsUrl, app.url);
  const master = await (await fetch(masterUrl, { headers: { authorization: `Bearer ${token}` } })).text();
  const variantUrl = new URL(master.split('\n').find((line) => line && !line.startsWith('#')) ?? '', masterUrl);
  const lines = (await (await fetch(variantUrl)).text()).split('\n');
  return lines.flatMap((line, index) => {
    const range = /^#EXT-X-BYTERANGE:(\d+)@(\d+)/.exec(line);
    if (!range) return [];
    const file = new URL(lines[index + 1] ?? '', variantUrl);
    const [length, offset] = [Number(range[1]), Number(range[2])];
    return [{ path: `${file.pathname}${file.search}`, range: `bytes=${offset}-${offset + length - 1}` }];
  });
}

/** A server with a READY lecture and `players` signed-in sessions, each with its signed segment URLs. */
async function servedLecture(
  record: boolean,
  players: number,
  source: { original: string; outDir: string },
  apps: AppChild[],
) {
  const app = await startAppChild({ nodeEnv: 'test', env: { RUN_WORKERS: 'false', VIEWING_RECORD: String(record) } });
  // Stopped by the caller whatever happens next.
  apps.push(app);
  const result = await transcodeOnce(source);
  const { courseId, readyId } = await publishLectures(app, source.original, source.outDir, result);
  const requests: { path: string; range: string }[] = [];
  for (let player = 0; player < players; player += 1) {
    const token = await login(app.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { lectures } = ok(
      await gql<{ lectures: { id: string; hlsUrl: string | null }[] }>(
        app.url,
        'query BenchLectures($courseId: ID!) { lectures(courseId: $courseId) { id hlsUrl } }',
        { courseId },
        token,
      ),
      'lectures',
    );
    const hlsUrl = lectures.find((lecture) => lecture.id === readyId)?.hlsUrl;
    if (!hlsUrl) throw new Error('the bench lecture has no HLS playlist');
    requests.push(...(await segmentsOf(app, token, hlsUrl)));
  }
  return { app, requests };
}

let transcoded: Promise<Awaited<ReturnType<typeof transcode>>> | null = null;
const transcodeOnce = (source: { original: string; outDir: string }) => {
  transcoded ??= transcode(source.original, source.outDir, { binaries: ffmpegPaths() });
  return transcoded;
};

/** Cycles through every player's segments, one request each, as many players fetching at once do. */
function segmentTarget(app: AppChild, requests: { path: string; range: string }[]) {
  let next = 0;
  return {
    url: app.url,
    pid: app.pid,
    status: 206,
    setupRequest: (request: Record<string, unknown>) => {
      const pick = requests[next % requests.length]!;
      next += 1;
      return { ...request, path: pick.path, headers: { ...(request.headers as object), range: pick.range } };
    },
  };
}

/**
 * Recording overhead: two servers at once, the same READY lecture (a generated 720p source transcoded by the worker's
 * transcode()), one with the viewing record on and one with VIEWING_RECORD=false; BENCH_ANALYTICS_PLAYERS sessions
 * each fetch every segment by its signed URL and Range, the two targets measured in interleaved slices.
 */
async function measureRecording(log: (line: string) => void, players: number) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-bench-analytics-'));
  const apps: AppChild[] = [];
  try {
    const original = path.join(dir, 'lecture.mp4');
    const seconds = positive('BENCH_ANALYTICS_SECONDS', 30);
    await run(ffmpegPaths().ffmpeg, [
      ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', original],
    ]);
    const outDir = path.join(dir, 'out');
    await mkdir(outDir);
    log(`  two servers, ${players} sessions each …`);
    const recording = await servedLecture(true, players, { original, outDir }, apps);
    const baseline = await servedLecture(false, players, { original, outDir }, apps);
    const before = rssOf(recording.app.pid);
    const measured = await measureInterleaved({
      recording: segmentTarget(recording.app, recording.requests),
      baseline: segmentTarget(baseline.app, baseline.requests),
    });
    const after = rssOf(recording.app.pid);
    log(
      `  segments: ${measured.recording.requestsPerSecond} req/s recorded, ${measured.baseline.requestsPerSecond} not`,
    );
    return {
      ...measured,
      segments: recording.requests.length / players,
      rssMiB: { before: round(before / 2 ** 20, 1), after: round(after / 2 ** 20, 1) },
    };
  } finally {
    for (const app of apps) await app.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Sessions spread over 30 days, each watching from 0 to a random point, a tenth of them replaying a stretch. */
async function generateSessions(em: Em, sessions: number) {
  const learners = Math.max(1, Math.ceil(sessions / 10));
  await generateLearners(em, 'viewer', learners);
  const courseId = await generateCourse(em, 'Analytics bench', 10);
  await em.transactional(async (tx) => {
    await tx.execute('set local session_replication_role = replica');
    await tx.execute(
      `with u as (select id, row_number() over (order by id) - 1 as n from users
                  where email like 'viewer%@bench.example'),
            l as (select id, course_id, position - 1 as n from lectures where course_id = ?)
       insert into viewing_sessions (id, user_id, lecture_id, course_id, auth_session_id, duration_seconds, started_at,
         last_seen_at, delivered, watched, watched_total)
       select gen_random_uuid(), u.id, l.id, l.course_id, gen_random_uuid(), 600, s.t, s.t,
         jsonb_build_array(jsonb_build_array(0, s.e)), jsonb_build_array(jsonb_build_array(0, s.e)),
         s.e * case when random() < 0.1 then 1.2 else 1 end
       from (select i, now() - random() * interval '30 days' as t, round((random() * 600)::numeric, 1)::float8 as e
             from generate_series(1, ${sessions}) as i) s
       join u on u.n = s.i % ${learners}
       join l on l.n = s.i % 10`,
      [courseId],
    );
    await tx.execute(
      `insert into lecture_viewings (user_id, lecture_id, course_id, delivered, watched, watched_total, first_viewed_at,
         last_viewed_at)
       select user_id, lecture_id, min(course_id::text)::uuid, '[]'::jsonb, '[]'::jsonb, sum(watched_total),
         min(started_at), max(started_at)
       from viewing_sessions group by user_id, lecture_id`,
    );
  });
  const lectures = await em.execute<{ id: string }[]>('select id from lectures where course_id = ?', [courseId]);
  return { courseId, lectureIds: lectures.map((row) => row.id), learners };
}

async function time(runs: number, once: () => Promise<unknown>) {
  const samples = await sortedTimings(runs, once);
  return { runs, p50Ms: round(percentile(samples, 0.5), 2), p95Ms: round(percentile(samples, 0.95), 2) };
}

/**
 * The viewing record's cost on the media path, and the analytics at scale: BENCH_ANALYTICS_SESSIONS viewing sessions
 * (100,000 by default) generated on PostgreSQL and ended into the daily figures by the app's own sweep, then a
 * lecture's retention and a course's analytics timed in-process through the app's services (every statement of the
 * answer) over the default 30-day range.
 */
export async function runAnalytics(log: (line: string) => void): Promise<AnalyticsResult> {
  const players = positive('BENCH_ANALYTICS_PLAYERS', 1000);
  const sessions = positive('BENCH_ANALYTICS_SESSIONS', 100_000);
  const runs = positive('BENCH_ANALYTICS_RUNS', 200);
  const recording = await measureRecording(log, players);
  const app = await startTestApp({});
  try {
    const em = app.orm.em.fork();
    const { courseId, lectureIds, learners } = await generateSessions(em, sessions);
    const started = Date.now();
    await endIdleViewingSessions(em, app.deps, { everything: true });
    const aggregateSeconds = round((Date.now() - started) / 1000, 1);
    log(`  ${sessions.toLocaleString('en-US')} sessions ended into the daily figures in ${aggregateSeconds} s`);
    await em.execute('vacuum analyze');
    const scope = (): RequestScope => ({
      em: app.orm.em.fork(),
      viewer: { id: randomUUID(), role: 'ADMIN', subscriptionActive: false, sessionId: randomUUID() },
      ip: '127.0.0.1',
      deps: app.deps,
    });
    const someLecture = () => lectureIds[Math.floor(Math.random() * lectureIds.length)]!;
    const queries: AnalyticsQuery[] = [
      {
        name: '`lectureRetention` (whole answer)',
        ...(await time(runs, () => lectureRetention(scope(), someLecture(), {}))),
      },
      { name: '`courseAnalytics` (whole answer)', ...(await time(runs, () => courseAnalytics(scope(), courseId, {}))) },
    ];
    for (const query of queries) log(`  ${query.name}: p50 ${query.p50Ms} ms, p95 ${query.p95Ms} ms`);
    return {
      players,
      segments: recording.segments,
      recording: recording.recording,
      baseline: recording.baseline,
      rssMiB: recording.rssMiB,
      sessions,
      learners,
      lectures: lectureIds.length,
      aggregateSeconds,
      queries,
    };
  } finally {
    await app.close();
  }
}

export function analyticsRows(measured: AnalyticsResult | undefined): Row[] {
  const part = 'analytics';
  if (!measured) {
    return [missing(part, 'viewing record overhead and analytics at scale (`npm run bench -- analytics`)')];
  }
  const share = measured.recording.requestsPerSecond / measured.baseline.requestsPerSecond;
  const scale = `${measured.sessions.toLocaleString('en-US')} sessions, ${measured.lectures} lectures`;
  return [
    {
      part,
      metric: `HLS segment throughput with the viewing record (${measured.players} sessions)`,
      value: `${measured.recording.requestsPerSecond} req/s (RSS ${measured.rssMiB.before} → ${measured.rssMiB.after} MiB)`,
      baseline: `${measured.baseline.requestsPerSecond} req/s, VIEWING_RECORD=false`,
      ratio: `${round(share, 2)}×`,
      budget: `≥ ${ANALYTICS_BUDGETS.recordingVsBaseline}× baseline`,
      status: share >= ANALYTICS_BUDGETS.recordingVsBaseline ? 'pass' : 'fail',
    },
    ...measured.queries.map((query) => ({
      part,
      metric: query.name,
      value: `p95 ${query.p95Ms} ms (p50 ${query.p50Ms})`,
      baseline: scale,
      ratio: '—',
      budget: `p95 < ${ANALYTICS_BUDGETS.queryP95Ms} ms`,
      status: (query.p95Ms < ANALYTICS_BUDGETS.queryP95Ms ? 'pass' : 'fail') as Row['status'],
    })),
  ];
}
