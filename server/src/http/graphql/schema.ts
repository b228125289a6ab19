import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AccountClosureResolver } from '../../account-closure/account-closure.resolver';
import {
  AnalyticsResolver,
  CourseAnalyticsResolver,
  LearnerViewingResolver,
  LectureRetentionResolver,
} from '../../analytics/analytics.resolver';
import { CategoryResolver } from '../../catalog/course/category.resolver';
import { CourseConnectionResolver, CourseResolver } from '../../catalog/course/course.resolver';
import { LectureResolver } from '../../catalog/lecture/lecture.resolver';
import { LectureSlidesResolver } from '../../catalog/lecture/lecture-slides.resolver';
import { CoursePathsResolver, PathResolver } from '../../catalog/path';
import { BillingResolver } from '../../commerce/billing/billing.resolver';
import { LearnerPaymentsResolver } from '../../commerce/payment/learner-payments.resolver';
import { PaymentResolver } from '../../commerce/payment/payment.resolver';
import { ReceiptResolver } from '../../commerce/receipt/receipt.resolver';
import { RevenueResolver } from '../../commerce/revenue/revenue.resolver';
import { StatsResolver } from '../../commerce/stats/stats.resolver';
import { TeamResolver } from '../../commerce/team/team.resolver';
import { ApiKeyResolver } from '../../identity/api-key/api-key.resolver';
import { SsoResolver, UserSsoLinksResolver } from '../../identity/sso/sso.resolver';
import { AccountSecurityResolver } from '../../identity/user/account-security.resolver';
import { LearnerSessionsResolver } from '../../identity/user/learner-sessions.resolver';
import { MailPreferencesResolver } from '../../identity/user/mail-preferences.resolver';
import { MfaResolver, UserSecurityResolver } from '../../identity/user/mfa.resolver';
import { NotificationChannelsResolver } from '../../identity/user/notification-channels.resolver';
import { UserResolver } from '../../identity/user/user.resolver';
import { UserDirectoryResolver } from '../../identity/user/user-directory.resolver';
import { ContactResolver } from '../../integrations/contact/contact.resolver';
import { WebhookResolver } from '../../integrations/webhooks/webhook.resolver';
import { DiscussionResolver, LectureDiscussionResolver } from '../../learning/discussion/discussion.resolver';
import { InboxResolver, PushResolver } from '../../learning/inbox';
import { LectureNotesResolver, NotesResolver } from '../../learning/notes';
import { CertificateLinksResolver } from '../../learning/progress/certificate-links.resolver';
import { LearnerProgressResolver } from '../../learning/progress/learner-progress.resolver';
import { PathProgressResolver } from '../../learning/progress/path-progress.resolver';
import {
  CourseProgressResolver,
  CurriculumProgressResolver,
  LectureProgressResolver,
  ProgressResolver,
} from '../../learning/progress/progress.resolver';
import { ViewingHeartbeatResolver } from '../../learning/progress/viewing-heartbeat.resolver';
import { ViewingReceiptResolver } from '../../learning/progress/viewing-receipt.resolver';
import { WeeklyGoalResolver } from '../../learning/progress/weekly-goal.resolver';
import {
  CourseItemsResolver,
  LearnerQuizzesResolver,
  LectureQuizzesResolver,
  QuizResolver,
} from '../../learning/quiz/quiz.resolver';
import { QuizSubmissionResolver } from '../../learning/quiz/quiz-submission.resolver';
import { ReminderSettingsResolver } from '../../learning/reminders/reminder-settings.resolver';
import { ReviewClipResolver, ReviewResolver } from '../../learning/review';
import { AudioTracksResolver, LectureAudioTracksResolver } from '../../media/audio-tracks/audio-tracks.resolver';
import { CaptionsResolver, LectureCaptionsResolver } from '../../media/captions/captions.resolver';
import { DownloadResolver } from '../../media/download/download.resolver';
import { PlaybackResolver } from '../../media/playback/playback.resolver';
import { SessionDevicesResolver } from '../../media/playback/session-devices.resolver';
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
  LectureAudioTracksResolver,
  LectureSlidesResolver,
  CaptionsResolver,
  AudioTracksResolver,
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
  ReviewResolver,
  ReviewClipResolver,
  ViewingHeartbeatResolver,
  AnalyticsResolver,
  CourseAnalyticsResolver,
  LectureRetentionResolver,
  LearnerViewingResolver,
  LectureDiscussionResolver,
  DiscussionResolver,
  LectureNotesResolver,
  NotesResolver,
  InboxResolver,
  PushResolver,
  MailPreferencesResolver,
  NotificationChannelsResolver,
  WeeklyGoalResolver,
  ReminderSettingsResolver,
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
  LearnerSessionsResolver,
  SessionDevicesResolver,
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
