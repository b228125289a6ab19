import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { subscriptionNotices } from '../../../shared/notices';
import { withNotices } from '../../../shared/withNotices';

export const SetAutoRenewMutation = graphql(`
  mutation SetAutoRenewMutation($enabled: Boolean!) {
    setAutoRenew(enabled: $enabled) {
      success
      message
      user {
        id
        subscription {
          status
          active
          renews
          cancelAtPeriodEnd
          currentPeriodEnd
        }
      }
    }
  }
`);

/**
 * Turns auto-renewal off or back on: the server's message on success, its refusal or 'Failed to change
 * auto-renewal' otherwise. The payload's User is normalised into the cache, so the profile follows at once.
 */
export function useSetAutoRenewMutation() {
  const [mutate, result] = useMutation(SetAutoRenewMutation);
  const setAutoRenew = useCallback(
    async (enabled: boolean) =>
      (
        await withNotices(
          { success: (message: string) => message, failure: subscriptionNotices.autoRenewalFailed },
          async () => {
            const { data } = await mutate({ variables: { enabled } });
            if (!data?.setAutoRenew.success) throw new Error('Auto-renewal not changed');
            return data.setAutoRenew.message;
          },
        )
      ).ok,
    [mutate],
  );
  return [setAutoRenew, result] as const;
}
