import type { ApiScope } from '@coursehub/shared';
import { DomainError, forbidden, unauthenticated } from './errors';

export type Role = 'ADMIN' | 'USER';

/** Who is calling: resolved once per request from the session token. */
export interface Viewer {
  id: string;
  role: Role;
  subscriptionActive: boolean;
  /** The `sessions` row the token names: logout ends it, a password change keeps only it. */
  sessionId: string;
  /** An admin without a second factor while REQUIRE_ADMIN_MFA holds: admin operations are refused until one is set up. */
  mfaSetupRequired?: boolean;
  /** The scopes of the API key acting as this viewer (modules/api-key); absent for a signed-in person. */
  apiKeyScopes?: readonly ApiScope[];
}

/** The refusal of an admin operation to an admin who must first set up a second factor (REQUIRE_ADMIN_MFA). */
export const ADMIN_MFA_REQUIRED_MESSAGE =
  'Set up two-factor sign-in (an authenticator app or a passkey) on your profile before using admin features.';

/**
 * Whether the viewer acts as an ADMIN now: the role, with the second factor REQUIRE_ADMIN_MFA asks for. The one test of
 * admin powers, for `@Authorized('ADMIN')` (requireRole) and for every rule that gives ADMINs more (drafts, other
 * accounts' data, moderation), so that no path grants them before the second factor is set up.
 */
export const actsAsAdmin = (viewer: Viewer | null | undefined): boolean =>
  viewer?.role === 'ADMIN' && !viewer.mfaSetupRequired;

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requireRole(viewer: Viewer | null, ...roles: Role[]): Viewer {
  const known = requireViewer(viewer);
  if (!roles.includes(known.role)) throw forbidden();
  // Operations open to learners too stay open: only what needs the admin role waits for the second factor.
  if (!roles.includes('USER') && !actsAsAdmin(known)) {
    throw new DomainError('MFA_SETUP_REQUIRED', ADMIN_MFA_REQUIRED_MESSAGE);
  }
  return known;
}
