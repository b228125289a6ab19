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
    "\n  fragment CoursesOverviewTable_course on Course {\n    id\n    title\n    category\n    createdBy\n    numberOfLectures\n    description\n  }\n": typeof types.CoursesOverviewTable_CourseFragmentDoc,
    "\n  fragment RecentPaymentsTable_payment on PaymentRecord {\n    id\n    paidAt\n    formattedAmount\n    status\n    refunded\n    refundReason\n    customer {\n      id\n      fullName\n      email\n    }\n  }\n": typeof types.RecentPaymentsTable_PaymentFragmentDoc,
    "\n  fragment SalesOverview_stats on DashboardStats {\n    year\n    monthlySales\n    totalRevenue\n    collectedRevenue\n    currency\n  }\n": typeof types.SalesOverview_StatsFragmentDoc,
    "\n  fragment UsersOverview_stats on DashboardStats {\n    allUsersCount\n    subscribedUsersCount\n  }\n": typeof types.UsersOverview_StatsFragmentDoc,
    "\n  query AdminDashboardQuery($year: Int) {\n    courses {\n      id\n      ...CoursesOverviewTable_course\n      ...CourseState_course\n    }\n    stats(year: $year) {\n      year\n      message\n      ...UsersOverview_stats\n      ...SalesOverview_stats\n    }\n  }\n": typeof types.AdminDashboardQueryDocument,
    "\n  query RecentPaymentsQuery($count: Int!) {\n    payments(count: $count) {\n      allPayments {\n        id\n        ...RecentPaymentsTable_payment\n      }\n    }\n  }\n": typeof types.RecentPaymentsQueryDocument,
    "\n  query DashboardProcessingQuery {\n    unpublishedLectures {\n      id\n      courseId\n      status\n      processingProgress\n    }\n  }\n": typeof types.DashboardProcessingQueryDocument,
    "\n  mutation DeleteCourseMutation($id: ID!) {\n    deleteCourse(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteCourseMutationDocument,
    "\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": typeof types.ChangePasswordMutationDocument,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": typeof types.LoginMutationDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      success\n      message\n    }\n  }\n": typeof types.LogoutMutationDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {\n    register(input: $input, avatar: $avatar) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": typeof types.RegisterMutationDocument,
    "\n  mutation RequestPasswordResetMutation($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n": typeof types.RequestPasswordResetMutationDocument,
    "\n  mutation ResendVerificationMutation {\n    resendVerification {\n      success\n      message\n    }\n  }\n": typeof types.ResendVerificationMutationDocument,
    "\n  mutation ResetPasswordMutation($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordMutationDocument,
    "\n  mutation VerifyEmailMutation($token: String!) {\n    verifyEmail(token: $token) {\n      success\n      message\n    }\n  }\n": typeof types.VerifyEmailMutationDocument,
    "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    emailVerified\n    role\n    avatarUrl\n    subscription {\n      status\n      active\n    }\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query MeQuery {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n": typeof types.MeQueryDocument,
    "\n  query MyCertificatesQuery {\n    myCertificates {\n      code\n      completedAt\n      courseTitle\n    }\n  }\n": typeof types.MyCertificatesQueryDocument,
    "\n  query CertificatePageQuery($code: String!) {\n    certificate(code: $code) {\n      code\n      completedAt\n      courseId\n      courseTitle\n      instructor\n      learnerName\n    }\n  }\n": typeof types.CertificatePageQueryDocument,
    "\n  fragment SubscriptionBundleCard_plan on SubscriptionPlan {\n    price\n    currency\n    interval\n    refundWindowDays\n  }\n": typeof types.SubscriptionBundleCard_PlanFragmentDoc,
    "\n  mutation ConfirmCheckoutMutation($sessionId: String!) {\n    confirmCheckout(sessionId: $sessionId) {\n      success\n      subscriptionId\n      message\n      user {\n        ...SessionUser @unmask\n        subscription {\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n": typeof types.ConfirmCheckoutMutationDocument,
    "\n  mutation StartCheckoutMutation {\n    startCheckout {\n      id\n      url\n    }\n  }\n": typeof types.StartCheckoutMutationDocument,
    "\n  query CheckoutPageQuery {\n    subscriptionPlan {\n      ...SubscriptionBundleCard_plan\n    }\n    me {\n      id\n      role\n      subscription {\n        status\n        active\n        currentPeriodEnd\n      }\n    }\n  }\n": typeof types.CheckoutPageQueryDocument,
    "\n  mutation SubmitContactMutation($input: ContactInput!) {\n    submitContact(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SubmitContactMutationDocument,
    "\n  query ContinueWatchingQuery {\n    continueWatching {\n      lastWatchedAt\n      course {\n        id\n        title\n        thumbnailUrl\n      }\n      nextLecture {\n        id\n        title\n      }\n      progress {\n        courseId\n        completedLectures\n        totalLectures\n        percent\n      }\n    }\n  }\n": typeof types.ContinueWatchingQueryDocument,
    "\n  fragment CourseCard_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n  }\n": typeof types.CourseCard_CourseFragmentDoc,
    "\n  query CourseCurriculumQuery($id: ID!) {\n    course(id: $id) {\n      id\n      lectures {\n        id\n        position\n        title\n        durationSeconds\n        freePreview\n        lecture {\n          id\n          ...LecturePlayer_lecture\n        }\n      }\n    }\n  }\n": typeof types.CourseCurriculumQueryDocument,
    "\n  query CourseProgressQuery($id: ID!) {\n    course(id: $id) {\n      id\n      progress {\n        courseId\n        completedLectures\n        totalLectures\n        percent\n      }\n      certificate {\n        code\n      }\n    }\n  }\n": typeof types.CourseProgressQueryDocument,
    "\n  fragment CourseState_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n  }\n": typeof types.CourseState_CourseFragmentDoc,
    "\n  query CourseCategoriesQuery {\n    categories\n  }\n": typeof types.CourseCategoriesQueryDocument,
    "\n  query CourseCatalogQuery($search: String, $category: String) {\n    courses(search: $search, category: $category) {\n      id\n      ...CourseCard_course\n    }\n  }\n": typeof types.CourseCatalogQueryDocument,
    "\n  mutation CreateCourseMutation($input: CourseInput!, $thumbnail: Upload) {\n    createCourse(input: $input, thumbnail: $thumbnail) {\n      ...CourseCard_course\n    }\n  }\n": typeof types.CreateCourseMutationDocument,
    "\n  query CourseDescriptionPageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      description\n      category\n      createdBy\n      thumbnailUrl\n      numberOfLectures\n      totalDurationSeconds\n    }\n  }\n": typeof types.CourseDescriptionPageQueryDocument,
    "\n  fragment LectureList_lecture on Lecture {\n    id\n    title\n    durationSeconds\n    status\n    processingProgress\n    failureReason\n    freePreview\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n  }\n": typeof types.LectureList_LectureFragmentDoc,
    "\n  fragment LecturePlayer_lecture on Lecture {\n    id\n    title\n    description\n    videoUrl\n    hlsUrl\n    posterUrl\n    status\n    processingProgress\n    durationSeconds\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n  }\n": typeof types.LecturePlayer_LectureFragmentDoc,
    "\n  query CourseLecturesQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      title\n      status\n      durationSeconds\n      ...LectureList_lecture\n      ...LecturePlayer_lecture\n    }\n  }\n": typeof types.CourseLecturesQueryDocument,
    "\n  mutation SaveLectureProgressMutation($lectureId: ID!, $positionSeconds: Float!) {\n    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n": typeof types.SaveLectureProgressMutationDocument,
    "\n  fragment LectureCompleted on LectureProgress {\n    lectureId\n    completed\n  }\n": typeof types.LectureCompletedFragmentDoc,
    "\n  mutation SetLectureCompletedMutation($lectureId: ID!, $completed: Boolean!) {\n    setLectureCompleted(lectureId: $lectureId, completed: $completed) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n": typeof types.SetLectureCompletedMutationDocument,
    "\n  mutation AddLectureMutation($courseId: ID!, $input: LectureInput!, $video: Upload) {\n    addLecture(courseId: $courseId, input: $input, video: $video) {\n      success\n      message\n      course {\n        id\n        numberOfLectures\n      }\n      lectures {\n        id\n        ...LectureList_lecture\n        ...LecturePlayer_lecture\n      }\n    }\n  }\n": typeof types.AddLectureMutationDocument,
    "\n  mutation DeleteLectureMutation($courseId: ID!, $lectureId: ID!) {\n    deleteLecture(courseId: $courseId, lectureId: $lectureId) {\n      success\n      message\n      course {\n        id\n        numberOfLectures\n      }\n    }\n  }\n": typeof types.DeleteLectureMutationDocument,
    "\n  mutation RetryLectureProcessingMutation($lectureId: ID!) {\n    retryLectureProcessing(lectureId: $lectureId) {\n      id\n      status\n      processingProgress\n      failureReason\n    }\n  }\n": typeof types.RetryLectureProcessingMutationDocument,
    "\n  mutation SetLecturePreviewMutation($lectureId: ID!, $preview: Boolean!) {\n    setLecturePreview(lectureId: $lectureId, preview: $preview) {\n      id\n      freePreview\n    }\n  }\n": typeof types.SetLecturePreviewMutationDocument,
    "\n  query AddLecturePageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.AddLecturePageQueryDocument,
    "\n  query DisplayLecturesPageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      numberOfLectures\n    }\n  }\n": typeof types.DisplayLecturesPageQueryDocument,
    "\n  fragment PaymentHistory_payment on PaymentRecord {\n    id\n    formattedAmount\n    status\n    paidAt\n    refunded\n    refundedAt\n    refundReason\n  }\n": typeof types.PaymentHistory_PaymentFragmentDoc,
    "\n  query SignedInDevicesQuery {\n    mySessions {\n      id\n      device\n      ip\n      lastSeenAt\n      current\n    }\n  }\n": typeof types.SignedInDevicesQueryDocument,
    "\n  mutation CancelSubscriptionMutation {\n    cancelSubscription {\n      success\n      message\n      refunded\n      user {\n        ...SessionUser @unmask\n        subscription {\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n": typeof types.CancelSubscriptionMutationDocument,
    "\n  mutation RevokeSessionMutation($id: ID!) {\n    revokeSession(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.RevokeSessionMutationDocument,
    "\n  mutation RevokeOtherSessionsMutation {\n    revokeOtherSessions {\n      success\n      message\n    }\n  }\n": typeof types.RevokeOtherSessionsMutationDocument,
    "\n  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {\n    updateProfile(fullName: $fullName, avatar: $avatar) {\n      ...SessionUser @unmask\n    }\n  }\n": typeof types.UpdateProfileMutationDocument,
    "\n  query ProfilePageQuery {\n    me {\n      id\n      fullName\n      email\n      role\n      avatarUrl\n      subscription {\n        status\n        active\n        currentPeriodEnd\n      }\n    }\n    myPayments {\n      id\n      ...PaymentHistory_payment\n    }\n  }\n": typeof types.ProfilePageQueryDocument,
};
const documents: Documents = {
    "\n  fragment CoursesOverviewTable_course on Course {\n    id\n    title\n    category\n    createdBy\n    numberOfLectures\n    description\n  }\n": types.CoursesOverviewTable_CourseFragmentDoc,
    "\n  fragment RecentPaymentsTable_payment on PaymentRecord {\n    id\n    paidAt\n    formattedAmount\n    status\n    refunded\n    refundReason\n    customer {\n      id\n      fullName\n      email\n    }\n  }\n": types.RecentPaymentsTable_PaymentFragmentDoc,
    "\n  fragment SalesOverview_stats on DashboardStats {\n    year\n    monthlySales\n    totalRevenue\n    collectedRevenue\n    currency\n  }\n": types.SalesOverview_StatsFragmentDoc,
    "\n  fragment UsersOverview_stats on DashboardStats {\n    allUsersCount\n    subscribedUsersCount\n  }\n": types.UsersOverview_StatsFragmentDoc,
    "\n  query AdminDashboardQuery($year: Int) {\n    courses {\n      id\n      ...CoursesOverviewTable_course\n      ...CourseState_course\n    }\n    stats(year: $year) {\n      year\n      message\n      ...UsersOverview_stats\n      ...SalesOverview_stats\n    }\n  }\n": types.AdminDashboardQueryDocument,
    "\n  query RecentPaymentsQuery($count: Int!) {\n    payments(count: $count) {\n      allPayments {\n        id\n        ...RecentPaymentsTable_payment\n      }\n    }\n  }\n": types.RecentPaymentsQueryDocument,
    "\n  query DashboardProcessingQuery {\n    unpublishedLectures {\n      id\n      courseId\n      status\n      processingProgress\n    }\n  }\n": types.DashboardProcessingQueryDocument,
    "\n  mutation DeleteCourseMutation($id: ID!) {\n    deleteCourse(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteCourseMutationDocument,
    "\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": types.ChangePasswordMutationDocument,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": types.LoginMutationDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      success\n      message\n    }\n  }\n": types.LogoutMutationDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {\n    register(input: $input, avatar: $avatar) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": types.RegisterMutationDocument,
    "\n  mutation RequestPasswordResetMutation($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n": types.RequestPasswordResetMutationDocument,
    "\n  mutation ResendVerificationMutation {\n    resendVerification {\n      success\n      message\n    }\n  }\n": types.ResendVerificationMutationDocument,
    "\n  mutation ResetPasswordMutation($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordMutationDocument,
    "\n  mutation VerifyEmailMutation($token: String!) {\n    verifyEmail(token: $token) {\n      success\n      message\n    }\n  }\n": types.VerifyEmailMutationDocument,
    "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    emailVerified\n    role\n    avatarUrl\n    subscription {\n      status\n      active\n    }\n  }\n": types.SessionUserFragmentDoc,
    "\n  query MeQuery {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n": types.MeQueryDocument,
    "\n  query MyCertificatesQuery {\n    myCertificates {\n      code\n      completedAt\n      courseTitle\n    }\n  }\n": types.MyCertificatesQueryDocument,
    "\n  query CertificatePageQuery($code: String!) {\n    certificate(code: $code) {\n      code\n      completedAt\n      courseId\n      courseTitle\n      instructor\n      learnerName\n    }\n  }\n": types.CertificatePageQueryDocument,
    "\n  fragment SubscriptionBundleCard_plan on SubscriptionPlan {\n    price\n    currency\n    interval\n    refundWindowDays\n  }\n": types.SubscriptionBundleCard_PlanFragmentDoc,
    "\n  mutation ConfirmCheckoutMutation($sessionId: String!) {\n    confirmCheckout(sessionId: $sessionId) {\n      success\n      subscriptionId\n      message\n      user {\n        ...SessionUser @unmask\n        subscription {\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n": types.ConfirmCheckoutMutationDocument,
    "\n  mutation StartCheckoutMutation {\n    startCheckout {\n      id\n      url\n    }\n  }\n": types.StartCheckoutMutationDocument,
    "\n  query CheckoutPageQuery {\n    subscriptionPlan {\n      ...SubscriptionBundleCard_plan\n    }\n    me {\n      id\n      role\n      subscription {\n        status\n        active\n        currentPeriodEnd\n      }\n    }\n  }\n": types.CheckoutPageQueryDocument,
    "\n  mutation SubmitContactMutation($input: ContactInput!) {\n    submitContact(input: $input) {\n      success\n      message\n    }\n  }\n": types.SubmitContactMutationDocument,
    "\n  query ContinueWatchingQuery {\n    continueWatching {\n      lastWatchedAt\n      course {\n        id\n        title\n        thumbnailUrl\n      }\n      nextLecture {\n        id\n        title\n      }\n      progress {\n        courseId\n        completedLectures\n        totalLectures\n        percent\n      }\n    }\n  }\n": types.ContinueWatchingQueryDocument,
    "\n  fragment CourseCard_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n  }\n": types.CourseCard_CourseFragmentDoc,
    "\n  query CourseCurriculumQuery($id: ID!) {\n    course(id: $id) {\n      id\n      lectures {\n        id\n        position\n        title\n        durationSeconds\n        freePreview\n        lecture {\n          id\n          ...LecturePlayer_lecture\n        }\n      }\n    }\n  }\n": types.CourseCurriculumQueryDocument,
    "\n  query CourseProgressQuery($id: ID!) {\n    course(id: $id) {\n      id\n      progress {\n        courseId\n        completedLectures\n        totalLectures\n        percent\n      }\n      certificate {\n        code\n      }\n    }\n  }\n": types.CourseProgressQueryDocument,
    "\n  fragment CourseState_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n  }\n": types.CourseState_CourseFragmentDoc,
    "\n  query CourseCategoriesQuery {\n    categories\n  }\n": types.CourseCategoriesQueryDocument,
    "\n  query CourseCatalogQuery($search: String, $category: String) {\n    courses(search: $search, category: $category) {\n      id\n      ...CourseCard_course\n    }\n  }\n": types.CourseCatalogQueryDocument,
    "\n  mutation CreateCourseMutation($input: CourseInput!, $thumbnail: Upload) {\n    createCourse(input: $input, thumbnail: $thumbnail) {\n      ...CourseCard_course\n    }\n  }\n": types.CreateCourseMutationDocument,
    "\n  query CourseDescriptionPageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      description\n      category\n      createdBy\n      thumbnailUrl\n      numberOfLectures\n      totalDurationSeconds\n    }\n  }\n": types.CourseDescriptionPageQueryDocument,
    "\n  fragment LectureList_lecture on Lecture {\n    id\n    title\n    durationSeconds\n    status\n    processingProgress\n    failureReason\n    freePreview\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n  }\n": types.LectureList_LectureFragmentDoc,
    "\n  fragment LecturePlayer_lecture on Lecture {\n    id\n    title\n    description\n    videoUrl\n    hlsUrl\n    posterUrl\n    status\n    processingProgress\n    durationSeconds\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n  }\n": types.LecturePlayer_LectureFragmentDoc,
    "\n  query CourseLecturesQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      title\n      status\n      durationSeconds\n      ...LectureList_lecture\n      ...LecturePlayer_lecture\n    }\n  }\n": types.CourseLecturesQueryDocument,
    "\n  mutation SaveLectureProgressMutation($lectureId: ID!, $positionSeconds: Float!) {\n    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n": types.SaveLectureProgressMutationDocument,
    "\n  fragment LectureCompleted on LectureProgress {\n    lectureId\n    completed\n  }\n": types.LectureCompletedFragmentDoc,
    "\n  mutation SetLectureCompletedMutation($lectureId: ID!, $completed: Boolean!) {\n    setLectureCompleted(lectureId: $lectureId, completed: $completed) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n": types.SetLectureCompletedMutationDocument,
    "\n  mutation AddLectureMutation($courseId: ID!, $input: LectureInput!, $video: Upload) {\n    addLecture(courseId: $courseId, input: $input, video: $video) {\n      success\n      message\n      course {\n        id\n        numberOfLectures\n      }\n      lectures {\n        id\n        ...LectureList_lecture\n        ...LecturePlayer_lecture\n      }\n    }\n  }\n": types.AddLectureMutationDocument,
    "\n  mutation DeleteLectureMutation($courseId: ID!, $lectureId: ID!) {\n    deleteLecture(courseId: $courseId, lectureId: $lectureId) {\n      success\n      message\n      course {\n        id\n        numberOfLectures\n      }\n    }\n  }\n": types.DeleteLectureMutationDocument,
    "\n  mutation RetryLectureProcessingMutation($lectureId: ID!) {\n    retryLectureProcessing(lectureId: $lectureId) {\n      id\n      status\n      processingProgress\n      failureReason\n    }\n  }\n": types.RetryLectureProcessingMutationDocument,
    "\n  mutation SetLecturePreviewMutation($lectureId: ID!, $preview: Boolean!) {\n    setLecturePreview(lectureId: $lectureId, preview: $preview) {\n      id\n      freePreview\n    }\n  }\n": types.SetLecturePreviewMutationDocument,
    "\n  query AddLecturePageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n    }\n  }\n": types.AddLecturePageQueryDocument,
    "\n  query DisplayLecturesPageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      numberOfLectures\n    }\n  }\n": types.DisplayLecturesPageQueryDocument,
    "\n  fragment PaymentHistory_payment on PaymentRecord {\n    id\n    formattedAmount\n    status\n    paidAt\n    refunded\n    refundedAt\n    refundReason\n  }\n": types.PaymentHistory_PaymentFragmentDoc,
    "\n  query SignedInDevicesQuery {\n    mySessions {\n      id\n      device\n      ip\n      lastSeenAt\n      current\n    }\n  }\n": types.SignedInDevicesQueryDocument,
    "\n  mutation CancelSubscriptionMutation {\n    cancelSubscription {\n      success\n      message\n      refunded\n      user {\n        ...SessionUser @unmask\n        subscription {\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n": types.CancelSubscriptionMutationDocument,
    "\n  mutation RevokeSessionMutation($id: ID!) {\n    revokeSession(id: $id) {\n      success\n      message\n    }\n  }\n": types.RevokeSessionMutationDocument,
    "\n  mutation RevokeOtherSessionsMutation {\n    revokeOtherSessions {\n      success\n      message\n    }\n  }\n": types.RevokeOtherSessionsMutationDocument,
    "\n  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {\n    updateProfile(fullName: $fullName, avatar: $avatar) {\n      ...SessionUser @unmask\n    }\n  }\n": types.UpdateProfileMutationDocument,
    "\n  query ProfilePageQuery {\n    me {\n      id\n      fullName\n      email\n      role\n      avatarUrl\n      subscription {\n        status\n        active\n        currentPeriodEnd\n      }\n    }\n    myPayments {\n      id\n      ...PaymentHistory_payment\n    }\n  }\n": types.ProfilePageQueryDocument,
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
export function graphql(source: "\n  fragment CoursesOverviewTable_course on Course {\n    id\n    title\n    category\n    createdBy\n    numberOfLectures\n    description\n  }\n"): (typeof documents)["\n  fragment CoursesOverviewTable_course on Course {\n    id\n    title\n    category\n    createdBy\n    numberOfLectures\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecentPaymentsTable_payment on PaymentRecord {\n    id\n    paidAt\n    formattedAmount\n    status\n    refunded\n    refundReason\n    customer {\n      id\n      fullName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment RecentPaymentsTable_payment on PaymentRecord {\n    id\n    paidAt\n    formattedAmount\n    status\n    refunded\n    refundReason\n    customer {\n      id\n      fullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesOverview_stats on DashboardStats {\n    year\n    monthlySales\n    totalRevenue\n    collectedRevenue\n    currency\n  }\n"): (typeof documents)["\n  fragment SalesOverview_stats on DashboardStats {\n    year\n    monthlySales\n    totalRevenue\n    collectedRevenue\n    currency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersOverview_stats on DashboardStats {\n    allUsersCount\n    subscribedUsersCount\n  }\n"): (typeof documents)["\n  fragment UsersOverview_stats on DashboardStats {\n    allUsersCount\n    subscribedUsersCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardQuery($year: Int) {\n    courses {\n      id\n      ...CoursesOverviewTable_course\n      ...CourseState_course\n    }\n    stats(year: $year) {\n      year\n      message\n      ...UsersOverview_stats\n      ...SalesOverview_stats\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardQuery($year: Int) {\n    courses {\n      id\n      ...CoursesOverviewTable_course\n      ...CourseState_course\n    }\n    stats(year: $year) {\n      year\n      message\n      ...UsersOverview_stats\n      ...SalesOverview_stats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentPaymentsQuery($count: Int!) {\n    payments(count: $count) {\n      allPayments {\n        id\n        ...RecentPaymentsTable_payment\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentPaymentsQuery($count: Int!) {\n    payments(count: $count) {\n      allPayments {\n        id\n        ...RecentPaymentsTable_payment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardProcessingQuery {\n    unpublishedLectures {\n      id\n      courseId\n      status\n      processingProgress\n    }\n  }\n"): (typeof documents)["\n  query DashboardProcessingQuery {\n    unpublishedLectures {\n      id\n      courseId\n      status\n      processingProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCourseMutation($id: ID!) {\n    deleteCourse(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCourseMutation($id: ID!) {\n    deleteCourse(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutMutation {\n    logout {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutMutation {\n    logout {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {\n    register(input: $input, avatar: $avatar) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {\n    register(input: $input, avatar: $avatar) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordResetMutation($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordResetMutation($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationMutation {\n    resendVerification {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationMutation {\n    resendVerification {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordMutation($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordMutation($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmailMutation($token: String!) {\n    verifyEmail(token: $token) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmailMutation($token: String!) {\n    verifyEmail(token: $token) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    emailVerified\n    role\n    avatarUrl\n    subscription {\n      status\n      active\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    emailVerified\n    role\n    avatarUrl\n    subscription {\n      status\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeQuery {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n"): (typeof documents)["\n  query MeQuery {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCertificatesQuery {\n    myCertificates {\n      code\n      completedAt\n      courseTitle\n    }\n  }\n"): (typeof documents)["\n  query MyCertificatesQuery {\n    myCertificates {\n      code\n      completedAt\n      courseTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificatePageQuery($code: String!) {\n    certificate(code: $code) {\n      code\n      completedAt\n      courseId\n      courseTitle\n      instructor\n      learnerName\n    }\n  }\n"): (typeof documents)["\n  query CertificatePageQuery($code: String!) {\n    certificate(code: $code) {\n      code\n      completedAt\n      courseId\n      courseTitle\n      instructor\n      learnerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionBundleCard_plan on SubscriptionPlan {\n    price\n    currency\n    interval\n    refundWindowDays\n  }\n"): (typeof documents)["\n  fragment SubscriptionBundleCard_plan on SubscriptionPlan {\n    price\n    currency\n    interval\n    refundWindowDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCheckoutMutation($sessionId: String!) {\n    confirmCheckout(sessionId: $sessionId) {\n      success\n      subscriptionId\n      message\n      user {\n        ...SessionUser @unmask\n        subscription {\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmCheckoutMutation($sessionId: String!) {\n    confirmCheckout(sessionId: $sessionId) {\n      success\n      subscriptionId\n      message\n      user {\n        ...SessionUser @unmask\n        subscription {\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckoutMutation {\n    startCheckout {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckoutMutation {\n    startCheckout {\n      id\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPageQuery {\n    subscriptionPlan {\n      ...SubscriptionBundleCard_plan\n    }\n    me {\n      id\n      role\n      subscription {\n        status\n        active\n        currentPeriodEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPageQuery {\n    subscriptionPlan {\n      ...SubscriptionBundleCard_plan\n    }\n    me {\n      id\n      role\n      subscription {\n        status\n        active\n        currentPeriodEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactMutation($input: ContactInput!) {\n    submitContact(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactMutation($input: ContactInput!) {\n    submitContact(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContinueWatchingQuery {\n    continueWatching {\n      lastWatchedAt\n      course {\n        id\n        title\n        thumbnailUrl\n      }\n      nextLecture {\n        id\n        title\n      }\n      progress {\n        courseId\n        completedLectures\n        totalLectures\n        percent\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContinueWatchingQuery {\n    continueWatching {\n      lastWatchedAt\n      course {\n        id\n        title\n        thumbnailUrl\n      }\n      nextLecture {\n        id\n        title\n      }\n      progress {\n        courseId\n        completedLectures\n        totalLectures\n        percent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseCard_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n  }\n"): (typeof documents)["\n  fragment CourseCard_course on Course {\n    id\n    title\n    description\n    category\n    createdBy\n    thumbnailUrl\n    numberOfLectures\n    totalDurationSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseCurriculumQuery($id: ID!) {\n    course(id: $id) {\n      id\n      lectures {\n        id\n        position\n        title\n        durationSeconds\n        freePreview\n        lecture {\n          id\n          ...LecturePlayer_lecture\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseCurriculumQuery($id: ID!) {\n    course(id: $id) {\n      id\n      lectures {\n        id\n        position\n        title\n        durationSeconds\n        freePreview\n        lecture {\n          id\n          ...LecturePlayer_lecture\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseProgressQuery($id: ID!) {\n    course(id: $id) {\n      id\n      progress {\n        courseId\n        completedLectures\n        totalLectures\n        percent\n      }\n      certificate {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseProgressQuery($id: ID!) {\n    course(id: $id) {\n      id\n      progress {\n        courseId\n        completedLectures\n        totalLectures\n        percent\n      }\n      certificate {\n        code\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query CourseCatalogQuery($search: String, $category: String) {\n    courses(search: $search, category: $category) {\n      id\n      ...CourseCard_course\n    }\n  }\n"): (typeof documents)["\n  query CourseCatalogQuery($search: String, $category: String) {\n    courses(search: $search, category: $category) {\n      id\n      ...CourseCard_course\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCourseMutation($input: CourseInput!, $thumbnail: Upload) {\n    createCourse(input: $input, thumbnail: $thumbnail) {\n      ...CourseCard_course\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCourseMutation($input: CourseInput!, $thumbnail: Upload) {\n    createCourse(input: $input, thumbnail: $thumbnail) {\n      ...CourseCard_course\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseDescriptionPageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      description\n      category\n      createdBy\n      thumbnailUrl\n      numberOfLectures\n      totalDurationSeconds\n    }\n  }\n"): (typeof documents)["\n  query CourseDescriptionPageQuery($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      description\n      category\n      createdBy\n      thumbnailUrl\n      numberOfLectures\n      totalDurationSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LectureList_lecture on Lecture {\n    id\n    title\n    durationSeconds\n    status\n    processingProgress\n    failureReason\n    freePreview\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n  }\n"): (typeof documents)["\n  fragment LectureList_lecture on Lecture {\n    id\n    title\n    durationSeconds\n    status\n    processingProgress\n    failureReason\n    freePreview\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LecturePlayer_lecture on Lecture {\n    id\n    title\n    description\n    videoUrl\n    hlsUrl\n    posterUrl\n    status\n    processingProgress\n    durationSeconds\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n  }\n"): (typeof documents)["\n  fragment LecturePlayer_lecture on Lecture {\n    id\n    title\n    description\n    videoUrl\n    hlsUrl\n    posterUrl\n    status\n    processingProgress\n    durationSeconds\n    progress {\n      lectureId\n      positionSeconds\n      completed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseLecturesQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      title\n      status\n      durationSeconds\n      ...LectureList_lecture\n      ...LecturePlayer_lecture\n    }\n  }\n"): (typeof documents)["\n  query CourseLecturesQuery($courseId: ID!) {\n    lectures(courseId: $courseId) {\n      id\n      title\n      status\n      durationSeconds\n      ...LectureList_lecture\n      ...LecturePlayer_lecture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLectureProgressMutation($lectureId: ID!, $positionSeconds: Float!) {\n    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLectureProgressMutation($lectureId: ID!, $positionSeconds: Float!) {\n    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LectureCompleted on LectureProgress {\n    lectureId\n    completed\n  }\n"): (typeof documents)["\n  fragment LectureCompleted on LectureProgress {\n    lectureId\n    completed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLectureCompletedMutation($lectureId: ID!, $completed: Boolean!) {\n    setLectureCompleted(lectureId: $lectureId, completed: $completed) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetLectureCompletedMutation($lectureId: ID!, $completed: Boolean!) {\n    setLectureCompleted(lectureId: $lectureId, completed: $completed) {\n      lectureId\n      positionSeconds\n      completed\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLectureMutation($courseId: ID!, $input: LectureInput!, $video: Upload) {\n    addLecture(courseId: $courseId, input: $input, video: $video) {\n      success\n      message\n      course {\n        id\n        numberOfLectures\n      }\n      lectures {\n        id\n        ...LectureList_lecture\n        ...LecturePlayer_lecture\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddLectureMutation($courseId: ID!, $input: LectureInput!, $video: Upload) {\n    addLecture(courseId: $courseId, input: $input, video: $video) {\n      success\n      message\n      course {\n        id\n        numberOfLectures\n      }\n      lectures {\n        id\n        ...LectureList_lecture\n        ...LecturePlayer_lecture\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLectureMutation($courseId: ID!, $lectureId: ID!) {\n    deleteLecture(courseId: $courseId, lectureId: $lectureId) {\n      success\n      message\n      course {\n        id\n        numberOfLectures\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLectureMutation($courseId: ID!, $lectureId: ID!) {\n    deleteLecture(courseId: $courseId, lectureId: $lectureId) {\n      success\n      message\n      course {\n        id\n        numberOfLectures\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryLectureProcessingMutation($lectureId: ID!) {\n    retryLectureProcessing(lectureId: $lectureId) {\n      id\n      status\n      processingProgress\n      failureReason\n    }\n  }\n"): (typeof documents)["\n  mutation RetryLectureProcessingMutation($lectureId: ID!) {\n    retryLectureProcessing(lectureId: $lectureId) {\n      id\n      status\n      processingProgress\n      failureReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLecturePreviewMutation($lectureId: ID!, $preview: Boolean!) {\n    setLecturePreview(lectureId: $lectureId, preview: $preview) {\n      id\n      freePreview\n    }\n  }\n"): (typeof documents)["\n  mutation SetLecturePreviewMutation($lectureId: ID!, $preview: Boolean!) {\n    setLecturePreview(lectureId: $lectureId, preview: $preview) {\n      id\n      freePreview\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PaymentHistory_payment on PaymentRecord {\n    id\n    formattedAmount\n    status\n    paidAt\n    refunded\n    refundedAt\n    refundReason\n  }\n"): (typeof documents)["\n  fragment PaymentHistory_payment on PaymentRecord {\n    id\n    formattedAmount\n    status\n    paidAt\n    refunded\n    refundedAt\n    refundReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedInDevicesQuery {\n    mySessions {\n      id\n      device\n      ip\n      lastSeenAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query SignedInDevicesQuery {\n    mySessions {\n      id\n      device\n      ip\n      lastSeenAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscriptionMutation {\n    cancelSubscription {\n      success\n      message\n      refunded\n      user {\n        ...SessionUser @unmask\n        subscription {\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSubscriptionMutation {\n    cancelSubscription {\n      success\n      message\n      refunded\n      user {\n        ...SessionUser @unmask\n        subscription {\n          currentPeriodEnd\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSessionMutation($id: ID!) {\n    revokeSession(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeSessionMutation($id: ID!) {\n    revokeSession(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeOtherSessionsMutation {\n    revokeOtherSessions {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeOtherSessionsMutation {\n    revokeOtherSessions {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {\n    updateProfile(fullName: $fullName, avatar: $avatar) {\n      ...SessionUser @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {\n    updateProfile(fullName: $fullName, avatar: $avatar) {\n      ...SessionUser @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePageQuery {\n    me {\n      id\n      fullName\n      email\n      role\n      avatarUrl\n      subscription {\n        status\n        active\n        currentPeriodEnd\n      }\n    }\n    myPayments {\n      id\n      ...PaymentHistory_payment\n    }\n  }\n"): (typeof documents)["\n  query ProfilePageQuery {\n    me {\n      id\n      fullName\n      email\n      role\n      avatarUrl\n      subscription {\n        status\n        active\n        currentPeriodEnd\n      }\n    }\n    myPayments {\n      id\n      ...PaymentHistory_payment\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;