// Whether the client bundle and the server bundle are current: built from the sources as they are now. Decided by
// content (a hash of every input file, recorded beside node_modules after each build), so a checkout that only
// touches files costs no rebuild, and a bundle rebuilt or deleted behind this script's back is never taken as current.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The files a target is built from (folders are walked) and the files its build writes, relative to the root. */
export const BUILD_TARGETS = {
  client: {
    inputs: ['client', 'shared', 'package.json', 'package-lock.json', 'tsconfig.json'],
    outputs: ['client/dist/index.html', 'client/dist/.vite/manifest.json', 'client/dist-ssr/ssr.js'],
  },
  server: {
    inputs: [
      'server/src',
      // The client's trusted documents, bundled in (server/src/http/graphql/trusted-documents.ts).
      'client/src/gql/persisted-documents.json',
      'server/build.mjs',
      'server/package.json',
      'server/tsconfig.json',
      'shared',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
    ],
    outputs: ['server/dist/main.js', 'server/dist/worker.js'],
  },
};

/** Never bundled: installed packages, build outputs, tests and their settings, documentation. */
const notAnInput = (name) =>
  name === 'node_modules' ||
  name === 'dist' ||
  name === 'dist-ssr' ||
  name === 'vitest.config.ts' ||
  /\.test\.[cm]?[jt]sx?$/.test(name) ||
  name.endsWith('.md');

const stampFile = (root, name) => path.join(root, 'node_modules/.cache/coursehub', `build-${name}.json`);

function walk(root, relative, into) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    into[relative.split(path.sep).join('/')] = createHash('sha256').update(readFileSync(full)).digest('hex');
    return;
  }
  for (const entry of readdirSync(full)) if (!notAnInput(entry)) walk(root, path.join(relative, entry), into);
}

/** `{ "client/src/main.tsx": sha256, ... }` for a target's inputs as they are now. */
export function inputHashes(root, name) {
  const hashes = {};
  for (const input of BUILD_TARGETS[name].inputs) walk(root, input, hashes);
  return hashes;
}

const fingerprint = (file) => {
  const { size, mtimeMs } = statSync(file);
  return { size, mtimeMs };
};

/** The first difference between two input sets, for the reason a rebuild prints. */
function firstChange(recorded, now) {
  for (const file of Object.keys(now)) {
    if (!(file in recorded)) return `${file} was added`;
    if (recorded[file] !== now[file]) return `${file} changed`;
  }
  for (const file of Object.keys(recorded)) if (!(file in now)) return `${file} was removed`;
  return undefined;
}

/** `{ current: true }`, or `{ current: false, reason }` when the target must be built. */
export function buildState(root, name, inputs = inputHashes(root, name)) {
  const { outputs } = BUILD_TARGETS[name];
  const missing = outputs.find((output) => !existsSync(path.join(root, output)));
  if (missing) return { current: false, reason: `${missing} is missing` };
  const stamp = stampFile(root, name);
  if (!existsSync(stamp)) return { current: false, reason: 'no record of the last build' };
  const recorded = JSON.parse(readFileSync(stamp, 'utf8'));
  const change = firstChange(recorded.inputs, inputs);
  if (change) return { current: false, reason: change };
  for (const output of outputs) {
    const now = fingerprint(path.join(root, output));
    const then = recorded.outputs[output];
    if (now.size !== then?.size || now.mtimeMs !== then?.mtimeMs) {
      return { current: false, reason: `${output} was written by another build` };
    }
  }
  return { current: true };
}

/** Before a build: an interrupted build must not leave the previous record standing. */
export function forgetBuild(root, name) {
  rmSync(stampFile(root, name), { force: true });
}

/** After a successful build, with the inputs hashed before it started (a file edited meanwhile is seen next time). */
export function recordBuild(root, name, inputs) {
  const outputs = {};
  for (const output of BUILD_TARGETS[name].outputs) outputs[output] = fingerprint(path.join(root, output));
  const stamp = stampFile(root, name);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${JSON.stringify({ inputs, outputs })}\n`);
}
