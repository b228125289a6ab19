import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { formatDate } from '../../../components/format/formatDate';
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
      outcome
      accessEndsAt
      user {
        ...Session_user @unmask
        ...SubscriptionChange_user @unmask
      }
    }
  }
`);

/**
 * Cancels the subscription (the caller has confirmed): 'Processing cancellation', then 'Cancellation successful' (and
 * that the last payment was refunded, or until when access lasts past the refund window) or the server's message /
 * 'Failed to unsubscribe'. The payload's User (canceled, or active with cancelAtPeriodEnd) is normalised into the
 * cache, so the profile follows and the stored session too without asking `me` again. A refund changes the last
 * payment record, so the cached payment list is dropped and the screens showing it fetch it again; a receipt tells of
 * the cancellation, so cached receipts go too.
 */
export function useCancelSubscriptionMutation() {
  const [mutate, result] = useMutation(CancelSubscriptionMutation, {
    update(cache, { data }) {
      if (!data?.cancelSubscription.success) return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'receipt' });
      if (data.cancelSubscription.refunded) cache.evict({ id: 'ROOT_QUERY', fieldName: 'myPayments' });
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
        return data.cancelSubscription;
      },
    );
    if (!outcome.ok) return false;
    const { refunded, outcome: what, accessEndsAt } = outcome.value;
    if (refunded) notify.info(subscriptionNotices.refunded);
    else if (what === 'PERIOD_END') notify.info(subscriptionNotices.accessUntil(formatDate(accessEndsAt)));
    return true;
  }, [mutate]);

  return [cancelSubscription, result] as const;
}
