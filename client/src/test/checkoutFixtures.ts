import type { Unmasked } from '@apollo/client';
import { CheckoutPageQuery } from '../features/commerce/checkout/pages/CheckoutPage';
import type { Role } from '../features/identity/auth/session/sessionStore';
import type { CheckoutPageQueryQuery } from '../gql/graphql';
import { makeUser } from './fixtures';
import { mock } from './mocks';

type PageData = Unmasked<CheckoutPageQueryQuery>;

const plan: PageData['subscriptionPlan'] = {
  __typename: 'SubscriptionPlan',
  price: 499,
  currency: 'INR',
  interval: 'year',
  refundWindowDays: 14,
  requiresConfirmedEmail: false,
};

/** The checkout page's answer (the yearly plan and the caller) for a `role` whose subscription is `active` or not. */
export function checkoutPageData(
  role: Role = 'USER',
  active = false,
  emailVerified = true,
  requiresConfirmedEmail = false,
): PageData {
  const user = makeUser(role, { emailVerified });
  return {
    subscriptionPlan: { ...plan, requiresConfirmedEmail },
    me: {
      __typename: 'User',
      id: user.id,
      role,
      emailVerified,
      subscription: {
        __typename: 'UserSubscription',
        status: active ? 'active' : 'inactive',
        active,
        currentPeriodEnd: active ? '2027-01-05T12:00:00.000Z' : null,
      },
    },
  };
}

/** The checkout page's request answered with checkoutPageData (by default a learner without a subscription). */
export const checkoutPageMock = (...options: Parameters<typeof checkoutPageData>) =>
  mock({ request: { query: CheckoutPageQuery }, result: { data: checkoutPageData(...options) } });
