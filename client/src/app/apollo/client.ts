import { ApolloClient, ApolloLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { UploadLink } from './uploadLink';

const GRAPHQL_URI = '/graphql';

/**
 * Cache normalisation: a User is one entity by id, its subscription object is merged into it. Objects without an id
 * get a key so components can read their fragments (data masking): the plan is a singleton, the stats are per year,
 * a lecture's progress is per lecture, a course's per course.
 * `course(id)` reads a course the cache already holds (from the catalogue or the dashboard), so the course screens
 * ask the server only for one it lacks.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      course: {
        read: (existing, { args, toReference }) => existing ?? toReference({ __typename: 'Course', id: args?.id }),
      },
    },
  },
  User: {
    keyFields: ['id'],
    fields: {
      subscription: { merge: true },
    },
  },
  SubscriptionPlan: { keyFields: [] },
  // The caller's place in a lecture: one per lecture, shared by the lecture and its curriculum entry.
  LectureProgress: { keyFields: ['lectureId'] },
  CourseProgress: { keyFields: ['courseId'] },
  DashboardStats: { keyFields: ['year'] },
};

export function createCache() {
  return new InMemoryCache({ typePolicies });
}

/**
 * Operations with File/Blob variables go through the multipart UploadLink (XHR: progress + cancel);
 * all others as plain JSON POSTs through the same library's link (Apollo's HttpLink would add 1 kB gzip to the
 * start-up JS). Cookies are same-origin (the dev server proxies /graphql to the API).
 */
export function createApolloClient() {
  const link = ApolloLink.from([
    new UploadLink({ uri: GRAPHQL_URI, credentials: 'same-origin' }),
    new UploadHttpLink({ uri: GRAPHQL_URI, credentials: 'same-origin' }),
  ]);
  return new ApolloClient({ link, cache: createCache(), dataMasking: true });
}
