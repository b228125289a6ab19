import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A `graphql(`…`)` call whose template has no `${…}` substitutions: the only kind codegen reads. */
const graphqlCall = /\bgraphql\(`((?:[^`$]|\$(?!\{))*)`\)/g;
/** graphql.ts: one generated DocumentNode literal per line. */
const documentLiteral = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
/** gql.ts, after `const documents`: the map from each document's source text to its literal's name. */
const documentsEntry = /^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;

/** Thrown when a file no longer has the shape a pattern expects: the build must not go on without the documents. */
export class PatternMismatchError extends Error {
  constructor(file: string, pattern: RegExp | string, what: string) {
    super(
      `coursehub:graphql-documents: ${pattern} matches nothing in ${file} (${what}). Codegen's output or the way ` +
        'the app calls graphql() changed shape: update the pattern in client/build/graphqlDocuments.ts, or drop the plugin.',
    );
    this.name = 'PatternMismatchError';
  }
}

/**
 * Production builds put each `graphql(`...`)` call's generated document in place of the call, as the codegen client
 * preset's Babel plugin does (but without a shared module). The runtime `graphql()` looks documents up in gql.ts's
 * map of every operation of the app (about 33 kB raw), so the first page that needed one document loaded them all.
 * A call whose text is not in the map (codegen not re-run) is left alone with a warning and still works through the
 * map. Tests keep the runtime function.
 *
 * The build fails, naming the file and the pattern, when codegen's files or a module that calls `graphql(`` no
 * longer match the patterns, and when a whole build replaced no call.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  let documentsBySource = new Map<string, string>();
  let replacedCalls = 0;
  return {
    name: 'coursehub:graphql-documents',
    apply: 'build',
    buildStart() {
      const read = (file: string) => {
        this.addWatchFile(path.join(gqlDir, file));
        return readFileSync(path.join(gqlDir, file), 'utf8');
      };
      documentsBySource = readDocuments(read('gql.ts'), read('graphql.ts'), gqlDir);
      replacedCalls = 0;
    },
    transform(code, id) {
      if (id.startsWith(gqlDir) || !/\.tsx?$/.test(id) || !code.includes('graphql(`')) return null;
      const { code: inlined, replaced, unknown } = inlineDocuments(code, id, documentsBySource);
      for (const source of unknown) {
        this.warn(`a graphql() document is not in ${gqlDir}/gql.ts (run codegen): ${source.trim().split('\n')[0]}`);
      }
      replacedCalls += replaced;
      return replaced > 0 ? { code: inlined, map: null } : null;
    },
    buildEnd(error) {
      if (!error && replacedCalls === 0)
        throw new PatternMismatchError('any module of the build', graphqlCall, 'calls');
    },
  };
}

/**
 * The module with each known call replaced by its document: the number replaced and the sources not in the map.
 * Throws when the module has a `graphql(`` call that the call pattern does not match.
 */
export function inlineDocuments(code: string, id: string, documentsBySource: ReadonlyMap<string, string>) {
  let calls = 0;
  let replaced = 0;
  const unknown: string[] = [];
  const inlined = code.replace(graphqlCall, (call, source: string) => {
    calls++;
    const document = documentsBySource.get(source);
    if (!document) {
      unknown.push(source);
      return call;
    }
    replaced++;
    // As many lines as the call, so the module's source map still points at the right lines.
    return `(${document}${'\n'.repeat(source.split('\n').length - 1)})`;
  });
  if (calls === 0) throw new PatternMismatchError(id, graphqlCall, 'a module that calls graphql(`');
  return { code: inlined, replaced, unknown };
}

/** Each document's source text (gql.ts's map keys) to its generated DocumentNode literal (graphql.ts). */
export function readDocuments(gql: string, graphql: string, gqlDir = 'src/gql'): Map<string, string> {
  const literals = new Map(
    [...graphql.matchAll(documentLiteral)].map(([, name, literal]) => [name as string, literal as string]),
  );
  if (literals.size === 0) throw new PatternMismatchError(`${gqlDir}/graphql.ts`, documentLiteral, 'documents');
  const start = gql.indexOf('const documents');
  if (start < 0) throw new PatternMismatchError(`${gqlDir}/gql.ts`, "'const documents'", 'the documents map');
  const documents = new Map<string, string>();
  for (const [, key, name] of gql.slice(start).matchAll(documentsEntry)) {
    const literal = literals.get(name as string);
    if (!literal) throw new PatternMismatchError(`${gqlDir}/graphql.ts`, documentLiteral, `the document ${name}`);
    documents.set(JSON.parse(key as string) as string, literal);
  }
  if (documents.size === 0) throw new PatternMismatchError(`${gqlDir}/gql.ts`, documentsEntry, 'documents map entries');
  return documents;
}
