import { useMutation } from '@apollo/client/react';
import type { ChangePasswordInput } from '@coursehub/shared';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { failureNotices, successNotices } from '../../../shared/notices';
import { withNotices } from '../../../shared/withNotices';
import { usePasswordReauthentication } from '../reauth/usePasswordReauthentication';

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

const texts = { success: successNotices.passwordChanged, failure: failureNotices.changePassword };

/**
 * Changes the password (the server rotates the session cookie); the returned User is normalised into the cache by
 * id, so the session follows. A session signed in too long ago (REAUTHENTICATION_REQUIRED) re-authenticates with the
 * current password the form already has, then tries once more. Notices: 'Password changed successfully' or the
 * server's message / 'Failed to change password'. Resolves true on success.
 */
export function useChangePasswordMutation() {
  const [mutate] = useMutation(ChangePasswordMutation);
  const withPassword = usePasswordReauthentication();
  const change = useCallback(
    async (input: ChangePasswordInput & { keepSsoLinks?: boolean }) =>
      (
        await withNotices(texts, () =>
          withPassword(input.currentPassword, async () => {
            await mutate({ variables: { input } });
          }),
        )
      ).ok,
    [mutate, withPassword],
  );
  return [change] as const;
}
