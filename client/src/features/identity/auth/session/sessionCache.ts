import type { ApolloCache, ApolloClient } from '@apollo/client';
import { MeQuery, SessionUserFragment } from './documents';
import type { SessionUser } from './sessionStore';

/** `me` in the cache is the session: SessionSync stores whatever is written here (null: logged out). */
export function writeSessionUser(cache: ApolloCache, user: SessionUser | null) {
  cache.writeQuery({ query: MeQuery, data: { me: user } });
}

/** Logged out: the cache is emptied (no data of the old user stays), then `me` is null, which clears the session. */
export async function endSession(client: ApolloClient) {
  await client.clearStore();
  writeSessionUser(client.cache, null);
}

type ExpectedSubscription = Pick<SessionUser['subscription'], 'status' | 'active'>;

/**
 * For a change the server reported without returning the user (Buy Now refused as already subscribed): `me` is asked
 * again, and the cache and the session follow. If the server cannot be asked, the change (`expected`) is applied to
 * the cached user instead.
 */
export async function refreshSessionUser(client: ApolloClient, expected: ExpectedSubscription) {
  try {
    await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
  } catch {
    const me = client.cache.readQuery({ query: MeQuery })?.me;
    if (!me) return;
    const patched = { ...me, subscription: { ...me.subscription, ...expected } };
    client.cache.writeFragment({ fragment: SessionUserFragment, data: patched });
  }
}
