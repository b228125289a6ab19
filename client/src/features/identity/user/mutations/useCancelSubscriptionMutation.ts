import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { notify } from '../../../../shared/toaster';
import { withNotices } from '../../../../shared/withNotices';

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
        ...SubscriptionChange_user
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
  const { t } = useTranslation('account');
  const format = useFormat();
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
        loading: t('cancelSubscription.processing'),
        success: t('cancelSubscription.done'),
        failure: t('cancelSubscription.failed'),
      },
      async () => {
        const { data } = await mutate();
        if (!data?.cancelSubscription.success) throw new Error('Subscription not cancelled');
        return data.cancelSubscription;
      },
    );
    if (!outcome.ok) return false;
    const { refunded, outcome: what, accessEndsAt } = outcome.value;
    if (refunded) notify.info(t('cancelSubscription.refunded'));
    else if (what === 'PERIOD_END') {
      notify.info(t('cancelSubscription.accessUntil', { date: format.date(accessEndsAt) }));
    }
    return true;
  }, [mutate, t, format]);

  return [cancelSubscription, result] as const;
}
