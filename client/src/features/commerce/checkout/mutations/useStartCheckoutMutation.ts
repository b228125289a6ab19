import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { errorCode } from '../../../../shared/errors';
import { withNotices } from '../../../../shared/withNotices';
import { refreshSessionUser } from '../../../identity/auth/session/sessionCache';
import { browser, checkoutUrl } from '../browser';

export const StartCheckoutMutation = graphql(`
  mutation StartCheckoutMutation {
    startCheckout {
      id
      url
    }
  }
`);

/**
 * 'Buy Now': opens a checkout for the yearly bundle and sends the browser to the provider's page (spec section 4).
 * No checkout: 'Something went wrong' (or the server's message, e.g. why an admin is refused). When the server says
 * the subscription is already active (CONFLICT), `me` is asked again so the page and the session show it.
 */
export function useStartCheckoutMutation() {
  const { t } = useTranslation('checkout');
  const client = useApolloClient();
  const [mutate, result] = useMutation(StartCheckoutMutation);
  const [redirecting, setRedirecting] = useState(false);

  // Coming back with the browser's Back button restores this page from the bfcache: make Buy Now usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const startCheckout = useCallback(async (): Promise<boolean> => {
    const outcome = await withNotices({ failure: t('page.checkoutFailed') }, async () => {
      const { data } = await mutate();
      const url = checkoutUrl(data?.startCheckout.url);
      if (!url) throw new Error('No checkout');
      setRedirecting(true);
      browser.redirect(url);
    });
    if (!outcome.ok && errorCode(outcome.error) === 'CONFLICT') {
      await refreshSessionUser(client, { status: 'active', active: true });
    }
    return outcome.ok;
  }, [client, mutate, t]);

  return [startCheckout, { ...result, loading: result.loading || redirecting }] as const;
}
