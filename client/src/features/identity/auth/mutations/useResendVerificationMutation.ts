import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';

export const ResendVerificationMutation = graphql(`
  mutation ResendVerificationMutation {
    resendVerification {
      sent
    }
  }
`);

async function resendVerification(mutate: Mutate<typeof ResendVerificationMutation>) {
  const { data } = await mutate();
  if (!data) throw new Error('Link not sent');
  return data.resendVerification.sent;
}

/**
 * Mails the signed-in account a new confirmation link. Notices: 'We have sent you a new confirmation link.' (or, when
 * the address was confirmed meanwhile, 'Your email is already confirmed.'), or the server's refusal (too many
 * requests) / 'Failed to send a new link'. Resolves true on success.
 */
export function useResendVerificationMutation() {
  const { t } = useTranslation('auth');
  const texts = useMemo(
    () => ({
      success: (sent: boolean) => (sent ? t('notices.verificationSent') : t('notices.alreadyVerified')),
      failure: t('failures.resendVerification'),
    }),
    [t],
  );
  return useNoticedMutation(ResendVerificationMutation, texts, resendVerification);
}
