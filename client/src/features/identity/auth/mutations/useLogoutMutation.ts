import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { withNotices } from '../../../../shared/withNotices';
import { endSession } from '../session/sessionCache';

export const LogoutMutation = graphql(`
  mutation LogoutMutation {
    logout {
      sessionId
    }
  }
`);

/**
 * Logs out on the server, then empties the Apollo cache, which clears the stored session (SessionSync). Notices:
 * 'Logged out successfully', or 'Failed to logout'. Resolves true on success.
 */
export function useLogoutMutation() {
  const { t } = useTranslation('auth');
  const client = useApolloClient();
  const [mutate, result] = useMutation(LogoutMutation);

  const logout = useCallback(async (): Promise<boolean> => {
    const outcome = await withNotices({ success: t('notices.loggedOut'), failure: t('failures.logout') }, async () => {
      const { data } = await mutate();
      if (!data) throw new Error('No data');
      await endSession(client);
    });
    return outcome.ok;
  }, [client, mutate, t]);

  return [logout, result] as const;
}
