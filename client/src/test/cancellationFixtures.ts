import type { CancellationPreviewQuery } from '../features/identity/user/components/CancelSubscriptionButton';
import type { MockResult } from './mocks';

/**
 * cancellationPreview's answer: within the refund window (₹499 back, access ending the day asked, Jan 6, 2027), past
 * it (access until the period's end, Jan 5, 2028), or past due (ending now, nothing back).
 */
export function previewOf(outcome: 'REFUND' | 'PERIOD_END' | 'NOW'): MockResult<typeof CancellationPreviewQuery> {
  return {
    data: {
      cancellationPreview: {
        __typename: 'CancellationPreview',
        outcome,
        accessEndsAt: outcome === 'PERIOD_END' ? '2028-01-05T12:00:00.000Z' : '2027-01-06T12:00:00.000Z',
        refund: outcome === 'REFUND' ? { __typename: 'CancellationRefund', formatted: '₹499' } : null,
      },
    },
  };
}

/** A user's subscription once cancelled with its access ended at once: no period left, nothing to renew. */
export const endedSubscription = {
  __typename: 'UserSubscription' as const,
  status: 'canceled',
  active: false,
  renews: false,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
};
