import type { ApolloServerPlugin } from '@apollo/server';
import { type KeyValueCache, PrefixingKeyValueCache } from '@apollo/utils.keyvaluecache';
// The manifest codegen writes beside the client's documents (codegen.ts, `persistedDocuments`), a file of the client
// workspace: bundled into the server (server/build.mjs), so a build answers exactly the hashes of the client built
// from the same tree.
import clientManifest from '@coursehub/client/src/gql/persisted-documents.json' with { type: 'json' };
import { type DocumentNode, GraphQLError, Kind, parse, print, visit } from 'graphql';
import type { Config } from '../../config';
import { DomainError, httpStatusOf } from '../../shared/errors';
import type { GraphQLContext } from './context';

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
 * only the client's documents, sent by hash (or as their exact manifest text); anything else is UNAUTHENTICATED (401)
 * before it runs. Signed-in callers and API keys run any document, under the same cost limits (armor.ts).
 */
export function anonymousDocumentsPolicy(
  config: Pick<Config, 'anonymousDocuments'>,
  manifest: PersistedDocuments = clientManifest,
): ApolloServerPlugin<GraphQLContext>[] {
  if (config.anonymousDocuments === 'any') return [];
  return [
    {
      async requestDidStart({ contextValue: { req } }) {
        if (req.viewer || req.apiKey) return;
        return {
          // Apollo's queryHash is the hash sent, or the SHA-256 of the text sent: the same key as the manifest's.
          async didResolveOperation({ queryHash }) {
            if (Object.hasOwn(manifest, queryHash)) return;
            throw new GraphQLError(TRUSTED_DOCUMENTS_ONLY, {
              originalError: new DomainError('UNAUTHENTICATED', TRUSTED_DOCUMENTS_ONLY),
              extensions: { http: { status: httpStatusOf.UNAUTHENTICATED } },
            });
          },
        };
      },
    },
  ];
}
