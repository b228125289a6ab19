import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { errorCode, errorMessage } from '../../../app/apollo/errors';
import { failureNotices } from '../../../app/notices';
import { notify } from '../../../app/toaster';
import { graphql } from '../../../gql';
import { useReloadUser } from '../../user/hooks/useReloadUser';
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
 * the subscription is already active (CONFLICT), the user is reloaded so the page shows it.
 */
export function useStartCheckoutMutation() {
  const reloadUser = useReloadUser();
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
    try {
      const { data } = await mutate();
      const url = checkoutUrl(data?.startCheckout.url);
      if (!url) {
        notify.error(failureNotices.checkoutNotCreated);
        return false;
      }
      setRedirecting(true);
      browser.redirect(url);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, failureNotices.checkoutNotCreated));
      if (errorCode(error) === 'CONFLICT') await reloadUser({ status: 'active', active: true });
      return false;
    }
  }, [mutate, reloadUser]);

  return [startCheckout, { ...result, loading: result.loading || redirecting }] as const;
}
