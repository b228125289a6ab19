// Runs before `npm start`, `npm test` and `npm run dev`: installs the dependencies (npm ci) when node_modules is
// missing or older than package-lock.json, so a fresh clone needs nothing but those commands. Plain Node with no
// dependencies, as the machine's Node (20 here) runs it before the project's Node 24 is installed; the npm script
// that follows runs on Node 24, which npm puts first on the PATH once node_modules/.bin exists.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { installState, isInstallNoise, recordInstall } from './lib/install-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const state = installState(root);
if (!state.current) {
  console.log(`Installing dependencies (${state.reason}): npm ci, about a minute...`);
  const started = Date.now();
  const code = await npmCi();
  if (code !== 0) {
    console.error(`npm ci failed (exit code ${code}); its messages are above.`);
    process.exit(code || 1);
  }
  recordInstall(root);
  console.log(`Dependencies installed in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/**
 * The machine's npm on the machine's Node, as outside the project: the Node in node_modules is about to be replaced.
 * No standard input (nothing may wait for an answer: CI has none); engines are not enforced, as npm checks them
 * against the Node it runs on, not the project's. npm's summary line ("added N packages") is kept.
 */
function npmCi() {
  // npm puts node_modules/.bin of the package and of every folder above it first on a script's PATH.
  const PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !/[\\/]node_modules[\\/]\.bin[\\/]?$/.test(dir))
    .join(path.delimiter);
  const child = spawn('npm', ['ci', '--no-audit', '--no-fund', '--engine-strict=false'], {
    cwd: root,
    env: { ...process.env, PATH },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (!isInstallNoise(line)) process.stderr.write(`${line}\n`);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? 1));
  });
}
