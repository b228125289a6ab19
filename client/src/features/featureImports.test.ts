import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the client's arrows straight. The feature folders are the server's domains (src/features/<domain>/<area>, see
 * ARCHITECTURE.md), with the screens that assemble several of them (admin/, account/, site/): domains, and the areas
 * inside them, may use one another but never in a loop; src/components/ (shared UI) imports no feature;
 * src/shared/ (notices, toaster, error helpers) imports no feature and nothing of src/app/ (the app's assembly). Every
 * import of every source file counts (`import type`, `export … from` and `import()` included); tests are left out,
 * test helpers are not.
 */
const SRC = path.resolve(import.meta.dirname, '..');

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return isSource(entry.name) ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

/** The file a relative specifier names (from src/), or null when it names none there. */
function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(SRC, path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  const relative = found && path.relative(SRC, found);
  return relative && !relative.startsWith('..') ? relative.split(path.sep).join('/') : null;
}

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(SRC, file), 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => resolve(file, specifier) ?? []);
}

/** `features/<domain>/…` → domain; anything else → null. */
const domainOf = (file: string) => (file.startsWith('features/') ? (file.split('/')[1] ?? null) : null);

/** `features/<domain>/<area>/…` → `<domain>/<area>` (a file at a domain's root: the domain); anything else → null. */
const areaOf = (file: string) => {
  const parts = file.split('/');
  if (parts[0] !== 'features' || parts.length < 3) return null;
  return parts.length > 3 ? `${parts[1]}/${parts[2]}` : (parts[1] as string);
};

/** folder → folder it imports → the imports that make that arrow ("from -> to"), folders named by `folderOf`. */
function featureGraph(folderOf: (file: string) => string | null): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(path.join(SRC, 'features'))) {
    const from = folderOf(file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = folderOf(target);
      if (!to || to === from) continue;
      const arrows = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, arrows);
      arrows.set(to, [...(arrows.get(to) ?? []), `${file} -> ${target}`]);
    }
  }
  return graph;
}

/** Every loop of folders, each once, as the imports that close it. */
function loops(graph: Map<string, Map<string, string[]>>): string[] {
  const found = new Map<string, string>();
  const walk = (trail: string[]) => {
    const last = trail.at(-1) as string;
    for (const next of graph.get(last)?.keys() ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const cycle = [...trail.slice(at), next];
        const key = [...cycle.slice(1)].sort().join(',');
        if (found.has(key)) continue;
        const imports = cycle.slice(0, -1).map((folder, i) => graph.get(folder)?.get(cycle[i + 1] as string)?.[0]);
        found.set(key, `${cycle.join(' -> ')}\n    ${imports.join('\n    ')}`);
      } else walk([...trail, next]);
    }
  };
  for (const folder of graph.keys()) walk([folder]);
  return [...found.values()];
}

describe('client import arrows', () => {
  it('domains do not import one another in a loop (move a piece to the domain that owns it, or to components/)', () => {
    expect(loops(featureGraph(domainOf))).toEqual([]);
  });

  it('nor do the areas, inside a domain or across', () => {
    expect(loops(featureGraph(areaOf))).toEqual([]);
  });

  it('features/ holds the domains and the screens that assemble them, nothing else', () => {
    const folders = readdirSync(path.join(SRC, 'features'), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(folders.map((entry) => entry.name).sort()).toEqual([
      'account',
      'admin',
      'analytics',
      'catalog',
      'commerce',
      'identity',
      'integrations',
      'learning',
      'media',
      'site',
    ]);
  });

  it.each([
    ['components/', ['features/']],
    ['shared/', ['features/', 'app/']],
  ])('%s imports none of %j', (folder, forbidden) => {
    const wrong = sourceFiles(path.join(SRC, folder)).flatMap((file) =>
      importsOf(file)
        .filter((target) => forbidden.some((prefix) => target.startsWith(prefix)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('finds a loop that goes through several folders', () => {
    const graph = new Map([
      ['a', new Map([['b', ['features/a/x.ts -> features/b/y.ts']]])],
      ['b', new Map([['c', ['features/b/y.ts -> features/c/z.ts']]])],
      ['c', new Map([['a', ['features/c/z.ts -> features/a/w.ts']]])],
    ]);
    expect(loops(graph)).toEqual([
      'a -> b -> c -> a\n    features/a/x.ts -> features/b/y.ts\n    features/b/y.ts -> features/c/z.ts\n    features/c/z.ts -> features/a/w.ts',
    ]);
  });
});
