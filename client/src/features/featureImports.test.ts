import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the client's arrows straight: feature folders (src/features/<area>) may use one another, but never in a loop;
 * src/components/ (shared UI) imports no feature; src/shared/ (notices, toaster, error helpers) imports no feature and
 * nothing of src/app/ (the app's assembly). Every import of every source file counts
 * (`import type`, `export … from` and `import()` included); tests are left out, test helpers are not.
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

/** `features/<area>/…` → area; anything else → null. */
const areaOf = (file: string) => (file.startsWith('features/') ? (file.split('/')[1] ?? null) : null);

/** area → area it imports → the imports that make that arrow ("from -> to"). */
function featureGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(path.join(SRC, 'features'))) {
    const from = areaOf(file) as string;
    for (const target of importsOf(file)) {
      const to = areaOf(target);
      if (!to || to === from) continue;
      const arrows = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, arrows);
      arrows.set(to, [...(arrows.get(to) ?? []), `${file} -> ${target}`]);
    }
  }
  return graph;
}

/** Every loop of areas, each once, as the imports that close it. */
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
        const imports = cycle.slice(0, -1).map((area, i) => graph.get(area)?.get(cycle[i + 1] as string)?.[0]);
        found.set(key, `${cycle.join(' -> ')}\n    ${imports.join('\n    ')}`);
      } else walk([...trail, next]);
    }
  };
  for (const area of graph.keys()) walk([area]);
  return [...found.values()];
}

describe('client import arrows', () => {
  it('feature folders do not import one another in a loop (move what they share to components/)', () => {
    expect(loops(featureGraph())).toEqual([]);
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
