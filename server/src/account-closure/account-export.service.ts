import type { CourseTables } from '../catalog/course/course.entity';
import type { LectureTables } from '../catalog/lecture/lecture.entity';
import type { LatestCheckoutTables } from '../commerce/payment/latest-checkout.entity';
import { Payment } from '../commerce/payment/payment.entity';
import { type PaymentView, toView } from '../commerce/payment/payment-records.service';
import type { SsoTables } from '../identity/sso/sso.entity';
import type { AccountTokenTables } from '../identity/user/account-token.entity';
import { avatarUrl } from '../identity/user/avatar';
import { deviceLabel } from '../identity/user/device-label';
import type { PasskeyTables } from '../identity/user/passkey.entity';
import type { RecoveryCodeTables } from '../identity/user/recovery-code.entity';
import type { SessionTables } from '../identity/user/session.entity';
import { User } from '../identity/user/user.entity';
import { contactMessagesFrom, type OwnContactMessage } from '../integrations/contact/contact-owner.service';
import type { DiscussionTables } from '../learning/discussion/discussion.entity';
import { type CertificateView, listMyCertificates } from '../learning/progress/certificate.service';
import type { LectureProgressTables } from '../learning/progress/lecture-progress.entity';
import type { QuizTables } from '../learning/quiz/quiz.entity';
import type { OutboxTables } from '../mail/outbox.entity';
import { notFound } from '../shared/errors';
import type { RequestScope } from '../shared/scope';
import { requireViewer } from '../shared/viewer';
import { type LearningData, learningDataOf, titledRows } from './account-export-learning';

/** Bumped when the document's shape changes, so a reader of an older download knows what it holds. */
export const EXPORT_FORMAT_VERSION = 4;

