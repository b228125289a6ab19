import { useMutation } from '@apollo/client/react';
import type { ChangePasswordInput } from '@coursehub/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { withNotices } from '../../../../shared/withNotices';
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

/**
 * Changes the password (the server rotates the session cookie); the returned User is normalised into the cache by
 * id, so the session follows. A session signed in too long ago (REAUTHENTICATION_REQUIRED) re-authenticates with the
 * current password the form already has, then tries once more. Notices: 'Password changed successfully' or the
 * server's message / 'Failed to change password'. Resolves true on success.
 */
export function useChangePasswordMutation() {
  const { t } = useTranslation('auth');
  const texts = useMemo(() => ({ success: t('notices.passwordChanged'), failure: t('failures.changePassword') }), [t]);
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
    [mutate, withPassword, texts],
  );
  return [change] as const;
}
