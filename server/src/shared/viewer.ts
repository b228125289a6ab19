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
  /** The scopes of the API key acting as this viewer (identity/api-key); absent for a signed-in person. */
  apiKeyScopes?: readonly ApiScope[];
}

/** The refusal of an admin operation to an admin who must first set up a second factor (REQUIRE_ADMIN_MFA). */
export const ADMIN_MFA_REQUIRED_MESSAGE =
  'Set up two-factor sign-in (an authenticator app or a passkey) on your profile before using admin features.';

/** The scopes whose keys author the catalogue, and so see drafts and unpublished lectures. */
export const AUTHORING_SCOPES: readonly ApiScope[] = ['courses:write', 'lectures:write'];

/**
 * Whether the viewer acts as an ADMIN now: the role, with the second factor REQUIRE_ADMIN_MFA asks for. The one test of
 * the powers every rule gives ADMINs beyond an operation (drafts, other accounts' data, moderation), so that no path
 * grants them before the second factor is set up.
 *
 * `within` names the API scopes whose data the extra power belongs to: an API key acting as ADMIN (for one scope's
 * operations) holds it only when one of its scopes is among them, so an answer of one scope never shows another's
 * admin view (a course key reading a course does not see its hidden discussion posts). A person ignores it.
 */
export const actsAsAdmin = (viewer: Viewer | null | undefined, within?: ApiScope | readonly ApiScope[]): boolean => {
  if (viewer?.role !== 'ADMIN' || viewer.mfaSetupRequired) return false;
  if (!viewer.apiKeyScopes) return true;
  const scopes: readonly ApiScope[] = within === undefined ? [] : typeof within === 'string' ? [within] : within;
  return scopes.some((scope) => viewer.apiKeyScopes?.includes(scope));
};

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requireRole(viewer: Viewer | null, ...roles: Role[]): Viewer {
  const known = requireViewer(viewer);
  if (!roles.includes(known.role)) throw forbidden();
  // Operations open to learners too stay open: only what needs the admin role waits for the second factor. An API key's
  // operations were checked against its scopes before it got here (api-key-access.ts, auth-checker.ts).
  if (!roles.includes('USER') && known.mfaSetupRequired) {
    throw new DomainError('MFA_SETUP_REQUIRED', ADMIN_MFA_REQUIRED_MESSAGE);
  }
  return known;
}
