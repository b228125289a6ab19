import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { UploadLink } from './uploadLink';

const GRAPHQL_URI = '/graphql';

/** Cache normalisation: a User is one entity by id, its subscription object is merged into it. */
export const typePolicies = {
  User: {
    keyFields: ['id'],
    fields: {
      subscription: { merge: true },
    },
  },
};

export function createCache() {
  return new InMemoryCache({ typePolicies });
}

/**
 * Operations with File/Blob variables go through the multipart UploadLink (XHR: progress + cancel);
 * all others through HttpLink. Cookies are same-origin (the dev server proxies /graphql to the API).
 */
export function createApolloClient() {
  const link = ApolloLink.from([
    new UploadLink({ uri: GRAPHQL_URI, credentials: 'same-origin' }),
    new HttpLink({ uri: GRAPHQL_URI, credentials: 'same-origin' }),
  ]);
  return new ApolloClient({ link, cache: createCache(), dataMasking: true });
}
