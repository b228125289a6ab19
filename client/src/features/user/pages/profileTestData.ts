import type { Unmasked } from '@apollo/client';
import type { ProfilePageQueryQuery } from '../../../gql/graphql';
import { makeUser } from '../../../test/fixtures';
import type { Role, SessionUser } from '../../auth/session/sessionStore';

type ProfileData = Unmasked<ProfilePageQueryQuery>;
type Payment = ProfileData['myPayments'][number];

/** A payment record as the profile's payment history reads it. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    __typename: 'PaymentRecord',
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

/** The ProfilePageQuery result for a user (default: the fixture USER) with the given subscription and payments. */
export function profileData({
  active = false,
  payments = [] as Payment[],
  role = 'USER' as Role,
  user = undefined as SessionUser | undefined,
} = {}): ProfileData {
  const me = user ?? makeUser(role);
  return {
    me: {
      ...me,
      subscription: {
        __typename: 'UserSubscription',
        status: active ? 'active' : 'inactive',
        active,
        currentPeriodEnd: active ? '2028-01-05T12:00:00.000Z' : null,
      },
    },
    myPayments: payments,
  };
}
