// The last step of `npm test`: the browser journeys. When DATABASE_URL is set, the server's tests above ran on
// PostgreSQL, and the server's integration tests run again on the embedded database (PGlite, the newcomer's default)
// beside the journeys, on one worker: the journeys mostly wait on real time (videos playing, transcodes, timers),
// which leaves a core free. Left out of that pass, as the first one covered them: worker-process tests (they start
// PostgreSQL and PGlite databases of their own whatever the suite runs on) and the transcoder's (ffmpeg on files, no
// database).
import concurrently from 'concurrently';

const commands = [{ name: 'journeys', command: 'npm run test:e2e', prefixColor: 'blue' }];
if (process.env.DATABASE_URL) {
  commands.push({
    name: 'embedded',
    command:
      "env -u DATABASE_URL npm run test -w server -- --project integration --exclude 'test/workers/**' --exclude 'src/media/**' --maxWorkers=1",
    prefixColor: 'magenta',
  });
}

const { result } = concurrently(commands, { prefix: 'name' });
try {
  await result;
} catch {
  process.exit(1);
}
