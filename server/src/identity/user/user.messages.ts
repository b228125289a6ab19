import { messages } from '@coursehub/shared';

/** The spec's success messages of the account operations, sent by both transports' adapters (never by the services). */
export const ACCOUNT_CREATED_MESSAGE = 'Account created successfully';
export const LOGGED_IN_MESSAGE = 'Logged in successfully';
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';
export const PASSWORD_CHANGED_MESSAGE = messages.passwordChanged;
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully';
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses this email, we have sent it a link to reset the password. The link works for 30 minutes.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Please log in with the new password.';
export const EMAIL_VERIFIED_MESSAGE = 'Thank you: your email is confirmed.';
export const VERIFICATION_SENT_MESSAGE = 'We have sent you a new confirmation link.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email is already confirmed.';
export const SESSION_REVOKED_MESSAGE = 'That device is signed out.';
export const OTHER_SESSIONS_REVOKED_MESSAGE = 'Every other device is signed out.';
export const emailChangeRequestedMessage = (newEmail: string) =>
  `Check your inbox at ${newEmail}: we have sent a confirmation link there. Your email changes once you open it.`;
export const emailChangedMessage = (newEmail: string) => `Your email address is now ${newEmail}.`;
export const EMAIL_CHANGE_CANCELLED_MESSAGE =
  'The email change is cancelled: your account keeps this address. If you did not ask for it, change your password.';
export const SECOND_FACTOR_NEEDED_MESSAGE =
  'Your password is right. This account uses two-factor sign-in: enter the code from your authenticator app, a recovery code, or use a passkey.';
export const PASSKEY_REMOVED_MESSAGE = 'The passkey is removed.';
export const TOTP_ENABLED_MESSAGE =
  'Two-factor sign-in is on. Save these recovery codes now: each works once, and they are not shown again.';
export const TOTP_DISABLED_MESSAGE = 'Two-factor sign-in with an authenticator app is off.';
export const RECOVERY_CODES_MESSAGE = 'New recovery codes: the old ones no longer work. Save these now.';
export const REAUTHENTICATED_MESSAGE = "Thanks: it's you.";
