import type { Config } from '../../config';
import { PRODUCT_NAME, renderMail } from '../../mail/layout';
import type { MailContent } from '../../mail/mailer';

/** The account's mails: typed templates filling the one layout (mail/layout.ts). Links lead to the web client. */
type Links = Pick<Config, 'clientUrl'>;

const link = (config: Links, pathname: string, token?: string) =>
  `${config.clientUrl}${pathname}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

export function welcomeMail(config: Links, user: { fullName: string }, verificationToken: string): MailContent {
  return renderMail({
    subject: `Welcome to ${PRODUCT_NAME}`,
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Your ${PRODUCT_NAME} account is ready.`,
      'Please confirm that this email address is yours: subscribing needs a confirmed address.',
    ],
    action: { label: 'Confirm my email', url: link(config, '/verify-email', verificationToken) },
    notes: ['The link works for 7 days. If you did not create this account, ignore this mail.'],
    homeUrl: config.clientUrl,
  });
}

export function verificationMail(config: Links, user: { fullName: string }, verificationToken: string): MailContent {
  return renderMail({
    subject: 'Confirm your email',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [`Please confirm that this email address belongs to your ${PRODUCT_NAME} account.`],
    action: { label: 'Confirm my email', url: link(config, '/verify-email', verificationToken) },
    notes: ['The link works for 7 days. If you did not ask for it, ignore this mail.'],
    homeUrl: config.clientUrl,
  });
}

export function passwordResetMail(config: Links, user: { fullName: string }, resetToken: string): MailContent {
  return renderMail({
    subject: 'Reset your password',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [`Someone asked to reset the password of your ${PRODUCT_NAME} account.`],
    action: { label: 'Choose a new password', url: link(config, '/reset-password', resetToken) },
    notes: [
      'The link works once, for 30 minutes. Resetting signs you out everywhere.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
    homeUrl: config.clientUrl,
  });
}

export function newSignInMail(
  config: Links,
  user: { fullName: string },
  signIn: { device: string; ip: string; at: Date },
): MailContent {
  return renderMail({
    subject: 'New sign-in to your account',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Your ${PRODUCT_NAME} account was signed in to from a device it had not used before.`,
      `Device: ${signIn.device}. Address: ${signIn.ip}. Time: ${signIn.at.toUTCString()}.`,
    ],
    action: { label: 'Review my sessions', url: link(config, '/user/profile') },
    notes: ['If this was not you, change your password: that signs out every other device.'],
    homeUrl: config.clientUrl,
  });
}

/** To the new address: the link that makes the change take effect. */
export function emailChangeMail(
  config: Links,
  user: { fullName: string },
  newEmail: string,
  changeToken: string,
): MailContent {
  return renderMail({
    subject: 'Confirm your new email',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Someone asked to use ${newEmail} for a ${PRODUCT_NAME} account. The account keeps its current address until this one is confirmed.`,
    ],
    action: { label: 'Confirm my new email', url: link(config, '/confirm-email-change', changeToken) },
    notes: ['The link works once, for 24 hours.', 'If you did not ask for this, ignore this mail: nothing changes.'],
    homeUrl: config.clientUrl,
  });
}

/**
 * To the current address, as soon as a change is asked for: the owner hears of it while it can still be stopped, and
 * stops it with one link. The link opens a page with a button (nothing changes on opening it, so a mail scanner that
 * fetches links cancels nothing).
 */
export function emailChangeRequestedMail(
  config: Links,
  user: { fullName: string },
  newEmail: string,
  cancelToken: string,
): MailContent {
  return renderMail({
    subject: 'Your email is about to change',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Someone signed in to your ${PRODUCT_NAME} account asked to change its email address to ${newEmail}. The change takes effect once the link we sent there is opened.`,
    ],
    action: { label: "This wasn't me", url: link(config, '/cancel-email-change', cancelToken) },
    notes: [
      'If you made this change, there is nothing to do.',
      'If you did not, cancel it with the link above, then change your password: that signs out every other device.',
      'The link works once, for 24 hours, while the change is pending.',
    ],
    homeUrl: config.clientUrl,
  });
}

/** To the old address, once the change took effect: whoever did not make it learns of it, and where to get help. */
export function emailChangedMail(config: Links, user: { fullName: string }, newEmail: string): MailContent {
  return renderMail({
    subject: 'Your email was changed',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `The email address of your ${PRODUCT_NAME} account was changed to ${newEmail}. From now on we write to that address, and you sign in with it.`,
    ],
    action: { label: 'Get help', url: link(config, '/contact') },
    notes: ['If you made this change, there is nothing to do.', 'If you did not, contact us at once.'],
    homeUrl: config.clientUrl,
  });
}

/** To the owner whenever a sign-in factor is added or removed: a change made by someone else shows at once. */
export function factorChangedMail(
  config: Links,
  user: { fullName: string },
  change: { added: boolean; what: string; ip: string },
): MailContent {
  return renderMail({
    subject: change.added
      ? 'A sign-in method was added to your account'
      : 'A sign-in method was removed from your account',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `${change.added ? 'Added' : 'Removed'}: ${change.what}, on your ${PRODUCT_NAME} account (address ${change.ip}, ${new Date().toUTCString()}).`,
    ],
    action: { label: 'Review my security settings', url: link(config, '/user/profile') },
    notes: [
      'If you made this change, there is nothing to do.',
      'If you did not, change your password at once and review your passkeys and two-factor settings.',
    ],
    homeUrl: config.clientUrl,
  });
}

/** To the owner when a recovery code signed in: codes are a last resort, and someone may hold the printout. */
export function recoveryCodeUsedMail(
  config: Links,
  user: { fullName: string },
  use: { left: number; ip: string },
): MailContent {
  return renderMail({
    subject: 'A recovery code was used',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `A recovery code was just used to sign in to your ${PRODUCT_NAME} account (address ${use.ip}). ${use.left === 1 ? '1 code is' : `${use.left} codes are`} left.`,
    ],
    action: { label: 'Review my security settings', url: link(config, '/user/profile') },
    notes: ['If this was not you, change your password and create new recovery codes at once.'],
    homeUrl: config.clientUrl,
  });
}
