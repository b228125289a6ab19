import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { type SendMailedToken, useMailedToken } from './useMailedToken';

export const CancelEmailChangeMutation = graphql(`
  mutation CancelEmailChangeMutation($token: String!) {
    cancelEmailChange(token: $token) {
      success
      message
    }
  }
`);

const cancelChange: SendMailedToken = async (client, token) =>
  (await client.mutate({ mutation: CancelEmailChangeMutation, variables: { token } })).data?.cancelEmailChange;

/** Cancels a pending email change with the token mailed to the current address ("this wasn't me"). */
export function useCancelEmailChange() {
  const { t } = useTranslation('auth');
  return useMailedToken(cancelChange, t('failures.cancelEmailChange'));
}
