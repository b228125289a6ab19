import { graphql } from '../../../gql';
import { type Mutate, useNoticedMutation } from '../../../shared/useNoticedMutation';
import { accountFailures } from '../accountTexts';

export const ResendVerificationMutation = graphql(`
  mutation ResendVerificationMutation {
    resendVerification {
      success
      message
    }
  }
`);

const texts = { success: (message: string) => message, failure: accountFailures.resendVerification };

async function resendVerification(mutate: Mutate<typeof ResendVerificationMutation>) {
  const { data } = await mutate();
  if (!data?.resendVerification.success) throw new Error('Link not sent');
  return data.resendVerification.message;
}

/**
 * Mails the signed-in account a new confirmation link. Notices: the server's message ('We have sent you a new
 * confirmation link.'), or its refusal (too many requests) / 'Failed to send a new link'. Resolves true on success.
 */
export const useResendVerificationMutation = () =>
  useNoticedMutation(ResendVerificationMutation, texts, resendVerification);
