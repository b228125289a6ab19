import type { ApolloServer } from '@apollo/server';
import clientManifest from '@coursehub/client/src/gql/persisted-documents.json' with { type: 'json' };
import {
  type InlinedOperation,
  PAGE_DATA_ELEMENT_ID,
  PAGE_DATA_OPERATIONS,
  pageDataVariables,
} from '@coursehub/shared';
import type { Request, Response } from 'express';
import { type DocumentNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { dataHeadElements, type PageData } from './client-shell';
import type { GraphQLContext } from './graphql/context';
import { asSentByApolloClient, type PersistedDocuments } from './graphql/trusted-documents';

/** A client operation as the server runs it for a page: its text as Apollo Client sends it, and what it declares. */
interface PageOperation {
  text: string;
  variableNames: string[];
}

/** The client's operations by name, from the trusted documents' manifest (the build's own client). */
export function pageOperations(manifest: PersistedDocuments = clientManifest): Map<string, PageOperation> {
  const operations = new Map<string, PageOperation>();
  for (const text of Object.values(manifest)) {
    const document: DocumentNode = parse(text, { noLocation: true });
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation?.name) continue;
    operations.set(operation.name.value, {
      text: asSentByApolloClient(document),
      variableNames: (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
    });
  }
  return operations;
}

/**
 * The image a page paints largest on a phone, for a preload in its head: the first featured course's thumbnail on the
 * home page, the course's on its own page. The app renders it from the inlined answers; the preload starts its
 * download with the HTML instead.
 */
function largestImage(path: string, answers: InlinedOperation[]): string | null {
  const data = (name: string) => answers.find((answer) => answer.operationName === name)?.data;
  const home = data('HomeSectionsQuery') as
    | { featured?: { edges?: { node?: { thumbnailUrl?: unknown } }[] } }
    | undefined;
  const course = data('CourseDescriptionPageQuery') as { course?: { thumbnailUrl?: unknown } | null } | undefined;
  const url = path === '/' ? home?.featured?.edges?.[0]?.node?.thumbnailUrl : course?.course?.thumbnailUrl;
  return typeof url === 'string' ? url : null;
}

/** The head's preload of the largest image and the answers' JSON element, and the answers for the page's render. */
export function pageDataHead(path: string, answers: InlinedOperation[]): PageData | null {
  if (!answers.length) return null;
  return { head: dataHeadElements(largestImage(path, answers), PAGE_DATA_ELEMENT_ID, answers), landing: { answers } };
}

/**
 * A landing page's data (PAGE_DATA_OPERATIONS) for an anonymous visitor, run in process through Apollo as the client's
 * own documents would be over HTTP: the same resolvers, rules and visitor scope, so the inlined answer is exactly the
 * one the app would have asked for. A signed-in caller gets none (their answers differ, and the app asks as usual),
 * and an operation that fails is left out: the app asks for it itself.
 */
export function pageData(
  apollo: ApolloServer<GraphQLContext>,
  contextOf: (req: Request, res: Response) => GraphQLContext,
) {
  const operations = pageOperations();
  return async (req: Request, res: Response): Promise<PageData | null> => {
    const names = PAGE_DATA_OPERATIONS[req.path];
    const variables = pageDataVariables(req.path, (name) => req.query[name]);
    if (!names || !variables || req.viewer || req.apiKey) return null;
    const contextValue = contextOf(req, res);
    const answers = await Promise.all(
      names.map(async (operationName): Promise<InlinedOperation | null> => {
        const operation = operations.get(operationName);
        if (!operation) return null;
        const own = Object.fromEntries(operation.variableNames.map((name) => [name, variables[name]]));
        const response = await apollo.executeOperation(
          { query: operation.text, operationName, variables: own },
          { contextValue },
        );
        if (response.body.kind !== 'single') return null;
        const { data, errors } = response.body.singleResult;
        return data && !errors?.length ? { operationName, variables: own, data } : null;
      }),
    );
    return pageDataHead(
      req.path,
      answers.filter((answer) => answer !== null),
    );
  };
}
