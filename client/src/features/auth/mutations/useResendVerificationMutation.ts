import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { type Mutate, useNoticedMutation } from '../../../shared/useNoticedMutation';

export const ResendVerificationMutation = graphql(`
  mutation ResendVerificationMutation {
    resendVerification {
      success
      message
    }
  }
`);

async function resendVerification(mutate: Mutate<typeof ResendVerificationMutation>) {
  const { data } = await mutate();
  if (!data?.resendVerification.success) throw new Error('Link not sent');
  return data.resendVerification.message;
}

/**
 * Mails the signed-in account a new confirmation link. Notices: the server's message ('We have sent you a new
 * confirmation link.'), or its refusal (too many requests) / 'Failed to send a new link'. Resolves true on success.
 */
export function useResendVerificationMutation() {
  const { t } = useTranslation('auth');
  const texts = useMemo(
    () => ({ success: (message: string) => message, failure: t('failures.resendVerification') }),
    [t],
  );
  return useNoticedMutation(ResendVerificationMutation, texts, resendVerification);
}
