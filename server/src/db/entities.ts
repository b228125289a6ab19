import { WebhookEvent } from '../events/webhook-event.entity';
import { OutboxMessage } from '../mail/outbox.entity';
import { ApiKey } from '../modules/api-key/api-key.entity';
import { FailedInvoice } from '../modules/billing/failed-invoice.entity';
import { ProcessedEvent } from '../modules/billing/processed-event.entity';
import { CaptionCue, CaptionTrack } from '../modules/captions/caption.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { Category } from '../modules/course/category.entity';
import { Course } from '../modules/course/course.entity';
import {
  DiscussionDigest,
  DiscussionPost,
  DiscussionReport,
  DiscussionUpvote,
  MailOptOut,
} from '../modules/discussion/discussion.entity';
import { DownloadGrant } from '../modules/download/download-grant.entity';
import { ViewingReceipt } from '../modules/download/viewing-receipt.entity';
import { Lecture } from '../modules/lecture/lecture.entity';
import { LectureSlide } from '../modules/lecture/lecture-slide.entity';
import { LectureNote } from '../modules/notes';
import { LearningPath, PathCourse } from '../modules/path/path.entity';
import { LatestCheckout } from '../modules/payment/latest-checkout.entity';
import { Payment } from '../modules/payment/payment.entity';
import { PlaybackLease } from '../modules/playback/playback-lease.entity';
import { Certificate } from '../modules/progress/certificate.entity';
import { LectureProgress } from '../modules/progress/lecture-progress.entity';
import { Quiz, QuizAttempt, QuizVersion } from '../modules/quiz/quiz.entity';
import { SsoFlow, SsoLink, SsoProvider } from '../modules/sso/sso.entity';
import { TeamInvitation } from '../modules/team/team-invitation.entity';
import { AccountToken } from '../modules/user/account-token.entity';
import { AuthChallenge } from '../modules/user/auth-challenge.entity';
import { Passkey } from '../modules/user/passkey.entity';
import { RecoveryCode } from '../modules/user/recovery-code.entity';
import { UserSession } from '../modules/user/session.entity';
import { Team, TeamMember } from '../modules/user/team.entity';
import { User } from '../modules/user/user.entity';
import { LectureRetentionDay, LectureViewing, ViewingSession } from '../modules/viewing/viewing.entity';
import { WebhookDelivery, WebhookEndpoint } from '../modules/webhooks/webhook.entity';
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
];
