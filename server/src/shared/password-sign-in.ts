import type { Em } from './orm';

/**
 * Whether an email may use a password at all (sign-in and sign-up), as single sign-on decides it: an admin can turn
 * passwords off for the email domains of a provider. Implemented by identity/sso/password-policy.ts; the user module
 * asks it through AppDeps, so it imports no other module (ARCHITECTURE.md).
 */
export interface PasswordSignInPolicy {
  /** The message to answer instead of checking the password, or null when passwords are allowed for this email. */
  refusal(em: Em, email: string): Promise<string | null>;
}
