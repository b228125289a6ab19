import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import type { AnswerStore } from './answerStore';
import { answerKey, OFFLINE_READS, PAGE_READS } from './offlineReads';
import { reportOfflineMiss } from './offlineStatus';

/**
 * The app's GraphQL reads are POSTs, which no HTTP cache or service worker keeps, so answers are kept here, one level
 * up: each successful read of OFFLINE_READS is saved in `store`, and when the network fails (the request could not be
 * sent: offline, or the connection dropped) the saved answer is given instead, marked `extensions.offline` with the
 * time it was saved. A page's read (PAGE_READS) with no saved answer is reported (offlineStatus), so the page frame can
 * show what is available; the failure is passed on. Errors the server sent (an HTTP status, GraphQL errors) are passed on as they are: only a
 * missing network falls back.
 */
export function offlineAnswersLink(store: AnswerStore, now: () => number = Date.now) {
  return new ApolloLink((operation, forward) => {
    const { operationName } = operation;
    if (!operationName || !OFFLINE_READS.has(operationName)) return forward(operation);
    const key = answerKey(operationName, operation.variables);
    return new Observable((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => {
          if (result.data && !result.errors?.length) {
            const answer = { key, operationName, variables: operation.variables, data: result.data, savedAt: now() };
            store.put(answer).catch(() => undefined);
          }
          observer.next(result);
        },
        error: (error: unknown) => {
          if (!isNetworkFailure(error)) {
            observer.error(error);
            return;
          }
          store.get(key).then(
            (saved) => {
              if (!saved) {
                if (PAGE_READS.has(operationName)) reportOfflineMiss();
                observer.error(error);
                return;
              }
              observer.next({
                data: saved.data as Record<string, unknown>,
                extensions: { offline: { savedAt: saved.savedAt } },
              });
              observer.complete();
            },
            () => observer.error(error),
          );
        },
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    });
  });
}

/** fetch rejects with a TypeError when no response came at all; an aborted request is the caller's doing. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;
