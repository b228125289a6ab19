import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { type SendMailedToken, useMailedToken } from './useMailedToken';

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmailMutation($token: String!) {
    verifyEmail(token: $token) {
      success
      message
    }
  }
`);

const verify: SendMailedToken = async (client, token) =>
  (await client.mutate({ mutation: VerifyEmailMutation, variables: { token } })).data?.verifyEmail;

/** Confirms the email address with the mailed token ('Failed to confirm your email' when it fails unexplained). */
export function useVerifyEmail() {
  const { t } = useTranslation('auth');
  return useMailedToken(verify, t('failures.verifyEmail'));
}
