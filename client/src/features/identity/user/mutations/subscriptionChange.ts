import { graphql } from '../../../../gql';

/**
 * What a change to the subscription (cancelling it, turning auto-renewal off or on) asks back of the User, so that the
 * cache, and the profile reading it, follow at once.
 */
export const SubscriptionChangeFragment = graphql(`
  fragment SubscriptionChange_user on User {
    id
    subscription {
      status
      active
      renews
      cancelAtPeriodEnd
      currentPeriodEnd
    }
  }
`);
