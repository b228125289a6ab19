import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AccountClosureResolver } from '../../modules/account-closure/account-closure.resolver';
import {
  AnalyticsResolver,
  CourseAnalyticsResolver,
  LearnerViewingResolver,
  LectureRetentionResolver,
} from '../../modules/analytics/analytics.resolver';
import { ApiKeyResolver } from '../../modules/api-key/api-key.resolver';
import { BillingResolver } from '../../modules/billing/billing.resolver';
import { CaptionsResolver, LectureCaptionsResolver } from '../../modules/captions/captions.resolver';
import { ContactResolver } from '../../modules/contact/contact.resolver';
import { CategoryResolver } from '../../modules/course/category.resolver';
import { CourseConnectionResolver, CourseResolver } from '../../modules/course/course.resolver';
import { DiscussionResolver, LectureDiscussionResolver } from '../../modules/discussion/discussion.resolver';
import { DownloadResolver } from '../../modules/download/download.resolver';
import { LectureResolver } from '../../modules/lecture/lecture.resolver';
import { LectureSlidesResolver } from '../../modules/lecture/lecture-slides.resolver';
import { LectureNotesResolver, NotesResolver } from '../../modules/notes';
import { CoursePathsResolver, PathResolver } from '../../modules/path';
import { LearnerPaymentsResolver } from '../../modules/payment/learner-payments.resolver';
import { PaymentResolver } from '../../modules/payment/payment.resolver';
import { PlaybackResolver } from '../../modules/playback/playback.resolver';
import { CertificateLinksResolver } from '../../modules/progress/certificate-links.resolver';
import { LearnerProgressResolver } from '../../modules/progress/learner-progress.resolver';
import { PathProgressResolver } from '../../modules/progress/path-progress.resolver';
import {
  CourseProgressResolver,
  CurriculumProgressResolver,
  LectureProgressResolver,
  ProgressResolver,
} from '../../modules/progress/progress.resolver';
import { ViewingHeartbeatResolver } from '../../modules/progress/viewing-heartbeat.resolver';
import { ViewingReceiptResolver } from '../../modules/progress/viewing-receipt.resolver';
import {
  CourseItemsResolver,
  LearnerQuizzesResolver,
  LectureQuizzesResolver,
  QuizResolver,
} from '../../modules/quiz/quiz.resolver';
import { QuizSubmissionResolver } from '../../modules/quiz/quiz-submission.resolver';
import { ReceiptResolver } from '../../modules/receipt/receipt.resolver';
import { RevenueResolver } from '../../modules/revenue/revenue.resolver';
import { SsoResolver, UserSsoLinksResolver } from '../../modules/sso/sso.resolver';
import { StatsResolver } from '../../modules/stats/stats.resolver';
import { TeamResolver } from '../../modules/team/team.resolver';
import { AccountSecurityResolver } from '../../modules/user/account-security.resolver';
import { MfaResolver, UserSecurityResolver } from '../../modules/user/mfa.resolver';
import { UserResolver } from '../../modules/user/user.resolver';
import { UserDirectoryResolver } from '../../modules/user/user-directory.resolver';
import { WebhookResolver } from '../../modules/webhooks/webhook.resolver';
import { authChecker } from './auth-checker';

export const resolvers = [
  UserResolver,
  AccountSecurityResolver,
  MfaResolver,
  UserSecurityResolver,
  AccountClosureResolver,
  ContactResolver,
  CourseResolver,
  CategoryResolver,
  CourseConnectionResolver,
  LectureResolver,
  LectureCaptionsResolver,
  LectureSlidesResolver,
  CaptionsResolver,
  PaymentResolver,
  BillingResolver,
  ReceiptResolver,
  StatsResolver,
  TeamResolver,
  RevenueResolver,
  ProgressResolver,
  CourseProgressResolver,
  LectureProgressResolver,
  CurriculumProgressResolver,
  QuizResolver,
  CourseItemsResolver,
  LectureQuizzesResolver,
  LearnerQuizzesResolver,
  QuizSubmissionResolver,
  ViewingHeartbeatResolver,
  AnalyticsResolver,
  CourseAnalyticsResolver,
  LectureRetentionResolver,
  LearnerViewingResolver,
  LectureDiscussionResolver,
  DiscussionResolver,
  LectureNotesResolver,
  NotesResolver,
  PathResolver,
  CoursePathsResolver,
  PathProgressResolver,
  PlaybackResolver,
  DownloadResolver,
  ViewingReceiptResolver,
  UserDirectoryResolver,
  SsoResolver,
  UserSsoLinksResolver,
  LearnerPaymentsResolver,
  LearnerProgressResolver,
  CertificateLinksResolver,
  ApiKeyResolver,
  WebhookResolver,
] as const;

export function buildGraphQLSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, authChecker, validate: false });
}

/** The committed /schema.graphql: sorted, so it only changes when the API does. */
export const printSortedSchema = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;
