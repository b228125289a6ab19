import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { withNotices } from '../../../../shared/withNotices';

export const OpenBillingPortalMutation = graphql(`
  mutation OpenBillingPortalMutation {
    openBillingPortal
  }
`);

/**
 * Goes to the learner's billing page (Stripe's Customer Portal; test mode's own page), which comes back to the
 * profile. Its address is asked for on each click: a portal session lasts minutes. A refusal shows the server's
 * message, else 'Failed to open billing'.
 */
export function useOpenBillingPortal(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  const { t } = useTranslation('account');
  const [mutate, result] = useMutation(OpenBillingPortalMutation);
  const openBillingPortal = useCallback(async () => {
    const outcome = await withNotices({ failure: t('profile.billingFailed') }, async () => {
      const { data } = await mutate();
      if (!data?.openBillingPortal) throw new Error('No billing page');
      return data.openBillingPortal;
    });
    if (outcome.ok) navigate(outcome.value);
  }, [mutate, navigate, t]);
  return [openBillingPortal, result] as const;
}
