import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Holds server/src to the arrows of ARCHITECTURE.md: the tables there are the rules, read from the file, so the
 * document and the check cannot drift apart. Every import of every source file (tests excluded) counts, `import
 * type` and `export … from` included.
 */
const SRC = path.resolve(import.meta.dirname, '../src');
const ARCHITECTURE = path.resolve(import.meta.dirname, '../../ARCHITECTURE.md');

/** The two files of http/ that modules may import (ARCHITECTURE.md, "Modules reach http/ through two files only"). */
const TRANSPORT_ENTRIES = ['http/graphql/index.ts', 'http/rest/index.ts'];

interface Import {
  /** From server/src, with `/` separators. */
  from: string;
  /** As written in the file. */
  specifier: string;
  /** The file it names, from server/src; null when it leaves server/src or names no file. */
  to: string | null;
}

const isSource = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts');

/** Every source file below server/src, from there, with `/` separators. */
const sourceFiles = () =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter(isSource)
    .map((file) => file.split(path.sep).join('/'));

/** The file a relative specifier names: `x` is `x.ts` or `x/index.ts`; `x.json` is itself (the mails' texts). */
function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(SRC, path.dirname(from), specifier);
  const found = [base, `${base}.ts`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')].find(
    (candidate) => (candidate.endsWith('.ts') || candidate.endsWith('.json')) && existsSync(candidate),
  );
  const relative = path.relative(SRC, found ?? base);
  if (!found || relative.startsWith('..')) return null;
  return relative.split(path.sep).join('/');
}

function importsOf(file: string): Import[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(SRC, file), 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ from: file, specifier, to: resolve(file, specifier) }));
}

/**
 * The domain folders (ARCHITECTURE.md, "Domains"): each holds its areas, a feature each, in folders of their own; a
 * domain of one area keeps its files at its root.
 */
const DOMAINS = [
  'identity',
  'catalog',
  'media',
  'learning',
  'commerce',
  'integrations',
  'analytics',
  'account-closure',
];
/** Folders of a domain that are ports and adapters, not areas: the transcoder, the transcribers and the translators. */
const PORT_FOLDERS = ['media/transcoder', 'media/transcription', 'media/translation'];

/** The part of ARCHITECTURE.md's table a file belongs to. */
function partOf(file: string): string {
  const [top = '', second] = file.split('/');
  if (file === 'shared/scope.ts') return 'shared/scope';
  if (top === 'http' && (second === 'graphql' || second === 'rest')) return `http/${second}`;
  if (DOMAINS.includes(top)) {
    const folder = `${top}/${second}`;
    if (PORT_FOLDERS.includes(folder)) return folder;
    return file.split('/').length > 2 ? folder : top;
  }
  if (!file.includes('/')) return file.replace(/\.ts$/, '');
  return top;
}

