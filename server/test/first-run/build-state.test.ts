import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILD_TARGETS,
  type BuildTarget,
  buildState,
  forgetBuild,
  inputHashes,
  recordBuild,
} from '../../../scripts/lib/build-state.mjs';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function write(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A small checkout with sources of both bundles, tests and docs beside them. */
function checkout() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'coursehub-build-'));
  roots.push(root);
  const files: Record<string, string> = {
    'package.json': '{}',
    'package-lock.json': '{"lockfileVersion":3}',
    'tsconfig.json': '{}',
    'shared/src/index.ts': 'export const rules = 1;',
    'shared/src/rules.test.ts': 'test',
    'client/index.html': '<div id="root"></div>',
    'client/vite.config.ts': 'export default {};',
    'client/vitest.config.ts': 'export default {};',
    'client/README.md': '# client',
    'client/src/main.tsx': 'render();',
    'client/src/App.test.tsx': 'test',
    'client/node_modules/@vitejs/plugin-react/index.js': 'plugin',
    'server/build.mjs': 'build();',
    'server/package.json': '{}',
    'server/tsconfig.json': '{}',
    'server/src/main.ts': 'listen();',
    'server/src/http/app.int.test.ts': 'test',
    'server/test/harness.ts': 'harness',
  };
  for (const [file, text] of Object.entries(files)) write(root, file, text);
  return root;
}

/** What a build writes, then the record the build script keeps of it. */
function built(root: string, name: BuildTarget) {
  const inputs = inputHashes(root, name);
  for (const output of BUILD_TARGETS[name].outputs) write(root, output, `built ${output}`);
  recordBuild(root, name, inputs);
}

describe('whether npm start and npm run build rebuild a bundle', () => {
  it('builds when a bundle is missing or was never recorded', () => {
    const root = checkout();
    expect(buildState(root, 'client')).toEqual({ current: false, reason: 'client/dist/index.html is missing' });
    write(root, 'server/dist/main.js', 'built by hand');
    expect(buildState(root, 'server')).toEqual({ current: false, reason: 'server/dist/worker.js is missing' });
    write(root, 'server/dist/worker.js', 'built by hand');
    expect(buildState(root, 'server')).toEqual({ current: false, reason: 'no record of the last build' });
  });

  it('skips the build when no source changed, even when a checkout touched every file', () => {
    const root = checkout();
    built(root, 'client');
    built(root, 'server');
    for (const file of Object.keys({ ...inputHashes(root, 'client'), ...inputHashes(root, 'server') })) {
      utimesSync(path.join(root, file), new Date(), new Date());
    }
    expect(buildState(root, 'client')).toEqual({ current: true });
    expect(buildState(root, 'server')).toEqual({ current: true });
  });

  it('builds when a source changed, was added or was removed, and names it', () => {
    const root = checkout();
    built(root, 'client');
    write(root, 'client/src/main.tsx', 'render(<App />);');
    expect(buildState(root, 'client')).toEqual({ current: false, reason: 'client/src/main.tsx changed' });
    built(root, 'client');
    write(root, 'client/public/favicon.svg', '<svg/>');
    expect(buildState(root, 'client')).toEqual({ current: false, reason: 'client/public/favicon.svg was added' });
    built(root, 'client');
    rmSync(path.join(root, 'client/vite.config.ts'));
    expect(buildState(root, 'client')).toEqual({ current: false, reason: 'client/vite.config.ts was removed' });
  });

  it('rebuilds each bundle for its own sources, both for the shared rules and the dependencies', () => {
    const root = checkout();
    built(root, 'client');
    built(root, 'server');
    write(root, 'server/src/main.ts', 'listen(4000);');
    expect(buildState(root, 'client')).toEqual({ current: true });
    expect(buildState(root, 'server')).toMatchObject({ current: false });
    built(root, 'server');
    write(root, 'shared/src/index.ts', 'export const rules = 2;');
    expect(buildState(root, 'client')).toEqual({ current: false, reason: 'shared/src/index.ts changed' });
    expect(buildState(root, 'server')).toEqual({ current: false, reason: 'shared/src/index.ts changed' });
    built(root, 'client');
    built(root, 'server');
    write(root, 'package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(buildState(root, 'client')).toEqual({ current: false, reason: 'package-lock.json changed' });
    expect(buildState(root, 'server')).toEqual({ current: false, reason: 'package-lock.json changed' });
  });

  it('does not rebuild for tests, test settings, docs or installed packages', () => {
    const root = checkout();
    built(root, 'client');
    built(root, 'server');
    write(root, 'client/src/App.test.tsx', 'another test');
    write(root, 'client/vitest.config.ts', 'export default { test: {} };');
    write(root, 'client/README.md', '# the client');
    write(root, 'client/node_modules/@vitejs/plugin-react/index.js', 'patched');
    write(root, 'shared/src/rules.test.ts', 'another test');
    write(root, 'server/src/http/app.int.test.ts', 'another test');
    write(root, 'server/test/harness.ts', 'another harness');
    expect(buildState(root, 'client')).toEqual({ current: true });
    expect(buildState(root, 'server')).toEqual({ current: true });
  });

  it('builds when the bundle was rebuilt or changed behind its back', () => {
    const root = checkout();
    built(root, 'server');
    write(root, 'server/dist/main.js', 'built by hand from other sources');
    expect(buildState(root, 'server')).toEqual({
      current: false,
      reason: 'server/dist/main.js was written by another build',
    });
  });

  it('builds again after an interrupted build, and sees a source edited while a build ran', () => {
    const root = checkout();
    built(root, 'client');
    forgetBuild(root, 'client'); // a build starts, then stops half-way
    expect(buildState(root, 'client')).toEqual({ current: false, reason: 'no record of the last build' });
    const before = inputHashes(root, 'client');
    write(root, 'client/src/main.tsx', 'edited during the build');
    for (const output of BUILD_TARGETS.client.outputs) write(root, output, 'built');
    recordBuild(root, 'client', before);
    expect(buildState(root, 'client')).toEqual({ current: false, reason: 'client/src/main.tsx changed' });
  });

  it("declares inputs and outputs that are this repository's real files", () => {
    for (const target of Object.values(BUILD_TARGETS)) {
      for (const input of target.inputs) expect(existsSync(path.join(repoRoot, input)), input).toBe(true);
    }
    expect(Object.keys(inputHashes(repoRoot, 'client'))).toEqual(
      expect.arrayContaining(['client/index.html', 'client/src/main.tsx', 'shared/src/index.ts']),
    );
    expect(Object.keys(inputHashes(repoRoot, 'server'))).toEqual(
      expect.arrayContaining(['server/src/main.ts', 'server/build.mjs', 'shared/src/index.ts', 'package-lock.json']),
    );
  });
});
