// `npm test` after lint and types: every suite, in two lanes side by side. The machine has two cores and the browser
// journeys mostly wait on real time (videos playing, transcodes, timers), so the suites fill the cores the journeys
// leave idle instead of waiting for them, and the run ends when the longer lane does (docs/testing.md).
// - journeys: build the app, then the Playwright journeys against it;
// - suites: the server's tests (unit and integration), the client's, then, when DATABASE_URL is set, the server's
//   integration tests again on the embedded database (PGlite, the newcomer's default), so one run covers both.
// The PGlite pass leaves out what cannot differ between the databases, which the first pass covered: the worker-process
// tests (they start PostgreSQL and PGlite databases of their own whatever the suite runs on) and the transcoder's
// (ffmpeg on files, no database).
import concurrently from 'concurrently';

const embeddedPass =
  "env -u DATABASE_URL npm run test -w server -- --project integration --exclude 'test/workers/**' --exclude 'src/media/**'";
const suites = ['npm run test:server', 'npm run test:client', ...(process.env.DATABASE_URL ? [embeddedPass] : [])];

const { result } = concurrently(
  [
    { name: 'journeys', command: 'npm run test:e2e', prefixColor: 'blue' },
    { name: 'suites', command: suites.join(' && '), prefixColor: 'magenta' },
  ],
  // A failed lane fails the run: the other is stopped rather than waited for.
  { prefix: 'name', killOthersOn: ['failure'] },
);
try {
  await result;
} catch {
  process.exit(1);
}
