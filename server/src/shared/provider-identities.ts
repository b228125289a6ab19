import type { Em } from './orm';

/**
 * The account's identities at single sign-on providers: each signs in like a password, so it goes when the owner takes
 * the account back (a password reset, signing out everywhere, a password change unless the owner keeps them).
 * Implemented by identity/sso/sso-links.service.ts; the user module asks it through AppDeps, so it imports no other
 * module (ARCHITECTURE.md).
 */
export interface ProviderIdentities {
  /** Removes every provider identity linked to the account, in the caller's transaction when `em` is one. */
  unlinkAll(em: Em, userId: string): Promise<void>;
}
