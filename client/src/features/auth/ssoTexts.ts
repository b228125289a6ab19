/** Single sign-on's texts; the server sends only codes (`/login?sso_error=<code>`), never text, to these pages. */
export const ssoTexts = {
  continueWith: (name: string) => `Continue with ${name}`,
  or: 'or',
  linkHeading: 'Link your account',
  linkIntro: (provider: string, email: string) =>
    `An account with ${email} exists: sign in with your password to link ${provider}.`,
  linkNote: (provider: string) => `Afterwards, "Continue with ${provider}" signs you in without a password.`,
  linkButton: (provider: string) => `Sign in and link ${provider}`,
  linked: 'Your account is linked: you are signed in.',
  linkFailed: 'Failed to link the account',
  linkExpired: 'This sign-in has expired.',
  startAgain: 'Back to login',
  profileHeading: 'Single sign-on',
  profileIntro:
    'Sign in with an account you already have elsewhere. A connected provider signs in like your password: we email you when one is added, and resetting your password or signing out of all other devices disconnects them all.',
  connect: (name: string) => `Connect ${name}`,
  connectReason: 'Connecting a provider changes how you sign in, so it needs a recent sign-in.',
  connectFailed: 'Failed to connect the provider. Please try again.',
  disconnect: 'Disconnect',
  linkedSince: (date: string) => `Linked ${date}`,
  unlinked: (name: string) => `${name} is disconnected.`,
  unlinkFailed: 'Failed to disconnect',
  confirmUnlink: (name: string) => ({
    title: `Disconnect ${name}`,
    message: `You will no longer sign in with ${name}. You can connect it again later.`,
    confirmLabel: 'Disconnect',
    cancelLabel: 'Keep connected',
  }),
  connectedNotice: 'The provider is connected to your account.',
} as const;

/** What each of the server's codes means to the person who was sent back (identity/sso/sso-sign-in.service.ts). */
export const ssoErrorTexts: Record<string, string> = {
  unknown_provider: 'That sign-in provider is no longer available.',
  expired: 'That sign-in expired or was already used. Please try again.',
  cancelled: 'The sign-in was cancelled.',
  failed: 'The sign-in provider could not be reached. Please try again, or use your password.',
  no_email: 'The provider did not share your email address, so we cannot sign you in with it.',
  unverified_email: 'Your email is not verified at the provider. Verify it there, or sign up with a password.',
  domain_not_allowed: 'Your email domain may not sign in with this provider.',
  already_linked: 'This identity is already linked to another account.',
  rate_limited: 'Too many sign-in attempts. Please wait a minute and try again.',
};

export const ssoErrorText = (code: string | null) => (code ? (ssoErrorTexts[code] ?? ssoErrorTexts.failed) : null);
