import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../../app/apollo/errors';
import { failureNotices, loadingNotices, subscriptionNotices, successNotices } from '../../../app/notices';
import { notify } from '../../../app/toaster';
import { graphql } from '../../../gql';
import { useReloadUser } from '../hooks/useReloadUser';

export const CancelSubscriptionMutation = graphql(`
  mutation CancelSubscriptionMutation {
    cancelSubscription {
      success
      message
      refunded
    }
  }
`);

/**
 * Cancels the subscription (the caller has confirmed): 'Processing cancellation', then 'Cancellation successful' (and
 * that the last payment was refunded, when it was) or the server's message / 'Failed to unsubscribe'. The user is
 * reloaded, so the profile shows Inactive. A refund changes the last payment record, so the cached payment list is
 * dropped and the screens showing it fetch it again.
 */
export function useCancelSubscriptionMutation() {
  const reloadUser = useReloadUser();
  const [mutate, result] = useMutation(CancelSubscriptionMutation, {
    update(cache, { data }) {
      if (!data?.cancelSubscription.refunded) return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myPayments' });
      cache.gc();
    },
  });

  const cancelSubscription = useCallback(async (): Promise<boolean> => {
    const id = notify.loading(loadingNotices.cancelSubscription);
    try {
      const { data } = await mutate();
      if (!data?.cancelSubscription.success) throw new Error('Subscription not cancelled');
      notify.success(id, successNotices.cancelled);
      if (data.cancelSubscription.refunded) notify.info(subscriptionNotices.refunded);
      await reloadUser({ status: 'canceled', active: false });
      return true;
    } catch (error) {
      notify.error(id, errorMessage(error, failureNotices.cancel));
      return false;
    }
  }, [mutate, reloadUser]);

  return [cancelSubscription, result] as const;
}
