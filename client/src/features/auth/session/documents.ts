import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../../gql';

/** The user fields the session keeps (localStorage `data`) and the menu, guard and profile read. */
export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
    id
    fullName
    email
    role
    avatarUrl
    subscription {
      status
      active
    }
  }
`);

export const MeQuery = graphql(`
  query MeQuery {
    me {
      ...SessionUser @unmask
    }
  }
`);

/** The user as the server has it now (the cache refreshed with it), or null when signed out or unreachable. */
export const fetchMe = (client: ApolloClient) =>
  client
    .query({ query: MeQuery, fetchPolicy: 'network-only' })
    .then((response) => response.data?.me ?? null)
    .catch(() => null);
