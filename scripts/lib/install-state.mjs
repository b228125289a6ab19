// Whether node_modules holds what package-lock.json describes. Plain Node with no dependencies: it runs before the
// install, on whatever Node the machine has (the project's own Node 24 arrives with the install).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Written after an install this script ran: the hash of the package-lock.json it installed. */
export const INSTALL_STAMP = 'node_modules/.cache/coursehub/installed-lock.sha256';
/** npm's own record of the tree it installed, rewritten by every npm ci / npm install. */
const NPM_RECORD = 'node_modules/.package-lock.json';
/** The project's runtime (the `node` devDependency); without it the scripts would run on the machine's Node. */
const PROJECT_NODE = 'node_modules/.bin/node';

const lockHash = (root) =>
  createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : undefined);

/**
 * `{ current: true }`, or `{ current: false, reason }` when `npm ci` is needed. The stamp answers by content (a
 * branch switch that rewrote package-lock.json with the same text costs no reinstall) as long as npm has not changed
 * the tree since; otherwise npm's record must be at least as new as package-lock.json (an `npm install` or `npm ci`
 * run by hand, as CI does, counts).
 */
export function installState(root) {
  if (!existsSync(path.join(root, 'node_modules'))) return { current: false, reason: 'node_modules is missing' };
  const recorded = mtime(path.join(root, NPM_RECORD));
  if (recorded === undefined || !existsSync(path.join(root, PROJECT_NODE))) {
    return { current: false, reason: 'the last install did not finish' };
  }
  const stamp = path.join(root, INSTALL_STAMP);
  const stamped = mtime(stamp);
  if (stamped !== undefined && stamped >= recorded && readFileSync(stamp, 'utf8').trim() === lockHash(root)) {
    return { current: true };
  }
  if (recorded >= statSync(path.join(root, 'package-lock.json')).mtimeMs) return { current: true };
  return { current: false, reason: 'package-lock.json is newer than the last install' };
}

/** Call after a successful install. */
export function recordInstall(root) {
  const stamp = path.join(root, INSTALL_STAMP);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${lockHash(root)}\n`);
}

/**
 * npm's warnings that say nothing about this project: engine notices, since npm installs on the machine's Node
 * (Node 20 here) packages the project runs on its own Node 24, and complaints about settings in the machine's npm
 * config (such as `nodedir`), which npm repeats for every nested npm. Everything else npm prints is kept.
 */
export const isInstallNoise = (line) => /^npm warn (EBADENGINE|Unknown \w+ config ")/.test(line);
