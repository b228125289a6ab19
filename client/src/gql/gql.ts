/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment LoadMore_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": typeof types.LoadMore_PageInfoFragmentDoc,
    "\n  query ProfilePageQuery($paymentsAfter: String) {\n    me {\n      id\n      fullName\n      email\n      role\n      avatarUrl\n      subscription {\n        status\n        active\n        renews\n        currentPeriodEnd\n        accessEndsAt\n        paymentMethod {\n          brand\n          last4\n        }\n      }\n    }\n    myPayments(first: 10, after: $paymentsAfter) {\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...PaymentHistory_payment\n        }\n      }\n    }\n    subscriptionPlan {\n      refundWindowDays\n    }\n  }\n": typeof types.ProfilePageQueryDocument,
    "\n  fragment LearnerDetails_user on User {\n    id\n    fullName\n    courseProgress {\n      course {\n        id\n        title\n      }\n      completedLectures\n      totalLectures\n      percent\n      lastWatchedAt\n    }\n    viewing {\n      minutesWatched\n      verifiedLectures\n    }\n    quizResults {\n      quizId\n      quizTitle\n      courseTitle\n      attempts\n      bestScore\n      passed\n    }\n  }\n": typeof types.LearnerDetails_UserFragmentDoc,
    "\n  query LearnerDevicesQuery($userId: ID!) {\n    learnerSessions(userId: $userId) {\n      id\n      device\n      ...DeviceRow_session\n    }\n  }\n": typeof types.LearnerDevicesQueryDocument,
    "\n  mutation RevokeLearnerSessionMutation($userId: ID!, $sessionId: ID!) {\n    revokeLearnerSession(userId: $userId, sessionId: $sessionId) {\n      id\n    }\n  }\n": typeof types.RevokeLearnerSessionMutationDocument,
    "\n  query LearnerPaymentsQuery($learnerId: ID!, $first: Int!, $after: String) {\n    payments(learnerId: $learnerId, first: $first, after: $after) {\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          paidAt\n          formattedAmount\n          status\n          refunded\n          refundReason\n        }\n      }\n    }\n  }\n": typeof types.LearnerPaymentsQueryDocument,
    "\n  fragment LearnersTable_user on User {\n    id\n    fullName\n    email\n    role\n    subscription {\n      status\n      currentPeriodEnd\n    }\n    lastActivityAt\n    paymentSummary {\n      count\n      formattedTotal\n    }\n    ...LearnerDetails_user\n  }\n": typeof types.LearnersTable_UserFragmentDoc,
    "\n  query AdminDashboardQuery($year: Int) {\n    courses(first: 24) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...CoursesOverviewTable_course\n          ...CourseState_course\n        }\n      }\n    }\n    stats(year: $year) {\n      year\n      message\n      ...UsersOverview_stats\n      ...SalesOverview_stats\n    }\n  }\n": typeof types.AdminDashboardQueryDocument,
    "\n  query AdminCoursesPageQuery($first: Int!, $after: String!) {\n    courses(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...CoursesOverviewTable_course\n          ...CourseState_course\n        }\n      }\n    }\n  }\n": typeof types.AdminCoursesPageQueryDocument,
    "\n  query RecentPaymentsQuery($first: Int!, $after: String) {\n    payments(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...RecentPaymentsTable_payment\n        }\n      }\n    }\n  }\n": typeof types.RecentPaymentsQueryDocument,
    "\n  query LearnersPageQuery($search: String, $first: Int, $after: String) {\n    users(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...LearnersTable_user\n        }\n      }\n    }\n  }\n": typeof types.LearnersPageQueryDocument,
    "\n  query CourseAnalyticsPageQuery($id: ID!, $from: DateTimeISO, $to: DateTimeISO) {\n    course(id: $id) {\n      id\n      title\n      analytics(from: $from, to: $to) {\n        from\n        to\n        started\n        finished\n        medianSecondsToComplete\n        funnel {\n          lectureId\n          title\n          position\n          viewers\n        }\n        mostDropped {\n          lectureId\n          title\n          sessions\n          earlyStops\n          share\n        }\n        quizzes {\n          quizId\n          title\n          attempts\n          passed\n          passRate\n        }\n      }\n      lectures {\n        id\n        title\n        lecture {\n          id\n          retention(from: $from, to: $to) {\n            sessions\n            durationSeconds\n            averagePercentWatched\n            replaySeconds\n            earlyStops\n            points {\n              second\n              share\n            }\n            dropOffs {\n              second\n              share\n              caption\n              frameUrl\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CourseAnalyticsPageQueryDocument,
    "\n  query EngagementOverviewQuery {\n    engagementOverview {\n      weeks {\n        weekStart\n        active\n        returning\n      }\n      paths {\n        pathId\n        title\n        started\n        completed\n      }\n      reminders {\n        channel\n        sent\n        clicked\n      }\n    }\n  }\n": typeof types.EngagementOverviewQueryDocument,
    "\n  query LearningOverviewQuery {\n    learningOverview {\n      from\n      to\n      days {\n        day\n        sessions\n        minutesWatched\n      }\n      courses {\n        courseId\n        title\n        started\n        finished\n      }\n    }\n  }\n": typeof types.LearningOverviewQueryDocument,
    "\n  fragment CategoryRow_category on Category {\n    name\n    courseCount\n    publishedCount\n  }\n": typeof types.CategoryRow_CategoryFragmentDoc,
    "\n  query CategoriesPageQuery {\n    managedCategories {\n      ...CategoryRow_category @unmask\n    }\n  }\n": typeof types.CategoriesPageQueryDocument,
    "\n  mutation CreateCategoryMutation($name: String!) {\n    createCategory(name: $name) {\n      ...CategoryRow_category\n    }\n  }\n": typeof types.CreateCategoryMutationDocument,
    "\n  mutation RenameCategoryMutation($name: String!, $newName: String!) {\n    renameCategory(name: $name, newName: $newName) {\n      ...CategoryRow_category\n    }\n  }\n": typeof types.RenameCategoryMutationDocument,
    "\n  mutation MergeCategoriesMutation($into: String!, $sources: [String!]!) {\n    mergeCategories(into: $into, sources: $sources) {\n      ...CategoryRow_category\n    }\n  }\n": typeof types.MergeCategoriesMutationDocument,
    "\n  mutation DeleteCategoryMutation($name: String!) {\n    deleteCategory(name: $name) {\n      name\n    }\n  }\n": typeof types.DeleteCategoryMutationDocument,
    "\n  fragment ContinueWatching_item on ContinueWatchingItem {\n    course {\n      id\n      title\n      thumbnailUrl\n    }\n    resumeLecture {\n      id\n      title\n      progress {\n        lectureId\n        positionSeconds\n      }\n    }\n    progress {\n      courseId\n      completedLectures\n      totalLectures\n      percent\n    }\n  }\n": typeof types.ContinueWatching_ItemFragmentDoc,
    "\n  query ContinueWatchingQuery {\n    continueWatching {\n      lastWatchedAt\n      ...ContinueWatching_item @unmask\n    }\n  }\n": typeof types.ContinueWatchingQueryDocument,
    "\n  fragment CourseCard_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n    status\n    language\n  }\n": typeof types.CourseCard_CourseFragmentDoc,
    "\n  query CourseCurriculumQuery($id: ID!) {\n    course(id: $id) {\n      id\n      lectures {\n        id\n        position\n        title\n        durationSeconds\n        freePreview\n        lecture {\n          id\n          ...LecturePlayer_lecture\n        }\n      }\n    }\n  }\n": typeof types.CourseCurriculumQueryDocument,
    "\n  query CoursePlanCardQuery {\n    subscriptionPlan {\n      price\n      currency\n      interval\n      refundWindowDays\n    }\n  }\n": typeof types.CoursePlanCardQueryDocument,
    "\n  query DashboardProcessingQuery {\n    unpublishedLectures {\n      id\n      courseId\n      status\n      processingProgress\n    }\n  }\n": typeof types.DashboardProcessingQueryDocument,
    "\n  fragment CoursesOverviewTable_course on Course {\n    id\n    title\n    category\n    createdBy\n    numberOfLectures\n    description\n  }\n": typeof types.CoursesOverviewTable_CourseFragmentDoc,
    "\n  query LectureMomentsQuery($query: String!, $first: Int) {\n    searchTranscripts(query: $query, first: $first) {\n      courseId\n      courseTitle\n      lectureId\n      lecturePosition\n      lectureTitle\n      startSeconds\n      snippet\n    }\n  }\n": typeof types.LectureMomentsQueryDocument,
    "\n  query CourseProgressQuery($id: ID!) {\n    course(id: $id) {\n      id\n      progress {\n        courseId\n        completedLectures\n        totalLectures\n        passedQuizzes\n        totalQuizzes\n        percent\n      }\n      certificate {\n        code\n      }\n      certificateWithheld {\n        message\n        lecturesToWatch {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.CourseProgressQueryDocument,
    "\n  query MyCourseProgressQuery {\n    myCourseProgress {\n      courseId\n      completedLectures\n      totalLectures\n      percent\n    }\n  }\n": typeof types.MyCourseProgressQueryDocument,
    "\n  fragment CourseState_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n  }\n": typeof types.CourseState_CourseFragmentDoc,
    "\n  query CourseCategoriesQuery {\n    categories\n  }\n": typeof types.CourseCategoriesQueryDocument,
    "\n  query ManagedCategoriesQuery {\n    managedCategories {\n      name\n      courseCount\n    }\n  }\n": typeof types.ManagedCategoriesQueryDocument,
    "\n  query CourseCatalogQuery(\n    $first: Int\n    $after: String\n    $search: String\n    $category: String\n    $sort: CourseSort\n    $language: String\n    $captionLanguage: String\n  ) {\n    courses(\n      first: $first\n      after: $after\n      search: $search\n      category: $category\n      sort: $sort\n      language: $language\n      captionLanguage: $captionLanguage\n    ) {\n      totalCount\n      correctedSearch\n      facets {\n        category\n        count\n      }\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...CourseCard_course\n        }\n      }\n    }\n  }\n": typeof types.CourseCatalogQueryDocument,
    "\n  query CourseLanguagesQuery {\n    courseLanguages {\n      languages\n      captionLanguages\n    }\n  }\n": typeof types.CourseLanguagesQueryDocument,
    "\n  mutation PublishCourseMutation($id: ID!) {\n    publishCourse(id: $id) {\n      id\n      status\n      autoPublish\n    }\n  }\n": typeof types.PublishCourseMutationDocument,
    "\n  mutation UnpublishCourseMutation($id: ID!) {\n    unpublishCourse(id: $id) {\n      id\n      status\n      autoPublish\n    }\n  }\n": typeof types.UnpublishCourseMutationDocument,
    "\n  mutation SetCourseViewingRequirementMutation($id: ID!, $required: Boolean!) {\n    setCourseViewingRequirement(id: $id, requireVerifiedViewing: $required) {\n      id\n      requireVerifiedViewing\n    }\n  }\n": typeof types.SetCourseViewingRequirementMutationDocument,
    "\n  mutation CreateCourseMutation(\n    $input: CourseInput!\n    $publishWhenReady: Boolean!\n    $thumbnail: Upload\n    $instructorAvatar: Upload\n  ) {\n    createCourse(\n      input: $input\n      publishWhenReady: $publishWhenReady\n      thumbnail: $thumbnail\n      instructorAvatar: $instructorAvatar\n    ) {\n      ...CourseCard_course\n    }\n  }\n": typeof types.CreateCourseMutationDocument,
    "\n  mutation DeleteCourseMutation($id: ID!) {\n    deleteCourse(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCourseMutationDocument,
    "\n  mutation UpdateCourseMutation($id: ID!, $input: CourseInput!, $thumbnail: Upload, $instructorAvatar: Upload) {\n    updateCourse(id: $id, input: $input, thumbnail: $thumbnail, instructorAvatar: $instructorAvatar) {\n      id\n      subtitle\n      outcomes\n      requirements\n      instructorBio\n      instructorAvatarUrl\n      ...CourseCard_course\n      ...CourseState_course\n    }\n  }\n": typeof types.UpdateCourseMutationDocument,
    "\n  query EditCoursePageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      description\n      category\n      createdBy\n      language\n      thumbnailUrl\n      subtitle\n      outcomes\n      requirements\n      instructorBio\n      instructorAvatarUrl\n      requireVerifiedViewing\n    }\n  }\n": typeof types.EditCoursePageQueryDocument,
    "\n  query PathsQuery {\n    paths {\n      id\n      slug\n      title\n      description\n      published\n      courses {\n        position\n        course {\n          id\n        }\n      }\n      progress {\n        pathId\n        percent\n        completed\n      }\n    }\n  }\n": typeof types.PathsQueryDocument,
    "\n  query PathQuery($slug: String!) {\n    path(slug: $slug) {\n      id\n      slug\n      title\n      description\n      outcome\n      published\n      courses {\n        position\n        requiresPrevious\n        course {\n          id\n          title\n          createdBy\n          thumbnailUrl\n          numberOfLectures\n          totalDurationSeconds\n          status\n        }\n      }\n      progress {\n        pathId\n        completedCourses\n        totalCourses\n        percent\n        completed\n        nextCourse {\n          id\n        }\n        steps {\n          courseId\n          completed\n          locked\n        }\n        certificate {\n          code\n          verificationUrl\n          pdfUrl\n        }\n      }\n    }\n  }\n": typeof types.PathQueryDocument,
    "\n  query PathEditorQuery($slug: String!) {\n    path(slug: $slug) {\n      id\n      slug\n      title\n      description\n      outcome\n      published\n      courses {\n        requiresPrevious\n        course {\n          id\n          title\n          status\n        }\n      }\n    }\n  }\n": typeof types.PathEditorQueryDocument,
    "\n  query PathCourseChoicesQuery {\n    courses(first: 100, sort: TITLE) {\n      edges {\n        node {\n          id\n          title\n          status\n        }\n      }\n    }\n  }\n": typeof types.PathCourseChoicesQueryDocument,
    "\n  mutation CreatePathMutation($input: PathInput!) {\n    createPath(input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.CreatePathMutationDocument,
    "\n  mutation UpdatePathMutation($id: ID!, $input: PathInput!) {\n    updatePath(id: $id, input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.UpdatePathMutationDocument,
    "\n  query CoursePathsQuery($id: ID!) {\n    course(id: $id) {\n      id\n      paths {\n        id\n        slug\n        title\n      }\n    }\n  }\n": typeof types.CoursePathsQueryDocument,
    "\n  fragment SubscriptionBundleCard_plan on SubscriptionPlan {\n    price\n    currency\n    interval\n    refundWindowDays\n  }\n": typeof types.SubscriptionBundleCard_PlanFragmentDoc,
    "\n  mutation ConfirmCheckoutMutation($sessionId: String!) {\n    confirmCheckout(sessionId: $sessionId) {\n      success\n      subscriptionId\n      message\n      user {\n        ...Session_user @unmask\n        subscription {\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n": typeof types.ConfirmCheckoutMutationDocument,
    "\n  mutation StartCheckoutMutation {\n    startCheckout {\n      id\n      url\n    }\n  }\n": typeof types.StartCheckoutMutationDocument,
    "\n  query CheckoutPageQuery {\n    subscriptionPlan {\n      requiresConfirmedEmail\n      ...SubscriptionBundleCard_plan\n    }\n    me {\n      id\n      role\n      emailVerified\n      subscription {\n        status\n        active\n        currentPeriodEnd\n      }\n    }\n  }\n": typeof types.CheckoutPageQueryDocument,
    "\n  fragment PaymentHistory_payment on Payment {\n    id\n    formattedAmount\n    status\n    paidAt\n    refunded\n    refundedAt\n    refundReason\n  }\n": typeof types.PaymentHistory_PaymentFragmentDoc,
    "\n  query ReceiptPageQuery($paymentId: ID!) {\n    receipt(paymentId: $paymentId) {\n      paymentId\n      number\n      issuedAt\n      plan\n      formattedAmount\n      tax {\n        formatted\n      }\n      paymentMethod\n      status\n      refundedAt\n      refund {\n        formatted\n      }\n      billedTo {\n        name\n        email\n      }\n      seller {\n        name\n        address\n      }\n      cancellation {\n        outcome\n        accessEndsAt\n      }\n    }\n  }\n": typeof types.ReceiptPageQueryDocument,
    "\n  fragment RecentPaymentsTable_payment on Payment {\n    id\n    paidAt\n    formattedAmount\n    status\n    refunded\n    refundReason\n    customer {\n      id\n      fullName\n      email\n    }\n  }\n": typeof types.RecentPaymentsTable_PaymentFragmentDoc,
    "\n  query AdminRevenueQuery($year: Int!, $month: Int!) {\n    revenue(year: $year, month: $month) {\n      year\n      month\n      currency\n      cashCollected\n      refunds\n      recognisedRevenue\n      deferredRevenue\n      activeSubscribers\n      activeAtMonthStart\n      churnedSubscribers\n      churnRate\n      failedRenewals\n      failedRenewalsAmount\n      renewalsDue {\n        withinDays\n        count\n        amount\n      }\n      monthly {\n        month\n        cashCollected\n        refunds\n        recognisedRevenue\n      }\n    }\n  }\n": typeof types.AdminRevenueQueryDocument,
    "\n  fragment SalesOverview_stats on Stats {\n    year\n    monthlySales\n    totalRevenue\n    collectedRevenue\n    currency\n  }\n": typeof types.SalesOverview_StatsFragmentDoc,
    "\n  fragment UsersOverview_stats on Stats {\n    allUsersCount\n    subscribedUsersCount\n    teamSubscriptionsCount\n    teamSeatsCount\n    teamSeatsUsed\n  }\n": typeof types.UsersOverview_StatsFragmentDoc,
    "\n  fragment TeamMembersList_team on Team {\n    id\n    members {\n      userId\n      fullName\n      email\n      joinedAt\n      isOwner\n      coursesStarted\n      quizzesPassed\n      lastActivityAt\n      certificates {\n        code\n        courseTitle\n        issuedAt\n      }\n    }\n  }\n": typeof types.TeamMembersList_TeamFragmentDoc,
    "\n  fragment TeamOverview_team on Team {\n    id\n    name\n    status\n    seats\n    renewalSeats\n    seatsUsed\n    seatsFree\n    ownerTakesSeat\n    currentPeriodEnd\n    renews\n    accessEndsAt\n    pricePerSeat\n    currency\n    invitations {\n      id\n      email\n      expiresAt\n    }\n    joinLink {\n      url\n      expiresAt\n    }\n    ...TeamMembersList_team @unmask\n  }\n": typeof types.TeamOverview_TeamFragmentDoc,
    "\n  query TeamPageQuery {\n    team {\n      ...TeamOverview_team @unmask\n    }\n    teamSeat {\n      teamName\n      ownerName\n      isOwner\n      active\n    }\n    subscriptionPlan {\n      price\n      currency\n    }\n  }\n": typeof types.TeamPageQueryDocument,
    "\n  query TeamInvitationQuery($token: String, $invitationId: ID) {\n    teamInvitation(token: $token, invitationId: $invitationId) {\n      teamName\n      ownerName\n      seatsFree\n      hasOwnSubscription\n      alreadyMember\n      inAnotherTeam\n    }\n  }\n": typeof types.TeamInvitationQueryDocument,
    "\n  mutation CreateTeamCheckoutMutation($input: TeamCheckoutInput!) {\n    createTeamCheckout(input: $input) {\n      id\n      url\n    }\n  }\n": typeof types.CreateTeamCheckoutMutationDocument,
    "\n  mutation SetTeamSeatsMutation($seats: Int!) {\n    setTeamSeats(seats: $seats) {\n      ...TeamOverview_team\n    }\n  }\n": typeof types.SetTeamSeatsMutationDocument,
    "\n  mutation InviteTeamMembersMutation($emails: String!) {\n    inviteTeamMembers(emails: $emails) {\n      ...TeamOverview_team\n    }\n  }\n": typeof types.InviteTeamMembersMutationDocument,
    "\n  mutation RevokeTeamInvitationMutation($id: ID!) {\n    revokeTeamInvitation(id: $id) {\n      ...TeamOverview_team\n    }\n  }\n": typeof types.RevokeTeamInvitationMutationDocument,
    "\n  mutation CreateTeamJoinLinkMutation {\n    createTeamJoinLink {\n      ...TeamOverview_team\n    }\n  }\n": typeof types.CreateTeamJoinLinkMutationDocument,
    "\n  mutation RevokeTeamJoinLinkMutation {\n    revokeTeamJoinLink {\n      ...TeamOverview_team\n    }\n  }\n": typeof types.RevokeTeamJoinLinkMutationDocument,
    "\n  mutation RemoveTeamMemberMutation($userId: ID!) {\n    removeTeamMember(userId: $userId) {\n      ...TeamOverview_team\n    }\n  }\n": typeof types.RemoveTeamMemberMutationDocument,
    "\n  mutation JoinTeamMutation($token: String, $invitationId: ID) {\n    joinTeam(token: $token, invitationId: $invitationId) {\n      teamName\n      ownerName\n      isOwner\n      active\n    }\n  }\n": typeof types.JoinTeamMutationDocument,
    "\n  mutation LeaveTeamMutation {\n    leaveTeam {\n      message\n    }\n  }\n": typeof types.LeaveTeamMutationDocument,
    "\n  fragment ApiKeysTable_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    createdByName\n    creatorAccountClosed\n    expiresAt\n    revokedAt\n    lastUsedAt\n  }\n": typeof types.ApiKeysTable_ApiKeyFragmentDoc,
    "\n  mutation CreateApiKeyMutation($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        ...ApiKeysTable_apiKey\n      }\n    }\n  }\n": typeof types.CreateApiKeyMutationDocument,
    "\n  mutation RevokeApiKeyMutation($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyMutationDocument,
    "\n  query ApiKeysPageQuery {\n    apiKeys {\n      ...ApiKeysTable_apiKey @unmask\n    }\n  }\n": typeof types.ApiKeysPageQueryDocument,
    "\n  query SsoProvidersQuery {\n    ssoProviders {\n      id\n      name\n    }\n  }\n": typeof types.SsoProvidersQueryDocument,
    "\n  mutation PasskeyLoginOptionsMutation {\n    passkeyLoginOptions\n  }\n": typeof types.PasskeyLoginOptionsMutationDocument,
    "\n  mutation LoginWithPasskeyMutation($response: String!) {\n    loginWithPasskey(response: $response) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n": typeof types.LoginWithPasskeyMutationDocument,
    "\n  mutation SecondFactorPasskeyOptionsMutation($challengeToken: String!) {\n    secondFactorPasskeyOptions(challengeToken: $challengeToken)\n  }\n": typeof types.SecondFactorPasskeyOptionsMutationDocument,
    "\n  mutation CompleteSecondFactorMutation($input: CompleteSecondFactorInput!) {\n    completeSecondFactor(input: $input) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n": typeof types.CompleteSecondFactorMutationDocument,
    "\n  query SecuritySettingsQuery {\n    me {\n      id\n      mfaEnabled\n      mfaSetupRequired\n      security {\n        totpEnabled\n        recoveryCodesLeft\n      }\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n        backedUp\n      }\n    }\n  }\n": typeof types.SecuritySettingsQueryDocument,
    "\n  mutation PasskeyRegistrationOptionsMutation {\n    passkeyRegistrationOptions\n  }\n": typeof types.PasskeyRegistrationOptionsMutationDocument,
    "\n  mutation RegisterPasskeyMutation($response: String!, $name: String!) {\n    registerPasskey(response: $response, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RegisterPasskeyMutationDocument,
    "\n  mutation RenamePasskeyMutation($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenamePasskeyMutationDocument,
    "\n  mutation RemovePasskeyMutation($id: ID!) {\n    removePasskey(id: $id) {\n      id\n    }\n  }\n": typeof types.RemovePasskeyMutationDocument,
    "\n  mutation EnableTotpMutation {\n    enableTotp {\n      secret\n      uri\n      qrCodeDataUrl\n    }\n  }\n": typeof types.EnableTotpMutationDocument,
    "\n  mutation ConfirmTotpMutation($code: String!) {\n    confirmTotp(code: $code) {\n      message\n      codes\n    }\n  }\n": typeof types.ConfirmTotpMutationDocument,
    "\n  mutation DisableTotpMutation {\n    disableTotp {\n      user {\n        id\n        mfaEnabled\n        security {\n          totpEnabled\n          recoveryCodesLeft\n        }\n      }\n    }\n  }\n": typeof types.DisableTotpMutationDocument,
    "\n  mutation RegenerateRecoveryCodesMutation {\n    regenerateRecoveryCodes {\n      message\n      codes\n    }\n  }\n": typeof types.RegenerateRecoveryCodesMutationDocument,
    "\n  mutation ReauthenticationPasskeyOptionsMutation {\n    reauthenticationPasskeyOptions\n  }\n": typeof types.ReauthenticationPasskeyOptionsMutationDocument,
    "\n  mutation ReauthenticateMutation($input: ReauthenticateInput!) {\n    reauthenticate(input: $input) {\n      until\n    }\n  }\n": typeof types.ReauthenticateMutationDocument,
    "\n  query SsoSecondFactorQuery {\n    ssoSecondFactor {\n      challengeToken\n      methods\n      expiresAt\n    }\n  }\n": typeof types.SsoSecondFactorQueryDocument,
    "\n  mutation CancelEmailChangeMutation($token: String!) {\n    cancelEmailChange(token: $token) {\n      cancelledAt\n    }\n  }\n": typeof types.CancelEmailChangeMutationDocument,
    "\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n": typeof types.ChangePasswordMutationDocument,
    "\n  mutation CompleteSsoLinkMutation($password: String!) {\n    completeSsoLink(password: $password) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n": typeof types.CompleteSsoLinkMutationDocument,
    "\n  mutation ConfirmEmailChangeMutation($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n": typeof types.ConfirmEmailChangeMutationDocument,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n      secondFactor {\n        challengeToken\n        methods\n      }\n    }\n  }\n": typeof types.LoginMutationDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      sessionId\n    }\n  }\n": typeof types.LogoutMutationDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {\n    register(input: $input, avatar: $avatar) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n": typeof types.RegisterMutationDocument,
    "\n  mutation RequestEmailChangeMutation($newEmail: String!, $password: String!) {\n    requestEmailChange(newEmail: $newEmail, password: $password) {\n      newEmail\n    }\n  }\n": typeof types.RequestEmailChangeMutationDocument,
    "\n  mutation RequestPasswordResetMutation($email: String!) {\n    requestPasswordReset(email: $email) {\n      email\n    }\n  }\n": typeof types.RequestPasswordResetMutationDocument,
    "\n  mutation ResendVerificationMutation {\n    resendVerification {\n      sent\n    }\n  }\n": typeof types.ResendVerificationMutationDocument,
    "\n  mutation ResetPasswordMutation($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      signedOut\n    }\n  }\n": typeof types.ResetPasswordMutationDocument,
    "\n  mutation VerifyEmailMutation($token: String!) {\n    verifyEmail(token: $token) {\n      email\n    }\n  }\n": typeof types.VerifyEmailMutationDocument,
    "\n  query PasswordChangeSsoLinksQuery {\n    me {\n      id\n      ssoLinks {\n        providerId\n        providerName\n      }\n    }\n  }\n": typeof types.PasswordChangeSsoLinksQueryDocument,
    "\n  query SsoPendingLinkQuery {\n    ssoPendingLink {\n      providerId\n      providerName\n      email\n    }\n  }\n": typeof types.SsoPendingLinkQueryDocument,
    "\n  query ReauthenticationMethodsQuery {\n    me {\n      id\n      security {\n        totpEnabled\n      }\n      passkeys {\n        id\n      }\n    }\n  }\n": typeof types.ReauthenticationMethodsQueryDocument,
    "\n  fragment Session_user on User {\n    id\n    fullName\n    email\n    emailVerified\n    role\n    avatarUrl\n    locale\n    timeZone\n    mfaSetupRequired\n    subscription {\n      status\n      active\n    }\n  }\n": typeof types.Session_UserFragmentDoc,
    "\n  query MeQuery {\n    me {\n      ...Session_user @unmask\n    }\n  }\n": typeof types.MeQueryDocument,
    "\n  fragment SsoProviderRow_provider on SsoProviderConfig {\n    id\n    name\n    issuer\n    clientId\n    allowedDomains\n    disablePasswordForDomains\n    source\n  }\n": typeof types.SsoProviderRow_ProviderFragmentDoc,
    "\n  query SsoProviderConfigsQuery {\n    ssoProviderConfigs {\n      ...SsoProviderRow_provider @unmask\n    }\n  }\n": typeof types.SsoProviderConfigsQueryDocument,
    "\n  mutation CreateSsoProviderMutation($input: SsoProviderInput!) {\n    createSsoProvider(input: $input) {\n      ...SsoProviderRow_provider\n    }\n  }\n": typeof types.CreateSsoProviderMutationDocument,
    "\n  mutation UpdateSsoProviderMutation($id: ID!, $input: SsoProviderInput!) {\n    updateSsoProvider(id: $id, input: $input) {\n      ...SsoProviderRow_provider\n    }\n  }\n": typeof types.UpdateSsoProviderMutationDocument,
    "\n  mutation DeleteSsoProviderMutation($id: ID!) {\n    deleteSsoProvider(id: $id)\n  }\n": typeof types.DeleteSsoProviderMutationDocument,
    "\n  mutation SetTimeZoneMutation($timeZone: String) {\n    setTimeZone(timeZone: $timeZone) {\n      id\n      timeZone\n    }\n  }\n": typeof types.SetTimeZoneMutationDocument,
    "\n  query CancellationPreviewQuery {\n    cancellationPreview {\n      outcome\n      accessEndsAt\n      refund {\n        formatted\n      }\n    }\n  }\n": typeof types.CancellationPreviewQueryDocument,
    "\n  query WebPushPublicKeyQuery {\n    webPushPublicKey\n  }\n": typeof types.WebPushPublicKeyQueryDocument,
    "\n  mutation SubscribeToPushMutation($input: PushSubscriptionInput!) {\n    subscribeToPush(input: $input) {\n      endpoint\n      subscribed\n    }\n  }\n": typeof types.SubscribeToPushMutationDocument,
    "\n  mutation UnsubscribeFromPushMutation($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint) {\n      endpoint\n      subscribed\n    }\n  }\n": typeof types.UnsubscribeFromPushMutationDocument,
    "\n  fragment DeviceRow_session on AccountSession {\n    id\n    device\n    ip\n    lastSeenAt\n    current\n    downloads\n    playing\n  }\n": typeof types.DeviceRow_SessionFragmentDoc,
    "\n  query IdleReminderQuery {\n    idleReminder {\n      days\n      chosen\n    }\n  }\n": typeof types.IdleReminderQueryDocument,
    "\n  mutation SetIdleReminderDaysMutation($days: Int) {\n    setIdleReminderDays(days: $days) {\n      days\n      chosen\n    }\n  }\n": typeof types.SetIdleReminderDaysMutationDocument,
    "\n  query MailPreferencesQuery {\n    mailPreferences {\n      kind\n      subscribed\n    }\n  }\n": typeof types.MailPreferencesQueryDocument,
    "\n  mutation SetMailPreferenceMutation($kind: MailKind!, $subscribed: Boolean!) {\n    setMailPreference(kind: $kind, subscribed: $subscribed) {\n      kind\n      subscribed\n    }\n  }\n": typeof types.SetMailPreferenceMutationDocument,
    "\n  query NotificationChannelsQuery {\n    notificationChannels {\n      channel\n      enabled\n    }\n  }\n": typeof types.NotificationChannelsQueryDocument,
    "\n  mutation SetNotificationChannelMutation($enabled: Boolean!) {\n    setNotificationChannel(channel: PUSH, enabled: $enabled) {\n      channel\n      enabled\n    }\n  }\n": typeof types.SetNotificationChannelMutationDocument,
    "\n  query SignedInDevicesQuery {\n    mySessions {\n      id\n      device\n      current\n      ...DeviceRow_session\n    }\n  }\n": typeof types.SignedInDevicesQueryDocument,
    "\n  query MySsoLinksQuery {\n    me {\n      id\n      ssoLinks {\n        providerId\n        providerName\n        email\n        createdAt\n      }\n    }\n    ssoProviders {\n      id\n      name\n    }\n  }\n": typeof types.MySsoLinksQueryDocument,
    "\n  mutation StartSsoLinkMutation($providerId: ID!) {\n    startSsoLink(providerId: $providerId)\n  }\n": typeof types.StartSsoLinkMutationDocument,
    "\n  mutation UnlinkSsoMutation($providerId: ID!) {\n    unlinkSso(providerId: $providerId)\n  }\n": typeof types.UnlinkSsoMutationDocument,
    "\n  fragment SubscriptionChange_user on User {\n    id\n    subscription {\n      status\n      active\n      renews\n      cancelAtPeriodEnd\n      currentPeriodEnd\n    }\n  }\n": typeof types.SubscriptionChange_UserFragmentDoc,
    "\n  mutation CancelSubscriptionMutation {\n    cancelSubscription {\n      success\n      message\n      refunded\n      outcome\n      accessEndsAt\n      user {\n        ...Session_user @unmask\n        ...SubscriptionChange_user\n      }\n    }\n  }\n": typeof types.CancelSubscriptionMutationDocument,
    "\n  mutation DeleteAccountMutation($password: String!) {\n    deleteAccount(password: $password) {\n      id\n      subscriptionCancelled\n      refunded\n    }\n  }\n": typeof types.DeleteAccountMutationDocument,
    "\n  mutation OpenBillingPortalMutation {\n    openBillingPortal\n  }\n": typeof types.OpenBillingPortalMutationDocument,
    "\n  mutation RevokeSessionMutation($id: ID!) {\n    revokeSession(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokeSessionMutationDocument,
    "\n  mutation RevokeOtherSessionsMutation {\n    revokeOtherSessions {\n      sessions {\n        id\n      }\n    }\n  }\n": typeof types.RevokeOtherSessionsMutationDocument,
    "\n  mutation SetAutoRenewMutation($enabled: Boolean!) {\n    setAutoRenew(enabled: $enabled) {\n      success\n      message\n      user {\n        ...SubscriptionChange_user\n      }\n    }\n  }\n": typeof types.SetAutoRenewMutationDocument,
    "\n  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {\n    updateProfile(fullName: $fullName, avatar: $avatar) {\n      ...Session_user @unmask\n    }\n  }\n": typeof types.UpdateProfileMutationDocument,
    "\n  query ExportMyDataQuery {\n    exportMyData {\n      filename\n      json\n    }\n  }\n": typeof types.ExportMyDataQueryDocument,
    "\n  query WebhookDeliveryLogQuery($endpointId: ID!, $first: Int!, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          eventId\n          eventType\n          status\n          attempts\n          requestBody\n          responseStatus\n          responseBody\n          durationMs\n          error\n          createdAt\n          lastAttemptAt\n          nextAttemptAt\n        }\n      }\n    }\n  }\n": typeof types.WebhookDeliveryLogQueryDocument,
    "\n  fragment WebhookEndpointCard_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    eventTypes\n    enabled\n    disabledReason\n    failingSince\n    previousSecretExpiresAt\n    createdAt\n  }\n": typeof types.WebhookEndpointCard_EndpointFragmentDoc,
    "\n  mutation CreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointCard_endpoint\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointMutationDocument,
    "\n  mutation RotateWebhookSecretMutation($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointCard_endpoint\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretMutationDocument,
    "\n  mutation UpdateWebhookEndpointMutation($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n": typeof types.UpdateWebhookEndpointMutationDocument,
    "\n  mutation DeleteWebhookEndpointMutation($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.DeleteWebhookEndpointMutationDocument,
    "\n  mutation SendTestWebhookEventMutation($endpointId: ID!) {\n    sendTestWebhookEvent(endpointId: $endpointId) {\n      id\n      message\n    }\n  }\n": typeof types.SendTestWebhookEventMutationDocument,
    "\n  mutation ReplayWebhookDeliveryMutation($id: ID!) {\n    replayWebhookDelivery(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.ReplayWebhookDeliveryMutationDocument,
    "\n  query WebhooksPageQuery {\n    webhookEndpoints {\n      id\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n": typeof types.WebhooksPageQueryDocument,
    "\n  query MyCertificatesQuery {\n    myCertificates {\n      code\n      completedAt\n      courseId\n      courseTitle\n      learnerName\n    }\n  }\n": typeof types.MyCertificatesQueryDocument,
    "\n  mutation ReissueCertificateMutation($courseId: ID!) {\n    reissueCertificate(courseId: $courseId) {\n      code\n      learnerName\n      reissuedAt\n    }\n  }\n": typeof types.ReissueCertificateMutationDocument,
    "\n  query CertificatePageQuery($code: String!) {\n    certificate(code: $code) {\n      code\n      completedAt\n      courseId\n      courseTitle\n      instructor\n      learnerName\n      reissuedAt\n      totalSeconds\n      viewingVerified\n      quizzesPassed\n      path {\n        id\n        slug\n        courseCount\n      }\n      issuer\n      verificationUrl\n      pdfUrl\n      linkedInUrl\n    }\n  }\n": typeof types.CertificatePageQueryDocument,
    "\n  fragment DiscussionPost_post on Post {\n    id\n    parentId\n    title\n    body\n    videoSeconds\n    upvotes\n    replyCount\n    acceptedReplyId\n    answered\n    hidden\n    locked\n    createdAt\n    editedAt\n    authorName\n    byInstructor\n    mine\n    upvotedByMe\n    reportCount\n  }\n": typeof types.DiscussionPost_PostFragmentDoc,
    "\n  query LectureQuestionsQuery(\n    $courseId: ID!\n    $lectureId: ID\n    $sort: DiscussionSort\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    courseQuestions(\n      courseId: $courseId\n      lectureId: $lectureId\n      sort: $sort\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        node {\n          ...DiscussionPost_post @unmask\n        }\n      }\n    }\n  }\n": typeof types.LectureQuestionsQueryDocument,
    "\n  query QuestionThreadQuery($id: ID!) {\n    discussionPost(id: $id) {\n      ...DiscussionPost_post @unmask\n      replies {\n        ...DiscussionPost_post @unmask\n      }\n    }\n  }\n": typeof types.QuestionThreadQueryDocument,
    "\n  query UnansweredQuestionsQuery($first: Int, $after: String) {\n    unansweredQuestions(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        node {\n          ...DiscussionPost_post @unmask\n          courseId\n          lectureId\n          courseTitle\n          lectureTitle\n        }\n      }\n    }\n  }\n": typeof types.UnansweredQuestionsQueryDocument,
    "\n  mutation AskQuestionMutation($lectureId: ID!, $input: AskQuestionInput!) {\n    askQuestion(lectureId: $lectureId, input: $input) {\n      ...DiscussionPost_post\n    }\n  }\n": typeof types.AskQuestionMutationDocument,
    "\n  mutation ReplyToPostMutation($postId: ID!, $body: String!) {\n    replyToPost(postId: $postId, body: $body) {\n      ...DiscussionPost_post\n    }\n  }\n": typeof types.ReplyToPostMutationDocument,
    "\n  mutation UpvotePostMutation($id: ID!, $upvoted: Boolean!) {\n    upvotePost(id: $id, upvoted: $upvoted) {\n      id\n      upvotes\n      upvotedByMe\n    }\n  }\n": typeof types.UpvotePostMutationDocument,
    "\n  mutation AcceptAnswerMutation($replyId: ID!, $accepted: Boolean!) {\n    acceptAnswer(replyId: $replyId, accepted: $accepted) {\n      id\n      acceptedReplyId\n      answered\n    }\n  }\n": typeof types.AcceptAnswerMutationDocument,
    "\n  mutation DeletePostMutation($id: ID!) {\n    deletePost(id: $id) {\n      id\n      parentId\n    }\n  }\n": typeof types.DeletePostMutationDocument,
    "\n  mutation ModeratePostMutation($id: ID!, $action: ModerationAction!) {\n    moderatePost(id: $id, action: $action) {\n      id\n      hidden\n      locked\n    }\n  }\n": typeof types.ModeratePostMutationDocument,
    "\n  mutation ReportPostMutation($id: ID!) {\n    reportPost(id: $id) {\n      id\n    }\n  }\n": typeof types.ReportPostMutationDocument,
    "\n  mutation SetMailSubscriptionMutation($token: String!, $subscribed: Boolean!) {\n    setMailSubscription(token: $token, subscribed: $subscribed) {\n      kind\n      subscribed\n    }\n  }\n": typeof types.SetMailSubscriptionMutationDocument,
    "\n  fragment InboxItemRow_item on InboxItem {\n    id\n    kind\n    createdAt\n    read\n    courseId\n    courseTitle\n    lectureId\n    lectureTitle\n    questionId\n    questionTitle\n    actorName\n    certificateCode\n    pathTitle\n    teamName\n    invitationId\n  }\n": typeof types.InboxItemRow_ItemFragmentDoc,
    "\n  query InboxPageQuery($after: String) {\n    inbox(first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...InboxItemRow_item\n        }\n      }\n    }\n    inboxUnreadCount\n  }\n": typeof types.InboxPageQueryDocument,
    "\n  query InboxUnreadCountQuery {\n    inboxUnreadCount\n  }\n": typeof types.InboxUnreadCountQueryDocument,
    "\n  mutation MarkInboxReadMutation($ids: [ID!]) {\n    markInboxRead(ids: $ids) {\n      unreadCount\n      items {\n        id\n        read\n      }\n    }\n  }\n": typeof types.MarkInboxReadMutationDocument,
    "\n  query WeeklyGoalQuery {\n    weeklyGoal {\n      weeklyMinutes\n      minutesThisWeek\n      streakWeeks\n    }\n  }\n": typeof types.WeeklyGoalQueryDocument,
    "\n  mutation SetWeeklyGoalMutation($minutes: Int) {\n    setWeeklyGoal(minutes: $minutes) {\n      weeklyMinutes\n      minutesThisWeek\n      streakWeeks\n    }\n  }\n": typeof types.SetWeeklyGoalMutationDocument,
    "\n  query MyLearningPageQuery {\n    continueWatching {\n      ...ContinueWatching_item @unmask\n      course {\n        id\n        createdBy\n      }\n    }\n    myCertificates {\n      code\n      courseId\n      courseTitle\n      instructor\n      completedAt\n    }\n  }\n": typeof types.MyLearningPageQueryDocument,
    "\n  fragment Notes_note on Note {\n    id\n    kind\n    body\n    atSeconds\n    lectureId\n    lectureTitle\n    courseId\n    updatedAt\n  }\n": typeof types.Notes_NoteFragmentDoc,
    "\n  query CourseNotesQuery($courseId: ID!) {\n    courseNotes(courseId: $courseId) {\n      courseId\n      courseTitle\n      markdownUrl\n      pdfUrl\n      notes {\n        ...Notes_note @unmask\n      }\n    }\n  }\n": typeof types.CourseNotesQueryDocument,
    "\n  mutation AddNoteMutation($lectureId: ID!, $input: AddNoteInput!) {\n    addNote(lectureId: $lectureId, input: $input) {\n      ...Notes_note @unmask\n    }\n  }\n": typeof types.AddNoteMutationDocument,
    "\n  mutation EditNoteMutation($id: ID!, $input: EditNoteInput!) {\n    editNote(id: $id, input: $input) {\n      ...Notes_note @unmask\n    }\n  }\n": typeof types.EditNoteMutationDocument,
    "\n  mutation DeleteNoteMutation($id: ID!) {\n    deleteNote(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteNoteMutationDocument,
    "\n  query BookmarkedMomentsQuery($lectureId: ID!) {\n    bookmarkedMoments(lectureId: $lectureId) {\n      atSeconds\n      learners\n    }\n  }\n": typeof types.BookmarkedMomentsQueryDocument,
    "\n  query CourseItemsQuery($id: ID!) {\n    course(id: $id) {\n      id\n      items {\n        kind\n        lecture {\n          id\n          title\n          durationSeconds\n        }\n        quiz {\n          id\n          title\n          questionCount\n          atSeconds\n        }\n      }\n    }\n  }\n": typeof types.CourseItemsQueryDocument,
    "\n  mutation StartQuizAttemptMutation($quizId: ID!) {\n    startQuizAttempt(quizId: $quizId) {\n      ...QuizAttempt_attempt @unmask\n    }\n  }\n": typeof types.StartQuizAttemptMutationDocument,
    "\n  mutation SubmitQuizAttemptMutation($attemptId: ID!, $answers: [AnswerInput!]!) {\n    submitQuizAttempt(attemptId: $attemptId, answers: $answers) {\n      ...QuizAttempt_attempt @unmask\n    }\n  }\n": typeof types.SubmitQuizAttemptMutationDocument,
    "\n  mutation SubmitOfflineQuizAttemptMutation($input: OfflineQuizAttemptInput!) {\n    submitOfflineQuizAttempt(input: $input) {\n      id\n      scorePercent\n      passed\n    }\n  }\n": typeof types.SubmitOfflineQuizAttemptMutationDocument,
    "\n  query QuizBuilderQuery($id: ID!) {\n    quiz(id: $id) {\n      id\n      courseId\n      afterLectureId\n      atSeconds\n      skippable\n      title\n      passMarkPercent\n      attemptsAllowed\n      waitMinutes\n      shuffleQuestions\n      shuffleOptions\n      timeLimitSeconds\n      version\n      questionKeys {\n        id\n        type\n        prompt\n        explanation\n        points\n        options\n        correctIndexes\n        correctBoolean\n        acceptedAnswers\n      }\n      results {\n        attempts\n        passRate\n        averageScore\n        questions {\n          questionId\n          prompt\n          answers\n          shareRight\n          mostChosenWrongAnswer\n          mostChosenWrongCount\n        }\n        learners {\n          userId\n          fullName\n          attempts\n          scores\n          bestScore\n          passed\n        }\n      }\n    }\n  }\n": typeof types.QuizBuilderQueryDocument,
    "\n  query QuizBuilderLecturesQuery($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      title\n      lectures {\n        id\n        title\n      }\n    }\n  }\n": typeof types.QuizBuilderLecturesQueryDocument,
    "\n  mutation CreateQuizMutation($courseId: ID!, $input: QuizInput!) {\n    createQuiz(courseId: $courseId, input: $input) {\n      id\n    }\n  }\n": typeof types.CreateQuizMutationDocument,
    "\n  mutation UpdateQuizMutation($id: ID!, $input: QuizInput!) {\n    updateQuiz(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateQuizMutationDocument,
    "\n  mutation DeleteQuizMutation($id: ID!) {\n    deleteQuiz(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteQuizMutationDocument,
    "\n  fragment QuizQuestion_question on Question {\n    id\n    type\n    prompt\n    points\n    options {\n      id\n      text\n    }\n  }\n": typeof types.QuizQuestion_QuestionFragmentDoc,
    "\n  fragment QuizAttempt_attempt on QuizAttempt {\n    id\n    number\n    startedAt\n    deadlineAt\n    secondsLeft\n    submittedAt\n    scorePoints\n    maxPoints\n    scorePercent\n    passed\n    timedOut\n    questions {\n      ...QuizQuestion_question @unmask\n    }\n    results {\n      questionId\n      correct\n      earned\n      points\n      summary\n      correctOptionIds\n      acceptedAnswers\n      explanation\n    }\n  }\n": typeof types.QuizAttempt_AttemptFragmentDoc,
    "\n  query QuizPageQuery($id: ID!) {\n    quiz(id: $id) {\n      id\n      courseId\n      title\n      passMarkPercent\n      attemptsAllowed\n      waitMinutes\n      timeLimitSeconds\n      questionCount\n      totalPoints\n      attemptsLeft\n      nextAttemptAt\n      bestAttempt {\n        id\n        number\n        scorePercent\n        passed\n      }\n      myAttempts {\n        ...QuizAttempt_attempt @unmask\n      }\n      offlinePaper {\n        version\n        questions {\n          ...QuizQuestion_question @unmask\n        }\n      }\n    }\n  }\n": typeof types.QuizPageQueryDocument,
    "\n  query ReviewPageQuery {\n    dueReview {\n      dueCount\n      items {\n        id\n        quizTitle\n        courseTitle\n        question {\n          id\n          type\n          prompt\n          points\n          options {\n            id\n            text\n          }\n        }\n      }\n    }\n    reviewStats {\n      dueNow\n      cards\n      reviewsCounted\n      retentionPercent\n    }\n  }\n": typeof types.ReviewPageQueryDocument,
    "\n  mutation AnswerReviewItemMutation($id: ID!, $answer: ReviewAnswerInput!) {\n    answerReviewItem(id: $id, answer: $answer) {\n      itemId\n      correct\n      scheduled\n      nextDue\n      correctOptionIds\n      acceptedAnswers\n      explanation\n      clip {\n        lectureId\n        lectureTitle\n        startSeconds\n        endSeconds\n        videoUrl\n        captions {\n          language\n          label\n          kind\n          url\n        }\n      }\n    }\n  }\n": typeof types.AnswerReviewItemMutationDocument,
    "\n  fragment AudioTracks_track on AudioTrack {\n    id\n    lectureId\n    language\n    label\n    kind\n    status\n    durationSeconds\n    failureReason\n  }\n": typeof types.AudioTracks_TrackFragmentDoc,
    "\n  query LectureAudioTracksQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      audioTracks {\n        ...AudioTracks_track @unmask\n      }\n    }\n  }\n": typeof types.LectureAudioTracksQueryDocument,
    "\n  mutation AddAudioTrackMutation($lectureId: ID!, $input: AudioTrackInput!, $file: Upload!) {\n    addAudioTrack(lectureId: $lectureId, input: $input, file: $file) {\n      ...AudioTracks_track\n    }\n  }\n": typeof types.AddAudioTrackMutationDocument,
    "\n  mutation DeleteAudioTrackMutation($id: ID!) {\n    deleteAudioTrack(id: $id)\n  }\n": typeof types.DeleteAudioTrackMutationDocument,
    "\n  fragment CaptionTracks_track on CaptionTrack {\n    id\n    lectureId\n    language\n    label\n    kind\n    source\n    status\n    progress\n    failureReason\n    confidence\n    version\n    url\n  }\n": typeof types.CaptionTracks_TrackFragmentDoc,
    "\n  query LectureCaptionsQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      status\n      captions {\n        ...CaptionTracks_track @unmask\n      }\n    }\n  }\n": typeof types.LectureCaptionsQueryDocument,
    "\n  query CaptionCuesQuery($id: ID!) {\n    captionTrack(id: $id) {\n      ...CaptionTracks_track @unmask\n      cues {\n        start\n        end\n        text\n        confidences\n      }\n    }\n  }\n": typeof types.CaptionCuesQueryDocument,
    "\n  mutation UploadCaptionsMutation($lectureId: ID!, $input: CaptionTrackInput!, $file: Upload!) {\n    uploadCaptions(lectureId: $lectureId, input: $input, file: $file) {\n      ...CaptionTracks_track\n    }\n  }\n": typeof types.UploadCaptionsMutationDocument,
    "\n  mutation UpdateCaptionCuesMutation($trackId: ID!, $version: Int!, $cues: [CaptionCueInput!]!) {\n    updateCaptionCues(trackId: $trackId, version: $version, cues: $cues) {\n      ...CaptionTracks_track\n    }\n  }\n": typeof types.UpdateCaptionCuesMutationDocument,
    "\n  mutation DeleteCaptionsMutation($trackId: ID!) {\n    deleteCaptions(trackId: $trackId) {\n      id\n      lectureId\n    }\n  }\n": typeof types.DeleteCaptionsMutationDocument,
    "\n  mutation RetranscribeLectureMutation($lectureId: ID!) {\n    retranscribeLecture(lectureId: $lectureId) {\n      ...CaptionTracks_track\n    }\n  }\n": typeof types.RetranscribeLectureMutationDocument,
    "\n  mutation SetCaptionsDraftMutation($trackId: ID!, $draft: Boolean!) {\n    setCaptionsDraft(trackId: $trackId, draft: $draft) {\n      ...CaptionTracks_track\n    }\n  }\n": typeof types.SetCaptionsDraftMutationDocument,
    "\n  mutation AlignCaptionsToScriptMutation($lectureId: ID!, $script: Upload!) {\n    alignCaptionsToScript(lectureId: $lectureId, script: $script) {\n      ...CaptionTracks_track\n    }\n  }\n": typeof types.AlignCaptionsToScriptMutationDocument,
    "\n  mutation TranslateCaptionsMutation($trackId: ID!, $input: CaptionTrackInput!) {\n    translateCaptions(trackId: $trackId, input: $input) {\n      ...CaptionTracks_track\n    }\n  }\n": typeof types.TranslateCaptionsMutationDocument,
    "\n  fragment LectureList_lecture on Lecture {\n    id\n    title\n    durationSeconds\n    status\n    processingProgress\n    failureReason\n    renditionsPending\n    renditionsFailureReason\n    freePreview\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n  }\n": typeof types.LectureList_LectureFragmentDoc,
    "\n  fragment LecturePlayer_lecture on Lecture {\n    id\n    title\n    description\n    videoUrl\n    hlsUrl\n    posterUrl\n    storyboardUrl\n    chaptersTrackUrl\n    ...LectureSlides_lecture\n    status\n    processingProgress\n    durationSeconds\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n    captions {\n      id\n      url\n      language\n      label\n      kind\n      status\n    }\n    questions {\n      id\n      title\n      atSeconds\n      skippable\n      passMarkPercent\n      bestAttempt {\n        id\n        passed\n      }\n    }\n  }\n": typeof types.LecturePlayer_LectureFragmentDoc,
    "\n  query CourseLecturesQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      title\n      status\n      renditionsPending\n      durationSeconds\n      ...LectureList_lecture\n      ...LecturePlayer_lecture\n    }\n  }\n": typeof types.CourseLecturesQueryDocument,
    "\n  mutation SaveLectureProgressMutation($lectureId: ID!, $positionSeconds: Float!) {\n    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n": typeof types.SaveLectureProgressMutationDocument,
    "\n  # eslint-disable-next-line @graphql-eslint/no-unused-fragments -- read from the cache, never sent\n  fragment LectureProgress_completed on LectureProgress {\n    lectureId\n    completed\n  }\n": typeof types.LectureProgress_CompletedFragmentDoc,
    "\n  mutation SetLectureCompletedMutation($lectureId: ID!, $completed: Boolean!) {\n    setLectureCompleted(lectureId: $lectureId, completed: $completed) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n": typeof types.SetLectureCompletedMutationDocument,
    "\n  mutation AddLectureMutation($courseId: ID!, $input: LectureInput!, $video: Upload) {\n    addLecture(courseId: $courseId, input: $input, video: $video) {\n      course {\n        id\n        numberOfLectures\n      }\n      lecture {\n        id\n      }\n      lectures {\n        id\n        ...LectureList_lecture\n        ...LecturePlayer_lecture\n      }\n    }\n  }\n": typeof types.AddLectureMutationDocument,
    "\n  mutation DeleteLectureMutation($courseId: ID!, $lectureId: ID!) {\n    deleteLecture(courseId: $courseId, lectureId: $lectureId) {\n      course {\n        id\n        numberOfLectures\n      }\n    }\n  }\n": typeof types.DeleteLectureMutationDocument,
    "\n  mutation ReorderLecturesMutation($courseId: ID!, $lectureIds: [ID!]!) {\n    reorderLectures(courseId: $courseId, lectureIds: $lectureIds) {\n      id\n      position\n    }\n  }\n": typeof types.ReorderLecturesMutationDocument,
    "\n  mutation RetryLectureProcessingMutation($lectureId: ID!) {\n    retryLectureProcessing(lectureId: $lectureId) {\n      id\n      status\n      processingProgress\n      failureReason\n      renditionsPending\n      renditionsFailureReason\n    }\n  }\n": typeof types.RetryLectureProcessingMutationDocument,
    "\n  mutation SetLecturePreviewMutation($lectureId: ID!, $preview: Boolean!) {\n    setLecturePreview(lectureId: $lectureId, preview: $preview) {\n      id\n      freePreview\n    }\n  }\n": typeof types.SetLecturePreviewMutationDocument,
    "\n  mutation UpdateLectureMutation($lectureId: ID!, $input: LectureInput!, $video: Upload) {\n    updateLecture(lectureId: $lectureId, input: $input, video: $video) {\n      id\n      title\n      description\n      status\n      ...LectureList_lecture\n      ...LecturePlayer_lecture\n    }\n  }\n": typeof types.UpdateLectureMutationDocument,
    "\n  mutation RecordViewingHeartbeatMutation(\n    $lectureId: ID!\n    $positionSeconds: Float!\n    $playing: Boolean!\n    $rate: Float!\n    $visible: Boolean!\n  ) {\n    recordViewingHeartbeat(\n      lectureId: $lectureId\n      positionSeconds: $positionSeconds\n      playing: $playing\n      rate: $rate\n      visible: $visible\n    ) {\n      verified\n    }\n  }\n": typeof types.RecordViewingHeartbeatMutationDocument,
    "\n  query AddLecturePageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.AddLecturePageQueryDocument,
    "\n  query DisplayLecturesPageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      numberOfLectures\n    }\n  }\n": typeof types.DisplayLecturesPageQueryDocument,
    "\n  query EditLecturePageQuery($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      title\n    }\n    lectures(courseId: $courseId) {\n      id\n      title\n      description\n    }\n  }\n": typeof types.EditLecturePageQueryDocument,
    "\n  mutation AcquirePlaybackLeaseMutation($lectureId: ID!, $takeOver: Boolean!) {\n    acquirePlaybackLease(lectureId: $lectureId, takeOver: $takeOver) {\n      id\n      expiresAt\n      renewAfterSeconds\n    }\n  }\n": typeof types.AcquirePlaybackLeaseMutationDocument,
    "\n  mutation RenewPlaybackLeaseMutation($leaseId: ID!) {\n    renewPlaybackLease(leaseId: $leaseId) {\n      id\n      expiresAt\n      renewAfterSeconds\n    }\n  }\n": typeof types.RenewPlaybackLeaseMutationDocument,
    "\n  mutation ReleasePlaybackLeaseMutation($leaseId: ID!) {\n    releasePlaybackLease(leaseId: $leaseId)\n  }\n": typeof types.ReleasePlaybackLeaseMutationDocument,
    "\n  fragment LectureSlides_lecture on Lecture {\n    id\n    handoutUrl\n    slides {\n      startSeconds\n      title\n      imageUrl\n    }\n  }\n": typeof types.LectureSlides_LectureFragmentDoc,
    "\n  query DownloadCourseLecturesQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      title\n      status\n    }\n  }\n": typeof types.DownloadCourseLecturesQueryDocument,
    "\n  mutation DownloadGrantMutation($input: DownloadGrantInput!) {\n    downloadGrant(input: $input) {\n      id\n      lectureId\n      quality\n      wrappedKey\n      issuedAt\n      expiresAt\n    }\n  }\n": typeof types.DownloadGrantMutationDocument,
    "\n  query DownloadGrantStateQuery($id: ID!) {\n    downloadGrantState(id: $id) {\n      id\n      status\n      expiresAt\n    }\n  }\n": typeof types.DownloadGrantStateQueryDocument,
    "\n  mutation SubmitViewingReceiptMutation($input: ViewingReceiptInput!) {\n    submitViewingReceipt(input: $input) {\n      lectureId\n      watchedSeconds\n      verified\n    }\n  }\n": typeof types.SubmitViewingReceiptMutationDocument,
    "\n  mutation SubmitContactMutation($input: ContactInput!) {\n    submitContact(input: $input) {\n      receivedAt\n    }\n  }\n": typeof types.SubmitContactMutationDocument,
    "\n  query CourseDescriptionPageQuery($id: ID!) {\n    course(id: $id) {\n      ...CourseCard_course @unmask\n    }\n  }\n": typeof types.CourseDescriptionPageQueryDocument,
    "\n  query CourseSalesDetailsQuery($id: ID!) {\n    course(id: $id) {\n      id\n      subtitle\n      outcomes\n      requirements\n      instructorBio\n      instructorAvatarUrl\n      autoPublish\n      updatedAt\n      captionLanguages\n      audioLanguages\n    }\n  }\n": typeof types.CourseSalesDetailsQueryDocument,
    "\n  query HomeSectionsQuery($rowSize: Int!, $newestSize: Int!) {\n    featured: courses(first: $rowSize, sort: MOST_LECTURES) {\n      edges {\n        node {\n          id\n          ...CourseCard_course\n        }\n      }\n    }\n    newest: courses(first: $newestSize, sort: NEWEST) {\n      edges {\n        node {\n          id\n          ...CourseCard_course\n        }\n      }\n    }\n    subscriptionPlan {\n      price\n      currency\n      interval\n      refundWindowDays\n    }\n  }\n": typeof types.HomeSectionsQueryDocument,
    "\n  mutation SetLocaleMutation($locale: String) {\n    setLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n": typeof types.SetLocaleMutationDocument,
};
const documents: Documents = {
    "\n  fragment LoadMore_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": types.LoadMore_PageInfoFragmentDoc,
    "\n  query ProfilePageQuery($paymentsAfter: String) {\n    me {\n      id\n      fullName\n      email\n      role\n      avatarUrl\n      subscription {\n        status\n        active\n        renews\n        currentPeriodEnd\n        accessEndsAt\n        paymentMethod {\n          brand\n          last4\n        }\n      }\n    }\n    myPayments(first: 10, after: $paymentsAfter) {\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...PaymentHistory_payment\n        }\n      }\n    }\n    subscriptionPlan {\n      refundWindowDays\n    }\n  }\n": types.ProfilePageQueryDocument,
    "\n  fragment LearnerDetails_user on User {\n    id\n    fullName\n    courseProgress {\n      course {\n        id\n        title\n      }\n      completedLectures\n      totalLectures\n      percent\n      lastWatchedAt\n    }\n    viewing {\n      minutesWatched\n      verifiedLectures\n    }\n    quizResults {\n      quizId\n      quizTitle\n      courseTitle\n      attempts\n      bestScore\n      passed\n    }\n  }\n": types.LearnerDetails_UserFragmentDoc,
    "\n  query LearnerDevicesQuery($userId: ID!) {\n    learnerSessions(userId: $userId) {\n      id\n      device\n      ...DeviceRow_session\n    }\n  }\n": types.LearnerDevicesQueryDocument,
    "\n  mutation RevokeLearnerSessionMutation($userId: ID!, $sessionId: ID!) {\n    revokeLearnerSession(userId: $userId, sessionId: $sessionId) {\n      id\n    }\n  }\n": types.RevokeLearnerSessionMutationDocument,
    "\n  query LearnerPaymentsQuery($learnerId: ID!, $first: Int!, $after: String) {\n    payments(learnerId: $learnerId, first: $first, after: $after) {\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          paidAt\n          formattedAmount\n          status\n          refunded\n          refundReason\n        }\n      }\n    }\n  }\n": types.LearnerPaymentsQueryDocument,
    "\n  fragment LearnersTable_user on User {\n    id\n    fullName\n    email\n    role\n    subscription {\n      status\n      currentPeriodEnd\n    }\n    lastActivityAt\n    paymentSummary {\n      count\n      formattedTotal\n    }\n    ...LearnerDetails_user\n  }\n": types.LearnersTable_UserFragmentDoc,
    "\n  query AdminDashboardQuery($year: Int) {\n    courses(first: 24) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...CoursesOverviewTable_course\n          ...CourseState_course\n        }\n      }\n    }\n    stats(year: $year) {\n      year\n      message\n      ...UsersOverview_stats\n      ...SalesOverview_stats\n    }\n  }\n": types.AdminDashboardQueryDocument,
    "\n  query AdminCoursesPageQuery($first: Int!, $after: String!) {\n    courses(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...CoursesOverviewTable_course\n          ...CourseState_course\n        }\n      }\n    }\n  }\n": types.AdminCoursesPageQueryDocument,
    "\n  query RecentPaymentsQuery($first: Int!, $after: String) {\n    payments(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...RecentPaymentsTable_payment\n        }\n      }\n    }\n  }\n": types.RecentPaymentsQueryDocument,
    "\n  query LearnersPageQuery($search: String, $first: Int, $after: String) {\n    users(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...LearnersTable_user\n        }\n      }\n    }\n  }\n": types.LearnersPageQueryDocument,
    "\n  query CourseAnalyticsPageQuery($id: ID!, $from: DateTimeISO, $to: DateTimeISO) {\n    course(id: $id) {\n      id\n      title\n      analytics(from: $from, to: $to) {\n        from\n        to\n        started\n        finished\n        medianSecondsToComplete\n        funnel {\n          lectureId\n          title\n          position\n          viewers\n        }\n        mostDropped {\n          lectureId\n          title\n          sessions\n          earlyStops\n          share\n        }\n        quizzes {\n          quizId\n          title\n          attempts\n          passed\n          passRate\n        }\n      }\n      lectures {\n        id\n        title\n        lecture {\n          id\n          retention(from: $from, to: $to) {\n            sessions\n            durationSeconds\n            averagePercentWatched\n            replaySeconds\n            earlyStops\n            points {\n              second\n              share\n            }\n            dropOffs {\n              second\n              share\n              caption\n              frameUrl\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CourseAnalyticsPageQueryDocument,
    "\n  query EngagementOverviewQuery {\n    engagementOverview {\n      weeks {\n        weekStart\n        active\n        returning\n      }\n      paths {\n        pathId\n        title\n        started\n        completed\n      }\n      reminders {\n        channel\n        sent\n        clicked\n      }\n    }\n  }\n": types.EngagementOverviewQueryDocument,
    "\n  query LearningOverviewQuery {\n    learningOverview {\n      from\n      to\n      days {\n        day\n        sessions\n        minutesWatched\n      }\n      courses {\n        courseId\n        title\n        started\n        finished\n      }\n    }\n  }\n": types.LearningOverviewQueryDocument,
    "\n  fragment CategoryRow_category on Category {\n    name\n    courseCount\n    publishedCount\n  }\n": types.CategoryRow_CategoryFragmentDoc,
    "\n  query CategoriesPageQuery {\n    managedCategories {\n      ...CategoryRow_category @unmask\n    }\n  }\n": types.CategoriesPageQueryDocument,
    "\n  mutation CreateCategoryMutation($name: String!) {\n    createCategory(name: $name) {\n      ...CategoryRow_category\n    }\n  }\n": types.CreateCategoryMutationDocument,
    "\n  mutation RenameCategoryMutation($name: String!, $newName: String!) {\n    renameCategory(name: $name, newName: $newName) {\n      ...CategoryRow_category\n    }\n  }\n": types.RenameCategoryMutationDocument,
    "\n  mutation MergeCategoriesMutation($into: String!, $sources: [String!]!) {\n    mergeCategories(into: $into, sources: $sources) {\n      ...CategoryRow_category\n    }\n  }\n": types.MergeCategoriesMutationDocument,
    "\n  mutation DeleteCategoryMutation($name: String!) {\n    deleteCategory(name: $name) {\n      name\n    }\n  }\n": types.DeleteCategoryMutationDocument,
    "\n  fragment ContinueWatching_item on ContinueWatchingItem {\n    course {\n      id\n      title\n      thumbnailUrl\n    }\n    resumeLecture {\n      id\n      title\n      progress {\n        lectureId\n        positionSeconds\n      }\n    }\n    progress {\n      courseId\n      completedLectures\n      totalLectures\n      percent\n    }\n  }\n": types.ContinueWatching_ItemFragmentDoc,
    "\n  query ContinueWatchingQuery {\n    continueWatching {\n      lastWatchedAt\n      ...ContinueWatching_item @unmask\n    }\n  }\n": types.ContinueWatchingQueryDocument,
    "\n  fragment CourseCard_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n    status\n    language\n  }\n": types.CourseCard_CourseFragmentDoc,
    "\n  query CourseCurriculumQuery($id: ID!) {\n    course(id: $id) {\n      id\n      lectures {\n        id\n        position\n        title\n        durationSeconds\n        freePreview\n        lecture {\n          id\n          ...LecturePlayer_lecture\n        }\n      }\n    }\n  }\n": types.CourseCurriculumQueryDocument,
    "\n  query CoursePlanCardQuery {\n    subscriptionPlan {\n      price\n      currency\n      interval\n      refundWindowDays\n    }\n  }\n": types.CoursePlanCardQueryDocument,
    "\n  query DashboardProcessingQuery {\n    unpublishedLectures {\n      id\n      courseId\n      status\n      processingProgress\n    }\n  }\n": types.DashboardProcessingQueryDocument,
    "\n  fragment CoursesOverviewTable_course on Course {\n    id\n    title\n    category\n    createdBy\n    numberOfLectures\n    description\n  }\n": types.CoursesOverviewTable_CourseFragmentDoc,
    "\n  query LectureMomentsQuery($query: String!, $first: Int) {\n    searchTranscripts(query: $query, first: $first) {\n      courseId\n      courseTitle\n      lectureId\n      lecturePosition\n      lectureTitle\n      startSeconds\n      snippet\n    }\n  }\n": types.LectureMomentsQueryDocument,
    "\n  query CourseProgressQuery($id: ID!) {\n    course(id: $id) {\n      id\n      progress {\n        courseId\n        completedLectures\n        totalLectures\n        passedQuizzes\n        totalQuizzes\n        percent\n      }\n      certificate {\n        code\n      }\n      certificateWithheld {\n        message\n        lecturesToWatch {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.CourseProgressQueryDocument,
    "\n  query MyCourseProgressQuery {\n    myCourseProgress {\n      courseId\n      completedLectures\n      totalLectures\n      percent\n    }\n  }\n": types.MyCourseProgressQueryDocument,
    "\n  fragment CourseState_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n  }\n": types.CourseState_CourseFragmentDoc,
    "\n  query CourseCategoriesQuery {\n    categories\n  }\n": types.CourseCategoriesQueryDocument,
    "\n  query ManagedCategoriesQuery {\n    managedCategories {\n      name\n      courseCount\n    }\n  }\n": types.ManagedCategoriesQueryDocument,
    "\n  query CourseCatalogQuery(\n    $first: Int\n    $after: String\n    $search: String\n    $category: String\n    $sort: CourseSort\n    $language: String\n    $captionLanguage: String\n  ) {\n    courses(\n      first: $first\n      after: $after\n      search: $search\n      category: $category\n      sort: $sort\n      language: $language\n      captionLanguage: $captionLanguage\n    ) {\n      totalCount\n      correctedSearch\n      facets {\n        category\n        count\n      }\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...CourseCard_course\n        }\n      }\n    }\n  }\n": types.CourseCatalogQueryDocument,
    "\n  query CourseLanguagesQuery {\n    courseLanguages {\n      languages\n      captionLanguages\n    }\n  }\n": types.CourseLanguagesQueryDocument,
    "\n  mutation PublishCourseMutation($id: ID!) {\n    publishCourse(id: $id) {\n      id\n      status\n      autoPublish\n    }\n  }\n": types.PublishCourseMutationDocument,
    "\n  mutation UnpublishCourseMutation($id: ID!) {\n    unpublishCourse(id: $id) {\n      id\n      status\n      autoPublish\n    }\n  }\n": types.UnpublishCourseMutationDocument,
    "\n  mutation SetCourseViewingRequirementMutation($id: ID!, $required: Boolean!) {\n    setCourseViewingRequirement(id: $id, requireVerifiedViewing: $required) {\n      id\n      requireVerifiedViewing\n    }\n  }\n": types.SetCourseViewingRequirementMutationDocument,
    "\n  mutation CreateCourseMutation(\n    $input: CourseInput!\n    $publishWhenReady: Boolean!\n    $thumbnail: Upload\n    $instructorAvatar: Upload\n  ) {\n    createCourse(\n      input: $input\n      publishWhenReady: $publishWhenReady\n      thumbnail: $thumbnail\n      instructorAvatar: $instructorAvatar\n    ) {\n      ...CourseCard_course\n    }\n  }\n": types.CreateCourseMutationDocument,
    "\n  mutation DeleteCourseMutation($id: ID!) {\n    deleteCourse(id: $id) {\n      id\n    }\n  }\n": types.DeleteCourseMutationDocument,
    "\n  mutation UpdateCourseMutation($id: ID!, $input: CourseInput!, $thumbnail: Upload, $instructorAvatar: Upload) {\n    updateCourse(id: $id, input: $input, thumbnail: $thumbnail, instructorAvatar: $instructorAvatar) {\n      id\n      subtitle\n      outcomes\n      requirements\n      instructorBio\n      instructorAvatarUrl\n      ...CourseCard_course\n      ...CourseState_course\n    }\n  }\n": types.UpdateCourseMutationDocument,
    "\n  query EditCoursePageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      description\n      category\n      createdBy\n      language\n      thumbnailUrl\n      subtitle\n      outcomes\n      requirements\n      instructorBio\n      instructorAvatarUrl\n      requireVerifiedViewing\n    }\n  }\n": types.EditCoursePageQueryDocument,
    "\n  query PathsQuery {\n    paths {\n      id\n      slug\n      title\n      description\n      published\n      courses {\n        position\n        course {\n          id\n        }\n      }\n      progress {\n        pathId\n        percent\n        completed\n      }\n    }\n  }\n": types.PathsQueryDocument,
    "\n  query PathQuery($slug: String!) {\n    path(slug: $slug) {\n      id\n      slug\n      title\n      description\n      outcome\n      published\n      courses {\n        position\n        requiresPrevious\n        course {\n          id\n          title\n          createdBy\n          thumbnailUrl\n          numberOfLectures\n          totalDurationSeconds\n          status\n        }\n      }\n      progress {\n        pathId\n        completedCourses\n        totalCourses\n        percent\n        completed\n        nextCourse {\n          id\n        }\n        steps {\n          courseId\n          completed\n          locked\n        }\n        certificate {\n          code\n          verificationUrl\n          pdfUrl\n        }\n      }\n    }\n  }\n": types.PathQueryDocument,
    "\n  query PathEditorQuery($slug: String!) {\n    path(slug: $slug) {\n      id\n      slug\n      title\n      description\n      outcome\n      published\n      courses {\n        requiresPrevious\n        course {\n          id\n          title\n          status\n        }\n      }\n    }\n  }\n": types.PathEditorQueryDocument,
    "\n  query PathCourseChoicesQuery {\n    courses(first: 100, sort: TITLE) {\n      edges {\n        node {\n          id\n          title\n          status\n        }\n      }\n    }\n  }\n": types.PathCourseChoicesQueryDocument,
    "\n  mutation CreatePathMutation($input: PathInput!) {\n    createPath(input: $input) {\n      id\n      slug\n    }\n  }\n": types.CreatePathMutationDocument,
    "\n  mutation UpdatePathMutation($id: ID!, $input: PathInput!) {\n    updatePath(id: $id, input: $input) {\n      id\n      slug\n    }\n  }\n": types.UpdatePathMutationDocument,
    "\n  query CoursePathsQuery($id: ID!) {\n    course(id: $id) {\n      id\n      paths {\n        id\n        slug\n        title\n      }\n    }\n  }\n": types.CoursePathsQueryDocument,
    "\n  fragment SubscriptionBundleCard_plan on SubscriptionPlan {\n    price\n    currency\n    interval\n    refundWindowDays\n  }\n": types.SubscriptionBundleCard_PlanFragmentDoc,
    "\n  mutation ConfirmCheckoutMutation($sessionId: String!) {\n    confirmCheckout(sessionId: $sessionId) {\n      success\n      subscriptionId\n      message\n      user {\n        ...Session_user @unmask\n        subscription {\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n": types.ConfirmCheckoutMutationDocument,
    "\n  mutation StartCheckoutMutation {\n    startCheckout {\n      id\n      url\n    }\n  }\n": types.StartCheckoutMutationDocument,
    "\n  query CheckoutPageQuery {\n    subscriptionPlan {\n      requiresConfirmedEmail\n      ...SubscriptionBundleCard_plan\n    }\n    me {\n      id\n      role\n      emailVerified\n      subscription {\n        status\n        active\n        currentPeriodEnd\n      }\n    }\n  }\n": types.CheckoutPageQueryDocument,
    "\n  fragment PaymentHistory_payment on Payment {\n    id\n    formattedAmount\n    status\n    paidAt\n    refunded\n    refundedAt\n    refundReason\n  }\n": types.PaymentHistory_PaymentFragmentDoc,
    "\n  query ReceiptPageQuery($paymentId: ID!) {\n    receipt(paymentId: $paymentId) {\n      paymentId\n      number\n      issuedAt\n      plan\n      formattedAmount\n      tax {\n        formatted\n      }\n      paymentMethod\n      status\n      refundedAt\n      refund {\n        formatted\n      }\n      billedTo {\n        name\n        email\n      }\n      seller {\n        name\n        address\n      }\n      cancellation {\n        outcome\n        accessEndsAt\n      }\n    }\n  }\n": types.ReceiptPageQueryDocument,
    "\n  fragment RecentPaymentsTable_payment on Payment {\n    id\n    paidAt\n    formattedAmount\n    status\n    refunded\n    refundReason\n    customer {\n      id\n      fullName\n      email\n    }\n  }\n": types.RecentPaymentsTable_PaymentFragmentDoc,
    "\n  query AdminRevenueQuery($year: Int!, $month: Int!) {\n    revenue(year: $year, month: $month) {\n      year\n      month\n      currency\n      cashCollected\n      refunds\n      recognisedRevenue\n      deferredRevenue\n      activeSubscribers\n      activeAtMonthStart\n      churnedSubscribers\n      churnRate\n      failedRenewals\n      failedRenewalsAmount\n      renewalsDue {\n        withinDays\n        count\n        amount\n      }\n      monthly {\n        month\n        cashCollected\n        refunds\n        recognisedRevenue\n      }\n    }\n  }\n": types.AdminRevenueQueryDocument,
    "\n  fragment SalesOverview_stats on Stats {\n    year\n    monthlySales\n    totalRevenue\n    collectedRevenue\n    currency\n  }\n": types.SalesOverview_StatsFragmentDoc,
    "\n  fragment UsersOverview_stats on Stats {\n    allUsersCount\n    subscribedUsersCount\n    teamSubscriptionsCount\n    teamSeatsCount\n    teamSeatsUsed\n  }\n": types.UsersOverview_StatsFragmentDoc,
    "\n  fragment TeamMembersList_team on Team {\n    id\n    members {\n      userId\n      fullName\n      email\n      joinedAt\n      isOwner\n      coursesStarted\n      quizzesPassed\n      lastActivityAt\n      certificates {\n        code\n        courseTitle\n        issuedAt\n      }\n    }\n  }\n": types.TeamMembersList_TeamFragmentDoc,
    "\n  fragment TeamOverview_team on Team {\n    id\n    name\n    status\n    seats\n    renewalSeats\n    seatsUsed\n    seatsFree\n    ownerTakesSeat\n    currentPeriodEnd\n    renews\n    accessEndsAt\n    pricePerSeat\n    currency\n    invitations {\n      id\n      email\n      expiresAt\n    }\n    joinLink {\n      url\n      expiresAt\n    }\n    ...TeamMembersList_team @unmask\n  }\n": types.TeamOverview_TeamFragmentDoc,
    "\n  query TeamPageQuery {\n    team {\n      ...TeamOverview_team @unmask\n    }\n    teamSeat {\n      teamName\n      ownerName\n      isOwner\n      active\n    }\n    subscriptionPlan {\n      price\n      currency\n    }\n  }\n": types.TeamPageQueryDocument,
    "\n  query TeamInvitationQuery($token: String, $invitationId: ID) {\n    teamInvitation(token: $token, invitationId: $invitationId) {\n      teamName\n      ownerName\n      seatsFree\n      hasOwnSubscription\n      alreadyMember\n      inAnotherTeam\n    }\n  }\n": types.TeamInvitationQueryDocument,
    "\n  mutation CreateTeamCheckoutMutation($input: TeamCheckoutInput!) {\n    createTeamCheckout(input: $input) {\n      id\n      url\n    }\n  }\n": types.CreateTeamCheckoutMutationDocument,
    "\n  mutation SetTeamSeatsMutation($seats: Int!) {\n    setTeamSeats(seats: $seats) {\n      ...TeamOverview_team\n    }\n  }\n": types.SetTeamSeatsMutationDocument,
    "\n  mutation InviteTeamMembersMutation($emails: String!) {\n    inviteTeamMembers(emails: $emails) {\n      ...TeamOverview_team\n    }\n  }\n": types.InviteTeamMembersMutationDocument,
    "\n  mutation RevokeTeamInvitationMutation($id: ID!) {\n    revokeTeamInvitation(id: $id) {\n      ...TeamOverview_team\n    }\n  }\n": types.RevokeTeamInvitationMutationDocument,
    "\n  mutation CreateTeamJoinLinkMutation {\n    createTeamJoinLink {\n      ...TeamOverview_team\n    }\n  }\n": types.CreateTeamJoinLinkMutationDocument,
    "\n  mutation RevokeTeamJoinLinkMutation {\n    revokeTeamJoinLink {\n      ...TeamOverview_team\n    }\n  }\n": types.RevokeTeamJoinLinkMutationDocument,
    "\n  mutation RemoveTeamMemberMutation($userId: ID!) {\n    removeTeamMember(userId: $userId) {\n      ...TeamOverview_team\n    }\n  }\n": types.RemoveTeamMemberMutationDocument,
    "\n  mutation JoinTeamMutation($token: String, $invitationId: ID) {\n    joinTeam(token: $token, invitationId: $invitationId) {\n      teamName\n      ownerName\n      isOwner\n      active\n    }\n  }\n": types.JoinTeamMutationDocument,
    "\n  mutation LeaveTeamMutation {\n    leaveTeam {\n      message\n    }\n  }\n": types.LeaveTeamMutationDocument,
    "\n  fragment ApiKeysTable_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    createdByName\n    creatorAccountClosed\n    expiresAt\n    revokedAt\n    lastUsedAt\n  }\n": types.ApiKeysTable_ApiKeyFragmentDoc,
    "\n  mutation CreateApiKeyMutation($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        ...ApiKeysTable_apiKey\n      }\n    }\n  }\n": types.CreateApiKeyMutationDocument,
    "\n  mutation RevokeApiKeyMutation($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyMutationDocument,
    "\n  query ApiKeysPageQuery {\n    apiKeys {\n      ...ApiKeysTable_apiKey @unmask\n    }\n  }\n": types.ApiKeysPageQueryDocument,
    "\n  query SsoProvidersQuery {\n    ssoProviders {\n      id\n      name\n    }\n  }\n": types.SsoProvidersQueryDocument,
    "\n  mutation PasskeyLoginOptionsMutation {\n    passkeyLoginOptions\n  }\n": types.PasskeyLoginOptionsMutationDocument,
    "\n  mutation LoginWithPasskeyMutation($response: String!) {\n    loginWithPasskey(response: $response) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n": types.LoginWithPasskeyMutationDocument,
    "\n  mutation SecondFactorPasskeyOptionsMutation($challengeToken: String!) {\n    secondFactorPasskeyOptions(challengeToken: $challengeToken)\n  }\n": types.SecondFactorPasskeyOptionsMutationDocument,
    "\n  mutation CompleteSecondFactorMutation($input: CompleteSecondFactorInput!) {\n    completeSecondFactor(input: $input) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n": types.CompleteSecondFactorMutationDocument,
    "\n  query SecuritySettingsQuery {\n    me {\n      id\n      mfaEnabled\n      mfaSetupRequired\n      security {\n        totpEnabled\n        recoveryCodesLeft\n      }\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n        backedUp\n      }\n    }\n  }\n": types.SecuritySettingsQueryDocument,
    "\n  mutation PasskeyRegistrationOptionsMutation {\n    passkeyRegistrationOptions\n  }\n": types.PasskeyRegistrationOptionsMutationDocument,
    "\n  mutation RegisterPasskeyMutation($response: String!, $name: String!) {\n    registerPasskey(response: $response, name: $name) {\n      id\n      name\n    }\n  }\n": types.RegisterPasskeyMutationDocument,
    "\n  mutation RenamePasskeyMutation($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenamePasskeyMutationDocument,
    "\n  mutation RemovePasskeyMutation($id: ID!) {\n    removePasskey(id: $id) {\n      id\n    }\n  }\n": types.RemovePasskeyMutationDocument,
    "\n  mutation EnableTotpMutation {\n    enableTotp {\n      secret\n      uri\n      qrCodeDataUrl\n    }\n  }\n": types.EnableTotpMutationDocument,
    "\n  mutation ConfirmTotpMutation($code: String!) {\n    confirmTotp(code: $code) {\n      message\n      codes\n    }\n  }\n": types.ConfirmTotpMutationDocument,
    "\n  mutation DisableTotpMutation {\n    disableTotp {\n      user {\n        id\n        mfaEnabled\n        security {\n          totpEnabled\n          recoveryCodesLeft\n        }\n      }\n    }\n  }\n": types.DisableTotpMutationDocument,
    "\n  mutation RegenerateRecoveryCodesMutation {\n    regenerateRecoveryCodes {\n      message\n      codes\n    }\n  }\n": types.RegenerateRecoveryCodesMutationDocument,
    "\n  mutation ReauthenticationPasskeyOptionsMutation {\n    reauthenticationPasskeyOptions\n  }\n": types.ReauthenticationPasskeyOptionsMutationDocument,
    "\n  mutation ReauthenticateMutation($input: ReauthenticateInput!) {\n    reauthenticate(input: $input) {\n      until\n    }\n  }\n": types.ReauthenticateMutationDocument,
    "\n  query SsoSecondFactorQuery {\n    ssoSecondFactor {\n      challengeToken\n      methods\n      expiresAt\n    }\n  }\n": types.SsoSecondFactorQueryDocument,
    "\n  mutation CancelEmailChangeMutation($token: String!) {\n    cancelEmailChange(token: $token) {\n      cancelledAt\n    }\n  }\n": types.CancelEmailChangeMutationDocument,
    "\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n": types.ChangePasswordMutationDocument,
    "\n  mutation CompleteSsoLinkMutation($password: String!) {\n    completeSsoLink(password: $password) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n": types.CompleteSsoLinkMutationDocument,
    "\n  mutation ConfirmEmailChangeMutation($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n": types.ConfirmEmailChangeMutationDocument,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n      secondFactor {\n        challengeToken\n        methods\n      }\n    }\n  }\n": types.LoginMutationDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      sessionId\n    }\n  }\n": types.LogoutMutationDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {\n    register(input: $input, avatar: $avatar) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n": types.RegisterMutationDocument,
    "\n  mutation RequestEmailChangeMutation($newEmail: String!, $password: String!) {\n    requestEmailChange(newEmail: $newEmail, password: $password) {\n      newEmail\n    }\n  }\n": types.RequestEmailChangeMutationDocument,
    "\n  mutation RequestPasswordResetMutation($email: String!) {\n    requestPasswordReset(email: $email) {\n      email\n    }\n  }\n": types.RequestPasswordResetMutationDocument,
    "\n  mutation ResendVerificationMutation {\n    resendVerification {\n      sent\n    }\n  }\n": types.ResendVerificationMutationDocument,
    "\n  mutation ResetPasswordMutation($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      signedOut\n    }\n  }\n": types.ResetPasswordMutationDocument,
    "\n  mutation VerifyEmailMutation($token: String!) {\n    verifyEmail(token: $token) {\n      email\n    }\n  }\n": types.VerifyEmailMutationDocument,
    "\n  query PasswordChangeSsoLinksQuery {\n    me {\n      id\n      ssoLinks {\n        providerId\n        providerName\n      }\n    }\n  }\n": types.PasswordChangeSsoLinksQueryDocument,
    "\n  query SsoPendingLinkQuery {\n    ssoPendingLink {\n      providerId\n      providerName\n      email\n    }\n  }\n": types.SsoPendingLinkQueryDocument,
    "\n  query ReauthenticationMethodsQuery {\n    me {\n      id\n      security {\n        totpEnabled\n      }\n      passkeys {\n        id\n      }\n    }\n  }\n": types.ReauthenticationMethodsQueryDocument,
    "\n  fragment Session_user on User {\n    id\n    fullName\n    email\n    emailVerified\n    role\n    avatarUrl\n    locale\n    timeZone\n    mfaSetupRequired\n    subscription {\n      status\n      active\n    }\n  }\n": types.Session_UserFragmentDoc,
    "\n  query MeQuery {\n    me {\n      ...Session_user @unmask\n    }\n  }\n": types.MeQueryDocument,
    "\n  fragment SsoProviderRow_provider on SsoProviderConfig {\n    id\n    name\n    issuer\n    clientId\n    allowedDomains\n    disablePasswordForDomains\n    source\n  }\n": types.SsoProviderRow_ProviderFragmentDoc,
    "\n  query SsoProviderConfigsQuery {\n    ssoProviderConfigs {\n      ...SsoProviderRow_provider @unmask\n    }\n  }\n": types.SsoProviderConfigsQueryDocument,
    "\n  mutation CreateSsoProviderMutation($input: SsoProviderInput!) {\n    createSsoProvider(input: $input) {\n      ...SsoProviderRow_provider\n    }\n  }\n": types.CreateSsoProviderMutationDocument,
    "\n  mutation UpdateSsoProviderMutation($id: ID!, $input: SsoProviderInput!) {\n    updateSsoProvider(id: $id, input: $input) {\n      ...SsoProviderRow_provider\n    }\n  }\n": types.UpdateSsoProviderMutationDocument,
    "\n  mutation DeleteSsoProviderMutation($id: ID!) {\n    deleteSsoProvider(id: $id)\n  }\n": types.DeleteSsoProviderMutationDocument,
    "\n  mutation SetTimeZoneMutation($timeZone: String) {\n    setTimeZone(timeZone: $timeZone) {\n      id\n      timeZone\n    }\n  }\n": types.SetTimeZoneMutationDocument,
    "\n  query CancellationPreviewQuery {\n    cancellationPreview {\n      outcome\n      accessEndsAt\n      refund {\n        formatted\n      }\n    }\n  }\n": types.CancellationPreviewQueryDocument,
    "\n  query WebPushPublicKeyQuery {\n    webPushPublicKey\n  }\n": types.WebPushPublicKeyQueryDocument,
    "\n  mutation SubscribeToPushMutation($input: PushSubscriptionInput!) {\n    subscribeToPush(input: $input) {\n      endpoint\n      subscribed\n    }\n  }\n": types.SubscribeToPushMutationDocument,
    "\n  mutation UnsubscribeFromPushMutation($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint) {\n      endpoint\n      subscribed\n    }\n  }\n": types.UnsubscribeFromPushMutationDocument,
    "\n  fragment DeviceRow_session on AccountSession {\n    id\n    device\n    ip\n    lastSeenAt\n    current\n    downloads\n    playing\n  }\n": types.DeviceRow_SessionFragmentDoc,
    "\n  query IdleReminderQuery {\n    idleReminder {\n      days\n      chosen\n    }\n  }\n": types.IdleReminderQueryDocument,
    "\n  mutation SetIdleReminderDaysMutation($days: Int) {\n    setIdleReminderDays(days: $days) {\n      days\n      chosen\n    }\n  }\n": types.SetIdleReminderDaysMutationDocument,
    "\n  query MailPreferencesQuery {\n    mailPreferences {\n      kind\n      subscribed\n    }\n  }\n": types.MailPreferencesQueryDocument,
    "\n  mutation SetMailPreferenceMutation($kind: MailKind!, $subscribed: Boolean!) {\n    setMailPreference(kind: $kind, subscribed: $subscribed) {\n      kind\n      subscribed\n    }\n  }\n": types.SetMailPreferenceMutationDocument,
    "\n  query NotificationChannelsQuery {\n    notificationChannels {\n      channel\n      enabled\n    }\n  }\n": types.NotificationChannelsQueryDocument,
    "\n  mutation SetNotificationChannelMutation($enabled: Boolean!) {\n    setNotificationChannel(channel: PUSH, enabled: $enabled) {\n      channel\n      enabled\n    }\n  }\n": types.SetNotificationChannelMutationDocument,
    "\n  query SignedInDevicesQuery {\n    mySessions {\n      id\n      device\n      current\n      ...DeviceRow_session\n    }\n  }\n": types.SignedInDevicesQueryDocument,
    "\n  query MySsoLinksQuery {\n    me {\n      id\n      ssoLinks {\n        providerId\n        providerName\n        email\n        createdAt\n      }\n    }\n    ssoProviders {\n      id\n      name\n    }\n  }\n": types.MySsoLinksQueryDocument,
    "\n  mutation StartSsoLinkMutation($providerId: ID!) {\n    startSsoLink(providerId: $providerId)\n  }\n": types.StartSsoLinkMutationDocument,
    "\n  mutation UnlinkSsoMutation($providerId: ID!) {\n    unlinkSso(providerId: $providerId)\n  }\n": types.UnlinkSsoMutationDocument,
    "\n  fragment SubscriptionChange_user on User {\n    id\n    subscription {\n      status\n      active\n      renews\n      cancelAtPeriodEnd\n      currentPeriodEnd\n    }\n  }\n": types.SubscriptionChange_UserFragmentDoc,
    "\n  mutation CancelSubscriptionMutation {\n    cancelSubscription {\n      success\n      message\n      refunded\n      outcome\n      accessEndsAt\n      user {\n        ...Session_user @unmask\n        ...SubscriptionChange_user\n      }\n    }\n  }\n": types.CancelSubscriptionMutationDocument,
    "\n  mutation DeleteAccountMutation($password: String!) {\n    deleteAccount(password: $password) {\n      id\n      subscriptionCancelled\n      refunded\n    }\n  }\n": types.DeleteAccountMutationDocument,
    "\n  mutation OpenBillingPortalMutation {\n    openBillingPortal\n  }\n": types.OpenBillingPortalMutationDocument,
    "\n  mutation RevokeSessionMutation($id: ID!) {\n    revokeSession(id: $id) {\n      id\n    }\n  }\n": types.RevokeSessionMutationDocument,
    "\n  mutation RevokeOtherSessionsMutation {\n    revokeOtherSessions {\n      sessions {\n        id\n      }\n    }\n  }\n": types.RevokeOtherSessionsMutationDocument,
    "\n  mutation SetAutoRenewMutation($enabled: Boolean!) {\n    setAutoRenew(enabled: $enabled) {\n      success\n      message\n      user {\n        ...SubscriptionChange_user\n      }\n    }\n  }\n": types.SetAutoRenewMutationDocument,
    "\n  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {\n    updateProfile(fullName: $fullName, avatar: $avatar) {\n      ...Session_user @unmask\n    }\n  }\n": types.UpdateProfileMutationDocument,
    "\n  query ExportMyDataQuery {\n    exportMyData {\n      filename\n      json\n    }\n  }\n": types.ExportMyDataQueryDocument,
    "\n  query WebhookDeliveryLogQuery($endpointId: ID!, $first: Int!, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          eventId\n          eventType\n          status\n          attempts\n          requestBody\n          responseStatus\n          responseBody\n          durationMs\n          error\n          createdAt\n          lastAttemptAt\n          nextAttemptAt\n        }\n      }\n    }\n  }\n": types.WebhookDeliveryLogQueryDocument,
    "\n  fragment WebhookEndpointCard_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    eventTypes\n    enabled\n    disabledReason\n    failingSince\n    previousSecretExpiresAt\n    createdAt\n  }\n": types.WebhookEndpointCard_EndpointFragmentDoc,
    "\n  mutation CreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointCard_endpoint\n      }\n    }\n  }\n": types.CreateWebhookEndpointMutationDocument,
    "\n  mutation RotateWebhookSecretMutation($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointCard_endpoint\n      }\n    }\n  }\n": types.RotateWebhookSecretMutationDocument,
    "\n  mutation UpdateWebhookEndpointMutation($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n": types.UpdateWebhookEndpointMutationDocument,
    "\n  mutation DeleteWebhookEndpointMutation($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n      message\n    }\n  }\n": types.DeleteWebhookEndpointMutationDocument,
    "\n  mutation SendTestWebhookEventMutation($endpointId: ID!) {\n    sendTestWebhookEvent(endpointId: $endpointId) {\n      id\n      message\n    }\n  }\n": types.SendTestWebhookEventMutationDocument,
    "\n  mutation ReplayWebhookDeliveryMutation($id: ID!) {\n    replayWebhookDelivery(id: $id) {\n      id\n      message\n    }\n  }\n": types.ReplayWebhookDeliveryMutationDocument,
    "\n  query WebhooksPageQuery {\n    webhookEndpoints {\n      id\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n": types.WebhooksPageQueryDocument,
    "\n  query MyCertificatesQuery {\n    myCertificates {\n      code\n      completedAt\n      courseId\n      courseTitle\n      learnerName\n    }\n  }\n": types.MyCertificatesQueryDocument,
    "\n  mutation ReissueCertificateMutation($courseId: ID!) {\n    reissueCertificate(courseId: $courseId) {\n      code\n      learnerName\n      reissuedAt\n    }\n  }\n": types.ReissueCertificateMutationDocument,
    "\n  query CertificatePageQuery($code: String!) {\n    certificate(code: $code) {\n      code\n      completedAt\n      courseId\n      courseTitle\n      instructor\n      learnerName\n      reissuedAt\n      totalSeconds\n      viewingVerified\n      quizzesPassed\n      path {\n        id\n        slug\n        courseCount\n      }\n      issuer\n      verificationUrl\n      pdfUrl\n      linkedInUrl\n    }\n  }\n": types.CertificatePageQueryDocument,
    "\n  fragment DiscussionPost_post on Post {\n    id\n    parentId\n    title\n    body\n    videoSeconds\n    upvotes\n    replyCount\n    acceptedReplyId\n    answered\n    hidden\n    locked\n    createdAt\n    editedAt\n    authorName\n    byInstructor\n    mine\n    upvotedByMe\n    reportCount\n  }\n": types.DiscussionPost_PostFragmentDoc,
    "\n  query LectureQuestionsQuery(\n    $courseId: ID!\n    $lectureId: ID\n    $sort: DiscussionSort\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    courseQuestions(\n      courseId: $courseId\n      lectureId: $lectureId\n      sort: $sort\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        node {\n          ...DiscussionPost_post @unmask\n        }\n      }\n    }\n  }\n": types.LectureQuestionsQueryDocument,
    "\n  query QuestionThreadQuery($id: ID!) {\n    discussionPost(id: $id) {\n      ...DiscussionPost_post @unmask\n      replies {\n        ...DiscussionPost_post @unmask\n      }\n    }\n  }\n": types.QuestionThreadQueryDocument,
    "\n  query UnansweredQuestionsQuery($first: Int, $after: String) {\n    unansweredQuestions(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        node {\n          ...DiscussionPost_post @unmask\n          courseId\n          lectureId\n          courseTitle\n          lectureTitle\n        }\n      }\n    }\n  }\n": types.UnansweredQuestionsQueryDocument,
    "\n  mutation AskQuestionMutation($lectureId: ID!, $input: AskQuestionInput!) {\n    askQuestion(lectureId: $lectureId, input: $input) {\n      ...DiscussionPost_post\n    }\n  }\n": types.AskQuestionMutationDocument,
    "\n  mutation ReplyToPostMutation($postId: ID!, $body: String!) {\n    replyToPost(postId: $postId, body: $body) {\n      ...DiscussionPost_post\n    }\n  }\n": types.ReplyToPostMutationDocument,
    "\n  mutation UpvotePostMutation($id: ID!, $upvoted: Boolean!) {\n    upvotePost(id: $id, upvoted: $upvoted) {\n      id\n      upvotes\n      upvotedByMe\n    }\n  }\n": types.UpvotePostMutationDocument,
    "\n  mutation AcceptAnswerMutation($replyId: ID!, $accepted: Boolean!) {\n    acceptAnswer(replyId: $replyId, accepted: $accepted) {\n      id\n      acceptedReplyId\n      answered\n    }\n  }\n": types.AcceptAnswerMutationDocument,
    "\n  mutation DeletePostMutation($id: ID!) {\n    deletePost(id: $id) {\n      id\n      parentId\n    }\n  }\n": types.DeletePostMutationDocument,
    "\n  mutation ModeratePostMutation($id: ID!, $action: ModerationAction!) {\n    moderatePost(id: $id, action: $action) {\n      id\n      hidden\n      locked\n    }\n  }\n": types.ModeratePostMutationDocument,
    "\n  mutation ReportPostMutation($id: ID!) {\n    reportPost(id: $id) {\n      id\n    }\n  }\n": types.ReportPostMutationDocument,
    "\n  mutation SetMailSubscriptionMutation($token: String!, $subscribed: Boolean!) {\n    setMailSubscription(token: $token, subscribed: $subscribed) {\n      kind\n      subscribed\n    }\n  }\n": types.SetMailSubscriptionMutationDocument,
    "\n  fragment InboxItemRow_item on InboxItem {\n    id\n    kind\n    createdAt\n    read\n    courseId\n    courseTitle\n    lectureId\n    lectureTitle\n    questionId\n    questionTitle\n    actorName\n    certificateCode\n    pathTitle\n    teamName\n    invitationId\n  }\n": types.InboxItemRow_ItemFragmentDoc,
    "\n  query InboxPageQuery($after: String) {\n    inbox(first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...InboxItemRow_item\n        }\n      }\n    }\n    inboxUnreadCount\n  }\n": types.InboxPageQueryDocument,
    "\n  query InboxUnreadCountQuery {\n    inboxUnreadCount\n  }\n": types.InboxUnreadCountQueryDocument,
    "\n  mutation MarkInboxReadMutation($ids: [ID!]) {\n    markInboxRead(ids: $ids) {\n      unreadCount\n      items {\n        id\n        read\n      }\n    }\n  }\n": types.MarkInboxReadMutationDocument,
    "\n  query WeeklyGoalQuery {\n    weeklyGoal {\n      weeklyMinutes\n      minutesThisWeek\n      streakWeeks\n    }\n  }\n": types.WeeklyGoalQueryDocument,
    "\n  mutation SetWeeklyGoalMutation($minutes: Int) {\n    setWeeklyGoal(minutes: $minutes) {\n      weeklyMinutes\n      minutesThisWeek\n      streakWeeks\n    }\n  }\n": types.SetWeeklyGoalMutationDocument,
    "\n  query MyLearningPageQuery {\n    continueWatching {\n      ...ContinueWatching_item @unmask\n      course {\n        id\n        createdBy\n      }\n    }\n    myCertificates {\n      code\n      courseId\n      courseTitle\n      instructor\n      completedAt\n    }\n  }\n": types.MyLearningPageQueryDocument,
    "\n  fragment Notes_note on Note {\n    id\n    kind\n    body\n    atSeconds\n    lectureId\n    lectureTitle\n    courseId\n    updatedAt\n  }\n": types.Notes_NoteFragmentDoc,
    "\n  query CourseNotesQuery($courseId: ID!) {\n    courseNotes(courseId: $courseId) {\n      courseId\n      courseTitle\n      markdownUrl\n      pdfUrl\n      notes {\n        ...Notes_note @unmask\n      }\n    }\n  }\n": types.CourseNotesQueryDocument,
    "\n  mutation AddNoteMutation($lectureId: ID!, $input: AddNoteInput!) {\n    addNote(lectureId: $lectureId, input: $input) {\n      ...Notes_note @unmask\n    }\n  }\n": types.AddNoteMutationDocument,
    "\n  mutation EditNoteMutation($id: ID!, $input: EditNoteInput!) {\n    editNote(id: $id, input: $input) {\n      ...Notes_note @unmask\n    }\n  }\n": types.EditNoteMutationDocument,
    "\n  mutation DeleteNoteMutation($id: ID!) {\n    deleteNote(id: $id) {\n      id\n    }\n  }\n": types.DeleteNoteMutationDocument,
    "\n  query BookmarkedMomentsQuery($lectureId: ID!) {\n    bookmarkedMoments(lectureId: $lectureId) {\n      atSeconds\n      learners\n    }\n  }\n": types.BookmarkedMomentsQueryDocument,
    "\n  query CourseItemsQuery($id: ID!) {\n    course(id: $id) {\n      id\n      items {\n        kind\n        lecture {\n          id\n          title\n          durationSeconds\n        }\n        quiz {\n          id\n          title\n          questionCount\n          atSeconds\n        }\n      }\n    }\n  }\n": types.CourseItemsQueryDocument,
    "\n  mutation StartQuizAttemptMutation($quizId: ID!) {\n    startQuizAttempt(quizId: $quizId) {\n      ...QuizAttempt_attempt @unmask\n    }\n  }\n": types.StartQuizAttemptMutationDocument,
    "\n  mutation SubmitQuizAttemptMutation($attemptId: ID!, $answers: [AnswerInput!]!) {\n    submitQuizAttempt(attemptId: $attemptId, answers: $answers) {\n      ...QuizAttempt_attempt @unmask\n    }\n  }\n": types.SubmitQuizAttemptMutationDocument,
    "\n  mutation SubmitOfflineQuizAttemptMutation($input: OfflineQuizAttemptInput!) {\n    submitOfflineQuizAttempt(input: $input) {\n      id\n      scorePercent\n      passed\n    }\n  }\n": types.SubmitOfflineQuizAttemptMutationDocument,
    "\n  query QuizBuilderQuery($id: ID!) {\n    quiz(id: $id) {\n      id\n      courseId\n      afterLectureId\n      atSeconds\n      skippable\n      title\n      passMarkPercent\n      attemptsAllowed\n      waitMinutes\n      shuffleQuestions\n      shuffleOptions\n      timeLimitSeconds\n      version\n      questionKeys {\n        id\n        type\n        prompt\n        explanation\n        points\n        options\n        correctIndexes\n        correctBoolean\n        acceptedAnswers\n      }\n      results {\n        attempts\n        passRate\n        averageScore\n        questions {\n          questionId\n          prompt\n          answers\n          shareRight\n          mostChosenWrongAnswer\n          mostChosenWrongCount\n        }\n        learners {\n          userId\n          fullName\n          attempts\n          scores\n          bestScore\n          passed\n        }\n      }\n    }\n  }\n": types.QuizBuilderQueryDocument,
    "\n  query QuizBuilderLecturesQuery($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      title\n      lectures {\n        id\n        title\n      }\n    }\n  }\n": types.QuizBuilderLecturesQueryDocument,
    "\n  mutation CreateQuizMutation($courseId: ID!, $input: QuizInput!) {\n    createQuiz(courseId: $courseId, input: $input) {\n      id\n    }\n  }\n": types.CreateQuizMutationDocument,
    "\n  mutation UpdateQuizMutation($id: ID!, $input: QuizInput!) {\n    updateQuiz(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateQuizMutationDocument,
    "\n  mutation DeleteQuizMutation($id: ID!) {\n    deleteQuiz(id: $id) {\n      id\n    }\n  }\n": types.DeleteQuizMutationDocument,
    "\n  fragment QuizQuestion_question on Question {\n    id\n    type\n    prompt\n    points\n    options {\n      id\n      text\n    }\n  }\n": types.QuizQuestion_QuestionFragmentDoc,
    "\n  fragment QuizAttempt_attempt on QuizAttempt {\n    id\n    number\n    startedAt\n    deadlineAt\n    secondsLeft\n    submittedAt\n    scorePoints\n    maxPoints\n    scorePercent\n    passed\n    timedOut\n    questions {\n      ...QuizQuestion_question @unmask\n    }\n    results {\n      questionId\n      correct\n      earned\n      points\n      summary\n      correctOptionIds\n      acceptedAnswers\n      explanation\n    }\n  }\n": types.QuizAttempt_AttemptFragmentDoc,
    "\n  query QuizPageQuery($id: ID!) {\n    quiz(id: $id) {\n      id\n      courseId\n      title\n      passMarkPercent\n      attemptsAllowed\n      waitMinutes\n      timeLimitSeconds\n      questionCount\n      totalPoints\n      attemptsLeft\n      nextAttemptAt\n      bestAttempt {\n        id\n        number\n        scorePercent\n        passed\n      }\n      myAttempts {\n        ...QuizAttempt_attempt @unmask\n      }\n      offlinePaper {\n        version\n        questions {\n          ...QuizQuestion_question @unmask\n        }\n      }\n    }\n  }\n": types.QuizPageQueryDocument,
    "\n  query ReviewPageQuery {\n    dueReview {\n      dueCount\n      items {\n        id\n        quizTitle\n        courseTitle\n        question {\n          id\n          type\n          prompt\n          points\n          options {\n            id\n            text\n          }\n        }\n      }\n    }\n    reviewStats {\n      dueNow\n      cards\n      reviewsCounted\n      retentionPercent\n    }\n  }\n": types.ReviewPageQueryDocument,
    "\n  mutation AnswerReviewItemMutation($id: ID!, $answer: ReviewAnswerInput!) {\n    answerReviewItem(id: $id, answer: $answer) {\n      itemId\n      correct\n      scheduled\n      nextDue\n      correctOptionIds\n      acceptedAnswers\n      explanation\n      clip {\n        lectureId\n        lectureTitle\n        startSeconds\n        endSeconds\n        videoUrl\n        captions {\n          language\n          label\n          kind\n          url\n        }\n      }\n    }\n  }\n": types.AnswerReviewItemMutationDocument,
    "\n  fragment AudioTracks_track on AudioTrack {\n    id\n    lectureId\n    language\n    label\n    kind\n    status\n    durationSeconds\n    failureReason\n  }\n": types.AudioTracks_TrackFragmentDoc,
    "\n  query LectureAudioTracksQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      audioTracks {\n        ...AudioTracks_track @unmask\n      }\n    }\n  }\n": types.LectureAudioTracksQueryDocument,
    "\n  mutation AddAudioTrackMutation($lectureId: ID!, $input: AudioTrackInput!, $file: Upload!) {\n    addAudioTrack(lectureId: $lectureId, input: $input, file: $file) {\n      ...AudioTracks_track\n    }\n  }\n": types.AddAudioTrackMutationDocument,
    "\n  mutation DeleteAudioTrackMutation($id: ID!) {\n    deleteAudioTrack(id: $id)\n  }\n": types.DeleteAudioTrackMutationDocument,
    "\n  fragment CaptionTracks_track on CaptionTrack {\n    id\n    lectureId\n    language\n    label\n    kind\n    source\n    status\n    progress\n    failureReason\n    confidence\n    version\n    url\n  }\n": types.CaptionTracks_TrackFragmentDoc,
    "\n  query LectureCaptionsQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      status\n      captions {\n        ...CaptionTracks_track @unmask\n      }\n    }\n  }\n": types.LectureCaptionsQueryDocument,
    "\n  query CaptionCuesQuery($id: ID!) {\n    captionTrack(id: $id) {\n      ...CaptionTracks_track @unmask\n      cues {\n        start\n        end\n        text\n        confidences\n      }\n    }\n  }\n": types.CaptionCuesQueryDocument,
    "\n  mutation UploadCaptionsMutation($lectureId: ID!, $input: CaptionTrackInput!, $file: Upload!) {\n    uploadCaptions(lectureId: $lectureId, input: $input, file: $file) {\n      ...CaptionTracks_track\n    }\n  }\n": types.UploadCaptionsMutationDocument,
    "\n  mutation UpdateCaptionCuesMutation($trackId: ID!, $version: Int!, $cues: [CaptionCueInput!]!) {\n    updateCaptionCues(trackId: $trackId, version: $version, cues: $cues) {\n      ...CaptionTracks_track\n    }\n  }\n": types.UpdateCaptionCuesMutationDocument,
    "\n  mutation DeleteCaptionsMutation($trackId: ID!) {\n    deleteCaptions(trackId: $trackId) {\n      id\n      lectureId\n    }\n  }\n": types.DeleteCaptionsMutationDocument,
    "\n  mutation RetranscribeLectureMutation($lectureId: ID!) {\n    retranscribeLecture(lectureId: $lectureId) {\n      ...CaptionTracks_track\n    }\n  }\n": types.RetranscribeLectureMutationDocument,
    "\n  mutation SetCaptionsDraftMutation($trackId: ID!, $draft: Boolean!) {\n    setCaptionsDraft(trackId: $trackId, draft: $draft) {\n      ...CaptionTracks_track\n    }\n  }\n": types.SetCaptionsDraftMutationDocument,
    "\n  mutation AlignCaptionsToScriptMutation($lectureId: ID!, $script: Upload!) {\n    alignCaptionsToScript(lectureId: $lectureId, script: $script) {\n      ...CaptionTracks_track\n    }\n  }\n": types.AlignCaptionsToScriptMutationDocument,
    "\n  mutation TranslateCaptionsMutation($trackId: ID!, $input: CaptionTrackInput!) {\n    translateCaptions(trackId: $trackId, input: $input) {\n      ...CaptionTracks_track\n    }\n  }\n": types.TranslateCaptionsMutationDocument,
    "\n  fragment LectureList_lecture on Lecture {\n    id\n    title\n    durationSeconds\n    status\n    processingProgress\n    failureReason\n    renditionsPending\n    renditionsFailureReason\n    freePreview\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n  }\n": types.LectureList_LectureFragmentDoc,
    "\n  fragment LecturePlayer_lecture on Lecture {\n    id\n    title\n    description\n    videoUrl\n    hlsUrl\n    posterUrl\n    storyboardUrl\n    chaptersTrackUrl\n    ...LectureSlides_lecture\n    status\n    processingProgress\n    durationSeconds\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n    captions {\n      id\n      url\n      language\n      label\n      kind\n      status\n    }\n    questions {\n      id\n      title\n      atSeconds\n      skippable\n      passMarkPercent\n      bestAttempt {\n        id\n        passed\n      }\n    }\n  }\n": types.LecturePlayer_LectureFragmentDoc,
    "\n  query CourseLecturesQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      title\n      status\n      renditionsPending\n      durationSeconds\n      ...LectureList_lecture\n      ...LecturePlayer_lecture\n    }\n  }\n": types.CourseLecturesQueryDocument,
    "\n  mutation SaveLectureProgressMutation($lectureId: ID!, $positionSeconds: Float!) {\n    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n": types.SaveLectureProgressMutationDocument,
    "\n  # eslint-disable-next-line @graphql-eslint/no-unused-fragments -- read from the cache, never sent\n  fragment LectureProgress_completed on LectureProgress {\n    lectureId\n    completed\n  }\n": types.LectureProgress_CompletedFragmentDoc,
    "\n  mutation SetLectureCompletedMutation($lectureId: ID!, $completed: Boolean!) {\n    setLectureCompleted(lectureId: $lectureId, completed: $completed) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n": types.SetLectureCompletedMutationDocument,
    "\n  mutation AddLectureMutation($courseId: ID!, $input: LectureInput!, $video: Upload) {\n    addLecture(courseId: $courseId, input: $input, video: $video) {\n      course {\n        id\n        numberOfLectures\n      }\n      lecture {\n        id\n      }\n      lectures {\n        id\n        ...LectureList_lecture\n        ...LecturePlayer_lecture\n      }\n    }\n  }\n": types.AddLectureMutationDocument,
    "\n  mutation DeleteLectureMutation($courseId: ID!, $lectureId: ID!) {\n    deleteLecture(courseId: $courseId, lectureId: $lectureId) {\n      course {\n        id\n        numberOfLectures\n      }\n    }\n  }\n": types.DeleteLectureMutationDocument,
    "\n  mutation ReorderLecturesMutation($courseId: ID!, $lectureIds: [ID!]!) {\n    reorderLectures(courseId: $courseId, lectureIds: $lectureIds) {\n      id\n      position\n    }\n  }\n": types.ReorderLecturesMutationDocument,
    "\n  mutation RetryLectureProcessingMutation($lectureId: ID!) {\n    retryLectureProcessing(lectureId: $lectureId) {\n      id\n      status\n      processingProgress\n      failureReason\n      renditionsPending\n      renditionsFailureReason\n    }\n  }\n": types.RetryLectureProcessingMutationDocument,
    "\n  mutation SetLecturePreviewMutation($lectureId: ID!, $preview: Boolean!) {\n    setLecturePreview(lectureId: $lectureId, preview: $preview) {\n      id\n      freePreview\n    }\n  }\n": types.SetLecturePreviewMutationDocument,
    "\n  mutation UpdateLectureMutation($lectureId: ID!, $input: LectureInput!, $video: Upload) {\n    updateLecture(lectureId: $lectureId, input: $input, video: $video) {\n      id\n      title\n      description\n      status\n      ...LectureList_lecture\n      ...LecturePlayer_lecture\n    }\n  }\n": types.UpdateLectureMutationDocument,
    "\n  mutation RecordViewingHeartbeatMutation(\n    $lectureId: ID!\n    $positionSeconds: Float!\n    $playing: Boolean!\n    $rate: Float!\n    $visible: Boolean!\n  ) {\n    recordViewingHeartbeat(\n      lectureId: $lectureId\n      positionSeconds: $positionSeconds\n      playing: $playing\n      rate: $rate\n      visible: $visible\n    ) {\n      verified\n    }\n  }\n": types.RecordViewingHeartbeatMutationDocument,
    "\n  query AddLecturePageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n    }\n  }\n": types.AddLecturePageQueryDocument,
    "\n  query DisplayLecturesPageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      numberOfLectures\n    }\n  }\n": types.DisplayLecturesPageQueryDocument,
    "\n  query EditLecturePageQuery($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      title\n    }\n    lectures(courseId: $courseId) {\n      id\n      title\n      description\n    }\n  }\n": types.EditLecturePageQueryDocument,
    "\n  mutation AcquirePlaybackLeaseMutation($lectureId: ID!, $takeOver: Boolean!) {\n    acquirePlaybackLease(lectureId: $lectureId, takeOver: $takeOver) {\n      id\n      expiresAt\n      renewAfterSeconds\n    }\n  }\n": types.AcquirePlaybackLeaseMutationDocument,
    "\n  mutation RenewPlaybackLeaseMutation($leaseId: ID!) {\n    renewPlaybackLease(leaseId: $leaseId) {\n      id\n      expiresAt\n      renewAfterSeconds\n    }\n  }\n": types.RenewPlaybackLeaseMutationDocument,
    "\n  mutation ReleasePlaybackLeaseMutation($leaseId: ID!) {\n    releasePlaybackLease(leaseId: $leaseId)\n  }\n": types.ReleasePlaybackLeaseMutationDocument,
    "\n  fragment LectureSlides_lecture on Lecture {\n    id\n    handoutUrl\n    slides {\n      startSeconds\n      title\n      imageUrl\n    }\n  }\n": types.LectureSlides_LectureFragmentDoc,
    "\n  query DownloadCourseLecturesQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      title\n      status\n    }\n  }\n": types.DownloadCourseLecturesQueryDocument,
    "\n  mutation DownloadGrantMutation($input: DownloadGrantInput!) {\n    downloadGrant(input: $input) {\n      id\n      lectureId\n      quality\n      wrappedKey\n      issuedAt\n      expiresAt\n    }\n  }\n": types.DownloadGrantMutationDocument,
    "\n  query DownloadGrantStateQuery($id: ID!) {\n    downloadGrantState(id: $id) {\n      id\n      status\n      expiresAt\n    }\n  }\n": types.DownloadGrantStateQueryDocument,
    "\n  mutation SubmitViewingReceiptMutation($input: ViewingReceiptInput!) {\n    submitViewingReceipt(input: $input) {\n      lectureId\n      watchedSeconds\n      verified\n    }\n  }\n": types.SubmitViewingReceiptMutationDocument,
    "\n  mutation SubmitContactMutation($input: ContactInput!) {\n    submitContact(input: $input) {\n      receivedAt\n    }\n  }\n": types.SubmitContactMutationDocument,
    "\n  query CourseDescriptionPageQuery($id: ID!) {\n    course(id: $id) {\n      ...CourseCard_course @unmask\n    }\n  }\n": types.CourseDescriptionPageQueryDocument,
    "\n  query CourseSalesDetailsQuery($id: ID!) {\n    course(id: $id) {\n      id\n      subtitle\n      outcomes\n      requirements\n      instructorBio\n      instructorAvatarUrl\n      autoPublish\n      updatedAt\n      captionLanguages\n      audioLanguages\n    }\n  }\n": types.CourseSalesDetailsQueryDocument,
    "\n  query HomeSectionsQuery($rowSize: Int!, $newestSize: Int!) {\n    featured: courses(first: $rowSize, sort: MOST_LECTURES) {\n      edges {\n        node {\n          id\n          ...CourseCard_course\n        }\n      }\n    }\n    newest: courses(first: $newestSize, sort: NEWEST) {\n      edges {\n        node {\n          id\n          ...CourseCard_course\n        }\n      }\n    }\n    subscriptionPlan {\n      price\n      currency\n      interval\n      refundWindowDays\n    }\n  }\n": types.HomeSectionsQueryDocument,
    "\n  mutation SetLocaleMutation($locale: String) {\n    setLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n": types.SetLocaleMutationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoadMore_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"): (typeof documents)["\n  fragment LoadMore_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePageQuery($paymentsAfter: String) {\n    me {\n      id\n      fullName\n      email\n      role\n      avatarUrl\n      subscription {\n        status\n        active\n        renews\n        currentPeriodEnd\n        accessEndsAt\n        paymentMethod {\n          brand\n          last4\n        }\n      }\n    }\n    myPayments(first: 10, after: $paymentsAfter) {\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...PaymentHistory_payment\n        }\n      }\n    }\n    subscriptionPlan {\n      refundWindowDays\n    }\n  }\n"): (typeof documents)["\n  query ProfilePageQuery($paymentsAfter: String) {\n    me {\n      id\n      fullName\n      email\n      role\n      avatarUrl\n      subscription {\n        status\n        active\n        renews\n        currentPeriodEnd\n        accessEndsAt\n        paymentMethod {\n          brand\n          last4\n        }\n      }\n    }\n    myPayments(first: 10, after: $paymentsAfter) {\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...PaymentHistory_payment\n        }\n      }\n    }\n    subscriptionPlan {\n      refundWindowDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LearnerDetails_user on User {\n    id\n    fullName\n    courseProgress {\n      course {\n        id\n        title\n      }\n      completedLectures\n      totalLectures\n      percent\n      lastWatchedAt\n    }\n    viewing {\n      minutesWatched\n      verifiedLectures\n    }\n    quizResults {\n      quizId\n      quizTitle\n      courseTitle\n      attempts\n      bestScore\n      passed\n    }\n  }\n"): (typeof documents)["\n  fragment LearnerDetails_user on User {\n    id\n    fullName\n    courseProgress {\n      course {\n        id\n        title\n      }\n      completedLectures\n      totalLectures\n      percent\n      lastWatchedAt\n    }\n    viewing {\n      minutesWatched\n      verifiedLectures\n    }\n    quizResults {\n      quizId\n      quizTitle\n      courseTitle\n      attempts\n      bestScore\n      passed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearnerDevicesQuery($userId: ID!) {\n    learnerSessions(userId: $userId) {\n      id\n      device\n      ...DeviceRow_session\n    }\n  }\n"): (typeof documents)["\n  query LearnerDevicesQuery($userId: ID!) {\n    learnerSessions(userId: $userId) {\n      id\n      device\n      ...DeviceRow_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeLearnerSessionMutation($userId: ID!, $sessionId: ID!) {\n    revokeLearnerSession(userId: $userId, sessionId: $sessionId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeLearnerSessionMutation($userId: ID!, $sessionId: ID!) {\n    revokeLearnerSession(userId: $userId, sessionId: $sessionId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearnerPaymentsQuery($learnerId: ID!, $first: Int!, $after: String) {\n    payments(learnerId: $learnerId, first: $first, after: $after) {\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          paidAt\n          formattedAmount\n          status\n          refunded\n          refundReason\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LearnerPaymentsQuery($learnerId: ID!, $first: Int!, $after: String) {\n    payments(learnerId: $learnerId, first: $first, after: $after) {\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          paidAt\n          formattedAmount\n          status\n          refunded\n          refundReason\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LearnersTable_user on User {\n    id\n    fullName\n    email\n    role\n    subscription {\n      status\n      currentPeriodEnd\n    }\n    lastActivityAt\n    paymentSummary {\n      count\n      formattedTotal\n    }\n    ...LearnerDetails_user\n  }\n"): (typeof documents)["\n  fragment LearnersTable_user on User {\n    id\n    fullName\n    email\n    role\n    subscription {\n      status\n      currentPeriodEnd\n    }\n    lastActivityAt\n    paymentSummary {\n      count\n      formattedTotal\n    }\n    ...LearnerDetails_user\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardQuery($year: Int) {\n    courses(first: 24) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...CoursesOverviewTable_course\n          ...CourseState_course\n        }\n      }\n    }\n    stats(year: $year) {\n      year\n      message\n      ...UsersOverview_stats\n      ...SalesOverview_stats\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardQuery($year: Int) {\n    courses(first: 24) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...CoursesOverviewTable_course\n          ...CourseState_course\n        }\n      }\n    }\n    stats(year: $year) {\n      year\n      message\n      ...UsersOverview_stats\n      ...SalesOverview_stats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCoursesPageQuery($first: Int!, $after: String!) {\n    courses(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...CoursesOverviewTable_course\n          ...CourseState_course\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCoursesPageQuery($first: Int!, $after: String!) {\n    courses(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...CoursesOverviewTable_course\n          ...CourseState_course\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentPaymentsQuery($first: Int!, $after: String) {\n    payments(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...RecentPaymentsTable_payment\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentPaymentsQuery($first: Int!, $after: String) {\n    payments(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...RecentPaymentsTable_payment\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearnersPageQuery($search: String, $first: Int, $after: String) {\n    users(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...LearnersTable_user\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LearnersPageQuery($search: String, $first: Int, $after: String) {\n    users(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...LearnersTable_user\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseAnalyticsPageQuery($id: ID!, $from: DateTimeISO, $to: DateTimeISO) {\n    course(id: $id) {\n      id\n      title\n      analytics(from: $from, to: $to) {\n        from\n        to\n        started\n        finished\n        medianSecondsToComplete\n        funnel {\n          lectureId\n          title\n          position\n          viewers\n        }\n        mostDropped {\n          lectureId\n          title\n          sessions\n          earlyStops\n          share\n        }\n        quizzes {\n          quizId\n          title\n          attempts\n          passed\n          passRate\n        }\n      }\n      lectures {\n        id\n        title\n        lecture {\n          id\n          retention(from: $from, to: $to) {\n            sessions\n            durationSeconds\n            averagePercentWatched\n            replaySeconds\n            earlyStops\n            points {\n              second\n              share\n            }\n            dropOffs {\n              second\n              share\n              caption\n              frameUrl\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseAnalyticsPageQuery($id: ID!, $from: DateTimeISO, $to: DateTimeISO) {\n    course(id: $id) {\n      id\n      title\n      analytics(from: $from, to: $to) {\n        from\n        to\n        started\n        finished\n        medianSecondsToComplete\n        funnel {\n          lectureId\n          title\n          position\n          viewers\n        }\n        mostDropped {\n          lectureId\n          title\n          sessions\n          earlyStops\n          share\n        }\n        quizzes {\n          quizId\n          title\n          attempts\n          passed\n          passRate\n        }\n      }\n      lectures {\n        id\n        title\n        lecture {\n          id\n          retention(from: $from, to: $to) {\n            sessions\n            durationSeconds\n            averagePercentWatched\n            replaySeconds\n            earlyStops\n            points {\n              second\n              share\n            }\n            dropOffs {\n              second\n              share\n              caption\n              frameUrl\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EngagementOverviewQuery {\n    engagementOverview {\n      weeks {\n        weekStart\n        active\n        returning\n      }\n      paths {\n        pathId\n        title\n        started\n        completed\n      }\n      reminders {\n        channel\n        sent\n        clicked\n      }\n    }\n  }\n"): (typeof documents)["\n  query EngagementOverviewQuery {\n    engagementOverview {\n      weeks {\n        weekStart\n        active\n        returning\n      }\n      paths {\n        pathId\n        title\n        started\n        completed\n      }\n      reminders {\n        channel\n        sent\n        clicked\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearningOverviewQuery {\n    learningOverview {\n      from\n      to\n      days {\n        day\n        sessions\n        minutesWatched\n      }\n      courses {\n        courseId\n        title\n        started\n        finished\n      }\n    }\n  }\n"): (typeof documents)["\n  query LearningOverviewQuery {\n    learningOverview {\n      from\n      to\n      days {\n        day\n        sessions\n        minutesWatched\n      }\n      courses {\n        courseId\n        title\n        started\n        finished\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryRow_category on Category {\n    name\n    courseCount\n    publishedCount\n  }\n"): (typeof documents)["\n  fragment CategoryRow_category on Category {\n    name\n    courseCount\n    publishedCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoriesPageQuery {\n    managedCategories {\n      ...CategoryRow_category @unmask\n    }\n  }\n"): (typeof documents)["\n  query CategoriesPageQuery {\n    managedCategories {\n      ...CategoryRow_category @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategoryMutation($name: String!) {\n    createCategory(name: $name) {\n      ...CategoryRow_category\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategoryMutation($name: String!) {\n    createCategory(name: $name) {\n      ...CategoryRow_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameCategoryMutation($name: String!, $newName: String!) {\n    renameCategory(name: $name, newName: $newName) {\n      ...CategoryRow_category\n    }\n  }\n"): (typeof documents)["\n  mutation RenameCategoryMutation($name: String!, $newName: String!) {\n    renameCategory(name: $name, newName: $newName) {\n      ...CategoryRow_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeCategoriesMutation($into: String!, $sources: [String!]!) {\n    mergeCategories(into: $into, sources: $sources) {\n      ...CategoryRow_category\n    }\n  }\n"): (typeof documents)["\n  mutation MergeCategoriesMutation($into: String!, $sources: [String!]!) {\n    mergeCategories(into: $into, sources: $sources) {\n      ...CategoryRow_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategoryMutation($name: String!) {\n    deleteCategory(name: $name) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCategoryMutation($name: String!) {\n    deleteCategory(name: $name) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContinueWatching_item on ContinueWatchingItem {\n    course {\n      id\n      title\n      thumbnailUrl\n    }\n    resumeLecture {\n      id\n      title\n      progress {\n        lectureId\n        positionSeconds\n      }\n    }\n    progress {\n      courseId\n      completedLectures\n      totalLectures\n      percent\n    }\n  }\n"): (typeof documents)["\n  fragment ContinueWatching_item on ContinueWatchingItem {\n    course {\n      id\n      title\n      thumbnailUrl\n    }\n    resumeLecture {\n      id\n      title\n      progress {\n        lectureId\n        positionSeconds\n      }\n    }\n    progress {\n      courseId\n      completedLectures\n      totalLectures\n      percent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContinueWatchingQuery {\n    continueWatching {\n      lastWatchedAt\n      ...ContinueWatching_item @unmask\n    }\n  }\n"): (typeof documents)["\n  query ContinueWatchingQuery {\n    continueWatching {\n      lastWatchedAt\n      ...ContinueWatching_item @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseCard_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n    status\n    language\n  }\n"): (typeof documents)["\n  fragment CourseCard_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n    status\n    language\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseCurriculumQuery($id: ID!) {\n    course(id: $id) {\n      id\n      lectures {\n        id\n        position\n        title\n        durationSeconds\n        freePreview\n        lecture {\n          id\n          ...LecturePlayer_lecture\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseCurriculumQuery($id: ID!) {\n    course(id: $id) {\n      id\n      lectures {\n        id\n        position\n        title\n        durationSeconds\n        freePreview\n        lecture {\n          id\n          ...LecturePlayer_lecture\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoursePlanCardQuery {\n    subscriptionPlan {\n      price\n      currency\n      interval\n      refundWindowDays\n    }\n  }\n"): (typeof documents)["\n  query CoursePlanCardQuery {\n    subscriptionPlan {\n      price\n      currency\n      interval\n      refundWindowDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardProcessingQuery {\n    unpublishedLectures {\n      id\n      courseId\n      status\n      processingProgress\n    }\n  }\n"): (typeof documents)["\n  query DashboardProcessingQuery {\n    unpublishedLectures {\n      id\n      courseId\n      status\n      processingProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoursesOverviewTable_course on Course {\n    id\n    title\n    category\n    createdBy\n    numberOfLectures\n    description\n  }\n"): (typeof documents)["\n  fragment CoursesOverviewTable_course on Course {\n    id\n    title\n    category\n    createdBy\n    numberOfLectures\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LectureMomentsQuery($query: String!, $first: Int) {\n    searchTranscripts(query: $query, first: $first) {\n      courseId\n      courseTitle\n      lectureId\n      lecturePosition\n      lectureTitle\n      startSeconds\n      snippet\n    }\n  }\n"): (typeof documents)["\n  query LectureMomentsQuery($query: String!, $first: Int) {\n    searchTranscripts(query: $query, first: $first) {\n      courseId\n      courseTitle\n      lectureId\n      lecturePosition\n      lectureTitle\n      startSeconds\n      snippet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseProgressQuery($id: ID!) {\n    course(id: $id) {\n      id\n      progress {\n        courseId\n        completedLectures\n        totalLectures\n        passedQuizzes\n        totalQuizzes\n        percent\n      }\n      certificate {\n        code\n      }\n      certificateWithheld {\n        message\n        lecturesToWatch {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseProgressQuery($id: ID!) {\n    course(id: $id) {\n      id\n      progress {\n        courseId\n        completedLectures\n        totalLectures\n        passedQuizzes\n        totalQuizzes\n        percent\n      }\n      certificate {\n        code\n      }\n      certificateWithheld {\n        message\n        lecturesToWatch {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCourseProgressQuery {\n    myCourseProgress {\n      courseId\n      completedLectures\n      totalLectures\n      percent\n    }\n  }\n"): (typeof documents)["\n  query MyCourseProgressQuery {\n    myCourseProgress {\n      courseId\n      completedLectures\n      totalLectures\n      percent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseState_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n  }\n"): (typeof documents)["\n  fragment CourseState_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseCategoriesQuery {\n    categories\n  }\n"): (typeof documents)["\n  query CourseCategoriesQuery {\n    categories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedCategoriesQuery {\n    managedCategories {\n      name\n      courseCount\n    }\n  }\n"): (typeof documents)["\n  query ManagedCategoriesQuery {\n    managedCategories {\n      name\n      courseCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseCatalogQuery(\n    $first: Int\n    $after: String\n    $search: String\n    $category: String\n    $sort: CourseSort\n    $language: String\n    $captionLanguage: String\n  ) {\n    courses(\n      first: $first\n      after: $after\n      search: $search\n      category: $category\n      sort: $sort\n      language: $language\n      captionLanguage: $captionLanguage\n    ) {\n      totalCount\n      correctedSearch\n      facets {\n        category\n        count\n      }\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...CourseCard_course\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseCatalogQuery(\n    $first: Int\n    $after: String\n    $search: String\n    $category: String\n    $sort: CourseSort\n    $language: String\n    $captionLanguage: String\n  ) {\n    courses(\n      first: $first\n      after: $after\n      search: $search\n      category: $category\n      sort: $sort\n      language: $language\n      captionLanguage: $captionLanguage\n    ) {\n      totalCount\n      correctedSearch\n      facets {\n        category\n        count\n      }\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...CourseCard_course\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseLanguagesQuery {\n    courseLanguages {\n      languages\n      captionLanguages\n    }\n  }\n"): (typeof documents)["\n  query CourseLanguagesQuery {\n    courseLanguages {\n      languages\n      captionLanguages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishCourseMutation($id: ID!) {\n    publishCourse(id: $id) {\n      id\n      status\n      autoPublish\n    }\n  }\n"): (typeof documents)["\n  mutation PublishCourseMutation($id: ID!) {\n    publishCourse(id: $id) {\n      id\n      status\n      autoPublish\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishCourseMutation($id: ID!) {\n    unpublishCourse(id: $id) {\n      id\n      status\n      autoPublish\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishCourseMutation($id: ID!) {\n    unpublishCourse(id: $id) {\n      id\n      status\n      autoPublish\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCourseViewingRequirementMutation($id: ID!, $required: Boolean!) {\n    setCourseViewingRequirement(id: $id, requireVerifiedViewing: $required) {\n      id\n      requireVerifiedViewing\n    }\n  }\n"): (typeof documents)["\n  mutation SetCourseViewingRequirementMutation($id: ID!, $required: Boolean!) {\n    setCourseViewingRequirement(id: $id, requireVerifiedViewing: $required) {\n      id\n      requireVerifiedViewing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCourseMutation(\n    $input: CourseInput!\n    $publishWhenReady: Boolean!\n    $thumbnail: Upload\n    $instructorAvatar: Upload\n  ) {\n    createCourse(\n      input: $input\n      publishWhenReady: $publishWhenReady\n      thumbnail: $thumbnail\n      instructorAvatar: $instructorAvatar\n    ) {\n      ...CourseCard_course\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCourseMutation(\n    $input: CourseInput!\n    $publishWhenReady: Boolean!\n    $thumbnail: Upload\n    $instructorAvatar: Upload\n  ) {\n    createCourse(\n      input: $input\n      publishWhenReady: $publishWhenReady\n      thumbnail: $thumbnail\n      instructorAvatar: $instructorAvatar\n    ) {\n      ...CourseCard_course\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCourseMutation($id: ID!) {\n    deleteCourse(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCourseMutation($id: ID!) {\n    deleteCourse(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCourseMutation($id: ID!, $input: CourseInput!, $thumbnail: Upload, $instructorAvatar: Upload) {\n    updateCourse(id: $id, input: $input, thumbnail: $thumbnail, instructorAvatar: $instructorAvatar) {\n      id\n      subtitle\n      outcomes\n      requirements\n      instructorBio\n      instructorAvatarUrl\n      ...CourseCard_course\n      ...CourseState_course\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCourseMutation($id: ID!, $input: CourseInput!, $thumbnail: Upload, $instructorAvatar: Upload) {\n    updateCourse(id: $id, input: $input, thumbnail: $thumbnail, instructorAvatar: $instructorAvatar) {\n      id\n      subtitle\n      outcomes\n      requirements\n      instructorBio\n      instructorAvatarUrl\n      ...CourseCard_course\n      ...CourseState_course\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditCoursePageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      description\n      category\n      createdBy\n      language\n      thumbnailUrl\n      subtitle\n      outcomes\n      requirements\n      instructorBio\n      instructorAvatarUrl\n      requireVerifiedViewing\n    }\n  }\n"): (typeof documents)["\n  query EditCoursePageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      description\n      category\n      createdBy\n      language\n      thumbnailUrl\n      subtitle\n      outcomes\n      requirements\n      instructorBio\n      instructorAvatarUrl\n      requireVerifiedViewing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PathsQuery {\n    paths {\n      id\n      slug\n      title\n      description\n      published\n      courses {\n        position\n        course {\n          id\n        }\n      }\n      progress {\n        pathId\n        percent\n        completed\n      }\n    }\n  }\n"): (typeof documents)["\n  query PathsQuery {\n    paths {\n      id\n      slug\n      title\n      description\n      published\n      courses {\n        position\n        course {\n          id\n        }\n      }\n      progress {\n        pathId\n        percent\n        completed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PathQuery($slug: String!) {\n    path(slug: $slug) {\n      id\n      slug\n      title\n      description\n      outcome\n      published\n      courses {\n        position\n        requiresPrevious\n        course {\n          id\n          title\n          createdBy\n          thumbnailUrl\n          numberOfLectures\n          totalDurationSeconds\n          status\n        }\n      }\n      progress {\n        pathId\n        completedCourses\n        totalCourses\n        percent\n        completed\n        nextCourse {\n          id\n        }\n        steps {\n          courseId\n          completed\n          locked\n        }\n        certificate {\n          code\n          verificationUrl\n          pdfUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PathQuery($slug: String!) {\n    path(slug: $slug) {\n      id\n      slug\n      title\n      description\n      outcome\n      published\n      courses {\n        position\n        requiresPrevious\n        course {\n          id\n          title\n          createdBy\n          thumbnailUrl\n          numberOfLectures\n          totalDurationSeconds\n          status\n        }\n      }\n      progress {\n        pathId\n        completedCourses\n        totalCourses\n        percent\n        completed\n        nextCourse {\n          id\n        }\n        steps {\n          courseId\n          completed\n          locked\n        }\n        certificate {\n          code\n          verificationUrl\n          pdfUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PathEditorQuery($slug: String!) {\n    path(slug: $slug) {\n      id\n      slug\n      title\n      description\n      outcome\n      published\n      courses {\n        requiresPrevious\n        course {\n          id\n          title\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PathEditorQuery($slug: String!) {\n    path(slug: $slug) {\n      id\n      slug\n      title\n      description\n      outcome\n      published\n      courses {\n        requiresPrevious\n        course {\n          id\n          title\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PathCourseChoicesQuery {\n    courses(first: 100, sort: TITLE) {\n      edges {\n        node {\n          id\n          title\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PathCourseChoicesQuery {\n    courses(first: 100, sort: TITLE) {\n      edges {\n        node {\n          id\n          title\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePathMutation($input: PathInput!) {\n    createPath(input: $input) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePathMutation($input: PathInput!) {\n    createPath(input: $input) {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePathMutation($id: ID!, $input: PathInput!) {\n    updatePath(id: $id, input: $input) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePathMutation($id: ID!, $input: PathInput!) {\n    updatePath(id: $id, input: $input) {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoursePathsQuery($id: ID!) {\n    course(id: $id) {\n      id\n      paths {\n        id\n        slug\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoursePathsQuery($id: ID!) {\n    course(id: $id) {\n      id\n      paths {\n        id\n        slug\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionBundleCard_plan on SubscriptionPlan {\n    price\n    currency\n    interval\n    refundWindowDays\n  }\n"): (typeof documents)["\n  fragment SubscriptionBundleCard_plan on SubscriptionPlan {\n    price\n    currency\n    interval\n    refundWindowDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCheckoutMutation($sessionId: String!) {\n    confirmCheckout(sessionId: $sessionId) {\n      success\n      subscriptionId\n      message\n      user {\n        ...Session_user @unmask\n        subscription {\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmCheckoutMutation($sessionId: String!) {\n    confirmCheckout(sessionId: $sessionId) {\n      success\n      subscriptionId\n      message\n      user {\n        ...Session_user @unmask\n        subscription {\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckoutMutation {\n    startCheckout {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckoutMutation {\n    startCheckout {\n      id\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPageQuery {\n    subscriptionPlan {\n      requiresConfirmedEmail\n      ...SubscriptionBundleCard_plan\n    }\n    me {\n      id\n      role\n      emailVerified\n      subscription {\n        status\n        active\n        currentPeriodEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPageQuery {\n    subscriptionPlan {\n      requiresConfirmedEmail\n      ...SubscriptionBundleCard_plan\n    }\n    me {\n      id\n      role\n      emailVerified\n      subscription {\n        status\n        active\n        currentPeriodEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentHistory_payment on Payment {\n    id\n    formattedAmount\n    status\n    paidAt\n    refunded\n    refundedAt\n    refundReason\n  }\n"): (typeof documents)["\n  fragment PaymentHistory_payment on Payment {\n    id\n    formattedAmount\n    status\n    paidAt\n    refunded\n    refundedAt\n    refundReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceiptPageQuery($paymentId: ID!) {\n    receipt(paymentId: $paymentId) {\n      paymentId\n      number\n      issuedAt\n      plan\n      formattedAmount\n      tax {\n        formatted\n      }\n      paymentMethod\n      status\n      refundedAt\n      refund {\n        formatted\n      }\n      billedTo {\n        name\n        email\n      }\n      seller {\n        name\n        address\n      }\n      cancellation {\n        outcome\n        accessEndsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReceiptPageQuery($paymentId: ID!) {\n    receipt(paymentId: $paymentId) {\n      paymentId\n      number\n      issuedAt\n      plan\n      formattedAmount\n      tax {\n        formatted\n      }\n      paymentMethod\n      status\n      refundedAt\n      refund {\n        formatted\n      }\n      billedTo {\n        name\n        email\n      }\n      seller {\n        name\n        address\n      }\n      cancellation {\n        outcome\n        accessEndsAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecentPaymentsTable_payment on Payment {\n    id\n    paidAt\n    formattedAmount\n    status\n    refunded\n    refundReason\n    customer {\n      id\n      fullName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment RecentPaymentsTable_payment on Payment {\n    id\n    paidAt\n    formattedAmount\n    status\n    refunded\n    refundReason\n    customer {\n      id\n      fullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRevenueQuery($year: Int!, $month: Int!) {\n    revenue(year: $year, month: $month) {\n      year\n      month\n      currency\n      cashCollected\n      refunds\n      recognisedRevenue\n      deferredRevenue\n      activeSubscribers\n      activeAtMonthStart\n      churnedSubscribers\n      churnRate\n      failedRenewals\n      failedRenewalsAmount\n      renewalsDue {\n        withinDays\n        count\n        amount\n      }\n      monthly {\n        month\n        cashCollected\n        refunds\n        recognisedRevenue\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRevenueQuery($year: Int!, $month: Int!) {\n    revenue(year: $year, month: $month) {\n      year\n      month\n      currency\n      cashCollected\n      refunds\n      recognisedRevenue\n      deferredRevenue\n      activeSubscribers\n      activeAtMonthStart\n      churnedSubscribers\n      churnRate\n      failedRenewals\n      failedRenewalsAmount\n      renewalsDue {\n        withinDays\n        count\n        amount\n      }\n      monthly {\n        month\n        cashCollected\n        refunds\n        recognisedRevenue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesOverview_stats on Stats {\n    year\n    monthlySales\n    totalRevenue\n    collectedRevenue\n    currency\n  }\n"): (typeof documents)["\n  fragment SalesOverview_stats on Stats {\n    year\n    monthlySales\n    totalRevenue\n    collectedRevenue\n    currency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersOverview_stats on Stats {\n    allUsersCount\n    subscribedUsersCount\n    teamSubscriptionsCount\n    teamSeatsCount\n    teamSeatsUsed\n  }\n"): (typeof documents)["\n  fragment UsersOverview_stats on Stats {\n    allUsersCount\n    subscribedUsersCount\n    teamSubscriptionsCount\n    teamSeatsCount\n    teamSeatsUsed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamMembersList_team on Team {\n    id\n    members {\n      userId\n      fullName\n      email\n      joinedAt\n      isOwner\n      coursesStarted\n      quizzesPassed\n      lastActivityAt\n      certificates {\n        code\n        courseTitle\n        issuedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TeamMembersList_team on Team {\n    id\n    members {\n      userId\n      fullName\n      email\n      joinedAt\n      isOwner\n      coursesStarted\n      quizzesPassed\n      lastActivityAt\n      certificates {\n        code\n        courseTitle\n        issuedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamOverview_team on Team {\n    id\n    name\n    status\n    seats\n    renewalSeats\n    seatsUsed\n    seatsFree\n    ownerTakesSeat\n    currentPeriodEnd\n    renews\n    accessEndsAt\n    pricePerSeat\n    currency\n    invitations {\n      id\n      email\n      expiresAt\n    }\n    joinLink {\n      url\n      expiresAt\n    }\n    ...TeamMembersList_team @unmask\n  }\n"): (typeof documents)["\n  fragment TeamOverview_team on Team {\n    id\n    name\n    status\n    seats\n    renewalSeats\n    seatsUsed\n    seatsFree\n    ownerTakesSeat\n    currentPeriodEnd\n    renews\n    accessEndsAt\n    pricePerSeat\n    currency\n    invitations {\n      id\n      email\n      expiresAt\n    }\n    joinLink {\n      url\n      expiresAt\n    }\n    ...TeamMembersList_team @unmask\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPageQuery {\n    team {\n      ...TeamOverview_team @unmask\n    }\n    teamSeat {\n      teamName\n      ownerName\n      isOwner\n      active\n    }\n    subscriptionPlan {\n      price\n      currency\n    }\n  }\n"): (typeof documents)["\n  query TeamPageQuery {\n    team {\n      ...TeamOverview_team @unmask\n    }\n    teamSeat {\n      teamName\n      ownerName\n      isOwner\n      active\n    }\n    subscriptionPlan {\n      price\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamInvitationQuery($token: String, $invitationId: ID) {\n    teamInvitation(token: $token, invitationId: $invitationId) {\n      teamName\n      ownerName\n      seatsFree\n      hasOwnSubscription\n      alreadyMember\n      inAnotherTeam\n    }\n  }\n"): (typeof documents)["\n  query TeamInvitationQuery($token: String, $invitationId: ID) {\n    teamInvitation(token: $token, invitationId: $invitationId) {\n      teamName\n      ownerName\n      seatsFree\n      hasOwnSubscription\n      alreadyMember\n      inAnotherTeam\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeamCheckoutMutation($input: TeamCheckoutInput!) {\n    createTeamCheckout(input: $input) {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeamCheckoutMutation($input: TeamCheckoutInput!) {\n    createTeamCheckout(input: $input) {\n      id\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamSeatsMutation($seats: Int!) {\n    setTeamSeats(seats: $seats) {\n      ...TeamOverview_team\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamSeatsMutation($seats: Int!) {\n    setTeamSeats(seats: $seats) {\n      ...TeamOverview_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteTeamMembersMutation($emails: String!) {\n    inviteTeamMembers(emails: $emails) {\n      ...TeamOverview_team\n    }\n  }\n"): (typeof documents)["\n  mutation InviteTeamMembersMutation($emails: String!) {\n    inviteTeamMembers(emails: $emails) {\n      ...TeamOverview_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeTeamInvitationMutation($id: ID!) {\n    revokeTeamInvitation(id: $id) {\n      ...TeamOverview_team\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeTeamInvitationMutation($id: ID!) {\n    revokeTeamInvitation(id: $id) {\n      ...TeamOverview_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeamJoinLinkMutation {\n    createTeamJoinLink {\n      ...TeamOverview_team\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeamJoinLinkMutation {\n    createTeamJoinLink {\n      ...TeamOverview_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeTeamJoinLinkMutation {\n    revokeTeamJoinLink {\n      ...TeamOverview_team\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeTeamJoinLinkMutation {\n    revokeTeamJoinLink {\n      ...TeamOverview_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamMemberMutation($userId: ID!) {\n    removeTeamMember(userId: $userId) {\n      ...TeamOverview_team\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTeamMemberMutation($userId: ID!) {\n    removeTeamMember(userId: $userId) {\n      ...TeamOverview_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinTeamMutation($token: String, $invitationId: ID) {\n    joinTeam(token: $token, invitationId: $invitationId) {\n      teamName\n      ownerName\n      isOwner\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation JoinTeamMutation($token: String, $invitationId: ID) {\n    joinTeam(token: $token, invitationId: $invitationId) {\n      teamName\n      ownerName\n      isOwner\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveTeamMutation {\n    leaveTeam {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveTeamMutation {\n    leaveTeam {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeysTable_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    createdByName\n    creatorAccountClosed\n    expiresAt\n    revokedAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment ApiKeysTable_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    createdByName\n    creatorAccountClosed\n    expiresAt\n    revokedAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKeyMutation($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        ...ApiKeysTable_apiKey\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKeyMutation($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        ...ApiKeysTable_apiKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKeyMutation($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKeyMutation($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeysPageQuery {\n    apiKeys {\n      ...ApiKeysTable_apiKey @unmask\n    }\n  }\n"): (typeof documents)["\n  query ApiKeysPageQuery {\n    apiKeys {\n      ...ApiKeysTable_apiKey @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SsoProvidersQuery {\n    ssoProviders {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SsoProvidersQuery {\n    ssoProviders {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyLoginOptionsMutation {\n    passkeyLoginOptions\n  }\n"): (typeof documents)["\n  mutation PasskeyLoginOptionsMutation {\n    passkeyLoginOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithPasskeyMutation($response: String!) {\n    loginWithPasskey(response: $response) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithPasskeyMutation($response: String!) {\n    loginWithPasskey(response: $response) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecondFactorPasskeyOptionsMutation($challengeToken: String!) {\n    secondFactorPasskeyOptions(challengeToken: $challengeToken)\n  }\n"): (typeof documents)["\n  mutation SecondFactorPasskeyOptionsMutation($challengeToken: String!) {\n    secondFactorPasskeyOptions(challengeToken: $challengeToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSecondFactorMutation($input: CompleteSecondFactorInput!) {\n    completeSecondFactor(input: $input) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSecondFactorMutation($input: CompleteSecondFactorInput!) {\n    completeSecondFactor(input: $input) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecuritySettingsQuery {\n    me {\n      id\n      mfaEnabled\n      mfaSetupRequired\n      security {\n        totpEnabled\n        recoveryCodesLeft\n      }\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n        backedUp\n      }\n    }\n  }\n"): (typeof documents)["\n  query SecuritySettingsQuery {\n    me {\n      id\n      mfaEnabled\n      mfaSetupRequired\n      security {\n        totpEnabled\n        recoveryCodesLeft\n      }\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n        backedUp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyRegistrationOptionsMutation {\n    passkeyRegistrationOptions\n  }\n"): (typeof documents)["\n  mutation PasskeyRegistrationOptionsMutation {\n    passkeyRegistrationOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPasskeyMutation($response: String!, $name: String!) {\n    registerPasskey(response: $response, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPasskeyMutation($response: String!, $name: String!) {\n    registerPasskey(response: $response, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenamePasskeyMutation($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RenamePasskeyMutation($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskeyMutation($id: ID!) {\n    removePasskey(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePasskeyMutation($id: ID!) {\n    removePasskey(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableTotpMutation {\n    enableTotp {\n      secret\n      uri\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation EnableTotpMutation {\n    enableTotp {\n      secret\n      uri\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpMutation($code: String!) {\n    confirmTotp(code: $code) {\n      message\n      codes\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpMutation($code: String!) {\n    confirmTotp(code: $code) {\n      message\n      codes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotpMutation {\n    disableTotp {\n      user {\n        id\n        mfaEnabled\n        security {\n          totpEnabled\n          recoveryCodesLeft\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTotpMutation {\n    disableTotp {\n      user {\n        id\n        mfaEnabled\n        security {\n          totpEnabled\n          recoveryCodesLeft\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodesMutation {\n    regenerateRecoveryCodes {\n      message\n      codes\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodesMutation {\n    regenerateRecoveryCodes {\n      message\n      codes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReauthenticationPasskeyOptionsMutation {\n    reauthenticationPasskeyOptions\n  }\n"): (typeof documents)["\n  mutation ReauthenticationPasskeyOptionsMutation {\n    reauthenticationPasskeyOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReauthenticateMutation($input: ReauthenticateInput!) {\n    reauthenticate(input: $input) {\n      until\n    }\n  }\n"): (typeof documents)["\n  mutation ReauthenticateMutation($input: ReauthenticateInput!) {\n    reauthenticate(input: $input) {\n      until\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SsoSecondFactorQuery {\n    ssoSecondFactor {\n      challengeToken\n      methods\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query SsoSecondFactorQuery {\n    ssoSecondFactor {\n      challengeToken\n      methods\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEmailChangeMutation($token: String!) {\n    cancelEmailChange(token: $token) {\n      cancelledAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEmailChangeMutation($token: String!) {\n    cancelEmailChange(token: $token) {\n      cancelledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSsoLinkMutation($password: String!) {\n    completeSsoLink(password: $password) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSsoLinkMutation($password: String!) {\n    completeSsoLink(password: $password) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChangeMutation($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChangeMutation($token: String!) {\n    confirmEmailChange(token: $token) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n      secondFactor {\n        challengeToken\n        methods\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n      secondFactor {\n        challengeToken\n        methods\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutMutation {\n    logout {\n      sessionId\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutMutation {\n    logout {\n      sessionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {\n    register(input: $input, avatar: $avatar) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {\n    register(input: $input, avatar: $avatar) {\n      message\n      user {\n        ...Session_user @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChangeMutation($newEmail: String!, $password: String!) {\n    requestEmailChange(newEmail: $newEmail, password: $password) {\n      newEmail\n    }\n  }\n"): (typeof documents)["\n  mutation RequestEmailChangeMutation($newEmail: String!, $password: String!) {\n    requestEmailChange(newEmail: $newEmail, password: $password) {\n      newEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordResetMutation($email: String!) {\n    requestPasswordReset(email: $email) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordResetMutation($email: String!) {\n    requestPasswordReset(email: $email) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationMutation {\n    resendVerification {\n      sent\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationMutation {\n    resendVerification {\n      sent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordMutation($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      signedOut\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordMutation($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      signedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmailMutation($token: String!) {\n    verifyEmail(token: $token) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmailMutation($token: String!) {\n    verifyEmail(token: $token) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordChangeSsoLinksQuery {\n    me {\n      id\n      ssoLinks {\n        providerId\n        providerName\n      }\n    }\n  }\n"): (typeof documents)["\n  query PasswordChangeSsoLinksQuery {\n    me {\n      id\n      ssoLinks {\n        providerId\n        providerName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SsoPendingLinkQuery {\n    ssoPendingLink {\n      providerId\n      providerName\n      email\n    }\n  }\n"): (typeof documents)["\n  query SsoPendingLinkQuery {\n    ssoPendingLink {\n      providerId\n      providerName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReauthenticationMethodsQuery {\n    me {\n      id\n      security {\n        totpEnabled\n      }\n      passkeys {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReauthenticationMethodsQuery {\n    me {\n      id\n      security {\n        totpEnabled\n      }\n      passkeys {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Session_user on User {\n    id\n    fullName\n    email\n    emailVerified\n    role\n    avatarUrl\n    locale\n    timeZone\n    mfaSetupRequired\n    subscription {\n      status\n      active\n    }\n  }\n"): (typeof documents)["\n  fragment Session_user on User {\n    id\n    fullName\n    email\n    emailVerified\n    role\n    avatarUrl\n    locale\n    timeZone\n    mfaSetupRequired\n    subscription {\n      status\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeQuery {\n    me {\n      ...Session_user @unmask\n    }\n  }\n"): (typeof documents)["\n  query MeQuery {\n    me {\n      ...Session_user @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SsoProviderRow_provider on SsoProviderConfig {\n    id\n    name\n    issuer\n    clientId\n    allowedDomains\n    disablePasswordForDomains\n    source\n  }\n"): (typeof documents)["\n  fragment SsoProviderRow_provider on SsoProviderConfig {\n    id\n    name\n    issuer\n    clientId\n    allowedDomains\n    disablePasswordForDomains\n    source\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SsoProviderConfigsQuery {\n    ssoProviderConfigs {\n      ...SsoProviderRow_provider @unmask\n    }\n  }\n"): (typeof documents)["\n  query SsoProviderConfigsQuery {\n    ssoProviderConfigs {\n      ...SsoProviderRow_provider @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSsoProviderMutation($input: SsoProviderInput!) {\n    createSsoProvider(input: $input) {\n      ...SsoProviderRow_provider\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSsoProviderMutation($input: SsoProviderInput!) {\n    createSsoProvider(input: $input) {\n      ...SsoProviderRow_provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSsoProviderMutation($id: ID!, $input: SsoProviderInput!) {\n    updateSsoProvider(id: $id, input: $input) {\n      ...SsoProviderRow_provider\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSsoProviderMutation($id: ID!, $input: SsoProviderInput!) {\n    updateSsoProvider(id: $id, input: $input) {\n      ...SsoProviderRow_provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSsoProviderMutation($id: ID!) {\n    deleteSsoProvider(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSsoProviderMutation($id: ID!) {\n    deleteSsoProvider(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTimeZoneMutation($timeZone: String) {\n    setTimeZone(timeZone: $timeZone) {\n      id\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  mutation SetTimeZoneMutation($timeZone: String) {\n    setTimeZone(timeZone: $timeZone) {\n      id\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellationPreviewQuery {\n    cancellationPreview {\n      outcome\n      accessEndsAt\n      refund {\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  query CancellationPreviewQuery {\n    cancellationPreview {\n      outcome\n      accessEndsAt\n      refund {\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebPushPublicKeyQuery {\n    webPushPublicKey\n  }\n"): (typeof documents)["\n  query WebPushPublicKeyQuery {\n    webPushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToPushMutation($input: PushSubscriptionInput!) {\n    subscribeToPush(input: $input) {\n      endpoint\n      subscribed\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeToPushMutation($input: PushSubscriptionInput!) {\n    subscribeToPush(input: $input) {\n      endpoint\n      subscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeFromPushMutation($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint) {\n      endpoint\n      subscribed\n    }\n  }\n"): (typeof documents)["\n  mutation UnsubscribeFromPushMutation($endpoint: String!) {\n    unsubscribeFromPush(endpoint: $endpoint) {\n      endpoint\n      subscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeviceRow_session on AccountSession {\n    id\n    device\n    ip\n    lastSeenAt\n    current\n    downloads\n    playing\n  }\n"): (typeof documents)["\n  fragment DeviceRow_session on AccountSession {\n    id\n    device\n    ip\n    lastSeenAt\n    current\n    downloads\n    playing\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdleReminderQuery {\n    idleReminder {\n      days\n      chosen\n    }\n  }\n"): (typeof documents)["\n  query IdleReminderQuery {\n    idleReminder {\n      days\n      chosen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetIdleReminderDaysMutation($days: Int) {\n    setIdleReminderDays(days: $days) {\n      days\n      chosen\n    }\n  }\n"): (typeof documents)["\n  mutation SetIdleReminderDaysMutation($days: Int) {\n    setIdleReminderDays(days: $days) {\n      days\n      chosen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailPreferencesQuery {\n    mailPreferences {\n      kind\n      subscribed\n    }\n  }\n"): (typeof documents)["\n  query MailPreferencesQuery {\n    mailPreferences {\n      kind\n      subscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMailPreferenceMutation($kind: MailKind!, $subscribed: Boolean!) {\n    setMailPreference(kind: $kind, subscribed: $subscribed) {\n      kind\n      subscribed\n    }\n  }\n"): (typeof documents)["\n  mutation SetMailPreferenceMutation($kind: MailKind!, $subscribed: Boolean!) {\n    setMailPreference(kind: $kind, subscribed: $subscribed) {\n      kind\n      subscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationChannelsQuery {\n    notificationChannels {\n      channel\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query NotificationChannelsQuery {\n    notificationChannels {\n      channel\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationChannelMutation($enabled: Boolean!) {\n    setNotificationChannel(channel: PUSH, enabled: $enabled) {\n      channel\n      enabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetNotificationChannelMutation($enabled: Boolean!) {\n    setNotificationChannel(channel: PUSH, enabled: $enabled) {\n      channel\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedInDevicesQuery {\n    mySessions {\n      id\n      device\n      current\n      ...DeviceRow_session\n    }\n  }\n"): (typeof documents)["\n  query SignedInDevicesQuery {\n    mySessions {\n      id\n      device\n      current\n      ...DeviceRow_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySsoLinksQuery {\n    me {\n      id\n      ssoLinks {\n        providerId\n        providerName\n        email\n        createdAt\n      }\n    }\n    ssoProviders {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MySsoLinksQuery {\n    me {\n      id\n      ssoLinks {\n        providerId\n        providerName\n        email\n        createdAt\n      }\n    }\n    ssoProviders {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSsoLinkMutation($providerId: ID!) {\n    startSsoLink(providerId: $providerId)\n  }\n"): (typeof documents)["\n  mutation StartSsoLinkMutation($providerId: ID!) {\n    startSsoLink(providerId: $providerId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkSsoMutation($providerId: ID!) {\n    unlinkSso(providerId: $providerId)\n  }\n"): (typeof documents)["\n  mutation UnlinkSsoMutation($providerId: ID!) {\n    unlinkSso(providerId: $providerId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionChange_user on User {\n    id\n    subscription {\n      status\n      active\n      renews\n      cancelAtPeriodEnd\n      currentPeriodEnd\n    }\n  }\n"): (typeof documents)["\n  fragment SubscriptionChange_user on User {\n    id\n    subscription {\n      status\n      active\n      renews\n      cancelAtPeriodEnd\n      currentPeriodEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscriptionMutation {\n    cancelSubscription {\n      success\n      message\n      refunded\n      outcome\n      accessEndsAt\n      user {\n        ...Session_user @unmask\n        ...SubscriptionChange_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSubscriptionMutation {\n    cancelSubscription {\n      success\n      message\n      refunded\n      outcome\n      accessEndsAt\n      user {\n        ...Session_user @unmask\n        ...SubscriptionChange_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccountMutation($password: String!) {\n    deleteAccount(password: $password) {\n      id\n      subscriptionCancelled\n      refunded\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccountMutation($password: String!) {\n    deleteAccount(password: $password) {\n      id\n      subscriptionCancelled\n      refunded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenBillingPortalMutation {\n    openBillingPortal\n  }\n"): (typeof documents)["\n  mutation OpenBillingPortalMutation {\n    openBillingPortal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSessionMutation($id: ID!) {\n    revokeSession(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeSessionMutation($id: ID!) {\n    revokeSession(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeOtherSessionsMutation {\n    revokeOtherSessions {\n      sessions {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeOtherSessionsMutation {\n    revokeOtherSessions {\n      sessions {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAutoRenewMutation($enabled: Boolean!) {\n    setAutoRenew(enabled: $enabled) {\n      success\n      message\n      user {\n        ...SubscriptionChange_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAutoRenewMutation($enabled: Boolean!) {\n    setAutoRenew(enabled: $enabled) {\n      success\n      message\n      user {\n        ...SubscriptionChange_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {\n    updateProfile(fullName: $fullName, avatar: $avatar) {\n      ...Session_user @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {\n    updateProfile(fullName: $fullName, avatar: $avatar) {\n      ...Session_user @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportMyDataQuery {\n    exportMyData {\n      filename\n      json\n    }\n  }\n"): (typeof documents)["\n  query ExportMyDataQuery {\n    exportMyData {\n      filename\n      json\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveryLogQuery($endpointId: ID!, $first: Int!, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          eventId\n          eventType\n          status\n          attempts\n          requestBody\n          responseStatus\n          responseBody\n          durationMs\n          error\n          createdAt\n          lastAttemptAt\n          nextAttemptAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveryLogQuery($endpointId: ID!, $first: Int!, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        cursor\n        node {\n          id\n          eventId\n          eventType\n          status\n          attempts\n          requestBody\n          responseStatus\n          responseBody\n          durationMs\n          error\n          createdAt\n          lastAttemptAt\n          nextAttemptAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointCard_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    eventTypes\n    enabled\n    disabledReason\n    failingSince\n    previousSecretExpiresAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointCard_endpoint on WebhookEndpoint {\n    id\n    url\n    description\n    eventTypes\n    enabled\n    disabledReason\n    failingSince\n    previousSecretExpiresAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointCard_endpoint\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointCard_endpoint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecretMutation($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointCard_endpoint\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecretMutation($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointCard_endpoint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpointMutation($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpointMutation($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpointMutation($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpointMutation($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhookEventMutation($endpointId: ID!) {\n    sendTestWebhookEvent(endpointId: $endpointId) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhookEventMutation($endpointId: ID!) {\n    sendTestWebhookEvent(endpointId: $endpointId) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplayWebhookDeliveryMutation($id: ID!) {\n    replayWebhookDelivery(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ReplayWebhookDeliveryMutation($id: ID!) {\n    replayWebhookDelivery(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhooksPageQuery {\n    webhookEndpoints {\n      id\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n"): (typeof documents)["\n  query WebhooksPageQuery {\n    webhookEndpoints {\n      id\n      ...WebhookEndpointCard_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCertificatesQuery {\n    myCertificates {\n      code\n      completedAt\n      courseId\n      courseTitle\n      learnerName\n    }\n  }\n"): (typeof documents)["\n  query MyCertificatesQuery {\n    myCertificates {\n      code\n      completedAt\n      courseId\n      courseTitle\n      learnerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReissueCertificateMutation($courseId: ID!) {\n    reissueCertificate(courseId: $courseId) {\n      code\n      learnerName\n      reissuedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReissueCertificateMutation($courseId: ID!) {\n    reissueCertificate(courseId: $courseId) {\n      code\n      learnerName\n      reissuedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificatePageQuery($code: String!) {\n    certificate(code: $code) {\n      code\n      completedAt\n      courseId\n      courseTitle\n      instructor\n      learnerName\n      reissuedAt\n      totalSeconds\n      viewingVerified\n      quizzesPassed\n      path {\n        id\n        slug\n        courseCount\n      }\n      issuer\n      verificationUrl\n      pdfUrl\n      linkedInUrl\n    }\n  }\n"): (typeof documents)["\n  query CertificatePageQuery($code: String!) {\n    certificate(code: $code) {\n      code\n      completedAt\n      courseId\n      courseTitle\n      instructor\n      learnerName\n      reissuedAt\n      totalSeconds\n      viewingVerified\n      quizzesPassed\n      path {\n        id\n        slug\n        courseCount\n      }\n      issuer\n      verificationUrl\n      pdfUrl\n      linkedInUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiscussionPost_post on Post {\n    id\n    parentId\n    title\n    body\n    videoSeconds\n    upvotes\n    replyCount\n    acceptedReplyId\n    answered\n    hidden\n    locked\n    createdAt\n    editedAt\n    authorName\n    byInstructor\n    mine\n    upvotedByMe\n    reportCount\n  }\n"): (typeof documents)["\n  fragment DiscussionPost_post on Post {\n    id\n    parentId\n    title\n    body\n    videoSeconds\n    upvotes\n    replyCount\n    acceptedReplyId\n    answered\n    hidden\n    locked\n    createdAt\n    editedAt\n    authorName\n    byInstructor\n    mine\n    upvotedByMe\n    reportCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LectureQuestionsQuery(\n    $courseId: ID!\n    $lectureId: ID\n    $sort: DiscussionSort\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    courseQuestions(\n      courseId: $courseId\n      lectureId: $lectureId\n      sort: $sort\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        node {\n          ...DiscussionPost_post @unmask\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LectureQuestionsQuery(\n    $courseId: ID!\n    $lectureId: ID\n    $sort: DiscussionSort\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    courseQuestions(\n      courseId: $courseId\n      lectureId: $lectureId\n      sort: $sort\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        node {\n          ...DiscussionPost_post @unmask\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionThreadQuery($id: ID!) {\n    discussionPost(id: $id) {\n      ...DiscussionPost_post @unmask\n      replies {\n        ...DiscussionPost_post @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuestionThreadQuery($id: ID!) {\n    discussionPost(id: $id) {\n      ...DiscussionPost_post @unmask\n      replies {\n        ...DiscussionPost_post @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnansweredQuestionsQuery($first: Int, $after: String) {\n    unansweredQuestions(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        node {\n          ...DiscussionPost_post @unmask\n          courseId\n          lectureId\n          courseTitle\n          lectureTitle\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnansweredQuestionsQuery($first: Int, $after: String) {\n    unansweredQuestions(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadMore_pageInfo @unmask\n      }\n      edges {\n        node {\n          ...DiscussionPost_post @unmask\n          courseId\n          lectureId\n          courseTitle\n          lectureTitle\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskQuestionMutation($lectureId: ID!, $input: AskQuestionInput!) {\n    askQuestion(lectureId: $lectureId, input: $input) {\n      ...DiscussionPost_post\n    }\n  }\n"): (typeof documents)["\n  mutation AskQuestionMutation($lectureId: ID!, $input: AskQuestionInput!) {\n    askQuestion(lectureId: $lectureId, input: $input) {\n      ...DiscussionPost_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToPostMutation($postId: ID!, $body: String!) {\n    replyToPost(postId: $postId, body: $body) {\n      ...DiscussionPost_post\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToPostMutation($postId: ID!, $body: String!) {\n    replyToPost(postId: $postId, body: $body) {\n      ...DiscussionPost_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpvotePostMutation($id: ID!, $upvoted: Boolean!) {\n    upvotePost(id: $id, upvoted: $upvoted) {\n      id\n      upvotes\n      upvotedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation UpvotePostMutation($id: ID!, $upvoted: Boolean!) {\n    upvotePost(id: $id, upvoted: $upvoted) {\n      id\n      upvotes\n      upvotedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptAnswerMutation($replyId: ID!, $accepted: Boolean!) {\n    acceptAnswer(replyId: $replyId, accepted: $accepted) {\n      id\n      acceptedReplyId\n      answered\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptAnswerMutation($replyId: ID!, $accepted: Boolean!) {\n    acceptAnswer(replyId: $replyId, accepted: $accepted) {\n      id\n      acceptedReplyId\n      answered\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePostMutation($id: ID!) {\n    deletePost(id: $id) {\n      id\n      parentId\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePostMutation($id: ID!) {\n    deletePost(id: $id) {\n      id\n      parentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModeratePostMutation($id: ID!, $action: ModerationAction!) {\n    moderatePost(id: $id, action: $action) {\n      id\n      hidden\n      locked\n    }\n  }\n"): (typeof documents)["\n  mutation ModeratePostMutation($id: ID!, $action: ModerationAction!) {\n    moderatePost(id: $id, action: $action) {\n      id\n      hidden\n      locked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportPostMutation($id: ID!) {\n    reportPost(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReportPostMutation($id: ID!) {\n    reportPost(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMailSubscriptionMutation($token: String!, $subscribed: Boolean!) {\n    setMailSubscription(token: $token, subscribed: $subscribed) {\n      kind\n      subscribed\n    }\n  }\n"): (typeof documents)["\n  mutation SetMailSubscriptionMutation($token: String!, $subscribed: Boolean!) {\n    setMailSubscription(token: $token, subscribed: $subscribed) {\n      kind\n      subscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxItemRow_item on InboxItem {\n    id\n    kind\n    createdAt\n    read\n    courseId\n    courseTitle\n    lectureId\n    lectureTitle\n    questionId\n    questionTitle\n    actorName\n    certificateCode\n    pathTitle\n    teamName\n    invitationId\n  }\n"): (typeof documents)["\n  fragment InboxItemRow_item on InboxItem {\n    id\n    kind\n    createdAt\n    read\n    courseId\n    courseTitle\n    lectureId\n    lectureTitle\n    questionId\n    questionTitle\n    actorName\n    certificateCode\n    pathTitle\n    teamName\n    invitationId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxPageQuery($after: String) {\n    inbox(first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...InboxItemRow_item\n        }\n      }\n    }\n    inboxUnreadCount\n  }\n"): (typeof documents)["\n  query InboxPageQuery($after: String) {\n    inbox(first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...InboxItemRow_item\n        }\n      }\n    }\n    inboxUnreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxUnreadCountQuery {\n    inboxUnreadCount\n  }\n"): (typeof documents)["\n  query InboxUnreadCountQuery {\n    inboxUnreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkInboxReadMutation($ids: [ID!]) {\n    markInboxRead(ids: $ids) {\n      unreadCount\n      items {\n        id\n        read\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkInboxReadMutation($ids: [ID!]) {\n    markInboxRead(ids: $ids) {\n      unreadCount\n      items {\n        id\n        read\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WeeklyGoalQuery {\n    weeklyGoal {\n      weeklyMinutes\n      minutesThisWeek\n      streakWeeks\n    }\n  }\n"): (typeof documents)["\n  query WeeklyGoalQuery {\n    weeklyGoal {\n      weeklyMinutes\n      minutesThisWeek\n      streakWeeks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWeeklyGoalMutation($minutes: Int) {\n    setWeeklyGoal(minutes: $minutes) {\n      weeklyMinutes\n      minutesThisWeek\n      streakWeeks\n    }\n  }\n"): (typeof documents)["\n  mutation SetWeeklyGoalMutation($minutes: Int) {\n    setWeeklyGoal(minutes: $minutes) {\n      weeklyMinutes\n      minutesThisWeek\n      streakWeeks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLearningPageQuery {\n    continueWatching {\n      ...ContinueWatching_item @unmask\n      course {\n        id\n        createdBy\n      }\n    }\n    myCertificates {\n      code\n      courseId\n      courseTitle\n      instructor\n      completedAt\n    }\n  }\n"): (typeof documents)["\n  query MyLearningPageQuery {\n    continueWatching {\n      ...ContinueWatching_item @unmask\n      course {\n        id\n        createdBy\n      }\n    }\n    myCertificates {\n      code\n      courseId\n      courseTitle\n      instructor\n      completedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Notes_note on Note {\n    id\n    kind\n    body\n    atSeconds\n    lectureId\n    lectureTitle\n    courseId\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment Notes_note on Note {\n    id\n    kind\n    body\n    atSeconds\n    lectureId\n    lectureTitle\n    courseId\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseNotesQuery($courseId: ID!) {\n    courseNotes(courseId: $courseId) {\n      courseId\n      courseTitle\n      markdownUrl\n      pdfUrl\n      notes {\n        ...Notes_note @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseNotesQuery($courseId: ID!) {\n    courseNotes(courseId: $courseId) {\n      courseId\n      courseTitle\n      markdownUrl\n      pdfUrl\n      notes {\n        ...Notes_note @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddNoteMutation($lectureId: ID!, $input: AddNoteInput!) {\n    addNote(lectureId: $lectureId, input: $input) {\n      ...Notes_note @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AddNoteMutation($lectureId: ID!, $input: AddNoteInput!) {\n    addNote(lectureId: $lectureId, input: $input) {\n      ...Notes_note @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditNoteMutation($id: ID!, $input: EditNoteInput!) {\n    editNote(id: $id, input: $input) {\n      ...Notes_note @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation EditNoteMutation($id: ID!, $input: EditNoteInput!) {\n    editNote(id: $id, input: $input) {\n      ...Notes_note @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNoteMutation($id: ID!) {\n    deleteNote(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteNoteMutation($id: ID!) {\n    deleteNote(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarkedMomentsQuery($lectureId: ID!) {\n    bookmarkedMoments(lectureId: $lectureId) {\n      atSeconds\n      learners\n    }\n  }\n"): (typeof documents)["\n  query BookmarkedMomentsQuery($lectureId: ID!) {\n    bookmarkedMoments(lectureId: $lectureId) {\n      atSeconds\n      learners\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseItemsQuery($id: ID!) {\n    course(id: $id) {\n      id\n      items {\n        kind\n        lecture {\n          id\n          title\n          durationSeconds\n        }\n        quiz {\n          id\n          title\n          questionCount\n          atSeconds\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseItemsQuery($id: ID!) {\n    course(id: $id) {\n      id\n      items {\n        kind\n        lecture {\n          id\n          title\n          durationSeconds\n        }\n        quiz {\n          id\n          title\n          questionCount\n          atSeconds\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartQuizAttemptMutation($quizId: ID!) {\n    startQuizAttempt(quizId: $quizId) {\n      ...QuizAttempt_attempt @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation StartQuizAttemptMutation($quizId: ID!) {\n    startQuizAttempt(quizId: $quizId) {\n      ...QuizAttempt_attempt @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitQuizAttemptMutation($attemptId: ID!, $answers: [AnswerInput!]!) {\n    submitQuizAttempt(attemptId: $attemptId, answers: $answers) {\n      ...QuizAttempt_attempt @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitQuizAttemptMutation($attemptId: ID!, $answers: [AnswerInput!]!) {\n    submitQuizAttempt(attemptId: $attemptId, answers: $answers) {\n      ...QuizAttempt_attempt @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitOfflineQuizAttemptMutation($input: OfflineQuizAttemptInput!) {\n    submitOfflineQuizAttempt(input: $input) {\n      id\n      scorePercent\n      passed\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitOfflineQuizAttemptMutation($input: OfflineQuizAttemptInput!) {\n    submitOfflineQuizAttempt(input: $input) {\n      id\n      scorePercent\n      passed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuizBuilderQuery($id: ID!) {\n    quiz(id: $id) {\n      id\n      courseId\n      afterLectureId\n      atSeconds\n      skippable\n      title\n      passMarkPercent\n      attemptsAllowed\n      waitMinutes\n      shuffleQuestions\n      shuffleOptions\n      timeLimitSeconds\n      version\n      questionKeys {\n        id\n        type\n        prompt\n        explanation\n        points\n        options\n        correctIndexes\n        correctBoolean\n        acceptedAnswers\n      }\n      results {\n        attempts\n        passRate\n        averageScore\n        questions {\n          questionId\n          prompt\n          answers\n          shareRight\n          mostChosenWrongAnswer\n          mostChosenWrongCount\n        }\n        learners {\n          userId\n          fullName\n          attempts\n          scores\n          bestScore\n          passed\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuizBuilderQuery($id: ID!) {\n    quiz(id: $id) {\n      id\n      courseId\n      afterLectureId\n      atSeconds\n      skippable\n      title\n      passMarkPercent\n      attemptsAllowed\n      waitMinutes\n      shuffleQuestions\n      shuffleOptions\n      timeLimitSeconds\n      version\n      questionKeys {\n        id\n        type\n        prompt\n        explanation\n        points\n        options\n        correctIndexes\n        correctBoolean\n        acceptedAnswers\n      }\n      results {\n        attempts\n        passRate\n        averageScore\n        questions {\n          questionId\n          prompt\n          answers\n          shareRight\n          mostChosenWrongAnswer\n          mostChosenWrongCount\n        }\n        learners {\n          userId\n          fullName\n          attempts\n          scores\n          bestScore\n          passed\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuizBuilderLecturesQuery($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      title\n      lectures {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuizBuilderLecturesQuery($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      title\n      lectures {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuizMutation($courseId: ID!, $input: QuizInput!) {\n    createQuiz(courseId: $courseId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuizMutation($courseId: ID!, $input: QuizInput!) {\n    createQuiz(courseId: $courseId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuizMutation($id: ID!, $input: QuizInput!) {\n    updateQuiz(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateQuizMutation($id: ID!, $input: QuizInput!) {\n    updateQuiz(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteQuizMutation($id: ID!) {\n    deleteQuiz(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteQuizMutation($id: ID!) {\n    deleteQuiz(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuizQuestion_question on Question {\n    id\n    type\n    prompt\n    points\n    options {\n      id\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment QuizQuestion_question on Question {\n    id\n    type\n    prompt\n    points\n    options {\n      id\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuizAttempt_attempt on QuizAttempt {\n    id\n    number\n    startedAt\n    deadlineAt\n    secondsLeft\n    submittedAt\n    scorePoints\n    maxPoints\n    scorePercent\n    passed\n    timedOut\n    questions {\n      ...QuizQuestion_question @unmask\n    }\n    results {\n      questionId\n      correct\n      earned\n      points\n      summary\n      correctOptionIds\n      acceptedAnswers\n      explanation\n    }\n  }\n"): (typeof documents)["\n  fragment QuizAttempt_attempt on QuizAttempt {\n    id\n    number\n    startedAt\n    deadlineAt\n    secondsLeft\n    submittedAt\n    scorePoints\n    maxPoints\n    scorePercent\n    passed\n    timedOut\n    questions {\n      ...QuizQuestion_question @unmask\n    }\n    results {\n      questionId\n      correct\n      earned\n      points\n      summary\n      correctOptionIds\n      acceptedAnswers\n      explanation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuizPageQuery($id: ID!) {\n    quiz(id: $id) {\n      id\n      courseId\n      title\n      passMarkPercent\n      attemptsAllowed\n      waitMinutes\n      timeLimitSeconds\n      questionCount\n      totalPoints\n      attemptsLeft\n      nextAttemptAt\n      bestAttempt {\n        id\n        number\n        scorePercent\n        passed\n      }\n      myAttempts {\n        ...QuizAttempt_attempt @unmask\n      }\n      offlinePaper {\n        version\n        questions {\n          ...QuizQuestion_question @unmask\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuizPageQuery($id: ID!) {\n    quiz(id: $id) {\n      id\n      courseId\n      title\n      passMarkPercent\n      attemptsAllowed\n      waitMinutes\n      timeLimitSeconds\n      questionCount\n      totalPoints\n      attemptsLeft\n      nextAttemptAt\n      bestAttempt {\n        id\n        number\n        scorePercent\n        passed\n      }\n      myAttempts {\n        ...QuizAttempt_attempt @unmask\n      }\n      offlinePaper {\n        version\n        questions {\n          ...QuizQuestion_question @unmask\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewPageQuery {\n    dueReview {\n      dueCount\n      items {\n        id\n        quizTitle\n        courseTitle\n        question {\n          id\n          type\n          prompt\n          points\n          options {\n            id\n            text\n          }\n        }\n      }\n    }\n    reviewStats {\n      dueNow\n      cards\n      reviewsCounted\n      retentionPercent\n    }\n  }\n"): (typeof documents)["\n  query ReviewPageQuery {\n    dueReview {\n      dueCount\n      items {\n        id\n        quizTitle\n        courseTitle\n        question {\n          id\n          type\n          prompt\n          points\n          options {\n            id\n            text\n          }\n        }\n      }\n    }\n    reviewStats {\n      dueNow\n      cards\n      reviewsCounted\n      retentionPercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerReviewItemMutation($id: ID!, $answer: ReviewAnswerInput!) {\n    answerReviewItem(id: $id, answer: $answer) {\n      itemId\n      correct\n      scheduled\n      nextDue\n      correctOptionIds\n      acceptedAnswers\n      explanation\n      clip {\n        lectureId\n        lectureTitle\n        startSeconds\n        endSeconds\n        videoUrl\n        captions {\n          language\n          label\n          kind\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerReviewItemMutation($id: ID!, $answer: ReviewAnswerInput!) {\n    answerReviewItem(id: $id, answer: $answer) {\n      itemId\n      correct\n      scheduled\n      nextDue\n      correctOptionIds\n      acceptedAnswers\n      explanation\n      clip {\n        lectureId\n        lectureTitle\n        startSeconds\n        endSeconds\n        videoUrl\n        captions {\n          language\n          label\n          kind\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AudioTracks_track on AudioTrack {\n    id\n    lectureId\n    language\n    label\n    kind\n    status\n    durationSeconds\n    failureReason\n  }\n"): (typeof documents)["\n  fragment AudioTracks_track on AudioTrack {\n    id\n    lectureId\n    language\n    label\n    kind\n    status\n    durationSeconds\n    failureReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LectureAudioTracksQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      audioTracks {\n        ...AudioTracks_track @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query LectureAudioTracksQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      audioTracks {\n        ...AudioTracks_track @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAudioTrackMutation($lectureId: ID!, $input: AudioTrackInput!, $file: Upload!) {\n    addAudioTrack(lectureId: $lectureId, input: $input, file: $file) {\n      ...AudioTracks_track\n    }\n  }\n"): (typeof documents)["\n  mutation AddAudioTrackMutation($lectureId: ID!, $input: AudioTrackInput!, $file: Upload!) {\n    addAudioTrack(lectureId: $lectureId, input: $input, file: $file) {\n      ...AudioTracks_track\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAudioTrackMutation($id: ID!) {\n    deleteAudioTrack(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAudioTrackMutation($id: ID!) {\n    deleteAudioTrack(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaptionTracks_track on CaptionTrack {\n    id\n    lectureId\n    language\n    label\n    kind\n    source\n    status\n    progress\n    failureReason\n    confidence\n    version\n    url\n  }\n"): (typeof documents)["\n  fragment CaptionTracks_track on CaptionTrack {\n    id\n    lectureId\n    language\n    label\n    kind\n    source\n    status\n    progress\n    failureReason\n    confidence\n    version\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LectureCaptionsQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      status\n      captions {\n        ...CaptionTracks_track @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query LectureCaptionsQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      status\n      captions {\n        ...CaptionTracks_track @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaptionCuesQuery($id: ID!) {\n    captionTrack(id: $id) {\n      ...CaptionTracks_track @unmask\n      cues {\n        start\n        end\n        text\n        confidences\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaptionCuesQuery($id: ID!) {\n    captionTrack(id: $id) {\n      ...CaptionTracks_track @unmask\n      cues {\n        start\n        end\n        text\n        confidences\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadCaptionsMutation($lectureId: ID!, $input: CaptionTrackInput!, $file: Upload!) {\n    uploadCaptions(lectureId: $lectureId, input: $input, file: $file) {\n      ...CaptionTracks_track\n    }\n  }\n"): (typeof documents)["\n  mutation UploadCaptionsMutation($lectureId: ID!, $input: CaptionTrackInput!, $file: Upload!) {\n    uploadCaptions(lectureId: $lectureId, input: $input, file: $file) {\n      ...CaptionTracks_track\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCaptionCuesMutation($trackId: ID!, $version: Int!, $cues: [CaptionCueInput!]!) {\n    updateCaptionCues(trackId: $trackId, version: $version, cues: $cues) {\n      ...CaptionTracks_track\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCaptionCuesMutation($trackId: ID!, $version: Int!, $cues: [CaptionCueInput!]!) {\n    updateCaptionCues(trackId: $trackId, version: $version, cues: $cues) {\n      ...CaptionTracks_track\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCaptionsMutation($trackId: ID!) {\n    deleteCaptions(trackId: $trackId) {\n      id\n      lectureId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCaptionsMutation($trackId: ID!) {\n    deleteCaptions(trackId: $trackId) {\n      id\n      lectureId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetranscribeLectureMutation($lectureId: ID!) {\n    retranscribeLecture(lectureId: $lectureId) {\n      ...CaptionTracks_track\n    }\n  }\n"): (typeof documents)["\n  mutation RetranscribeLectureMutation($lectureId: ID!) {\n    retranscribeLecture(lectureId: $lectureId) {\n      ...CaptionTracks_track\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCaptionsDraftMutation($trackId: ID!, $draft: Boolean!) {\n    setCaptionsDraft(trackId: $trackId, draft: $draft) {\n      ...CaptionTracks_track\n    }\n  }\n"): (typeof documents)["\n  mutation SetCaptionsDraftMutation($trackId: ID!, $draft: Boolean!) {\n    setCaptionsDraft(trackId: $trackId, draft: $draft) {\n      ...CaptionTracks_track\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AlignCaptionsToScriptMutation($lectureId: ID!, $script: Upload!) {\n    alignCaptionsToScript(lectureId: $lectureId, script: $script) {\n      ...CaptionTracks_track\n    }\n  }\n"): (typeof documents)["\n  mutation AlignCaptionsToScriptMutation($lectureId: ID!, $script: Upload!) {\n    alignCaptionsToScript(lectureId: $lectureId, script: $script) {\n      ...CaptionTracks_track\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranslateCaptionsMutation($trackId: ID!, $input: CaptionTrackInput!) {\n    translateCaptions(trackId: $trackId, input: $input) {\n      ...CaptionTracks_track\n    }\n  }\n"): (typeof documents)["\n  mutation TranslateCaptionsMutation($trackId: ID!, $input: CaptionTrackInput!) {\n    translateCaptions(trackId: $trackId, input: $input) {\n      ...CaptionTracks_track\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LectureList_lecture on Lecture {\n    id\n    title\n    durationSeconds\n    status\n    processingProgress\n    failureReason\n    renditionsPending\n    renditionsFailureReason\n    freePreview\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n  }\n"): (typeof documents)["\n  fragment LectureList_lecture on Lecture {\n    id\n    title\n    durationSeconds\n    status\n    processingProgress\n    failureReason\n    renditionsPending\n    renditionsFailureReason\n    freePreview\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LecturePlayer_lecture on Lecture {\n    id\n    title\n    description\n    videoUrl\n    hlsUrl\n    posterUrl\n    storyboardUrl\n    chaptersTrackUrl\n    ...LectureSlides_lecture\n    status\n    processingProgress\n    durationSeconds\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n    captions {\n      id\n      url\n      language\n      label\n      kind\n      status\n    }\n    questions {\n      id\n      title\n      atSeconds\n      skippable\n      passMarkPercent\n      bestAttempt {\n        id\n        passed\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LecturePlayer_lecture on Lecture {\n    id\n    title\n    description\n    videoUrl\n    hlsUrl\n    posterUrl\n    storyboardUrl\n    chaptersTrackUrl\n    ...LectureSlides_lecture\n    status\n    processingProgress\n    durationSeconds\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n    captions {\n      id\n      url\n      language\n      label\n      kind\n      status\n    }\n    questions {\n      id\n      title\n      atSeconds\n      skippable\n      passMarkPercent\n      bestAttempt {\n        id\n        passed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseLecturesQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      title\n      status\n      renditionsPending\n      durationSeconds\n      ...LectureList_lecture\n      ...LecturePlayer_lecture\n    }\n  }\n"): (typeof documents)["\n  query CourseLecturesQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      title\n      status\n      renditionsPending\n      durationSeconds\n      ...LectureList_lecture\n      ...LecturePlayer_lecture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLectureProgressMutation($lectureId: ID!, $positionSeconds: Float!) {\n    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLectureProgressMutation($lectureId: ID!, $positionSeconds: Float!) {\n    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  # eslint-disable-next-line @graphql-eslint/no-unused-fragments -- read from the cache, never sent\n  fragment LectureProgress_completed on LectureProgress {\n    lectureId\n    completed\n  }\n"): (typeof documents)["\n  # eslint-disable-next-line @graphql-eslint/no-unused-fragments -- read from the cache, never sent\n  fragment LectureProgress_completed on LectureProgress {\n    lectureId\n    completed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLectureCompletedMutation($lectureId: ID!, $completed: Boolean!) {\n    setLectureCompleted(lectureId: $lectureId, completed: $completed) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetLectureCompletedMutation($lectureId: ID!, $completed: Boolean!) {\n    setLectureCompleted(lectureId: $lectureId, completed: $completed) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLectureMutation($courseId: ID!, $input: LectureInput!, $video: Upload) {\n    addLecture(courseId: $courseId, input: $input, video: $video) {\n      course {\n        id\n        numberOfLectures\n      }\n      lecture {\n        id\n      }\n      lectures {\n        id\n        ...LectureList_lecture\n        ...LecturePlayer_lecture\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddLectureMutation($courseId: ID!, $input: LectureInput!, $video: Upload) {\n    addLecture(courseId: $courseId, input: $input, video: $video) {\n      course {\n        id\n        numberOfLectures\n      }\n      lecture {\n        id\n      }\n      lectures {\n        id\n        ...LectureList_lecture\n        ...LecturePlayer_lecture\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLectureMutation($courseId: ID!, $lectureId: ID!) {\n    deleteLecture(courseId: $courseId, lectureId: $lectureId) {\n      course {\n        id\n        numberOfLectures\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLectureMutation($courseId: ID!, $lectureId: ID!) {\n    deleteLecture(courseId: $courseId, lectureId: $lectureId) {\n      course {\n        id\n        numberOfLectures\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderLecturesMutation($courseId: ID!, $lectureIds: [ID!]!) {\n    reorderLectures(courseId: $courseId, lectureIds: $lectureIds) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderLecturesMutation($courseId: ID!, $lectureIds: [ID!]!) {\n    reorderLectures(courseId: $courseId, lectureIds: $lectureIds) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryLectureProcessingMutation($lectureId: ID!) {\n    retryLectureProcessing(lectureId: $lectureId) {\n      id\n      status\n      processingProgress\n      failureReason\n      renditionsPending\n      renditionsFailureReason\n    }\n  }\n"): (typeof documents)["\n  mutation RetryLectureProcessingMutation($lectureId: ID!) {\n    retryLectureProcessing(lectureId: $lectureId) {\n      id\n      status\n      processingProgress\n      failureReason\n      renditionsPending\n      renditionsFailureReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLecturePreviewMutation($lectureId: ID!, $preview: Boolean!) {\n    setLecturePreview(lectureId: $lectureId, preview: $preview) {\n      id\n      freePreview\n    }\n  }\n"): (typeof documents)["\n  mutation SetLecturePreviewMutation($lectureId: ID!, $preview: Boolean!) {\n    setLecturePreview(lectureId: $lectureId, preview: $preview) {\n      id\n      freePreview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLectureMutation($lectureId: ID!, $input: LectureInput!, $video: Upload) {\n    updateLecture(lectureId: $lectureId, input: $input, video: $video) {\n      id\n      title\n      description\n      status\n      ...LectureList_lecture\n      ...LecturePlayer_lecture\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLectureMutation($lectureId: ID!, $input: LectureInput!, $video: Upload) {\n    updateLecture(lectureId: $lectureId, input: $input, video: $video) {\n      id\n      title\n      description\n      status\n      ...LectureList_lecture\n      ...LecturePlayer_lecture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordViewingHeartbeatMutation(\n    $lectureId: ID!\n    $positionSeconds: Float!\n    $playing: Boolean!\n    $rate: Float!\n    $visible: Boolean!\n  ) {\n    recordViewingHeartbeat(\n      lectureId: $lectureId\n      positionSeconds: $positionSeconds\n      playing: $playing\n      rate: $rate\n      visible: $visible\n    ) {\n      verified\n    }\n  }\n"): (typeof documents)["\n  mutation RecordViewingHeartbeatMutation(\n    $lectureId: ID!\n    $positionSeconds: Float!\n    $playing: Boolean!\n    $rate: Float!\n    $visible: Boolean!\n  ) {\n    recordViewingHeartbeat(\n      lectureId: $lectureId\n      positionSeconds: $positionSeconds\n      playing: $playing\n      rate: $rate\n      visible: $visible\n    ) {\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddLecturePageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query AddLecturePageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisplayLecturesPageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      numberOfLectures\n    }\n  }\n"): (typeof documents)["\n  query DisplayLecturesPageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      numberOfLectures\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditLecturePageQuery($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      title\n    }\n    lectures(courseId: $courseId) {\n      id\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  query EditLecturePageQuery($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      title\n    }\n    lectures(courseId: $courseId) {\n      id\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcquirePlaybackLeaseMutation($lectureId: ID!, $takeOver: Boolean!) {\n    acquirePlaybackLease(lectureId: $lectureId, takeOver: $takeOver) {\n      id\n      expiresAt\n      renewAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation AcquirePlaybackLeaseMutation($lectureId: ID!, $takeOver: Boolean!) {\n    acquirePlaybackLease(lectureId: $lectureId, takeOver: $takeOver) {\n      id\n      expiresAt\n      renewAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewPlaybackLeaseMutation($leaseId: ID!) {\n    renewPlaybackLease(leaseId: $leaseId) {\n      id\n      expiresAt\n      renewAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation RenewPlaybackLeaseMutation($leaseId: ID!) {\n    renewPlaybackLease(leaseId: $leaseId) {\n      id\n      expiresAt\n      renewAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleasePlaybackLeaseMutation($leaseId: ID!) {\n    releasePlaybackLease(leaseId: $leaseId)\n  }\n"): (typeof documents)["\n  mutation ReleasePlaybackLeaseMutation($leaseId: ID!) {\n    releasePlaybackLease(leaseId: $leaseId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LectureSlides_lecture on Lecture {\n    id\n    handoutUrl\n    slides {\n      startSeconds\n      title\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment LectureSlides_lecture on Lecture {\n    id\n    handoutUrl\n    slides {\n      startSeconds\n      title\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownloadCourseLecturesQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      title\n      status\n    }\n  }\n"): (typeof documents)["\n  query DownloadCourseLecturesQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      title\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DownloadGrantMutation($input: DownloadGrantInput!) {\n    downloadGrant(input: $input) {\n      id\n      lectureId\n      quality\n      wrappedKey\n      issuedAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation DownloadGrantMutation($input: DownloadGrantInput!) {\n    downloadGrant(input: $input) {\n      id\n      lectureId\n      quality\n      wrappedKey\n      issuedAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownloadGrantStateQuery($id: ID!) {\n    downloadGrantState(id: $id) {\n      id\n      status\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query DownloadGrantStateQuery($id: ID!) {\n    downloadGrantState(id: $id) {\n      id\n      status\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitViewingReceiptMutation($input: ViewingReceiptInput!) {\n    submitViewingReceipt(input: $input) {\n      lectureId\n      watchedSeconds\n      verified\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitViewingReceiptMutation($input: ViewingReceiptInput!) {\n    submitViewingReceipt(input: $input) {\n      lectureId\n      watchedSeconds\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactMutation($input: ContactInput!) {\n    submitContact(input: $input) {\n      receivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactMutation($input: ContactInput!) {\n    submitContact(input: $input) {\n      receivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseDescriptionPageQuery($id: ID!) {\n    course(id: $id) {\n      ...CourseCard_course @unmask\n    }\n  }\n"): (typeof documents)["\n  query CourseDescriptionPageQuery($id: ID!) {\n    course(id: $id) {\n      ...CourseCard_course @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseSalesDetailsQuery($id: ID!) {\n    course(id: $id) {\n      id\n      subtitle\n      outcomes\n      requirements\n      instructorBio\n      instructorAvatarUrl\n      autoPublish\n      updatedAt\n      captionLanguages\n      audioLanguages\n    }\n  }\n"): (typeof documents)["\n  query CourseSalesDetailsQuery($id: ID!) {\n    course(id: $id) {\n      id\n      subtitle\n      outcomes\n      requirements\n      instructorBio\n      instructorAvatarUrl\n      autoPublish\n      updatedAt\n      captionLanguages\n      audioLanguages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSectionsQuery($rowSize: Int!, $newestSize: Int!) {\n    featured: courses(first: $rowSize, sort: MOST_LECTURES) {\n      edges {\n        node {\n          id\n          ...CourseCard_course\n        }\n      }\n    }\n    newest: courses(first: $newestSize, sort: NEWEST) {\n      edges {\n        node {\n          id\n          ...CourseCard_course\n        }\n      }\n    }\n    subscriptionPlan {\n      price\n      currency\n      interval\n      refundWindowDays\n    }\n  }\n"): (typeof documents)["\n  query HomeSectionsQuery($rowSize: Int!, $newestSize: Int!) {\n    featured: courses(first: $rowSize, sort: MOST_LECTURES) {\n      edges {\n        node {\n          id\n          ...CourseCard_course\n        }\n      }\n    }\n    newest: courses(first: $newestSize, sort: NEWEST) {\n      edges {\n        node {\n          id\n          ...CourseCard_course\n        }\n      }\n    }\n    subscriptionPlan {\n      price\n      currency\n      interval\n      refundWindowDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLocaleMutation($locale: String) {\n    setLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation SetLocaleMutation($locale: String) {\n    setLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;