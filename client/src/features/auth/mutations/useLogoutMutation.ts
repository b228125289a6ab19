import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../../app/apollo/errors';
import { failureNotices } from '../../../app/notices';
import { notify } from '../../../app/toaster';
import { graphql } from '../../../gql';
import { useSessionStore } from '../session/SessionProvider';

export const LogoutMutation = graphql(`
  mutation LogoutMutation {
    logout {
      success
      message
    }
  }
`);

/** Logs out on the server, then clears the session and the Apollo cache entirely. Resolves true on success. */
export function useLogoutMutation() {
  const client = useApolloClient();
  const store = useSessionStore();
  const [mutate, result] = useMutation(LogoutMutation);

  const logout = useCallback(async (): Promise<boolean> => {
    try {
      const { data } = await mutate();
      if (!data) throw new Error('No data');
      store.clear();
      await client.clearStore();
      notify.success(data.logout.message);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, failureNotices.logout));
      return false;
    }
  }, [client, mutate, store]);

  return [logout, result] as const;
}
