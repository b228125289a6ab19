import type { ApolloClient, DocumentNode, TypedDocumentNode } from '@apollo/client';
import { type InlinedOperation, PAGE_DATA_ELEMENT_ID } from '@coursehub/shared';

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
  if (left.length) element.textContent = JSON.stringify(left);
  else element.remove();
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
