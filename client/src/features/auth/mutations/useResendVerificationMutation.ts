import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { withNotices } from '../../../shared/withNotices';
import { accountFailures } from '../accountTexts';

export const ResendVerificationMutation = graphql(`
  mutation ResendVerificationMutation {
    resendVerification {
      success
      message
    }
  }
`);

/**
 * Mails the signed-in account a new confirmation link. Notices: the server's message ('We have sent you a new
 * confirmation link.'), or its refusal (too many requests) / 'Failed to send a new link'. Resolves true on success.
 */
export function useResendVerificationMutation() {
  const [mutate, result] = useMutation(ResendVerificationMutation);

  const resendVerification = useCallback(async (): Promise<boolean> => {
    const outcome = await withNotices(
      { success: (message) => message, failure: accountFailures.resendVerification },
      async () => {
        const { data } = await mutate();
        if (!data?.resendVerification.success) throw new Error('Link not sent');
        return data.resendVerification.message;
      },
    );
    return outcome.ok;
  }, [mutate]);

  return [resendVerification, result] as const;
}
