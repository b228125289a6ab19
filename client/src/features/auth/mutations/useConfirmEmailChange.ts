import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { type SendMailedToken, useMailedToken } from './useMailedToken';

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChangeMutation($token: String!) {
    confirmEmailChange(token: $token) {
      success
      message
    }
  }
`);

const confirmChange: SendMailedToken = async (client, token) =>
  (await client.mutate({ mutation: ConfirmEmailChangeMutation, variables: { token } })).data?.confirmEmailChange;

/** Makes a requested email change take effect with the token mailed to the new address. */
export function useConfirmEmailChange() {
  const { t } = useTranslation('auth');
  return useMailedToken(confirmChange, t('failures.confirmEmailChange'));
}
