/**
 * The account texts not yet in the translator: what the email change and its cancel screens say (the spec leaves them
 * open), and the fallbacks when a call fails without a message. The server's own success messages are shown as it
 * sends them; the password reset and email confirmation screens say theirs through the `auth` namespace.
 */
export const accountTexts = {
  emailChangeLinkMissing: 'This email change link is incomplete. Please ask for a new one.',
  cancelLinkMissing: 'This link is incomplete. Please open the whole link from the mail.',
  cancelEmailChangeQuestion:
    'Someone asked to move your account to another email address. If it was not you, cancel the change: your account keeps this address.',
} as const;

/** Fallbacks when the server gives no message (as `failureNotices` does for the spec's screens). */
export const accountFailures = {
  requestReset: 'Failed to send the reset link',
  resetPassword: 'Failed to reset the password',
  verifyEmail: 'Failed to confirm your email',
  resendVerification: 'Failed to send a new link',
  requestEmailChange: 'Failed to send the confirmation link',
  confirmEmailChange: 'Failed to change your email',
  cancelEmailChange: 'Failed to cancel the email change',
} as const;
