import { useQuery } from '@apollo/client/react';
import { Avatar, Badge, Box, Button, DataList, Flex, Stack, Text } from '@chakra-ui/react';
import { avatarSlotRecipe, dataListSlotRecipe } from '@chakra-ui/react/theme';
import { formatPaymentMethod } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLoadMore } from '../../../components/hooks/useLoadMore';
import { useScrollToHash } from '../../../components/hooks/useScrollToHash';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSkeleton } from '../../../components/ui/skeletons';
import { graphql } from '../../../gql';
import { useFormat } from '../../../i18n/format';
import { PaymentHistory } from '../../commerce/receipts/components/PaymentHistory';
import { AutoRenewalButton } from '../../identity/user/components/AutoRenewalButton';
import { CancelSubscriptionButton } from '../../identity/user/components/CancelSubscriptionButton';
import { MailPreferences } from '../../identity/user/components/MailPreferences';
import { ManageBillingButton } from '../../identity/user/components/ManageBillingButton';
import { SecuritySection } from '../../identity/user/components/SecuritySection';
import { SignedInDevices } from '../../identity/user/components/SignedInDevices';
import { YourData } from '../../identity/user/components/YourData';
import { MyCertificates } from '../../learning/certificates/components/MyCertificates';

/**
 * The history shows 10 payments first and 10 more with each 'Load more' (written in the query, so the profile asks
 * with no variables until then).
 */
export const ProfilePageQuery = graphql(`
  query ProfilePageQuery($paymentsAfter: String) {
    me {
      id
      fullName
      email
      role
      avatarUrl
      subscription {
        status
        active
        renews
        currentPeriodEnd
        accessEndsAt
        paymentMethod {
          brand
          last4
        }
      }
    }
    myPayments(first: 10, after: $paymentsAfter) {
      pageInfo {
        ...LoadMore_pageInfo @unmask
      }
      edges {
        cursor
        node {
          id
          ...PaymentHistory_payment
        }
      }
    }
    subscriptionPlan {
      refundWindowDays
    }
  }
`);

/**
 * Profile: avatar, name, email, role, subscription Active/Inactive with 'Renews on' or 'Ends on' its date (after a
 * failed renewal: 'Payment past due' and 'Access stops on' the grace's end instead) and the card it is charged to,
 * links to
 * change password and edit profile, while active the auto-renewal switch and the Cancel Subscription control, the completed courses with their certificates, the user's payment history
 * below (a page at a time), then the signed-in devices and 'Your data' (download it, or delete the account).
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const { data, loading, fetchMore } = useQuery(ProfilePageQuery, { fetchPolicy: 'cache-and-network' });
  const morePayments = useLoadMore((paymentsAfter) => fetchMore({ variables: { paymentsAfter } }));
  const user = data?.me;
  useScrollToHash(Boolean(user));
  if (!user) return loading ? <PageSkeleton label={t('profile.loading')} maxW="md" /> : null;
  const active = user.subscription.active;
  // Access may come from a team seat alone (no subscription of the learner's own): nothing of theirs to renew or cancel.
  const ownSubscription = user.subscription.status === 'active' || user.subscription.status === 'past_due';
  const { renews, accessEndsAt } = user.subscription;
  // A failed renewal (past_due): access lasts until accessEndsAt, and the period end is a year it has not paid for.
  const pastDue = active && user.subscription.status === 'past_due' && Boolean(accessEndsAt);
  const periodEnd = active && ownSubscription ? format.date(user.subscription.currentPeriodEnd) : '';
  // While the subscription gives access: the card it renews with (or the one to fix when a renewal failed).
  const paymentMethod = active && ownSubscription && user.subscription.paymentMethod;

  return (
    <Stack gap="10" maxW="2xl" mx="auto" align="center">
      <Stack gap="6" maxW="md" w="full" p="6" layerStyle="surface.card" align="center">
        <Avatar.Root recipe={avatarSlotRecipe} size="2xl">
          <Avatar.Fallback name={user.fullName} />
          {user.avatarUrl ? (
            <Avatar.Image src={user.avatarUrl} alt={t('profile.avatarOf', { name: user.fullName })} />
          ) : null}
        </Avatar.Root>
        <PageHeading size="2xl" textTransform="capitalize">
          {user.fullName}
        </PageHeading>
        <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" width="full">
          <DataList.Item>
            <DataList.ItemLabel>{t('profile.email')}</DataList.ItemLabel>
            {/* An address has no spaces to break at: a long one wraps anywhere rather than spill out of the card. */}
            <DataList.ItemValue minW="0" overflowWrap="anywhere">
              {user.email}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('profile.role')}</DataList.ItemLabel>
            <DataList.ItemValue>{user.role}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('profile.subscription')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Flex gap="2" wrap="wrap">
                <Badge colorPalette={active ? 'green' : 'gray'}>
                  {active ? t('profile.active') : t('profile.inactive')}
                </Badge>
                {pastDue ? <Badge colorPalette="red">{t('profile.pastDue')}</Badge> : null}
              </Flex>
            </DataList.ItemValue>
          </DataList.Item>
          {pastDue ? (
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.accessStopsOn')}</DataList.ItemLabel>
              <DataList.ItemValue>{format.date(accessEndsAt)}</DataList.ItemValue>
            </DataList.Item>
          ) : periodEnd ? (
            <DataList.Item>
              <DataList.ItemLabel>{renews ? t('profile.renewsOn') : t('profile.endsOn')}</DataList.ItemLabel>
              <DataList.ItemValue>{periodEnd}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {paymentMethod ? (
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.paymentMethod')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatPaymentMethod(paymentMethod)}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList.Root>
        {active && ownSubscription && !pastDue && !renews ? (
          <Text w="full" p="3" rounded="md" bg="bg.muted" fontSize="sm">
            {t('profile.cancelledUntil', { date: periodEnd })}
          </Text>
        ) : null}
        <Flex gap="3" width="full" wrap="wrap">
          <Button asChild flex="1" colorPalette="brand">
            <RouterLink to="/changepassword">{t('profile.changePassword')}</RouterLink>
          </Button>
          <Button asChild flex="1" colorPalette="brand" variant="outline">
            <RouterLink to="/user/editprofile">{t('profile.editProfile')}</RouterLink>
          </Button>
        </Flex>
        {active && ownSubscription && !pastDue ? <AutoRenewalButton renews={renews} periodEnd={periodEnd} /> : null}
        {user.subscription.status !== 'inactive' ? (
          <ManageBillingButton colorPalette="brand" variant="outline" width="full" label={t('profile.manageBilling')} />
        ) : null}
        {active && ownSubscription ? <CancelSubscriptionButton /> : null}
        {user.role === 'ADMIN' ? null : (
          <Button asChild width="full" variant="ghost" colorPalette="yellow">
            <RouterLink to="/team">{t('profile.teamPlan')}</RouterLink>
          </Button>
        )}
      </Stack>
      <MyCertificates currentName={user.fullName} />
      {/* The account menu's Billing leads here (/user/profile#billing). */}
      <Box id="billing" w="full" scrollMarginTop="4">
        <PaymentHistory
          payments={data.myPayments.edges.map((edge) => edge.node)}
          hasMore={data.myPayments.pageInfo.hasNextPage}
          loadingMore={morePayments.loadingMore}
          moreFailed={morePayments.moreFailed}
          onLoadMore={() => void morePayments.loadMore(data.myPayments.pageInfo.endCursor)}
        />
      </Box>
      <SecuritySection />
      <MailPreferences />
      <SignedInDevices />
      <YourData refundWindowDays={data.subscriptionPlan.refundWindowDays} />
    </Stack>
  );
}
