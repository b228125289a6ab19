import { ApolloLink } from '@apollo/client';
import { fallbackHttpConfig, parseAndCheckHttpResponse, selectHttpOptionsAndBody } from '@apollo/client/link/http';
import { filterOperationVariables } from '@apollo/client/link/utils';
import { Observable } from 'rxjs';

interface JsonLinkOptions {
  uri: string;
  credentials: RequestCredentials;
}

/**
 * The app's terminating link: every operation as a JSON POST over fetch, answered by one JSON result (the app sends
 * no subscriptions or @defer, so none of HttpLink's multipart reading, GET queries or client-awareness headers, about
 * 1 kB gzip of every page's start-up JS). Operations with files never get here: the upload link, a chunk of its own
 * loaded with the first upload (client.ts), sends those. Headers, credentials and fetch options from the operation's
 * context apply as HttpLink applies them, and unsubscribing aborts the request (Apollo does on a page's unmount).
 */
export function jsonLink({ uri, credentials }: JsonLinkOptions) {
  const linkConfig = { credentials };
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const context = operation.getContext();
        const { options, body } = selectHttpOptionsAndBody(operation, fallbackHttpConfig, linkConfig, {
          http: context.http,
          options: context.fetchOptions,
          credentials: context.credentials,
          headers: context.headers,
        });
        if (body.variables) body.variables = filterOperationVariables(body.variables, operation.query);
        const controller = new AbortController();
        const external = options.signal;
        const onExternalAbort = () => controller.abort(external?.reason);
        external?.addEventListener('abort', onExternalAbort, { once: true });
        const settle = () => external?.removeEventListener('abort', onExternalAbort);
        fetch(uri, { ...options, body: JSON.stringify(body), signal: controller.signal })
          .then((response) => {
            operation.setContext({ response });
            return parseAndCheckHttpResponse(operation)(response);
          })
          .then(
            (result) => {
              settle();
              observer.next(result as ApolloLink.Result);
              observer.complete();
            },
            (error: unknown) => {
              settle();
              observer.error(error);
            },
          );
        return () => controller.abort();
      }),
  );
}
