import { ApolloClient, ApolloLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { offlineAnswers } from '../../features/media/offline/answers/offlineAnswers';
import { offlineAnswersLink } from '../../features/media/offline/answers/offlineAnswersLink';
import { jsonLink } from './jsonLink';
import { trustedDocumentLink } from './trustedDocumentLink';
import { uploadWhenFiles } from './uploadWhenFiles';

const GRAPHQL_URI = '/graphql';

/**
 * Cache normalisation: a User is one entity by id, its subscription object is merged into it. Objects without an id
 * get a key so components can read their fragments (data masking): the plan is a singleton, the stats are per year,
 * a lecture's progress is per lecture, a course's per course.
 * `course(id)` reads a course the cache already holds (from the catalogue or the dashboard), so the course screens
 * ask the server only for one it lacks. `courses(...)` is a Relay connection: 'Load more' and infinite scroll add
 * pages to the list of their search, filters and sort (whatever `first`), and a first page replaces that list.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      course: {
        read: (existing, { args, toReference }) => existing ?? toReference({ __typename: 'Course', id: args?.id }),
      },
      // The catalogue's pages of one search, filters and sort are one list, each page appended after its cursor.
      courses: relayStylePagination(['search', 'category', 'sort', 'language', 'captionLanguage']),
      // Every payment, or one learner's; the caller's own; each page appended after its cursor ('Load more').
      payments: relayStylePagination(['learnerId']),
      myPayments: relayStylePagination(),
      inbox: relayStylePagination(),
      // One endpoint's delivery log, newest first; older pages appended ('Show older deliveries').
      webhookDeliveries: relayStylePagination(['endpointId']),
      // A course's (or one lecture's) questions in one order and search; the admins' unanswered inbox ('Load more').
      courseQuestions: relayStylePagination(['courseId', 'lectureId', 'sort', 'search']),
      unansweredQuestions: relayStylePagination(),
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
  Stats: { keyFields: ['year'] },
  // One per payment: a receipt carries no id of its own.
  Receipt: { keyFields: ['paymentId'] },
  // One per code, which a reissue keeps: the reissued name replaces the old one wherever the certificate shows.
  Certificate: { keyFields: ['code'] },
  // Unique by name (whatever its case, server-side): a rename answers the category under its new name.
  Category: { keyFields: ['name'] },
  // One switch per kind of mail: the answer of a change replaces the switch on the profile.
  MailSubscription: { keyFields: ['kind'] },
};

export function createCache() {
  return new InMemoryCache({ typePolicies });
}

/**
 * The app's documents go out as their trusted hash (trustedDocumentLink). Operations with File/Blob variables go
 * through the multipart UploadLink (XHR: progress + cancel), loaded with the first upload; all others as plain JSON
 * POSTs (jsonLink). Cookies are same-origin (the dev server proxies /graphql to the API). A learner's reads are kept on
 * the device and answer when the network does not (offlineAnswersLink).
 */
export function createApolloClient() {
  const transport = { uri: GRAPHQL_URI, credentials: 'same-origin' } as const;
  const offline = offlineAnswers ? [offlineAnswersLink(offlineAnswers)] : [];
  const link = ApolloLink.from([...offline, trustedDocumentLink(), uploadWhenFiles(transport), jsonLink(transport)]);
  return new ApolloClient({ link, cache: createCache(), dataMasking: true });
}
