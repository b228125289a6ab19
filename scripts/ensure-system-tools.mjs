// Runs first in `npm test` (and, with `--browser=chromium`, in `npm run bench` and `npm run screenshots`, which drive
// the whole browser): the programs the run needs from the machine (Chromium, ffmpeg, the speech tools;
// scripts/lib/system-tools.mjs) are there, installed with apt-get when this runs as root on a Debian-like machine (as
// in CI), or the run stops at once with the one command that installs them, instead of failing after the server and
// client suites. Plain Node with no dependencies: it runs on the machine's Node, before `npm ci`.
import { spawnSync } from 'node:child_process';
import { machineProbe, missingTools, planInstall, systemTools } from './lib/system-tools.mjs';

const browser = process.argv.includes('--browser=chromium') ? 'chromium' : 'headless-shell';
const caller =
  browser === 'chromium'
    ? { needs: 'The benchmarks and screenshots need', rerun: 'the same command' }
    : { needs: 'The tests need', rerun: 'npm test' };
const tools = systemTools(process.env, browser);
const probe = machineProbe(process.env);
const missing = missingTools(tools, probe);
const plan = planInstall(missing, { isRoot: process.getuid?.() === 0, hasAptGet: probe.command('apt-get') });
const listed = (some) => some.map((tool) => `${tool.name} (${tool.purpose})`).join(', ');

if (plan.action === 'stop') {
  console.error(`${caller.needs} programs this machine does not have: ${listed(missing)}.`);
  console.error(
    plan.reason === 'no apt-get'
      ? `Install them with the system's package manager; on Debian or Ubuntu:\n\n  ${plan.command}\n`
      : `Install them (as root), then run ${caller.rerun} again:\n\n  ${plan.command}\n`,
  );
  process.exit(1);
}

if (plan.action === 'install') {
  console.log(`Installing ${listed(missing)} with apt-get: ${plan.packages.join(' ')}...`);
  for (const [command, ...args] of plan.steps) {
    // No question can be answered (CI has no terminal); apt-get's progress is dropped, its errors are shown.
    const run = spawnSync(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) {
      console.error(
        `${command} ${args.join(' ')} failed (exit code ${run.status ?? run.signal}); its messages are above.`,
      );
      process.exit(1);
    }
  }
  const still = missingTools(tools, probe);
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${listed(still)} (is CHROMIUM_PATH right?).`);
    process.exit(1);
  }
}