/** The backticked names in the last cell of each row of the table whose header starts with `first`. */
function table(markdown: string, first: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => line.replace(/\s/g, '').startsWith(`|${first}|`));
  if (header < 0) throw new Error(`ARCHITECTURE.md has no table headed "${first}"`);
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1);
    const name = cells[0]?.match(/`([^`]+)`/)?.[1];
    if (!name) continue;
    rows.set(
      name,
      [...(cells.at(-1) ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] as string),
    );
  }
  return rows;
}

const markdown = readFileSync(ARCHITECTURE, 'utf8');
const partRules = table(markdown, 'part');
const domainRules = table(markdown, 'domain');
const moduleRules = table(markdown, 'module');
const files = sourceFiles();
const imports = files.flatMap(importsOf);
const crossing = imports.filter((edge) => edge.to === null || partOf(edge.from) !== partOf(edge.to));

/** The area (a feature module) a part is, named by its folder; null for a part that is none. */
const area = (part: string) =>
  PORT_FOLDERS.includes(part) || !DOMAINS.includes(part.split('/')[0] ?? '') ? null : (part.split('/').at(-1) ?? null);
/** The domain folder of an area's part. */
const domainOf = (part: string) => part.split('/')[0] ?? part;
const ruleOf = (part: string) => partRules.get(area(part) ? '<domain>/<area>' : part);
const describeEdge = (edge: Import, why: string) =>
  `${edge.from} imports '${edge.specifier}' (${partOf(edge.from)} → ${edge.to ? partOf(edge.to) : 'outside server/src'}): ${why}`;

/** Why this import is not allowed, or null when it is. */
function refusal(edge: Import): string | null {
  if (!edge.to) return 'server/src imports nothing outside itself but packages';
  const from = partOf(edge.from);
  const to = partOf(edge.to);
  const allowed = ruleOf(from);
  if (!allowed) return `${from} is not a part in ARCHITECTURE.md`;
  if (!ruleOf(to)) return `${to} is not a part in ARCHITECTURE.md`;
  const [fromArea, toArea] = [area(from), area(to)];
  if (fromArea && toArea) {
    const [fromDomain, toDomain] = [domainOf(from), domainOf(to)];
    if (fromDomain !== toDomain && !domainRules.get(fromDomain)?.includes(toDomain)) {
      return `ARCHITECTURE.md does not let domain ${fromDomain} import domain ${toDomain}`;
    }
    return moduleRules.get(fromArea)?.includes(toArea)
      ? null
      : `ARCHITECTURE.md does not let module ${fromArea} import module ${toArea}`;
  }
  if (allowed.includes(to) || (toArea && allowed.includes('<domain>/*')) || allowed.includes(edge.to)) return null;
  if (fromArea && to.startsWith('http')) {
    return `modules reach http/ only through ${TRANSPORT_ENTRIES.join(' and ')}`;
  }
  return `ARCHITECTURE.md does not let ${from} import ${to}`;
}

/** Every file `start` reaches through its imports, with the path that reaches it. */
function reachable(start: string): Map<string, string[]> {
  const paths = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const edge of imports) {
      if (edge.from !== file || !edge.to || paths.has(edge.to)) continue;
      paths.set(edge.to, [...(paths.get(file) ?? []), edge.to]);
      queue.push(edge.to);
    }
  }
  return paths;
}

/** A loop in a graph given as node → neighbours, as the list of its nodes (first repeated last); null when none. */
function findLoop(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const loop = visit(node);
    if (loop) return loop;
  }
  return null;
}

/** The edges between the given nodes, with the imports that make each one, for a readable failure. */
function graphOf(node: (edge: Import) => [string, string] | null) {
  const graph = new Map<string, Set<string>>();
  const witnesses = new Map<string, string[]>();
  for (const edge of crossing) {
    const pair = node(edge);
    if (!pair || pair[0] === pair[1]) continue;
    graph.set(pair[0], (graph.get(pair[0]) ?? new Set()).add(pair[1]));
    const key = pair.join(' → ');
    witnesses.set(key, [...(witnesses.get(key) ?? []), `${edge.from} imports '${edge.specifier}'`]);
  }
  const explain = (loop: string[]) =>
    loop.slice(1).map((next, index) => {
      const seen = witnesses.get(`${loop[index]} → ${next}`) ?? [];
      const more = seen.length > 3 ? ` and ${seen.length - 3} more` : '';
      return `${loop[index]} → ${next}: ${seen.slice(0, 3).join(', ')}${more}`;
    });
  return { loop: findLoop(graph), explain };
}

describe('the arrows of ARCHITECTURE.md', () => {
  it('reads both tables, and every source file belongs to a part they name', () => {
    expect(partRules.size).toBeGreaterThan(10);
    expect([...domainRules.keys()].sort()).toEqual([...DOMAINS].sort());
    expect(moduleRules.size).toBeGreaterThan(3);
    const unknown = files.filter((file) => !ruleOf(partOf(file)));
    const unlistedAreas = [...new Set(files.map(partOf).map(area))].filter((name) => name && !moduleRules.has(name));
    expect(unknown, 'files of no part in ARCHITECTURE.md').toEqual([]);
    expect(unlistedAreas, 'module areas missing from the modules table of ARCHITECTURE.md').toEqual([]);
    expect(imports.length).toBeGreaterThan(100);
  });

  it('every import between parts follows an arrow of the tables', () => {
    const refused = crossing.flatMap((edge) => {
      const why = refusal(edge);
      return why ? [describeEdge(edge, why)] : [];
    });
    expect(refused, `imports against ARCHITECTURE.md:\n${refused.join('\n')}\n`).toEqual([]);
  });

  it('the transport entries lead to no module, so a module importing them closes no loop', () => {
    const leads = TRANSPORT_ENTRIES.flatMap((entry) =>
      [...reachable(entry)]
        .filter(([file]) => area(partOf(file)))
        .map(([, route]) => `${entry} reaches a module: ${route.join(' → ')}`),
    );
    expect(leads, leads.join('\n')).toEqual([]);
  });

  it('module areas import one another in no loop', () => {
    const { loop, explain } = graphOf((edge) => {
      const [from, to] = [area(partOf(edge.from)), edge.to && area(partOf(edge.to))];
      return from && to ? [from, to] : null;
    });
    expect(loop && explain(loop), 'a loop between module areas').toBeNull();
  });

  it('domains import one another in no loop', () => {
    const { loop, explain } = graphOf((edge) => {
      const [from, to] = [partOf(edge.from), edge.to && partOf(edge.to)];
      return area(from) && to && area(to) ? [domainOf(from), domainOf(to)] : null;
    });
    expect(loop && explain(loop), 'a loop between domains').toBeNull();
  });

  it('parts import one another in no loop (the three of http/ counted as one; modules → transport entries left out)', () => {
    const { loop, explain } = graphOf((edge) => {
      if (!edge.to || (area(partOf(edge.from)) && TRANSPORT_ENTRIES.includes(edge.to))) return null;
      const node = (file: string) => (partOf(file).startsWith('http') ? 'http' : partOf(file));
      return [node(edge.from), node(edge.to)];
    });
    expect(loop && explain(loop), 'a loop between parts').toBeNull();
  });
});
