// `npm test`: two lanes side by side, so a run lasts as long as the longer of them (docs/testing.md):
// - journeys: the build, then the browser journeys;
// - checks: lint and types at once (single-threaded each), then the server's suite (unit and integration, on one
//   PostgreSQL: DATABASE_URL's, else an embedded one the suite starts), then the client's suite.
// A failed step fails the run: whatever still runs is stopped, not waited out, and given the time to stop its database.
import concurrently from 'concurrently';

/**
 * What a stopped step's commands are sent: SIGTERM, which each process in their tree gets (concurrently signals the
 * whole tree) and which the ones that started a PostgreSQL catch to stop it (the server suite's global setup, the
 * journeys' e2e/serve.mjs), where SIGKILL would leave it running.
 */
const KILL_SIGNAL = 'SIGTERM';
/** The steps still running: their commands, and their result, which settles once every command has exited. */
const running = new Map();
/** Set once a step failed: a lane whose step has just passed starts no next one. */
let stopping = false;
const runStart = performance.now();
const seconds = (since) => Math.round((performance.now() - since) / 1000);
/**
 * Runs the commands side by side, their output prefixed with their names; resolves when all have passed. Says how
 * long the step took and when it ended, so a CI log gives each step's time.
 */
async function step(commands) {
  if (stopping) throw new Error('npm test is stopping');
  const { result, commands: started } = concurrently(commands, {
    prefix: 'name',
    killOthersOn: ['failure'],
    killSignal: KILL_SIGNAL,
  });
  running.set(started, result);
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
  await step([{ name: 'server', command: 'npm run test:server', prefixColor: 'green' }]);
  await step([{ name: 'client', command: 'npm run test:client', prefixColor: 'gray' }]);
};

try {
  await Promise.all([step([{ name: 'journeys', command: 'npm run test:e2e', prefixColor: 'blue' }]), checks()]);
} catch {
  stopping = true;
  for (const commands of running.keys()) for (const command of commands) command.kill(KILL_SIGNAL);
  // Waited for: a lane still stopping its database writes to this process's pipes, and must not lose them midway.
  await Promise.allSettled(running.values());
  process.exit(1);
}
