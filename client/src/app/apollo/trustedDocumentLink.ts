import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';

/**
 * The SHA-256 codegen's client preset gives each of the app's documents (`__meta__.hash`, codegen.ts
 * `persistedDocuments`): the key of its text in client/src/gql/persisted-documents.json, which the server is built with.
 */
export const trustedHashOf = (document: DocumentNode): string | undefined =>
  (document as { __meta__?: { hash?: unknown } }).__meta__?.hash as string | undefined;

/**
 * Trusted documents: the app's own documents go out as their hash alone (`extensions.persistedQuery.sha256Hash`), never
 * as text, and the server runs the document its manifest holds under that hash; anonymous callers may send nothing else
 * in production (GRAPHQL_ANONYMOUS_DOCUMENTS). A document without a hash (none of the app's) goes out as text.
 *
 * A hash the server does not know means the page and the server were built from different trees (a deploy in
 * between): from then on this page sends its documents as text, which the server runs for signed-in callers. Apollo's
 * default would resend the hash with the text, which the server refuses: the text Apollo Client sends (with
 * `__typename` added) is not the text the hash was computed from.
 */
export function trustedDocumentLink() {
  const persisted = new PersistedQueryLink({
    generateHash: (document) => trustedHashOf(document) ?? '',
    disable: ({ meta }) => meta.persistedQueryNotFound || meta.persistedQueryNotSupported,
  });
  return ApolloLink.split(
    (operation) => trustedHashOf(operation.query) !== undefined,
    persisted,
    new ApolloLink((operation, forward) => forward(operation)),
  );
}
