/**
 * Texts of the password reset, email confirmation, email change and its cancel screens (the spec leaves them open).
 * The server's own success messages are shown as it sends them; these are the client's: the fallbacks when a call
 * fails without a message, and what the screens say themselves.
 */
export const accountTexts = {
  /** Shown after every reset request, whether or not an account has the email: nobody learns who has one. */
  resetRequested:
    "If an account exists for that email, we've sent a link to reset its password. It expires in 30 minutes.",
  resetLinkMissing: 'This password reset link is incomplete. Please ask for a new one.',
  verificationLinkMissing: 'This confirmation link is incomplete. Please ask for a new one.',
  emailChangeLinkMissing: 'This email change link is incomplete. Please ask for a new one.',
  cancelLinkMissing: 'This link is incomplete. Please open the whole link from the mail.',
  cancelEmailChangeQuestion:
    'Someone asked to move your account to another email address. If it was not you, cancel the change: your account keeps this address.',
  alreadyVerified: 'Your email address is already confirmed.',
  /** Under the form when a reset link turned out used, expired or unknown. */
  requestNewLink: 'Request a new link',
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
