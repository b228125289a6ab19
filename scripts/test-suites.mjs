// `npm test`: two lanes side by side, so a run lasts as long as the longer of them (docs/testing.md, Timings).
// - journeys: the build, then the browser journeys on one worker, which wait on real time (videos playing,
//   transcodes, timers) between bursts of Chromium's work; measured whole, they take more of the 2 cores than the
//   other lane does (docs/testing.md, Timings);
// - checks: lint and types at once (single-threaded each), then the server's suite on PostgreSQL and, when
//   DATABASE_URL is set, beside it the server's integration tests again on the embedded database (PGlite, the
//   newcomer's default) on one worker, so one run covers both databases; then the client's suite. The PostgreSQL pass
//   waits on processes, timers and the server for much of its time (its two workers used about 0.9 of a core beside
//   the journeys), the PGlite pass is CPU-bound (1.8 cores on two workers alone): side by side they fill the cores
//   rather than take turns. The client suite after them, rather than beside the PGlite pass, measured no slower
//   (15.9 against 16.2 min whole) and runs under less load (docs/testing.md, Timings).
// The PGlite pass leaves out the files that would run there exactly as they ran on PostgreSQL: the worker-process tests
// and those of test/scale that use PostgreSQL whatever the suite runs on (requirePostgres), the transcoder's (ffmpeg
// on files) and the storage and Stripe adapters' (no database at all), and three whose subject is the HTTP layer of a
// server process of their own (multipart memory, socket timeouts, the request log's line), which behaves alike on
// either database and whose few database calls (a sign-up, a log-in) the pass makes in other files. Its files share
// their worker process, as the first pass's do (server/vitest.config.ts), which costs about 40 % less CPU than a
// process per file; the one file that cancels a running transcode keeps a process of its own, after the others
// (docs/testing.md, Timings).
// A failed step fails the run: whatever still runs is stopped rather than waited for.
import concurrently from 'concurrently';

const postgresOnly = [
  'test/workers/**',
  'test/scale/admin-seeding.int.test.ts',
  'test/scale/database-connection-loss.int.test.ts',
  'test/scale/database-outage.int.test.ts',
  'test/scale/database-unreachable.int.test.ts',
  'test/scale/two-instances.int.test.ts',
];
const noDatabase = ['src/media/**', 'src/storage/**', 'src/payments/stripe.provider.int.test.ts'];
const httpLayer = [
  'test/security/anonymous-memory.int.test.ts',
  'test/security/http-timeouts.int.test.ts',
  'test/security/request-log.int.test.ts',
];
const ownProcess = ['src/modules/lecture/lecture-video-replacement.int.test.ts'];
const embedded = 'env -u DATABASE_URL npm run test -w server -- --project integration --maxWorkers=1';
const embeddedPass = [
  [
    embedded,
    ...[...postgresOnly, ...noDatabase, ...httpLayer, ...ownProcess].map((glob) => `--exclude '${glob}'`),
  ].join(' '),
  [embedded, '--isolate', ...ownProcess].join(' '),
].join(' && ');

const running = new Set();
const runStart = performance.now();
const seconds = (since) => Math.round((performance.now() - since) / 1000);
/**
 * Runs the commands side by side, their output prefixed with their names; resolves when all have passed. Says how
 * long the step took and when it ended, so a CI log gives each step's time (docs/testing.md, Timings).
 */
async function step(commands) {
  const { result, commands: started } = concurrently(commands, { prefix: 'name', killOthersOn: ['failure'] });
  running.add(started);
  const stepStart = performance.now();
  try {
    await result;
    const names = commands.map((command) => command.name).join(' + ');
    console.log(`[${names}] passed in ${seconds(stepStart)} s, ${seconds(runStart)} s into npm test`);
  } finally {
    running.delete(started);
  }
}

const checks = async () => {
  await step([
    { name: 'lint', command: 'npm run lint', prefixColor: 'cyan' },
    { name: 'types', command: 'npm run typecheck', prefixColor: 'yellow' },
  ]);
  await step([
    { name: 'server', command: 'npm run test:server', prefixColor: 'green' },
    ...(process.env.DATABASE_URL ? [{ name: 'embedded', command: embeddedPass, prefixColor: 'magenta' }] : []),
  ]);
  await step([{ name: 'client', command: 'npm run test:client', prefixColor: 'gray' }]);
};

try {
  await Promise.all([step([{ name: 'journeys', command: 'npm run test:e2e', prefixColor: 'blue' }]), checks()]);
} catch {
  for (const commands of running) for (const command of commands) command.kill();
  process.exit(1);
}
