import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import type { MeQueryQuery } from '../../../../gql/graphql';
import { MeQuery } from './documents';
import { useSessionStore } from './SessionProvider';
import { writeSessionUser } from './sessionCache';
import { SESSION_KEYS, type SessionStore } from './sessionStore';

/**
 * The one writer of the stored session: it follows one watch of the cached `me`. Whatever puts `me` or its User in
 * the cache (the start-up check, login and signup, a mutation returning the updated User, logout's `me: null`)
 * updates the session with it, in memory and in local storage, before that write returns (so a screen that navigates
 * after a login or logout already sees the new session); nothing else writes it.
 *
 * With `verify` (the app; tests seed the cache instead), the server is asked for `me` once at start-up and its answer
 * enters the cache, unless a login, signup or logout wrote a newer `me` while it was in flight.
 */
export function SessionSync({ verify = true }: { verify?: boolean }) {
  const client = useApolloClient();
  const store = useSessionStore();

  useEffect(() => {
    let stopFollowing = followMe(client.cache, store);
    // Clearing the store (logout) discards the cache's watches: watch again, for the `me` written next.
    const stopFollowingClears = client.onClearStore(async () => {
      stopFollowing();
      stopFollowing = followMe(client.cache, store);
    });
    return () => {
      stopFollowingClears();
      stopFollowing();
    };
  }, [client, store]);

  useEffect(() => (verify ? verifySession(client, store) : undefined), [client, store, verify]);

  // Another tab logged out: so has this one (its cookie is gone).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEYS.isLoggedIn && event.newValue === null) writeSessionUser(client.cache, null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [client]);

  return null;
}

/** Calls back synchronously on every change of the cached `me` (an absent or incomplete `me` is no news). */
function followMe(cache: ApolloCache, store: SessionStore) {
  return cache.watch<MeQueryQuery>({
    query: MeQuery,
    optimistic: false,
    immediate: true,
    callback: ({ complete, result }) => {
      if (!complete) return;
      if (result.me) store.signIn(result.me);
      else store.clear();
    },
  });
}

function verifySession(client: ApolloClient, store: SessionStore) {
  let active = true;
  client.query({ query: MeQuery, fetchPolicy: 'no-cache' }).then(
    ({ data }) => {
      if (!active) return;
      // Unanswered, or a newer `me` arrived meanwhile (this answer describes an older state): keep what we have.
      if (!data || client.cache.readQuery({ query: MeQuery }) !== null) store.markVerified();
      else writeSessionUser(client.cache, data.me);
    },
    () => {
      if (active) store.markVerified();
    },
  );
  return () => {
    active = false;
  };
}
