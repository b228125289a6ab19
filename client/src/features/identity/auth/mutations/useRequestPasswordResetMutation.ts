import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordResetMutation($email: String!) {
    requestPasswordReset(email: $email) {
      email
    }
  }
`);

async function requestPasswordReset(mutate: Mutate<typeof RequestPasswordResetMutation>, email: string) {
  const { data } = await mutate({ variables: { email } });
  if (!data) throw new Error('Reset not requested');
}

/**
 * Asks for a reset link. The answer is the same whether or not an account has the email, so the page shows its own
 * confirmation rather than a notice; a refusal (too many requests, an invalid email) shows the server's message, or
 * 'Failed to send the reset link'. Resolves true once the request was accepted.
 */
export function useRequestPasswordResetMutation() {
  const { t } = useTranslation('auth');
  const texts = useMemo(() => ({ failure: t('failures.requestReset') }), [t]);
  return useNoticedMutation(RequestPasswordResetMutation, texts, requestPasswordReset);
}
