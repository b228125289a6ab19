import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type NoticeOutcome, withNotices } from '../../../../shared/withNotices';
import { MeQuery } from '../session/documents';
import { endSession } from '../session/sessionCache';

export const ResetPasswordMutation = graphql(`
  mutation ResetPasswordMutation($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      signedOut
    }
  }
`);

/**
 * Sets a new password with the mailed token. The server ends every session of the account, this browser's too when
 * it was signed in, so the cached `me` is dropped with them (the caller logs in afresh). Notices: 'Your password has
 * been reset. …', or the server's refusal / 'Failed to reset the password'. Resolves with the outcome, whose error
 * says whether the link or the password was refused.
 */
export function useResetPasswordMutation() {
  const { t } = useTranslation('auth');
  const client = useApolloClient();
  const [mutate, result] = useMutation(ResetPasswordMutation);

  const resetPassword = useCallback(
    async (variables: { token: string; newPassword: string }): Promise<NoticeOutcome<void>> =>
      withNotices({ success: t('notices.passwordReset'), failure: t('failures.resetPassword') }, async () => {
        const { data } = await mutate({ variables });
        if (!data) throw new Error('Password not reset');
        if (data.resetPassword.signedOut || client.cache.readQuery({ query: MeQuery })?.me) await endSession(client);
      }),
    [client, mutate, t],
  );

  return [resetPassword, result] as const;
}
