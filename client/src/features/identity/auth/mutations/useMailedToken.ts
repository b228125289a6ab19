import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../../../shared/errors';
import { MeQuery } from '../session/documents';

/** What a page shows after a mailed link's token is sent: what it did, or why it failed. */
export type MailedTokenOutcome = { ok: boolean; message: string };

/** Sends the token with one mutation; its payload, if any. */
export type SendMailedToken<Payload> = (client: ApolloClient, token: string) => Promise<Payload | undefined>;

/**
 * One sending per token, client and kind of link: a token is single-use, and React runs a mounting effect twice in
 * StrictMode (and again when the page is left and opened anew), so a second call would only report the first one's
 * success as an invalid link.
 */
const sent = new WeakMap<SendMailedToken<unknown>, WeakMap<ApolloClient, Map<string, Promise<MailedTokenOutcome>>>>();

async function sendOnce<Payload>(
  client: ApolloClient,
  token: string,
  send: SendMailedToken<Payload>,
  success: (payload: Payload) => string,
  failure: string,
) {
  try {
    const answer = await send(client, token);
    if (!answer) throw new Error(failure);
    // The token names its account, not necessarily the one signed in here: `me` is asked again, so the cache, the
    // session and the pages follow (a banner about the address goes, a new address shows). Unanswered, it stays as it
    // was until the next page load.
    if (client.cache.readQuery({ query: MeQuery })?.me) {
      await client.query({ query: MeQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
    }
    return { ok: true, message: success(answer) };
  } catch (error) {
    return { ok: false, message: errorMessage(error, failure) };
  }
}

/**
 * The token of a mailed link (`send` must be one function for the app's life, not made per render), sent once; the
 * page shows the outcome in place: what `success` words of the payload, the server's refusal, or `failure`.
 */
export function useMailedToken<Payload>(
  send: SendMailedToken<Payload>,
  success: (payload: Payload) => string,
  failure: string,
) {
  const client = useApolloClient();
  return useCallback(
    (token: string): Promise<MailedTokenOutcome> => {
      let byClient = sent.get(send);
      if (!byClient) {
        byClient = new WeakMap();
        sent.set(send, byClient);
      }
      let byToken = byClient.get(client);
      if (!byToken) {
        byToken = new Map();
        byClient.set(client, byToken);
      }
      let outcome = byToken.get(token);
      if (!outcome) {
        outcome = sendOnce(client, token, send, success, failure);
        byToken.set(token, outcome);
      }
      return outcome;
    },
    [client, send, success, failure],
  );
}
