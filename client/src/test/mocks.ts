import { ApolloClient, ApolloLink, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { finalize, from, mergeMap } from 'rxjs';
import { createCache } from '../app/apollo/client';

export type Mocks = ReadonlyArray<MockLink.MockedResponse>;

/** A mocked request whose answer and variables are typed by its generated document. */
interface TypedMock<TData, TVariables extends OperationVariables>
  extends Omit<MockLink.MockedResponse<TData, TVariables>, 'request' | 'result'> {
  request: {
    query: TypedDocumentNode<TData, TVariables>;
    /** The variables, or a test of them (one mock for several). */
    variables?: NoInfer<TVariables> | ((variables: NoInfer<TVariables>) => boolean);
  };
  result?: MockLink.MockedResponse<NoInfer<TData>, NoInfer<TVariables>>['result'];
}

/**
 * A mocked answer typed from the document it answers (`client/src/gql`): a field the document asks for and the data
 * lacks, or a variable of the wrong name, is a compile error, as Apollo would otherwise only warn when it writes the
 * answer into the cache.
 */
export const mock = <TData, TVariables extends OperationVariables>(
  response: TypedMock<TData, TVariables>,
): MockLink.MockedResponse<TData, TVariables> => response;

/**
 * The mock link of every client test, behind `before` (an upload or a counting link) when given. It warns about each
 * request no mock answers: in a test that is a fixture out of step with the screen.
 */
export const mockLink = (mocks: Mocks, ...before: ApolloLink[]) => ApolloLink.from([...before, new MockLink(mocks)]);

/** A client with the app's cache (type policies, data masking) answering from `mocks`. */
export const mockClient = (mocks: Mocks, ...before: ApolloLink[]) =>
  new ApolloClient({ cache: createCache(), link: mockLink(mocks, ...before), dataMasking: true });

/** The answer a mock of `TDocument` may give: its typed data (and errors), or a function of the variables giving it. */
export type MockResult<TDocument> =
  TDocument extends TypedDocumentNode<infer TData, infer TVariables extends OperationVariables>
    ? MockLink.MockedResponse<TData, TVariables>['result']
    : never;

/**
 * A mock that answers every time it is asked, for a screen whose address changes while a list it shows is loaded. A
 * navigation is a transition (react-router), and Apollo's useQuery asks for new variables as it renders: when an
 * answer lands before the transition commits, the urgent re-render it causes asks again for the committed address's
 * variables, and the transition's next try for the new ones. On a loaded machine that went back and forth until the
 * mocks were used up and answered with errors.
 */
export const answeringEachTime = <T extends MockLink.MockedResponse>(response: T): T => ({
  ...response,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/**
 * A link that holds the requests of one operation until the test calls `release()`: the screen's waiting state (a
 * 'Processing …' notice) is there for as long as the test looks at it, however slow the machine, where a mock's delay
 * is a window a loaded run can miss. With `passing`, that many requests go through first; `held` resolves when the
 * first request is held, and `settled()` says whether a held request has ended since: answered after `release()`
 * (its answer handed on to the client by then), or given up by the client.
 */
export function holding(operationName: string, { passing = 0 } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = () => {};
  const held = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let seen = 0;
  let settledCount = 0;
  const link = new ApolloLink((operation, forward) => {
    if (operation.operationName !== operationName || ++seen <= passing) return forward(operation);
    arrived();
    return from(released).pipe(
      mergeMap(() => forward(operation)),
      finalize(() => {
        settledCount += 1;
      }),
    );
  });
  return { link, release, held, settled: () => settledCount > 0 };
}
