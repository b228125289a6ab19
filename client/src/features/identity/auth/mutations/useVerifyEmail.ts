import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type SendMailedToken, useMailedToken } from './useMailedToken';

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmailMutation($token: String!) {
    verifyEmail(token: $token) {
      email
    }
  }
`);

const verify: SendMailedToken<{ email: string }> = async (client, token) =>
  (await client.mutate({ mutation: VerifyEmailMutation, variables: { token } })).data?.verifyEmail;

/**
 * Confirms the email address with the mailed token: 'Thank you: your email is confirmed.', or the server's refusal
 * ('Failed to confirm your email' when it fails unexplained).
 */
export function useVerifyEmail() {
  const { t } = useTranslation('auth');
  const confirmed = useCallback(() => t('notices.emailVerified'), [t]);
  return useMailedToken(verify, confirmed, t('failures.verifyEmail'));
}
