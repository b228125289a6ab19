import type { ApolloClient, DocumentNode, TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { type InlinedOperation, PAGE_DATA_ELEMENT_ID } from '@coursehub/shared';
import { useEffect, useState } from 'react';

/** The operations whose answers came with this page's HTML and that no query has rendered from yet. */
const carried = new Set<string>();

/**
 * Writes the answers a landing page's HTML carries (server/src/http/page-data.ts) into the cache, for those of
 * `documents` it has, under the variables they were asked with; the page's own queries then render from the cache at
 * once. Called with a page's documents once its chunk has loaded; the element is dropped when nothing is left in it,
 * so a later visit asks the server. Answers that do not fit a document are left for its query to ask.
 */
export function seedPageData(client: ApolloClient, documents: readonly (DocumentNode | TypedDocumentNode)[]): void {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return;
  let answers: InlinedOperation[];
  try {
    answers = JSON.parse(element.textContent) as InlinedOperation[];
  } catch {
    element.remove();
    return;
  }
  const left = writeAnswers(client, documents, answers);
  for (const answer of answers) if (!left.includes(answer)) carried.add(answer.operationName);
  if (left.length) element.textContent = JSON.stringify(left);
  else element.remove();
}

/**
 * The fetch policy of a query that otherwise asks the server again on each visit (cache-and-network): `cache-first` on
 * the first visit whose HTML carried its answer, which is as fresh as the page. The answer counts as used once a
 * component showing it has mounted, not when one renders: React throws away a render that suspends, or whose
 * hydration fails, and renders the component anew, which must find the answer still unused.
 */
export function useCarriedAnswerPolicy(query: DocumentNode): WatchQueryFetchPolicy {
  const name = operationName(query);
  const [fromPage] = useState(() => name !== undefined && carried.has(name));
  useEffect(() => {
    if (fromPage && name !== undefined) carried.delete(name);
  }, [fromPage, name]);
  return fromPage ? 'cache-first' : 'cache-and-network';
}

/**
 * Writes each answer of one of `documents` into the cache under its variables (the server's render writes them all
 * at once, ssr.tsx); returns those it did not write.
 */
export function writeAnswers(
  client: ApolloClient,
  documents: readonly (DocumentNode | TypedDocumentNode)[],
  answers: readonly InlinedOperation[],
): InlinedOperation[] {
  const byName = new Map(documents.map((query) => [operationName(query), query]));
  return answers.filter((answer) => {
    const query = byName.get(answer.operationName);
    if (!query) return true;
    try {
      client.writeQuery({ query, variables: answer.variables, data: answer.data });
    } catch {
      // An answer of another build's shape: the query asks the server instead.
    }
    return false;
  });
}

const operationName = (query: DocumentNode) => {
  const operation = query.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation?.name?.value;
};
