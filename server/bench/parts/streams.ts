import { randomUUID } from 'node:crypto';
import { createSessionTokens } from '../../src/identity/user/session-tokens';
import { User } from '../../src/identity/user/user.entity';
import { systemClock } from '../../src/shared/clock';
import { startAppChild } from '../lib/app';
import { fmt, missing, type Row } from '../lib/budgets/row';
import { gql, ok } from '../lib/http';
import { type LoadResult, measureInterleaved, measureLoad, round } from '../lib/load';
import { seedCourses, seedLectureRow, withOrm } from '../lib/seed';
import { sampleAt } from '../lib/timing';

/** Learner accounts, each one device playing (a session with a live lease): the requests rotate over them. */
const PLAYERS = 1_000;
/** Sequential timed requests per target (after as many untimed ones), alternating target by target. */
const RUNS = 2_000;
/** A player renews once a minute (RENEW_EVERY_SECONDS). */
const RENEWALS_PER_PLAYER_PER_SECOND = 1 / 60;

const RENEW = 'mutation BenchRenew($leaseId: ID!) { renewPlaybackLease(leaseId: $leaseId) { id expiresAt } }';
const ACQUIRE =
  'mutation BenchAcquire($lectureId: ID!) { acquirePlaybackLease(lectureId: $lectureId) { id expiresAt } }';
/** The cheapest authenticated GraphQL operation: the session lookup and one field. */
const BASELINE = 'query BenchMe { me { id } }';

export interface StreamsLatency {
  runs: number;
  p50Ms: number;
  p95Ms: number;
}

export interface StreamsResult {
  players: number;
  /** Under load (autocannon, every request a different player): renewals, acquisitions and the baseline query. */
  load: { baseline: LoadResult; renew: LoadResult; acquire: LoadResult };
  /** One request at a time over HTTP, the targets alternating: the latency a single player sees. */
  sequential: { baseline: StreamsLatency; renew: StreamsLatency };
  /** Players one core of the app process keeps renewing (one renewal a minute each), from its CPU per renewal. */
  playersPerCore: number | null;
}

interface Player {
  token: string;
  leaseId: string;
}

async function postJson(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (response.status !== 200 || body.errors) throw new Error(`${query.slice(0, 30)}…: ${JSON.stringify(body)}`);
}

/** Each request of a target goes to the next player: no two connections renew the same row. */
function rotating(players: Player[], body: (player: Player) => string) {
  let next = 0;
  return (request: Record<string, unknown>) => {
    const player = players[next % players.length] as Player;
    next += 1;
    return {
      ...request,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
      body: body(player),
    };
  };
}

/**
 * The shared-account guard's cost, on PostgreSQL: a lease renewal (one UPDATE by primary key, what every playing
 * device sends once a minute) against the cheapest authenticated GraphQL query (`me`) as the baseline, both through
 * the real server in a child process, side by side: under load (interleaved slices, each request a different player)
 * and one at a time (p50/p95). An acquisition (a transaction with a row lock, sent when a lecture opens) is measured
 * for information.
 */
