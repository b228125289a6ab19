// `npm run build` (and the first step of `npm start`): builds the client bundle (client/dist) and the server bundle
// (server/dist/main.js), each only when its sources changed since its last build, so a start with nothing changed
// takes seconds. `npm run build -- --force` builds both regardless.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState, forgetBuild, inputHashes, recordBuild } from './lib/build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

/** Each build's commands, each in its own process on this Node (the project's Node 24 under npm). */
const builds = {
  client: () => {
    // The vite the client resolves (a workspace may hold its own version).
    const vitePackage = createRequire(path.join(root, 'client/package.json')).resolve('vite/package.json');
    const vite = path.join(path.dirname(vitePackage), 'bin/vite.js');
    // Warnings and errors only: the per-file size report (about 150 lines) is `npm run build -w client`'s. Then the
    // landing pages' server render (client/vite.ssr.config.ts).
    return [
      [vite, 'build', '--logLevel', 'warn'],
      [vite, 'build', '--config', 'vite.ssr.config.ts', '--logLevel', 'warn'],
    ];
  },
  server: () => [['build.mjs']],
};

for (const [name, command] of Object.entries(builds)) {
  const inputs = inputHashes(root, name);
  const state = force ? { current: false, reason: '--force' } : buildState(root, name, inputs);
  if (state.current) {
    console.log(`${name}: the build is current (no source changed since), skipped`);
    continue;
  }
  console.log(`${name}: building (${state.reason})`);
  const started = Date.now();
  forgetBuild(root, name);
  for (const args of command()) {
    const { status, error } = spawnSync(process.execPath, args, { cwd: path.join(root, name), stdio: 'inherit' });
    if (status !== 0) {
      console.error(`${name}: the build failed${error ? `: ${error.message}` : ''}`);
      process.exit(status || 1);
    }
  }
  recordBuild(root, name, inputs);
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