/** Everything the app holds about one account, as the account's owner downloads it (exportMyData). */
export interface AccountDataDocument extends LearningData {
  formatVersion: number;
  /** The UTC day (the same answer all day long, as the file name's date). */
  exportedOn: string;
  profile: {
    id: string;
    fullName: string;
    email: string;
    role: string;
    emailVerified: boolean;
    avatarUrl: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
  subscription: {
    status: string;
    currentPeriodEnd: Date | null;
    providerCustomerId: string | null;
    providerSubscriptionId: string | null;
    /** The card the subscription is charged to, as the provider reported it; null when none is known. */
    card: { brand: string; last4: string } | null;
  };
  /** Every session the app still keeps: working ones, and ended or expired ones for their retention period. */
  sessions: {
    device: string;
    userAgent: string | null;
    ip: string | null;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    endedAt: Date | null;
  }[];
  /**
   * Each with the tax it included (minor units, 0 when none), the card it was paid with, when known, and the payment
   * provider's ids that name it there (the ones account closure removes).
   */
  payments: (Omit<PaymentView, 'customer'> & {
    taxAmount: number;
    card: { brand: string; last4: string } | null;
    providerIds: PaymentProviderIds;
  })[];
  lectureProgress: {
    courseTitle: string;
    lectureTitle: string;
    positionSeconds: number;
    completedAt: Date | null;
    updatedAt: Date;
  }[];
  /** Each with the name it was issued to (kept as issued, whatever the profile's name is now). */
  certificates: CertificateView[];
  /** Messages sent through the contact form from the account's address (deleted with the account). */
  contactMessages: OwnContactMessage[];
  /** Links mailed to the account (password reset, email confirmation, email change); never the tokens themselves. */
  accountLinks: { purpose: string; newEmail: string | null; createdAt: Date; expiresAt: Date; usedAt: Date | null }[];
  /**
   * How the account signs in besides its password: the authenticator app (when turned on), how many recovery codes
   * are left, the passkeys and the single sign-on providers linked. Never a secret, a public key or a code.
   */
  signIn: {
    totpEnabledAt: Date | null;
    recoveryCodesLeft: number;
    passkeys: { name: string; createdAt: Date; lastUsedAt: Date | null; backedUp: boolean }[];
    ssoLinks: { provider: string; subject: string; email: string; linkedAt: Date; lastUsedAt: Date | null }[];
  };
  /** Questions and replies the account posted under lectures (kept, unsigned, when the account is closed). */
  posts: { courseTitle: string; lectureTitle: string; title: string | null; body: string; createdAt: Date }[];
  /** Quiz attempts with their scores. */
  quizAttempts: {
    quizTitle: string;
    number: number;
    startedAt: Date;
    submittedAt: Date | null;
    scorePercent: number | null;
    passed: boolean | null;
  }[];
  /** The last checkout opened at the payment provider. */
  latestCheckout: { sessionId: string; createdAt: Date } | null;
  /** Mails to the account's address, sent or waiting (kept for 30 days); their bodies are emptied once sent. */
  mails: { subject: string; createdAt: Date; sentAt: Date | null }[];
}

interface PaymentProviderIds {
  invoiceId: string | null;
  subscriptionId: string | null;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  refundId: string | null;
  disputeId: string | null;
}

const providerIdsOf = (payment: Payment): PaymentProviderIds => ({
  invoiceId: payment.providerInvoiceId ?? null,
  subscriptionId: payment.providerSubscriptionId ?? null,
  checkoutSessionId: payment.providerCheckoutSessionId ?? null,
  paymentIntentId: payment.providerPaymentIntentId ?? null,
  refundId: payment.providerRefundId ?? null,
  disputeId: payment.providerDisputeId ?? null,
});

export interface AccountDataExport {
  /** A name for the downloaded file: coursehub-data-<date>.json. */
  filename: string;
  /** The document as indented JSON text. */
  json: string;
}

const asDate = (value: Date | string) => new Date(value);
const cardOf = (brand: string | null | undefined, last4: string | null | undefined) =>
  brand && last4 ? { brand, last4 } : null;
const asNullableDate = (value: Date | string | null) => (value === null ? null : new Date(value));

type ExportTables = SessionTables &
  LectureProgressTables &
  LectureTables &
  CourseTables &
  AccountTokenTables &
  LatestCheckoutTables &
  OutboxTables &
  PasskeyTables &
  RecoveryCodeTables &
  SsoTables &
  DiscussionTables &
  QuizTables;

/**
 * The caller's data as one JSON document: a fixed number of statements (one per kind of record, each by the user's
 * index), whatever the number of sessions, payments or lectures watched. Every statement is keyed by the caller's id
 * (or, for mails, the caller's own address), so nothing of another account can enter it.
 */
export async function exportMyData(scope: RequestScope, now = scope.deps.clock.now()): Promise<AccountDataExport> {
  const { em, deps } = scope;
  const { id } = requireViewer(scope.viewer);
  const user = await em.findOneOrFail(User, id, { failHandler: () => notFound('User') });
  const db = em.getKysely<ExportTables>();
  const [
    sessions,
    payments,
    progress,
    certificates,
    tokens,
    checkouts,
    mails,
    contactMessages,
    passkeys,
    recoveryCodes,
    ssoLinks,
    posts,
    attempts,
    learning,
  ] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['user_agent', 'ip', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .execute(),
    em.find(Payment, { user: id }, { orderBy: { paidAt: 'desc', id: 'desc' } }),
    titledRows(db, 'lecture_progress')
      .select(['t.course_title', 't.lecture_title', 'r.position_seconds', 'r.completed_at', 'r.updated_at'])
      .where('r.user_id', '=', id)
      .orderBy('r.updated_at', 'desc')
      .execute(),
    listMyCertificates(scope),
    db
      .selectFrom('account_tokens')
      .select(['purpose', 'new_email', 'created_at', 'expires_at', 'used_at'])
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .execute(),
    db.selectFrom('latest_checkouts').select(['session_id', 'created_at']).where('user_id', '=', id).execute(),
    // Since the account exists: an address can have belonged to a closed or since-moved account before.
    db
      .selectFrom('outbox')
      .select(['subject', 'created_at', 'sent_at'])
      .where('recipient', '=', user.email)
      .where('created_at', '>=', user.createdAt)
      .orderBy('created_at', 'desc')
      .execute(),
    contactMessagesFrom(em, user.email),
    db
      .selectFrom('passkeys')
      .select(['name', 'created_at', 'last_used_at', 'backed_up'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('left'))
      .where('user_id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('sso_links as k')
      .leftJoin('sso_providers as p', 'p.id', 'k.provider_id')
      .select(['k.provider_id', 'p.name', 'k.subject', 'k.email', 'k.created_at', 'k.last_used_at'])
      .where('k.user_id', '=', id)
      .orderBy('k.created_at')
      .execute(),
    titledRows(db, 'discussion_posts')
      .select(['t.course_title', 't.lecture_title', 'r.title', 'r.body', 'r.created_at'])
      .where('r.author_id', '=', id)
      .orderBy('r.created_at', 'desc')
      .execute(),
    db
      .selectFrom('quiz_attempts as a')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .select(['q.title', 'a.number', 'a.started_at', 'a.submitted_at', 'a.score_percent', 'a.passed'])
      .where('a.user_id', '=', id)
      .orderBy('a.started_at', 'desc')
      .execute(),
    learningDataOf(em.getKysely(), id),
  ]);

  const day = now.toISOString().slice(0, 10);
  const document: AccountDataDocument = {
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedOn: day,
    profile: {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      avatarUrl: avatarUrl(deps, user.avatarKey),
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    subscription: {
      status: user.subscriptionStatus,
      currentPeriodEnd: user.currentPeriodEnd ?? null,
      providerCustomerId: user.providerCustomerId ?? null,
      providerSubscriptionId: user.providerSubscriptionId ?? null,
      card: cardOf(user.cardBrand, user.cardLast4),
    },
    sessions: sessions.map((row) => ({
      device: deviceLabel(row.user_agent),
      userAgent: row.user_agent,
      ip: row.ip,
      createdAt: asDate(row.created_at),
      lastSeenAt: asDate(row.last_seen_at),
      expiresAt: asDate(row.expires_at),
      endedAt: asNullableDate(row.revoked_at),
    })),
    payments: payments.map((payment) => {
      const { customer: _none, ...view } = toView(payment);
      const card = cardOf(payment.cardBrand, payment.cardLast4);
      return { ...view, taxAmount: payment.taxAmount, card, providerIds: providerIdsOf(payment) };
    }),
    lectureProgress: progress.map((row) => ({
      courseTitle: row.course_title,
      lectureTitle: row.lecture_title,
      positionSeconds: Number(row.position_seconds),
      completedAt: asNullableDate(row.completed_at),
      updatedAt: asDate(row.updated_at),
    })),
    certificates,
    contactMessages,
    accountLinks: tokens.map((row) => ({
      purpose: row.purpose,
      newEmail: row.new_email,
      createdAt: asDate(row.created_at),
      expiresAt: asDate(row.expires_at),
      usedAt: asNullableDate(row.used_at),
    })),
    signIn: {
      totpEnabledAt: user.totpEnabledAt ?? null,
      recoveryCodesLeft: Number(recoveryCodes?.left ?? 0),
      passkeys: passkeys.map((row) => ({
        name: row.name,
        createdAt: asDate(row.created_at),
        lastUsedAt: asNullableDate(row.last_used_at),
        backedUp: row.backed_up,
      })),
      // A provider configured by environment has no row: its id names it.
      ssoLinks: ssoLinks.map((row) => ({
        provider: row.name ?? row.provider_id,
        subject: row.subject,
        email: row.email,
        linkedAt: asDate(row.created_at),
        lastUsedAt: asNullableDate(row.last_used_at),
      })),
    },
    posts: posts.map((row) => ({
      courseTitle: row.course_title,
      lectureTitle: row.lecture_title,
      title: row.title,
      body: row.body,
      createdAt: asDate(row.created_at),
    })),
    quizAttempts: attempts.map((row) => ({
      quizTitle: row.title,
      number: row.number,
      startedAt: asDate(row.started_at),
      submittedAt: asNullableDate(row.submitted_at),
      scorePercent: row.score_percent === null ? null : Number(row.score_percent),
      passed: row.passed,
    })),
    latestCheckout: checkouts[0]
      ? { sessionId: checkouts[0].session_id, createdAt: asDate(checkouts[0].created_at) }
      : null,
    mails: mails.map((row) => ({
      subject: row.subject,
      createdAt: asDate(row.created_at),
      sentAt: asNullableDate(row.sent_at),
    })),
    ...learning,
  };
  return {
    filename: `coursehub-data-${day}.json`,
    json: JSON.stringify(document, null, 2),
  };
}
