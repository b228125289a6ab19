import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';

export const SetAutoRenewMutation = graphql(`
  mutation SetAutoRenewMutation($enabled: Boolean!) {
    setAutoRenew(enabled: $enabled) {
      success
      message
      user {
        ...SubscriptionChange_user
      }
    }
  }
`);

async function setAutoRenew(mutate: Mutate<typeof SetAutoRenewMutation>, enabled: boolean) {
  const { data } = await mutate({ variables: { enabled } });
  if (!data?.setAutoRenew.success) throw new Error('Auto-renewal not changed');
  return data.setAutoRenew.message;
}

/**
 * Turns auto-renewal off or back on: the server's message on success, its refusal or 'Failed to change
 * auto-renewal' otherwise. The payload's User is normalised into the cache, so the profile follows at once.
 */
export function useSetAutoRenewMutation() {
  const { t } = useTranslation('account');
  const texts = useMemo(() => ({ success: (message: string) => message, failure: t('autoRenewal.failed') }), [t]);
  return useNoticedMutation(SetAutoRenewMutation, texts, setAutoRenew);
}
