import type { Unmasked } from '@apollo/client';
import { SecuritySettingsQuery } from '../features/identity/auth/mfa/documents';
import type { Role, SessionUser } from '../features/identity/auth/session/sessionStore';
import { MailPreferencesQuery } from '../features/identity/user/components/MailPreferences';
import { SignedInDevicesQuery } from '../features/identity/user/components/SignedInDevices';
import { MySsoLinksQuery } from '../features/identity/user/components/SsoLinksCard';
import { MyCertificatesQuery } from '../features/learning/certificates/components/MyCertificates';
import type { ProfilePageQueryQuery } from '../gql/graphql';
import { makeUser } from './fixtures';
import { type Mocks, mock } from './mocks';

type ProfileData = Unmasked<ProfilePageQueryQuery>;
type Payment = ProfileData['myPayments']['edges'][number]['node'];

/** A payment record as the profile's payment history reads it. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    __typename: 'Payment',
    id: 'pay-1',
    formattedAmount: '₹499',
    status: 'paid',
    paidAt: '2027-01-05T12:00:00.000Z',
    refunded: false,
    refundedAt: null,
    refundReason: null,
    ...overrides,
  };
}

/** A page of the payment history: these payments, and whether more follow (after the cursor `end`). */
export function paymentPage(payments: Payment[], hasNextPage = false): ProfileData['myPayments'] {
  return {
    __typename: 'PaymentConnection',
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage,
      endCursor: payments.length ? `cursor-${payments.at(-1)?.id}` : null,
    },
    edges: payments.map((node) => ({ __typename: 'PaymentEdge', cursor: `cursor-${node.id}`, node })),
  };
}

/**
 * The ProfilePageQuery result for a user (default: the fixture USER) with the given subscription and payments;
 * `pastDue`: a renewal failed on 2027-01-05, access stops a week later.
 */
export function profileData({
  active = false,
  renews = true,
  pastDue = false,
  paymentMethod = { brand: 'visa', last4: '4242' } as { brand: string; last4: string } | null,
  payments = [] as Payment[],
  hasMorePayments = false,
  role = 'USER' as Role,
  user = undefined as SessionUser | undefined,
} = {}): ProfileData {
  const me = user ?? makeUser(role);
  return {
    me: {
      ...me,
      subscription: {
        __typename: 'UserSubscription',
        status: pastDue ? 'past_due' : active ? 'active' : 'inactive',
        active: active || pastDue,
        renews: active && renews && !pastDue,
        currentPeriodEnd: active || pastDue ? '2028-01-05T12:00:00.000Z' : null,
        accessEndsAt: pastDue ? '2027-01-12T12:00:00.000Z' : null,
        paymentMethod: (active || pastDue) && paymentMethod ? { __typename: 'PaymentMethod', ...paymentMethod } : null,
      },
    },
    myPayments: paymentPage(payments, hasMorePayments),
    subscriptionPlan: { __typename: 'SubscriptionPlan', refundWindowDays: 14 },
  };
}

/** The device the test signs in on, as the signed-in devices list shows it. */
export const thisDevice = {
  __typename: 'AccountSession' as const,
  id: 's-here',
  device: 'Firefox on Linux',
  ip: '203.0.113.7',
  lastSeenAt: '2027-03-10T12:00:00.000Z',
  current: true,
  downloads: 0,
  playing: false,
};

/**
 * What the profile page (/user/profile) asks for beside ProfilePageQuery, for the fixture user `id` (u-user, the
 * learner) as the server answers a new account: no certificate, no single sign-on link or provider, two-factor
 * sign-in off without passkeys, and one signed-in device, this one. Put after a test's own mocks, which answer first.
 */
export const profileSectionsMocks = (id = makeUser('USER').id): Mocks => [
  mock({ request: { query: MyCertificatesQuery }, result: { data: { myCertificates: [] } } }),
  mock({
    request: { query: MySsoLinksQuery },
    result: { data: { me: { __typename: 'User', id, ssoLinks: [] }, ssoProviders: [] } },
  }),
  mock({
    request: { query: SecuritySettingsQuery },
    result: {
      data: {
        me: {
          __typename: 'User',
          id,
          mfaEnabled: false,
          mfaSetupRequired: false,
          security: { __typename: 'SecuritySettings', totpEnabled: false, recoveryCodesLeft: 0 },
          passkeys: [],
        },
      },
    },
  }),
  mock({ request: { query: SignedInDevicesQuery }, result: { data: { mySessions: [thisDevice] } } }),
  mock({ request: { query: MailPreferencesQuery }, result: { data: { mailPreferences: mailSwitches() } } }),
];

/** The learner's mail switches, all on unless told. */
export const mailSwitches = (off: string[] = []) =>
  (['DISCUSSION_ANSWERS', 'WEEKLY_DIGEST'] as const).map((kind) => ({
    __typename: 'MailSubscription' as const,
    kind,
    subscribed: !off.includes(kind),
  }));
