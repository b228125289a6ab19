// `npm test`: two lanes side by side, so a run lasts as long as the longer of them (docs/testing.md):
// - journeys: the build, then the browser journeys;
// - checks: lint and types at once (single-threaded each), then the server's suite (unit and integration, on one
//   PostgreSQL: DATABASE_URL's, else an embedded one the suite starts), then the client's suite.
// A failed step fails the run: whatever still runs is stopped rather than waited for.
import concurrently from 'concurrently';

const running = new Set();
const runStart = performance.now();
const seconds = (since) => Math.round((performance.now() - since) / 1000);
/**
 * Runs the commands side by side, their output prefixed with their names; resolves when all have passed. Says how
 * long the step took and when it ended, so a CI log gives each step's time.
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
  await step([{ name: 'server', command: 'npm run test:server', prefixColor: 'green' }]);
  await step([{ name: 'client', command: 'npm run test:client', prefixColor: 'gray' }]);
};

try {
  await Promise.all([step([{ name: 'journeys', command: 'npm run test:e2e', prefixColor: 'blue' }]), checks()]);
} catch {
  for (const commands of running) for (const command of commands) command.kill();
  process.exit(1);
}
