import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../../app/apollo/errors';
import { graphql } from '../../../gql';
import { accountFailures } from '../accountTexts';
import { MeQuery } from '../session/documents';

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmailMutation($token: String!) {
    verifyEmail(token: $token) {
      success
      message
    }
  }
`);

export type VerifyEmailOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * One confirmation per token and client: the token is single-use, and React runs a mounting effect twice in
 * StrictMode (and again when the page is left and opened anew), so a second call would only report the first one's
 * success as an invalid link.
 */
const confirmations = new WeakMap<ApolloClient, Map<string, Promise<VerifyEmailOutcome>>>();

async function confirm(client: ApolloClient, token: string): Promise<VerifyEmailOutcome> {
  try {
    const { data } = await client.mutate({ mutation: VerifyEmailMutation, variables: { token } });
    if (!data?.verifyEmail.success) throw new Error('Email not confirmed');
    // The token names its account, not necessarily the one signed in here: `me` is asked again, and the cache and
    // the session follow (the banner goes once it says emailVerified). Unanswered, it stays as it was until the
    // next page load.
    if (client.cache.readQuery({ query: MeQuery })?.me) {
      await client.query({ query: MeQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
    }
    return { ok: true, message: data.verifyEmail.message };
  } catch (error) {
    return { ok: false, message: errorMessage(error, accountFailures.verifyEmail) };
  }
}

/**
 * Confirms the email address with the mailed token. The page shows the outcome in place (no notice): the server's
 * message on success, its refusal or 'Failed to confirm your email' otherwise.
 */
export function useVerifyEmail() {
  const client = useApolloClient();
  return useCallback(
    (token: string): Promise<VerifyEmailOutcome> => {
      let byToken = confirmations.get(client);
      if (!byToken) {
        byToken = new Map();
        confirmations.set(client, byToken);
      }
      let confirmation = byToken.get(token);
      if (!confirmation) {
        confirmation = confirm(client, token);
        byToken.set(token, confirmation);
      }
      return confirmation;
    },
    [client],
  );
}
