import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ClientBuild {
  indexHtml: string;
  /** Vite's `.vite/manifest.json`: each chunk's file and what it imports. */
  manifest: Record<string, unknown>;
  /** Further files by their path in the build (`assets/mount-1.js`). */
  files?: Record<string, string | Uint8Array>;
}

/** A client build as Vite writes it, in a temporary folder: for `startTestApp`'s `clientDir`, as main.ts serves client/dist. */
export function writeClientBuild({ indexHtml, manifest, files = {} }: ClientBuild) {
  const dir = mkdtempSync(path.join(tmpdir(), 'coursehub-client-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