export async function runStreams(log: (line: string) => void): Promise<StreamsResult> {
  const app = await startAppChild({ env: { MAX_CONCURRENT_STREAMS: '2' } });
  try {
    const { players, lectureId } = await withOrm(app.databaseUrl, async (orm) => {
      const [course] = await seedCourses(orm, 1, () => 0);
      const lectureKey = `lectures/${randomUUID()}.mp4`;
      await seedLectureRow(orm, course!.id, lectureKey, 1);
      const [lecture] = await orm.em
        .fork()
        .execute<{ id: string }[]>('select id from lectures where course_id = ?', [course!.id]);
      const em = orm.em.fork();
      const users = Array.from({ length: PLAYERS }, (_, index) =>
        em.create(User, {
          fullName: `Player ${index}`,
          email: `player-${index}@bench.example`,
          passwordHash: 'not-a-hash',
          role: 'USER',
          subscriptionStatus: 'active',
        }),
      );
      await em.flush();
      const sessions = createSessionTokens(app.appSecret, orm, systemClock);
      const tokens: string[] = [];
      for (const user of users) tokens.push((await sessions.issue(user)).token);
      return { players: tokens.map((token) => ({ token, leaseId: '' })), lectureId: lecture!.id };
    });
    for (const player of players) {
      const data = ok(
        await gql<{ acquirePlaybackLease: { id: string } }>(app.url, ACQUIRE, { lectureId }, player.token),
        'acquirePlaybackLease',
      );
      player.leaseId = data.acquirePlaybackLease.id;
    }
    log(`  ${PLAYERS} players, each with a live lease`);

    const graphql = `${app.url}/graphql`;
    const post = { url: graphql, method: 'POST' as const, pid: app.pid };
    const { baseline, renew } = await measureInterleaved({
      baseline: { ...post, setupRequest: rotating(players, () => JSON.stringify({ query: BASELINE })) },
      renew: {
        ...post,
        setupRequest: rotating(players, (player) =>
          JSON.stringify({ query: RENEW, variables: { leaseId: player.leaseId } }),
        ),
      },
    });

    // Under load every answer was HTTP 200 whatever GraphQL said: one at a time, every answer is checked.
    const [first] = players as [Player];
    const samples = { baseline: [] as number[], renew: [] as number[] };
    const send = {
      baseline: () => postJson(app.url, first.token, BASELINE, {}),
      renew: () => postJson(app.url, first.token, RENEW, { leaseId: first.leaseId }),
    };
    for (let run = 0; run < RUNS * 2; run += 1) {
      for (const name of ['baseline', 'renew'] as const) {
        const started = process.hrtime.bigint();
        await send[name]();
        if (run >= RUNS) samples[name].push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
    const latency = (values: number[]): StreamsLatency => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        runs: sorted.length,
        p50Ms: round(sampleAt(sorted, 0.5), 3),
        p95Ms: round(sampleAt(sorted, 0.95), 3),
      };
    };
    const sequential = { baseline: latency(samples.baseline), renew: latency(samples.renew) };

    // Last: every acquisition gives its player a new lease, which the renewals above would not name.
    const acquire = await measureLoad({
      ...post,
      setupRequest: rotating(players, () => JSON.stringify({ query: ACQUIRE, variables: { lectureId } })),
    });
    const load = { baseline, renew, acquire };
    const cpuMs = load.renew.cpuMsPerRequest;
    const playersPerCore = cpuMs ? Math.floor(1000 / cpuMs / RENEWALS_PER_PLAYER_PER_SECOND) : null;
    log(
      `  renew ${load.renew.requestsPerSecond} req/s vs baseline ${load.baseline.requestsPerSecond} req/s; ` +
        `acquire ${load.acquire.requestsPerSecond} req/s; one at a time: renew p50 ${sequential.renew.p50Ms} ms ` +
        `p95 ${sequential.renew.p95Ms} ms, baseline p50 ${sequential.baseline.p50Ms} ms p95 ${sequential.baseline.p95Ms} ms`,
    );
    return { players: PLAYERS, load, sequential, playersPerCore };
  } finally {
    await app.stop();
  }
}

const times = (value: number, of: number) => (of > 0 ? `${fmt(value / of, 2)}×` : '—');

/** The report's rows: the renewal beside the baseline query, as ratios; figures for information (no budget). */
export function streamsRows(measured: StreamsResult | undefined): Row[] {
  const part = 'streams';
  if (!measured) {
    return [missing(part, 'Playback lease renewal (`npm run bench -- streams`)')];
  }
  const { load, sequential } = measured;
  const rps = (result: LoadResult) =>
    `${fmt(result.requestsPerSecond)} req/s (p50 ${fmt(result.latencyMs.p50, 1)} ms, p99 ${fmt(result.latencyMs.p99, 1)} ms)`;
  const cpu = (result: LoadResult) => (result.cpuMsPerRequest ? `, ${fmt(result.cpuMsPerRequest, 3)} CPU ms/req` : '');
  return [
    {
      part,
      metric: `\`renewPlaybackLease\` throughput (${fmt(measured.players)} players)`,
      value: `${rps(load.renew)}${cpu(load.renew)}`,
      baseline: `${rps(load.baseline)}${cpu(load.baseline)} (\`me\`)`,
      ratio: times(load.renew.requestsPerSecond, load.baseline.requestsPerSecond),
      budget: '—',
      status: 'info',
    },
    {
      part,
      metric: '`renewPlaybackLease` latency, one at a time',
      value: `p50 ${fmt(sequential.renew.p50Ms, 2)} ms, p95 ${fmt(sequential.renew.p95Ms, 2)} ms`,
      baseline: `p50 ${fmt(sequential.baseline.p50Ms, 2)} ms, p95 ${fmt(sequential.baseline.p95Ms, 2)} ms (\`me\`)`,
      ratio: times(sequential.renew.p95Ms, sequential.baseline.p95Ms),
      budget: '—',
      status: 'info',
    },
    {
      part,
      metric: '`acquirePlaybackLease` throughput (once per lecture opened)',
      value: `${rps(load.acquire)}${cpu(load.acquire)}`,
      baseline: `${rps(load.baseline)} (\`me\`)`,
      ratio: times(load.acquire.requestsPerSecond, load.baseline.requestsPerSecond),
      budget: '—',
      status: 'info',
    },
    {
      part,
      metric: 'Players one core of the app renews (one renewal a minute each)',
      value: measured.playersPerCore === null ? '—' : fmt(measured.playersPerCore),
      baseline: '—',
      ratio: '—',
      budget: '—',
      status: 'info',
    },
  ];
}
