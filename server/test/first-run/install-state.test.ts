import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INSTALL_STAMP, installState, isInstallNoise, recordInstall } from '../../../scripts/lib/install-state.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout with its package-lock.json written at `lockAt` (seconds since the epoch). */
function checkout(lock = '{"lockfileVersion":3}', lockAt = 1_000) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'coursehub-install-'));
  roots.push(root);
  writeLock(root, lock, lockAt);
  return root;
}

function writeLock(root: string, text: string, at: number) {
  const file = path.join(root, 'package-lock.json');
  writeFileSync(file, text);
  utimesSync(file, at, at);
}

/** What npm ci leaves: the project's Node and npm's record of the tree, written at `at`. */
function npmInstalled(root: string, at: number, { node = true, record = true } = {}) {
  mkdirSync(path.join(root, 'node_modules/.bin'), { recursive: true });
  if (node) writeFileSync(path.join(root, 'node_modules/.bin/node'), '');
  if (record) {
    writeFileSync(path.join(root, 'node_modules/.package-lock.json'), '{}');
    utimesSync(path.join(root, 'node_modules/.package-lock.json'), at, at);
  }
}

function installedHere(root: string, at: number) {
  npmInstalled(root, at);
  recordInstall(root);
  utimesSync(path.join(root, INSTALL_STAMP), at + 1, at + 1);
}

describe('whether npm start and npm test install first', () => {
  it('installs when node_modules is missing (a fresh clone)', () => {
    expect(installState(checkout())).toEqual({ current: false, reason: 'node_modules is missing' });
  });

  it('installs again when the last install did not finish', () => {
    const noRecord = checkout();
    npmInstalled(noRecord, 2_000, { record: false });
    expect(installState(noRecord)).toEqual({ current: false, reason: 'the last install did not finish' });
    const noNode = checkout();
    npmInstalled(noNode, 2_000, { node: false });
    expect(installState(noNode)).toEqual({ current: false, reason: 'the last install did not finish' });
  });

  it('does not install when npm installed after package-lock.json last changed (npm ci by hand, as in CI)', () => {
    const root = checkout('{"a":1}', 1_000);
    npmInstalled(root, 2_000);
    expect(installState(root)).toEqual({ current: true });
  });

  it('installs when package-lock.json changed after the install (a pull bringing new dependencies)', () => {
    const root = checkout('{"a":1}', 1_000);
    npmInstalled(root, 2_000);
    writeLock(root, '{"a":2}', 3_000);
    expect(installState(root)).toEqual({
      current: false,
      reason: 'package-lock.json is newer than the last install',
    });
  });

  it('does not install after its own install when package-lock.json is rewritten with the same text', () => {
    const root = checkout('{"a":1}', 1_000);
    installedHere(root, 2_000);
    writeLock(root, '{"a":1}', 3_000); // a branch switch there and back
    expect(installState(root)).toEqual({ current: true });
    writeLock(root, '{"a":2}', 4_000);
    expect(installState(root)).toMatchObject({ current: false });
  });

  it('stops trusting its record once npm changed the tree since (npm install by hand, then the old lock back)', () => {
    const root = checkout('{"a":1}', 1_000);
    installedHere(root, 2_000);
    writeLock(root, '{"a":1,"b":1}', 3_000);
    npmInstalled(root, 3_001);
    expect(installState(root)).toEqual({ current: true });
    writeLock(root, '{"a":1}', 4_000); // same text as the recorded install, but node_modules now holds b too
    expect(installState(root)).toMatchObject({ current: false });
  });
});

describe("the install's output", () => {
  it("drops npm's engine notices and complaints about the machine's npm config, and keeps the rest", () => {
    const stderr = [
      'npm warn Unknown user config "nodedir". This will stop working in the next major version of npm.',
      'npm warn Unknown env config "nodedir". This will stop working in the next major version of npm.',
      'npm warn EBADENGINE Unsupported engine {',
      "npm warn EBADENGINE   package: 'vitest@5.1.1',",
      "npm warn EBADENGINE   required: { node: '^22.12.0 || ^24.0.0 || >=26.0.0' },",
      "npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }",
      'npm warn EBADENGINE }',
      'npm warn allow-scripts 1 package has install scripts that were not run',
      'npm warn deprecated inflight@1.0.6: This module is not supported',
      'npm error code ETARGET',
    ];
    expect(stderr.filter((line) => !isInstallNoise(line))).toEqual([
      'npm warn allow-scripts 1 package has install scripts that were not run',
      'npm warn deprecated inflight@1.0.6: This module is not supported',
      'npm error code ETARGET',
    ]);
  });
});
