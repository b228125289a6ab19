import { useQuery } from '@apollo/client/react';
import { Avatar, Badge, Button, DataList, Flex, Stack } from '@chakra-ui/react';
import { avatarSlotRecipe, dataListSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../components/format/formatDate';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { graphql } from '../../../gql';
import { MyCertificates } from '../../certificates/components/MyCertificates';
import { CancelSubscriptionButton } from '../components/CancelSubscriptionButton';
import { PaymentHistory } from '../components/PaymentHistory';
import { SignedInDevices } from '../components/SignedInDevices';

export const ProfilePageQuery = graphql(`
  query ProfilePageQuery {
    me {
      id
      fullName
      email
      role
      avatarUrl
      subscription {
        status
        active
        currentPeriodEnd
      }
    }
    myPayments {
      id
      ...PaymentHistory_payment
    }
  }
`);

/**
 * Profile: avatar, name, email, role, subscription Active/Inactive, links to change password and edit profile, the
 * Cancel Subscription control while active, the completed courses with their certificates, the user's payment history
 * below, then the signed-in devices.
 */
export function ProfilePage() {
  const { data, loading } = useQuery(ProfilePageQuery, { fetchPolicy: 'cache-and-network' });
  const user = data?.me;
  if (!user) return loading ? <PageSpinner label="Loading your profile" /> : null;
  const active = user.subscription.active;
  const validUntil = active ? formatDate(user.subscription.currentPeriodEnd) : '';

  return (
    <Stack gap="10" maxW="2xl" mx="auto" align="center">
      <Stack gap="6" maxW="md" w="full" p="6" borderWidth="1px" borderColor="gray.200" rounded="xl" align="center">
        <Avatar.Root recipe={avatarSlotRecipe} size="2xl">
          <Avatar.Fallback name={user.fullName} />
          {user.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt={`Avatar of ${user.fullName}`} /> : null}
        </Avatar.Root>
        <PageHeading size="2xl" textTransform="capitalize">
          {user.fullName}
        </PageHeading>
        <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" width="full">
          <DataList.Item>
            <DataList.ItemLabel>Email</DataList.ItemLabel>
            <DataList.ItemValue>{user.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Role</DataList.ItemLabel>
            <DataList.ItemValue>{user.role}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Subscription</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={active ? 'green' : 'gray'}>{active ? 'Active' : 'Inactive'}</Badge>
            </DataList.ItemValue>
          </DataList.Item>
          {validUntil ? (
            <DataList.Item>
              <DataList.ItemLabel>Valid until</DataList.ItemLabel>
              <DataList.ItemValue>{validUntil}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList.Root>
        <Flex gap="3" width="full" wrap="wrap">
          <Button asChild flex="1" colorPalette="yellow">
            <RouterLink to="/changepassword">Change password</RouterLink>
          </Button>
          <Button asChild flex="1" colorPalette="yellow" variant="outline">
            <RouterLink to="/user/editprofile">Edit profile</RouterLink>
          </Button>
        </Flex>
        {active ? <CancelSubscriptionButton /> : null}
      </Stack>
      <MyCertificates />
      <PaymentHistory payments={data?.myPayments ?? []} />
      <SignedInDevices />
    </Stack>
  );
}
