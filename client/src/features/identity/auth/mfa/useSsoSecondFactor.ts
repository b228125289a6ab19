import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../../../gql';

export const SsoSecondFactorQuery = graphql(`
  query SsoSecondFactorQuery {
    ssoSecondFactor {
      challengeToken
      methods
      expiresAt
    }
  }
`);

/**
 * A provider sign-in of an account with a second factor comes back to `/login?sso=second_factor` with no session: the
 * second step's token waits in an httpOnly cookie (never in the URL), and this asks the server for it. `expired`: the
 * page was opened from the provider but no step waits any more (used, older than 10 minutes, or another browser).
 */
export function useSsoSecondFactor() {
  const [params] = useSearchParams();
  const fromProvider = params.get('sso') === 'second_factor';
  const { data, loading, error } = useQuery(SsoSecondFactorQuery, { skip: !fromProvider, fetchPolicy: 'network-only' });
  const challenge = fromProvider ? (data?.ssoSecondFactor ?? null) : null;
  return {
    fromProvider,
    loading: fromProvider && loading && !data,
    expired: fromProvider && !loading && !challenge && !error,
    challenge,
  };
}
