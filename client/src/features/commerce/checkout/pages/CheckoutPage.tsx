import { useQuery } from '@apollo/client/react';
import { Button, type ButtonProps, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageSkeleton } from '../../../../components/ui/skeletons';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { errorMessage } from '../../../../shared/errors';
import { useResendVerificationMutation } from '../../../identity/auth/mutations/useResendVerificationMutation';
import { SubscriptionBundleCard } from '../components/SubscriptionBundleCard';
import { useStartCheckoutMutation } from '../mutations/useStartCheckoutMutation';

export const CheckoutPageQuery = graphql(`
  query CheckoutPageQuery {
    subscriptionPlan {
      requiresConfirmedEmail
      ...SubscriptionBundleCard_plan
    }
    me {
      id
      role
      emailVerified
      subscription {
        status
        active
        currentPeriodEnd
      }
    }
  }
`);

/**
 * /checkout: the subscription bundle card with 'Buy Now'. Whoever already has access never gets a Buy Now that fails:
 * an active subscriber sees that the subscription is active instead; an admin is told that admins already watch every
 * course, beside a disabled Buy Now (the server would refuse the checkout). Where the server requires a confirmed email
 * for checkout (`requiresConfirmedEmail`), a learner whose email is unconfirmed is told to confirm it first, with
 * 'Resend verification email' in place of Buy Now; otherwise they buy at once (Stripe confirms the buyer's email).
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const { data, loading, error, refetch } = useQuery(CheckoutPageQuery, { fetchPolicy: 'cache-and-network' });
  const [startCheckout, { loading: starting }] = useStartCheckoutMutation();
  const [resendVerification, { loading: resending }] = useResendVerificationMutation();

  if (!data) {
    if (loading) return <PageSkeleton label={t('page.loading')} maxW="md" />;
    return (
      <Stack align="center" gap="4" py="10" textAlign="center" role="alert">
        <Text>{errorMessage(error, t('page.loadFailed'))}</Text>
        <Button colorPalette="brand" onClick={() => refetch()}>
          {t('page.retry')}
        </Button>
      </Stack>
    );
  }

  const subscription = data.me?.subscription;
  const isAdmin = data.me?.role === 'ADMIN';
  const unconfirmed = data.subscriptionPlan.requiresConfirmedEmail && data.me?.emailVerified === false;
  const until = format.date(subscription?.currentPeriodEnd);

  return (
    <SubscriptionBundleCard plan={data.subscriptionPlan}>
      {subscription?.active ? (
        <Stack gap="3" textAlign="center" role="status">
          <Text fontWeight="semibold" color="fg.success">
            {t('page.active')}
          </Text>
          {until ? <Text color="fg.muted">{t('page.validUntil', { date: until })}</Text> : null}
          <ExploreCoursesButton colorPalette="brand" />
        </Stack>
      ) : isAdmin ? (
        // Admins already watch everything and the server refuses their checkout: Buy Now stays, but off.
        <Stack gap="3" textAlign="center">
          <Text id="checkout-admin-access" color="fg.muted">
            {t('page.adminAccess')}
          </Text>
          <Button colorPalette="brand" size="lg" disabled aria-describedby="checkout-admin-access">
            {t('page.buyNow')}
          </Button>
          <ExploreCoursesButton variant="outline" />
        </Stack>
      ) : unconfirmed ? (
        <Stack gap="3" textAlign="center">
          <Text id="checkout-confirm-email" color="fg.muted" role="status">
            {t('page.verifyEmailFirst')}
          </Text>
          <Button
            colorPalette="brand"
            size="lg"
            loading={resending}
            aria-describedby="checkout-confirm-email"
            onClick={() => resendVerification()}
          >
            {t('page.resendVerification')}
          </Button>
        </Stack>
      ) : (
        <Button colorPalette="brand" size="lg" loading={starting} onClick={() => startCheckout()}>
          {t('page.buyNow')}
        </Button>
      )}
    </SubscriptionBundleCard>
  );
}

/** The way on to the catalogue for a viewer with nothing to buy here (a subscriber, an admin). */
function ExploreCoursesButton(props: ButtonProps) {
  const { t } = useTranslation('checkout');
  return (
    <Button asChild {...props}>
      <RouterLink to="/courses">{t('page.exploreCourses')}</RouterLink>
    </Button>
  );
}
