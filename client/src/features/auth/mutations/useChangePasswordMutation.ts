import { useMutation } from '@apollo/client/react';
import type { ChangePasswordInput } from '@coursehub/shared';
import { useCallback } from 'react';
import { failureNotices, successNotices } from '../../../app/notices';
import { withNotices } from '../../../app/withNotices';
import { graphql } from '../../../gql';

export const ChangePasswordMutation = graphql(`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
      user {
        ...Session_user @unmask
      }
    }
  }
`);

/**
 * Changes the password (the server rotates the session cookie); the returned User is normalised into the cache by
 * id, so the session follows. Notices: 'Password changed successfully' or the server's message / 'Failed to change
 * password'. Resolves true on success.
 */
export function useChangePasswordMutation() {
  const [mutate, result] = useMutation(ChangePasswordMutation);

  const changePassword = useCallback(
    async (input: ChangePasswordInput): Promise<boolean> => {
      const outcome = await withNotices(
        { success: successNotices.passwordChanged, failure: failureNotices.changePassword },
        async () => {
          const { data } = await mutate({ variables: { input } });
          if (!data) throw new Error('No data');
        },
      );
      return outcome.ok;
    },
    [mutate],
  );

  return [changePassword, result] as const;
}
