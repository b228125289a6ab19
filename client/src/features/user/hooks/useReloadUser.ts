import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { fetchMe, SessionUserFragment } from '../../auth/session/documents';
import { useSessionStore } from '../../auth/session/SessionProvider';
import type { SessionUser } from '../../auth/session/sessionStore';

type ExpectedSubscription = Pick<SessionUser['subscription'], 'status' | 'active'>;

/**
 * Reloads the user details from the server after a subscription change (spec section 4): `me` is fetched again, so
 * the cached User (and every screen showing it) and the stored session agree with the server. If the server cannot be
 * asked, the change the server just confirmed (`expected`) is applied locally instead. Resolves to the user, or null.
 */
export function useReloadUser() {
  const client = useApolloClient();
  const store = useSessionStore();

  return useCallback(
    async (expected: ExpectedSubscription): Promise<SessionUser | null> => {
      const reloaded = await fetchMe(client);
      if (reloaded) {
        store.signIn(reloaded);
        return reloaded;
      }
      const current = store.getSnapshot().data;
      if (!current) return null;
      const patched: SessionUser = { ...current, subscription: { ...current.subscription, ...expected } };
      client.cache.writeFragment({ fragment: SessionUserFragment, data: patched });
      store.signIn(patched);
      return patched;
    },
    [client, store],
  );
}
