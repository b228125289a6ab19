import { forbidden, unauthenticated } from './errors';

export type Role = 'ADMIN' | 'USER';

/** Who is calling: resolved once per request from the session token. */
export interface Viewer {
  id: string;
  role: Role;
  subscriptionActive: boolean;
  /** The `sessions` row the token names: logout ends it, a password change keeps only it. */
  sessionId: string;
}

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requireRole(viewer: Viewer | null, ...roles: Role[]): Viewer {
  const known = requireViewer(viewer);
  if (!roles.includes(known.role)) throw forbidden();
  return known;
}
