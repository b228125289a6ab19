import { useMutation } from '@apollo/client/react';
import type { ChangePasswordInput } from '@coursehub/shared';
import { useCallback } from 'react';
import { errorMessage } from '../../../app/apollo/errors';
import { failureNotices, successNotices } from '../../../app/notices';
import { notify } from '../../../app/toaster';
import { graphql } from '../../../gql';
import { useSessionStore } from '../session/SessionProvider';

export const ChangePasswordMutation = graphql(`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
      user {
        ...SessionUser @unmask
      }
    }
  }
`);

/** Changes the password (the server rotates the session cookie). Resolves true on success. */
export function useChangePasswordMutation() {
  const store = useSessionStore();
  const [mutate, result] = useMutation(ChangePasswordMutation);

  const changePassword = useCallback(
    async (input: ChangePasswordInput): Promise<boolean> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) throw new Error('No data');
        store.signIn(data.changePassword.user);
        notify.success(successNotices.passwordChanged);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, failureNotices.changePassword));
        return false;
      }
    },
    [mutate, store],
  );

  return [changePassword, result] as const;
}
