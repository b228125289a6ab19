import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { withNotices } from '../../../shared/withNotices';
import { accountFailures } from '../accountTexts';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordResetMutation($email: String!) {
    requestPasswordReset(email: $email) {
      success
      message
    }
  }
`);

/**
 * Asks for a reset link. The answer is the same whether or not an account has the email, so the page shows its own
 * confirmation rather than a notice; a refusal (too many requests, an invalid email) shows the server's message, or
 * 'Failed to send the reset link'. Resolves true once the request was accepted.
 */
export function useRequestPasswordResetMutation() {
  const [mutate, result] = useMutation(RequestPasswordResetMutation);

  const requestPasswordReset = useCallback(
    async (email: string): Promise<boolean> => {
      const outcome = await withNotices({ failure: accountFailures.requestReset }, async () => {
        const { data } = await mutate({ variables: { email } });
        if (!data?.requestPasswordReset.success) throw new Error('Reset not requested');
      });
      return outcome.ok;
    },
    [mutate],
  );

  return [requestPasswordReset, result] as const;
}
