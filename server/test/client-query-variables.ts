/** What the compared queries' variables name: rows the comparison test creates first. */
export interface Fixtures {
  /** A course with two lectures. */
  courseId: string;
  /** A learner with payments. */
  subscriberId: string;
  /** One of the subscriber's payments. */
  paymentId: string;
  /** The cursor after the catalogue's first course. */
  firstCursor: string;
  thisYear: number;
}

/** Representative variables of each query the client sends; a new query fails here until it is given some. */
export function variablesOf(
  name: string,
  { courseId, subscriberId, paymentId, firstCursor, thisYear }: Fixtures,
): Record<string, unknown>[] {
  switch (name) {
    case 'CourseCatalogQuery':
      return [
        {},
        { search: 'stre', category: null },
        { search: null, category: 'Web Development' },
        { search: 'zzz' },
        { first: 1, sort: 'TITLE' },
        { search: 'stre', sort: 'RELEVANCE', first: 24 },
        { sort: 'MOST_LECTURES', first: 101 },
        { after: 'not-a-cursor' },
        { language: 'EN', captionLanguage: null },
        { search: 'stre', language: 'hi', sort: 'RELEVANCE' },
        { captionLanguage: 'hi', category: 'Web Development' },
        { language: 'not a language' },
      ];
    case 'HomeSectionsQuery':
      return [
        { rowSize: 8, newestSize: 4 },
        { rowSize: 1, newestSize: 1 },
      ];
    case 'LectureCaptionsQuery':
    case 'LectureAudioTracksQuery':
    case 'QuizBuilderLecturesQuery':
      return [{ courseId }, { courseId: '00000000-0000-4000-8000-000000000000' }, { courseId: 'not-an-id' }];
    // No caption track or quiz exists here: each field's failure for an unknown and a malformed id is compared.
    case 'CaptionCuesQuery':
    case 'QuizBuilderQuery':
    case 'QuizPageQuery':
      return [{ id: '00000000-0000-4000-8000-000000000000' }, { id: 'not-an-id' }];
    case 'CourseLecturesQuery':
      return [{ courseId }, { courseId: '00000000-0000-4000-8000-000000000000' }, { courseId: 'not-an-id' }];
    case 'EditLecturePageQuery':
      // Its two non-null root fields both fail for an unknown course, and which failure is reported (the first to
      // settle) is a race in either executor; each field's failure alone is compared above and below.
      return [{ courseId }];
    case 'RecentPaymentsQuery':
      return [{ first: 10 }, { first: 1 }, { first: 101 }, { first: 10, after: 'not-a-cursor' }];
    // No endpoint exists here: an unknown and a malformed endpoint's empty log and failure, and the page sizes.
    case 'WebhookDeliveryLogQuery':
      return [
        { endpointId: '00000000-0000-4000-8000-000000000000', first: 10 },
        { endpointId: 'not-an-id', first: 10 },
        { endpointId: '00000000-0000-4000-8000-000000000000', first: 101 },
        { endpointId: '00000000-0000-4000-8000-000000000000', first: 10, after: 'not-a-cursor' },
      ];
    case 'LearnerPaymentsQuery':
      return [
        { learnerId: subscriberId, first: 10 },
        { learnerId: subscriberId, first: 1 },
        { learnerId: 'not-an-id', first: 10 },
        { learnerId: subscriberId, first: 101 },
      ];
    case 'AddLecturePageQuery':
    case 'CourseProgressQuery':
    case 'CourseCurriculumQuery':
    case 'CourseDescriptionPageQuery':
    case 'CourseItemsQuery':
    case 'CourseSalesDetailsQuery':
    case 'DisplayLecturesPageQuery':
    case 'EditCoursePageQuery':
      return [{ id: courseId }, { id: '00000000-0000-4000-8000-000000000000' }, { id: 'not-an-id' }];
    case 'LearnersPageQuery':
      return [
        { search: null, first: 24 },
        { search: 'scriber', first: 1 },
        { search: null, first: 101 },
        { search: null, first: 24, after: 'not-a-cursor' },
      ];
    case 'AdminDashboardQuery':
      return [{}, { year: thisYear - 1 }, { year: 1969 }];
    case 'AdminRevenueQuery':
      return [
        { year: thisYear, month: new Date().getUTCMonth() + 1 },
        { year: thisYear - 1, month: 6 },
        { year: thisYear, month: 13 },
      ];
    case 'AdminCoursesPageQuery':
      return [
        { first: 24, after: firstCursor },
        { first: 1, after: 'not-a-cursor' },
        { first: 101, after: firstCursor },
      ];
    case 'ReceiptPageQuery':
      return [{ paymentId }, { paymentId: '00000000-0000-4000-8000-000000000000' }, { paymentId: 'not-an-id' }];
    case 'CourseAnalyticsPageQuery':
      return [
        { id: courseId },
        { id: courseId, from: '2026-01-01T00:00:00.000Z', to: '2026-01-31T00:00:00.000Z' },
        { id: courseId, from: '2026-02-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' },
        { id: 'not-an-id' },
      ];
    case 'CertificatePageQuery':
      return [{ code: 'ABCD-EFGH-JKLM' }, { code: 'not a code' }];
    case 'MeQuery':
    case 'ContinueWatchingQuery':
    case 'MyCourseProgressQuery':
    case 'MyCertificatesQuery':
    case 'CheckoutPageQuery':
    case 'CourseCategoriesQuery':
    case 'CourseLanguagesQuery':
    case 'ManagedCategoriesQuery':
    case 'CoursePlanCardQuery':
    case 'ProfilePageQuery':
      return [{}, { paymentsAfter: 'not-a-cursor' }];
    case 'SignedInDevicesQuery':
    case 'SecuritySettingsQuery':
    case 'ExportMyDataQuery':
    case 'DashboardProcessingQuery':
    case 'MyLearningPageQuery':
    case 'CancellationPreviewQuery':
    case 'ApiKeysPageQuery':
    case 'CategoriesPageQuery':
    case 'SsoProvidersQuery':
    case 'SsoPendingLinkQuery':
    case 'SsoSecondFactorQuery':
    case 'MySsoLinksQuery':
    case 'PasswordChangeSsoLinksQuery':
    case 'ReauthenticationMethodsQuery':
    case 'SsoProviderConfigsQuery':
    case 'WebhooksPageQuery':
    case 'LearningOverviewQuery':
    case 'EngagementOverviewQuery':
    case 'TeamPageQuery':
    case 'PathsQuery':
    case 'PathCourseChoicesQuery':
    case 'ReviewPageQuery':
    case 'InboxUnreadCountQuery':
    case 'WeeklyGoalQuery':
    case 'MailPreferencesQuery':
    case 'WebPushPublicKeyQuery':
    case 'NotificationChannelsQuery':
    case 'IdleReminderQuery':
      return [{}];
    case 'InboxPageQuery':
      return [{}, { after: 'not-a-cursor' }];
    // No team exists here: an unknown token or invitation id is refused, a malformed one the same; neither, too.
    case 'TeamInvitationQuery':
      return [{ token: 'not-a-token' }, { token: '' }, { invitationId: '00000000-0000-4000-8000-000000000000' }, {}];
    // No post exists here: the lists answer empty (or refuse), a thread NOT_FOUND, a malformed id BAD_USER_INPUT.
    case 'LectureQuestionsQuery':
      return [
        { courseId, sort: 'NEWEST', first: 10 },
        { courseId, sort: 'TOP', search: 'why', first: 10 },
        { courseId, lectureId: 'not-an-id', sort: 'UNANSWERED' },
        { courseId, first: 10, after: 'not-a-cursor' },
      ];
    case 'QuestionThreadQuery':
    case 'DownloadGrantStateQuery':
      return [{ id: '00000000-0000-4000-8000-000000000000' }, { id: 'not-an-id' }];
    case 'UnansweredQuestionsQuery':
      return [{ first: 20 }, { first: 101 }, { first: 20, after: 'not-a-cursor' }];
    case 'LectureMomentsQuery':
      return [
        { query: 'react', first: 5 },
        { query: 'nothing said here', first: 5 },
        { query: '', first: 60 },
      ];
    // No note exists here: a learner's list answers empty, a malformed id BAD_USER_INPUT.
    case 'CourseNotesQuery':
    case 'DownloadCourseLecturesQuery':
      return [{ courseId }, { courseId: 'not-an-id' }];
    // An unknown learner has no devices; a malformed id answers the same.
    case 'LearnerDevicesQuery':
      return [{ userId: '00000000-0000-4000-8000-000000000000' }, { userId: 'not-an-id' }];
    case 'BookmarkedMomentsQuery':
      return [{ lectureId: '00000000-0000-4000-8000-000000000000' }, { lectureId: 'not-an-id' }];
    // No path exists here: the lists answer empty, a path by an unknown slug null.
    case 'CoursePathsQuery':
      return [{ id: courseId }, { id: 'not-an-id' }];
    case 'PathQuery':
    case 'PathEditorQuery':
      return [{ slug: 'no-such-path' }, { slug: '' }];
    default:
      throw new Error(`no variables for the client's query ${name}: add some here`);
  }
}
