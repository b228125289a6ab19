import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../../app/apollo/errors';
import { failureNotices, successNotices } from '../../../app/notices';
import { notify } from '../../../app/toaster';
import { graphql } from '../../../gql';
import { useReloadUser } from '../../user/hooks/useReloadUser';

export const ConfirmCheckoutMutation = graphql(`
  mutation ConfirmCheckoutMutation($sessionId: String!) {
    confirmCheckout(sessionId: $sessionId) {
      success
      subscriptionId
      message
    }
  }
`);

export type ConfirmCheckoutOutcome = { ok: true } | { ok: false; message: string };

/**
 * Back from the provider: confirms the checkout session, reloads the user (the session turns active) and notifies
 * 'Subscription Active'; on failure the server's message or 'Failed to create subscription'.
 */
export function useConfirmCheckoutMutation() {
  const reloadUser = useReloadUser();
  const [mutate, result] = useMutation(ConfirmCheckoutMutation);

  const confirmCheckout = useCallback(
    async (sessionId: string): Promise<ConfirmCheckoutOutcome> => {
      try {
        const { data } = await mutate({ variables: { sessionId } });
        if (!data?.confirmCheckout.success) throw new Error('Checkout not confirmed');
        await reloadUser({ status: 'active', active: true });
        notify.success(successNotices.subscriptionActive);
        return { ok: true };
      } catch (error) {
        const message = errorMessage(error, failureNotices.sessionLookup);
        notify.error(message);
        return { ok: false, message };
      }
    },
    [mutate, reloadUser],
  );

  return [confirmCheckout, result] as const;
}
