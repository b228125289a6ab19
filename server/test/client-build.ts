import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './harness';

export interface ClientBuild {
  indexHtml: string;
  /** Vite's `.vite/manifest.json`: each chunk's file and what it imports. */
  manifest: Record<string, unknown>;
  /** Further files by their path in the build (`assets/mount-1.js`). */
  files?: Record<string, string | Uint8Array>;
  /** The landing pages' server-render bundle, written beside the build as `dist-ssr/ssr.js` (an ES module's text). */
  renderBundle?: string;
}

/**
 * A client build as Vite writes it, in a temporary folder: `dir` for `startTestApp`'s `clientDir`, as main.ts serves
 * client/dist, with client/dist-ssr beside it when there is a render bundle.
 */
export function writeClientBuild({ indexHtml, manifest, files = {}, renderBundle }: ClientBuild) {
  const root = mkdtempSync(path.join(tmpdir(), 'coursehub-client-'));
  const dir = path.join(root, 'dist');
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  if (renderBundle !== undefined) {
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(path.join(root, 'dist-ssr', 'ssr.js'), renderBundle);
  }
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * For a describe block: the build written and an app serving it, started before its tests, closed after (the build
 * removed). `app()` is the app; `page(route, cookie)` its HTML as a browser asks for it, with the session cookie when
 * given.
 */
export function servingClientBuild(build: () => ClientBuild) {
  let app: TestApp | undefined;
  let written: ReturnType<typeof writeClientBuild> | undefined;
  beforeAll(async () => {
    written = writeClientBuild(build());
    app = await startTestApp({}, { clientDir: written.dir });
  });
  afterAll(async () => {
    await app?.close();
    written?.remove();
  });
  const started = () => {
    if (!app) throw new Error('the app starts before the tests');
    return app;
  };
  return {
    app: started,
    page: (route: string, cookie?: string) =>
      fetch(`${started().url}${route}`, { headers: { accept: 'text/html', ...(cookie && { cookie }) } }),
  };
}
