import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { failureNotices, loadingNotices, subscriptionNotices, successNotices } from '../../../shared/notices';
import { notify } from '../../../shared/toaster';
import { withNotices } from '../../../shared/withNotices';

export const CancelSubscriptionMutation = graphql(`
  mutation CancelSubscriptionMutation {
    cancelSubscription {
      success
      message
      refunded
      user {
        ...Session_user @unmask
        subscription {
          renews
          currentPeriodEnd
        }
      }
    }
  }
`);

/**
 * Cancels the subscription (the caller has confirmed): 'Processing cancellation', then 'Cancellation successful' (and
 * that the last payment was refunded, when it was) or the server's message / 'Failed to unsubscribe'. The payload's
 * User (subscription canceled) is normalised into the cache, so the profile shows Inactive and the stored session
 * follows without asking `me` again. A refund changes the last payment record, so the cached payment list is dropped
 * and the screens showing it fetch it again.
 */
export function useCancelSubscriptionMutation() {
  const [mutate, result] = useMutation(CancelSubscriptionMutation, {
    update(cache, { data }) {
      if (!data?.cancelSubscription.refunded) return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myPayments' });
      cache.gc();
    },
  });

  const cancelSubscription = useCallback(async (): Promise<boolean> => {
    const outcome = await withNotices(
      {
        loading: loadingNotices.cancelSubscription,
        success: successNotices.cancelled,
        failure: failureNotices.cancel,
      },
      async () => {
        const { data } = await mutate();
        if (!data?.cancelSubscription.success) throw new Error('Subscription not cancelled');
        return data.cancelSubscription.refunded;
      },
    );
    if (outcome.ok && outcome.value) notify.info(subscriptionNotices.refunded);
    return outcome.ok;
  }, [mutate]);

  return [cancelSubscription, result] as const;
}
