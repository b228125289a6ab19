import { createHash } from 'node:crypto';
import { type KeyValueCache, PrefixingKeyValueCache } from '@apollo/utils.keyvaluecache';
// The manifest codegen writes beside the client's documents (codegen.ts, `persistedDocuments`), a file of the client
// workspace: bundled into the server (server/build.mjs), so a build answers exactly the hashes of the client built
// from the same tree.
import clientManifest from '@coursehub/client/src/gql/persisted-documents.json' with { type: 'json' };
import type { RequestHandler } from 'express';
import { type DocumentNode, Kind, parse, print, visit } from 'graphql';
import type { Config } from '../../config';
import { httpStatusOf } from '../../shared/errors';

/** A persisted-documents manifest: each document's SHA-256 (hex) to its text, as codegen's client preset writes it. */
export type PersistedDocuments = Readonly<Record<string, string>>;

export const TRUSTED_DOCUMENTS_ONLY =
  "Only the app's own documents may be sent anonymously: sign in, or send an API key (Authorization: Bearer), to run other documents.";

/**
 * A client document as Apollo Client sends it: `@unmask` (a directive of the client's data masking, unknown to the
 * server) removed, and `__typename` in every selection but the operation's own, which the client's cache needs.
 * The manifest holds the documents as written; the server runs them as sent.
 */
export function asSentByApolloClient(document: DocumentNode): string {
  return print(
    visit(document, {
      Directive: (node) => (node.name.value === 'unmask' ? null : undefined),
      SelectionSet: (node, _key, parent) => {
        const root = parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION;
        const hasTypename = node.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename' && !selection.alias,
        );
        if (root || hasTypename) return undefined;
        return {
          ...node,
          selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
        };
      },
    }),
  );
}

/**
 * The store behind Apollo Server's `persistedQueries` option, holding the first-party client's documents (trusted
 * documents): a request that sends a known hash in `extensions.persistedQuery.sha256Hash` without the query text
 * runs that document; an unknown hash without text is answered PERSISTED_QUERY_NOT_FOUND, and a hash sent with a text
 * it is not the SHA-256 of is refused by Apollo (400). Read-only: Apollo would remember any hash sent with its text
 * (automatic persisted queries), and a stranger's documents are not the client's.
 */
export function trustedDocumentStore(manifest: PersistedDocuments = clientManifest): KeyValueCache<string> {
  const documents = new Map(
    Object.entries(manifest).map(([hash, text]) => [hash, asSentByApolloClient(parse(text, { noLocation: true }))]),
  );
  // The store is the manifest alone, so Apollo's `apq:` prefix would isolate nothing.
  return PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation({
    get: async (hash) => documents.get(hash),
    set: async () => undefined,
    delete: async () => false,
  });
}

/**
 * GRAPHQL_ANONYMOUS_DOCUMENTS=trusted (production's default): a caller with neither a session nor an API key may run
 * only the client's documents, sent by hash (or as their exact manifest text); any other text is UNAUTHENTICATED (401)
 * before Apollo parses or validates it, so an anonymous caller learns nothing of the schema from validation errors
 * (unknown fields, argument types). A hash alone goes on to Apollo: it runs the manifest's document, or answers
 * PERSISTED_QUERY_NOT_FOUND. Signed-in callers and API keys run any document, under the same cost limits (armor.ts).
 * Mounted after the body parsers (JSON and multipart) and the authentication.
 */
export function anonymousDocumentsPolicy(
  config: Pick<Config, 'anonymousDocuments'>,
  manifest: PersistedDocuments = clientManifest,
): RequestHandler {
  return (req, res, next) => {
    if (config.anonymousDocuments === 'any' || req.viewer || req.apiKey) return next();
    const text = req.method === 'GET' ? req.query.query : (req.body as { query?: unknown } | undefined)?.query;
    // Apollo's hash of a text (its queryHash), the manifest's key.
    if (typeof text !== 'string' || Object.hasOwn(manifest, createHash('sha256').update(text).digest('hex'))) {
      return next();
    }
    res.status(httpStatusOf.UNAUTHENTICATED).json({
      errors: [{ message: TRUSTED_DOCUMENTS_ONLY, extensions: { code: 'UNAUTHENTICATED', requestId: String(req.id) } }],
    });
  };
}
