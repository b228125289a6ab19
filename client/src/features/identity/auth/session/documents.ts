import { graphql } from '../../../../gql';

/** The user fields the session keeps (localStorage `data`) and the menu, guard and profile read. */
export const SessionUserFragment = graphql(`
  fragment Session_user on User {
    id
    fullName
    email
    emailVerified
    role
    avatarUrl
    locale
    timeZone
    mfaSetupRequired
    subscription {
      status
      active
    }
  }
`);

export const MeQuery = graphql(`
  query MeQuery {
    me {
      ...Session_user @unmask
    }
  }
`);
