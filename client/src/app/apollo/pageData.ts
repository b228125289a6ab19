import type { ApolloClient, DocumentNode, TypedDocumentNode } from '@apollo/client';
import { type InlinedOperation, PAGE_DATA_ELEMENT_ID } from '@coursehub/shared';

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
 * Whether `query`'s answer came with the page and is yet to be rendered, forgetting it: a query that otherwise asks
 * the server again on each visit (cache-and-network) need not on the first, as the answer is as fresh as the page.
 */
export function takeCarriedAnswer(query: DocumentNode): boolean {
  const name = operationName(query);
  return name !== undefined && carried.delete(name);
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
