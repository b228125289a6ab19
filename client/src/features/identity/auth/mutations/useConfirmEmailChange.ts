import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type SendMailedToken, useMailedToken } from './useMailedToken';

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChangeMutation($token: String!) {
    confirmEmailChange(token: $token) {
      email
    }
  }
`);

const confirmChange: SendMailedToken<{ email: string }> = async (client, token) =>
  (await client.mutate({ mutation: ConfirmEmailChangeMutation, variables: { token } })).data?.confirmEmailChange;

/**
 * Makes a requested email change take effect with the token mailed to the new address: 'Your email address is now
 * …', or the server's refusal.
 */
export function useConfirmEmailChange() {
  const { t } = useTranslation('auth');
  const changed = useCallback(({ email }: { email: string }) => t('notices.emailChanged', { email }), [t]);
  return useMailedToken(confirmChange, changed, t('failures.confirmEmailChange'));
}
