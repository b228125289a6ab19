import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { MeQuery } from './documents';
import { useSessionStore } from './SessionProvider';

/**
 * On app start, makes the stored session agree with the server's `me`: null clears it, a user sets it.
 * A login or signup that completes while the query is in flight wins: the answer describes an older state.
 */
export function SessionSync() {
  const client = useApolloClient();
  const store = useSessionStore();

  useEffect(() => {
    let active = true;
    const sentWith = store.getSnapshot();
    client.query({ query: MeQuery, fetchPolicy: 'network-only' }).then(
      ({ data }) => {
        if (!active) return;
        if (store.getSnapshot() !== sentWith) return store.markVerified();
        if (data?.me) store.signIn(data.me);
        else if (data) store.clear();
        else store.markVerified();
      },
      () => {
        if (active) store.markVerified();
      },
    );
    return () => {
      active = false;
    };
  }, [client, store]);

  return null;
}
