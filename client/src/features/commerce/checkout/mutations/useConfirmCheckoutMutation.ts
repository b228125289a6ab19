import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { withNotices } from '../../../../shared/withNotices';

export const ConfirmCheckoutMutation = graphql(`
  mutation ConfirmCheckoutMutation($sessionId: String!) {
    confirmCheckout(sessionId: $sessionId) {
      success
      subscriptionId
      message
      user {
        ...Session_user @unmask
        subscription {
          currentPeriodEnd
        }
      }
    }
  }
`);

export type ConfirmCheckoutOutcome = { ok: true } | { ok: false; message: string };

/**
 * Back from the provider: confirms the checkout session and notifies 'Subscription Active'; on failure the server's
 * message or 'Failed to create subscription'. The payload's User (subscription active) is normalised into the cache,
 * so the stored session turns active without asking `me` again.
 */
export function useConfirmCheckoutMutation() {
  const { t } = useTranslation('checkout');
  const [mutate, result] = useMutation(ConfirmCheckoutMutation);

  const confirmCheckout = useCallback(
    async (sessionId: string): Promise<ConfirmCheckoutOutcome> => {
      const texts = { success: t('success.active'), failure: t('success.noSession') };
      const outcome = await withNotices(texts, async () => {
        const { data } = await mutate({ variables: { sessionId } });
        if (!data?.confirmCheckout.success) throw new Error('Checkout not confirmed');
      });
      return outcome.ok ? { ok: true } : { ok: false, message: outcome.message };
    },
    [mutate, t],
  );

  return [confirmCheckout, result] as const;
}
