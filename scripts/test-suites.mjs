// `npm test` after lint and types: the server's suite and the client's, one after the other, then the browser
// journeys (build included) beside, when DATABASE_URL is set, the server's integration tests again on the embedded
// database (PGlite, the newcomer's default), so one run covers both databases (docs/testing.md).
// The journeys mostly wait on real time (videos playing, transcodes, timers), which leaves room for the PGlite pass.
// The client's suite does not run beside them: its search-as-you-type test failed twice in CI on a machine loaded by
// the journeys (a waitFor ran out), never alone.
// The PGlite pass leaves out what cannot differ between the databases, which the first pass covered: the worker-process
// tests (they start PostgreSQL and PGlite databases of their own whatever the suite runs on) and the transcoder's
// (ffmpeg on files, no database). It keeps each test file in a process of its own (--isolate), as it ran when last
// measured whole; the first pass shares the worker process between files (server/vitest.config.ts).
import { execSync } from 'node:child_process';
import concurrently from 'concurrently';

try {
  execSync('npm run test:server && npm run test:client', { stdio: 'inherit' });
} catch {
  process.exit(1);
}

const embeddedPass =
  "env -u DATABASE_URL npm run test -w server -- --project integration --isolate --exclude 'test/workers/**' --exclude 'src/media/**'";
const { result } = concurrently(
  [
    { name: 'journeys', command: 'npm run test:e2e', prefixColor: 'blue' },
    ...(process.env.DATABASE_URL ? [{ name: 'embedded', command: embeddedPass, prefixColor: 'magenta' }] : []),
  ],
  // A failed lane fails the run: the other is stopped rather than waited for.
  { prefix: 'name', killOthersOn: ['failure'] },
);
try {
  await result;
} catch {
  process.exit(1);
}
