/**
 * The mails a user can turn off, each with its own one-click unsubscribe link (RFC 8058) and its own switch in the
 * profile. Mails a user cannot do without (a password reset, a receipt) are not among them.
 */
export const MAIL_KINDS = ['DISCUSSION_ANSWERS', 'DISCUSSION_DIGEST', 'WEEKLY_DIGEST', 'IDLE_NUDGE'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  DISCUSSION_ANSWERS: 'mails when someone answers your questions',
  DISCUSSION_DIGEST: 'the daily digest of unanswered questions',
  WEEKLY_DIGEST: 'the weekly digest of your learning',
  IDLE_NUDGE: 'reminders after a break from learning',
};
