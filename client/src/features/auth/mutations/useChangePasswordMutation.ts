import { useMutation } from '@apollo/client/react';
import type { ChangePasswordInput } from '@coursehub/shared';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { errorCode } from '../../../shared/errors';
import { failureNotices, successNotices } from '../../../shared/notices';
import { withNotices } from '../../../shared/withNotices';
import { ReauthenticateMutation } from '../mfa/documents';

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
  const [reauthenticate] = useMutation(ReauthenticateMutation);
  const change = useCallback(
    async (input: ChangePasswordInput) =>
      (
        await withNotices(texts, async () => {
          try {
            await mutate({ variables: { input } });
          } catch (error) {
            if (errorCode(error) !== 'REAUTHENTICATION_REQUIRED') throw error;
            await reauthenticate({ variables: { input: { password: input.currentPassword } } });
            await mutate({ variables: { input } });
          }
        })
      ).ok,
    [mutate, reauthenticate],
  );
  return [change] as const;
}
