import type { Config } from '../../config';
import { type MailRecipient, mailTo } from '../../mail/layout';
import { mailFormat } from '../../mail/mail-format';
import type { MailContent } from '../../mail/mailer';

/**
 * The account's mails: typed templates filling the one layout (mail/layout.ts), in the owner's language (texts in
 * mail/locales/<language>/account.json). Links lead to the web client.
 */
type Links = Pick<Config, 'clientUrl'>;

/** The account the mail is about: its owner's name and chosen language (`users.locale`, null for English). */
type Owner = MailRecipient;

/** A sign-in factor added or removed: a passkey by its name, or the authenticator app's codes. */
export type SignInFactor = { kind: 'passkey'; name: string } | { kind: 'authenticator' };

const link = (config: Links, pathname: string, token?: string) =>
  `${config.clientUrl}${pathname}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

export function welcomeMail(config: Links, user: Owner, verificationToken: string): MailContent {
  return mailTo(user, config.clientUrl, (t) => ({
    subject: t('account:welcome.subject'),
    paragraphs: [t('account:welcome.ready'), t('account:welcome.confirm')],
    action: { label: t('account:confirmEmail'), url: link(config, '/verify-email', verificationToken) },
    notes: [t('account:welcome.note')],
  }));
}

export function verificationMail(config: Links, user: Owner, verificationToken: string): MailContent {
  return mailTo(user, config.clientUrl, (t) => ({
    subject: t('account:verification.subject'),
    paragraphs: [t('account:verification.body')],
    action: { label: t('account:confirmEmail'), url: link(config, '/verify-email', verificationToken) },
    notes: [t('account:verification.note')],
  }));
}

export function passwordResetMail(config: Links, user: Owner, resetToken: string): MailContent {
  return mailTo(user, config.clientUrl, (t) => ({
    subject: t('account:passwordReset.subject'),
    paragraphs: [t('account:passwordReset.body')],
    action: { label: t('account:passwordReset.action'), url: link(config, '/reset-password', resetToken) },
    notes: [t('account:passwordReset.noteOnce'), t('account:passwordReset.noteIgnore')],
  }));
}

export function newSignInMail(
  config: Links,
  user: Owner,
  signIn: { device: string; ip: string; at: Date },
): MailContent {
  const time = mailFormat(user.locale).dateTime(signIn.at);
  return mailTo(user, config.clientUrl, (t) => ({
    subject: t('account:newSignIn.subject'),
    paragraphs: [
      t('account:newSignIn.body'),
      t('account:newSignIn.details', { device: signIn.device, ip: signIn.ip, time }),
    ],
    action: { label: t('account:newSignIn.action'), url: link(config, '/user/profile') },
    notes: [t('account:newSignIn.note')],
  }));
}

/** To the new address: the link that makes the change take effect. */
export function emailChangeMail(config: Links, user: Owner, newEmail: string, changeToken: string): MailContent {
  return mailTo(user, config.clientUrl, (t) => ({
    subject: t('account:emailChange.subject'),
    paragraphs: [t('account:emailChange.body', { email: newEmail })],
    action: { label: t('account:emailChange.action'), url: link(config, '/confirm-email-change', changeToken) },
    notes: [t('account:emailChange.noteOnce'), t('account:emailChange.noteIgnore')],
  }));
}

/**
 * To the current address, as soon as a change is asked for: the owner hears of it while it can still be stopped, and
 * stops it with one link. The link opens a page with a button (nothing changes on opening it, so a mail scanner that
 * fetches links cancels nothing).
 */
export function emailChangeRequestedMail(
  config: Links,
  user: Owner,
  newEmail: string,
  cancelToken: string,
): MailContent {
  return mailTo(user, config.clientUrl, (t) => ({
    subject: t('account:emailChangeRequested.subject'),
    paragraphs: [t('account:emailChangeRequested.body', { email: newEmail })],
    action: { label: t('account:emailChangeRequested.action'), url: link(config, '/cancel-email-change', cancelToken) },
    notes: [
      t('account:noteMadeIt'),
      t('account:emailChangeRequested.noteNotYou'),
      t('account:emailChangeRequested.notePending'),
    ],
  }));
}

/** To the old address, once the change took effect: whoever did not make it learns of it, and where to get help. */
export function emailChangedMail(config: Links, user: Owner, newEmail: string): MailContent {
  return mailTo(user, config.clientUrl, (t) => ({
    subject: t('account:emailChanged.subject'),
    paragraphs: [t('account:emailChanged.body', { email: newEmail })],
    action: { label: t('account:emailChanged.action'), url: link(config, '/contact') },
    notes: [t('account:noteMadeIt'), t('account:emailChanged.noteNotYou')],
  }));
}

/** To the owner whenever a sign-in factor is added or removed: a change made by someone else shows at once. */
export function factorChangedMail(
  config: Links,
  user: Owner,
  change: { added: boolean; factor: SignInFactor; ip: string },
): MailContent {
  const time = mailFormat(user.locale).dateTime(new Date());
  return mailTo(user, config.clientUrl, (t) => {
    const what =
      change.factor.kind === 'passkey'
        ? t('account:factorChanged.passkey', { name: change.factor.name })
        : t('account:factorChanged.authenticator');
    return {
      subject: t(change.added ? 'account:factorChanged.subjectAdded' : 'account:factorChanged.subjectRemoved'),
      paragraphs: [
        t(change.added ? 'account:factorChanged.bodyAdded' : 'account:factorChanged.bodyRemoved', {
          what,
          ip: change.ip,
          time,
        }),
      ],
      action: { label: t('account:reviewSecurity'), url: link(config, '/user/profile') },
      notes: [t('account:noteMadeIt'), t('account:factorChanged.noteNotYou')],
    };
  });
}

/** To the owner when a recovery code signed in: codes are a last resort, and someone may hold the printout. */
export function recoveryCodeUsedMail(config: Links, user: Owner, use: { left: number; ip: string }): MailContent {
  return mailTo(user, config.clientUrl, (t) => ({
    subject: t('account:recoveryCodeUsed.subject'),
    paragraphs: [t('account:recoveryCodeUsed.body', { count: use.left, ip: use.ip })],
    action: { label: t('account:reviewSecurity'), url: link(config, '/user/profile') },
    notes: [t('account:recoveryCodeUsed.note')],
  }));
}
