import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type SendMailedToken, useMailedToken } from './useMailedToken';

export const CancelEmailChangeMutation = graphql(`
  mutation CancelEmailChangeMutation($token: String!) {
    cancelEmailChange(token: $token) {
      cancelledAt
    }
  }
`);

const cancelChange: SendMailedToken<{ cancelledAt: string }> = async (client, token) =>
  (await client.mutate({ mutation: CancelEmailChangeMutation, variables: { token } })).data?.cancelEmailChange;

/**
 * Cancels a pending email change with the token mailed to the current address ("this wasn't me"): 'The email change
 * is cancelled: …', or the server's refusal.
 */
export function useCancelEmailChange() {
  const { t } = useTranslation('auth');
  const cancelled = useCallback(() => t('notices.emailChangeCancelled'), [t]);
  return useMailedToken(cancelChange, cancelled, t('failures.cancelEmailChange'));
}
