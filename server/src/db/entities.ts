import { Category } from '../catalog/course/category.entity';
import { Course } from '../catalog/course/course.entity';
import { Lecture } from '../catalog/lecture/lecture.entity';
import { LectureSlide } from '../catalog/lecture/lecture-slide.entity';
import { LearningPath, PathCourse } from '../catalog/path/path.entity';
import { FailedInvoice } from '../commerce/billing/failed-invoice.entity';
import { ProcessedEvent } from '../commerce/billing/processed-event.entity';
import { LatestCheckout } from '../commerce/payment/latest-checkout.entity';
import { Payment } from '../commerce/payment/payment.entity';
import { TeamInvitation } from '../commerce/team/team-invitation.entity';
import { WebhookEvent } from '../events/webhook-event.entity';
import { ApiKey } from '../identity/api-key/api-key.entity';
import { SsoFlow, SsoLink, SsoProvider } from '../identity/sso/sso.entity';
import { AccountToken } from '../identity/user/account-token.entity';
import { AuthChallenge } from '../identity/user/auth-challenge.entity';
import { MailOptOut } from '../identity/user/mail-opt-out.entity';
import { NotificationChannelOptOut } from '../identity/user/notification-channel-opt-out.entity';
import { Passkey } from '../identity/user/passkey.entity';
import { RecoveryCode } from '../identity/user/recovery-code.entity';
import { UserSession } from '../identity/user/session.entity';
import { Team, TeamMember } from '../identity/user/team.entity';
import { User } from '../identity/user/user.entity';
import { ContactMessage } from '../integrations/contact/contact-message.entity';
import { WebhookDelivery, WebhookEndpoint } from '../integrations/webhooks/webhook.entity';
import { ReminderMessage } from '../learning/click-through';
import {
  DiscussionDigest,
  DiscussionPost,
  DiscussionReport,
  DiscussionUpvote,
} from '../learning/discussion/discussion.entity';
import { InboxItem } from '../learning/inbox/inbox.entity';
import { PushSubscription } from '../learning/inbox/push/push-subscription.entity';
import { LectureNote } from '../learning/notes';
import { Certificate } from '../learning/progress/certificate.entity';
import { LearningGoal } from '../learning/progress/learning-goal.entity';
import { LectureProgress } from '../learning/progress/lecture-progress.entity';
import { Quiz, QuizAttempt, QuizVersion } from '../learning/quiz/quiz.entity';
import { IdleNudge } from '../learning/reminders/idle-nudge.entity';
import { ReminderSettings } from '../learning/reminders/reminder-settings.entity';
import { WeeklyDigestRun } from '../learning/reminders/weekly-digest.entity';
import { QuestionClip, ReviewCard, ReviewLog } from '../learning/review';
import { OutboxMessage } from '../mail/outbox.entity';
import { AudioTrack } from '../media/audio-tracks/audio-track.entity';
import { CaptionCue, CaptionTrack } from '../media/captions/caption.entity';
import { DownloadGrant } from '../media/download/download-grant.entity';
import { ViewingReceipt } from '../media/download/viewing-receipt.entity';
import { PlaybackLease } from '../media/playback/playback-lease.entity';
import { LadderChunk } from '../media/processing/ladder-chunk.entity';
import { LectureRetentionDay, LectureViewing, ViewingSession } from '../media/viewing/viewing.entity';
import { TestCheckoutSession } from '../payments/test-checkout-session.entity';
import { TestInvoice } from '../payments/test-invoice.entity';

/** Every entity the ORM knows; listed explicitly so the bundled server needs no folder discovery. */
export const entities = [
  User,
  ContactMessage,
  Category,
  Course,
  Lecture,
  LectureSlide,
  Payment,
  ProcessedEvent,
  FailedInvoice,
  TestCheckoutSession,
  TestInvoice,
  UserSession,
  LatestCheckout,
  LectureProgress,
  Certificate,
  OutboxMessage,
  AccountToken,
  PlaybackLease,
  DownloadGrant,
  ViewingReceipt,
  ApiKey,
  CaptionTrack,
  CaptionCue,
  AudioTrack,
  Quiz,
  QuizVersion,
  QuizAttempt,
  SsoProvider,
  SsoLink,
  SsoFlow,
  WebhookEvent,
  WebhookEndpoint,
  WebhookDelivery,
  ViewingSession,
  LectureViewing,
  LectureRetentionDay,
  Passkey,
  AuthChallenge,
  RecoveryCode,
  DiscussionPost,
  DiscussionUpvote,
  DiscussionReport,
  MailOptOut,
  DiscussionDigest,
  Team,
  TeamMember,
  TeamInvitation,
  LectureNote,
  LearningPath,
  PathCourse,
  ReviewCard,
  ReviewLog,
  QuestionClip,
  InboxItem,
  LearningGoal,
  WeeklyDigestRun,
  IdleNudge,
  ReminderSettings,
  PushSubscription,
  NotificationChannelOptOut,
  ReminderMessage,
  LadderChunk,
];
