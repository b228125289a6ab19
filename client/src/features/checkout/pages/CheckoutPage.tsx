import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { messages } from '@coursehub/shared';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../components/format/formatDate';
import { PageSkeleton } from '../../../components/ui/skeletons';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../shared/errors';
import { failureNotices } from '../../../shared/notices';
import { useResendVerificationMutation } from '../../auth/mutations/useResendVerificationMutation';
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
  const { data, loading, error, refetch } = useQuery(CheckoutPageQuery, { fetchPolicy: 'cache-and-network' });
  const [startCheckout, { loading: starting }] = useStartCheckoutMutation();
  const [resendVerification, { loading: resending }] = useResendVerificationMutation();

  if (!data) {
    if (loading) return <PageSkeleton label="Loading the subscription plan" maxW="md" />;
    return (
      <Stack align="center" gap="4" py="10" textAlign="center" role="alert">
        <Text>{errorMessage(error, failureNotices.paymentKey)}</Text>
        <Button colorPalette="brand" onClick={() => refetch()}>
          Retry
        </Button>
      </Stack>
    );
  }

  const subscription = data.me?.subscription;
  const isAdmin = data.me?.role === 'ADMIN';
  const unconfirmed = data.subscriptionPlan.requiresConfirmedEmail && data.me?.emailVerified === false;
  const until = formatDate(subscription?.currentPeriodEnd);

  return (
    <SubscriptionBundleCard plan={data.subscriptionPlan}>
      {subscription?.active ? (
        <Stack gap="3" textAlign="center" role="status">
          <Text fontWeight="semibold" color="fg.success">
            Your subscription is active
          </Text>
          {until ? <Text color="fg.muted">Valid until {until}</Text> : null}
          <Button asChild colorPalette="brand">
            <RouterLink to="/courses">Explore Courses</RouterLink>
          </Button>
        </Stack>
      ) : isAdmin ? (
        // Admins already watch everything and the server refuses their checkout: Buy Now stays, but off.
        <Stack gap="3" textAlign="center">
          <Text id="checkout-admin-access" color="fg.muted">
            As an administrator you already have access to every course.
          </Text>
          <Button colorPalette="brand" size="lg" disabled aria-describedby="checkout-admin-access">
            Buy Now
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/courses">Explore Courses</RouterLink>
          </Button>
        </Stack>
      ) : unconfirmed ? (
        <Stack gap="3" textAlign="center">
          <Text id="checkout-confirm-email" color="fg.muted" role="status">
            {messages.verifyEmailBeforeCheckout}
          </Text>
          <Button
            colorPalette="brand"
            size="lg"
            loading={resending}
            aria-describedby="checkout-confirm-email"
            onClick={() => resendVerification()}
          >
            Resend verification email
          </Button>
        </Stack>
      ) : (
        <Button colorPalette="brand" size="lg" loading={starting} onClick={() => startCheckout()}>
          Buy Now
        </Button>
      )}
    </SubscriptionBundleCard>
  );
}
