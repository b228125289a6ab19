import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Production builds put each `graphql(`...`)` call's generated document in place of the call, as the codegen client
 * preset's Babel plugin does (but without a shared module). The runtime `graphql()` looks documents up in gql.ts's
 * map of every operation of the app (about 33 kB raw), so the first page that needed one document loaded them all.
 * A call whose text is not in the map (codegen not re-run) is left alone and still works through the map. Tests
 * keep the runtime function.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  let documentsBySource = new Map<string, string>();
  return {
    name: 'coursehub:graphql-documents',
    apply: 'build',
    buildStart() {
      const read = (file: string) => {
        this.addWatchFile(path.join(gqlDir, file));
        return readFileSync(path.join(gqlDir, file), 'utf8');
      };
      documentsBySource = readDocuments(read('gql.ts'), read('graphql.ts'));
    },
    transform(code, id) {
      if (id.startsWith(gqlDir) || !/\.tsx?$/.test(id) || !code.includes('graphql(`')) return null;
      let replacedAny = false;
      // A template without `${…}` substitutions: the only kind codegen reads.
      const replaced = code.replace(/\bgraphql\(`((?:[^`$]|\$(?!\{))*)`\)/g, (call, source: string) => {
        const document = documentsBySource.get(source);
        if (!document) return call;
        replacedAny = true;
        // As many lines as the call, so the module's source map still points at the right lines.
        return `(${document}${'\n'.repeat(source.split('\n').length - 1)})`;
      });
      return replacedAny ? { code: replaced, map: null } : null;
    },
  };
}

/** Each document's source text (gql.ts's map keys) to its generated DocumentNode literal (graphql.ts). */
function readDocuments(gql: string, graphql: string): Map<string, string> {
  const literals = new Map(
    [...graphql.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map(
      ([, name, literal]) => [name as string, literal as string],
    ),
  );
  const entries = gql.slice(gql.indexOf('const documents')).matchAll(/^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm);
  const documents = new Map<string, string>();
  for (const [, key, name] of entries) {
    const literal = literals.get(name as string);
    if (literal) documents.set(JSON.parse(key as string) as string, literal);
  }
  return documents;
}
