import { notFound } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { RequestScope } from '../../shared/scope';
import { requireRole, requireViewer } from '../../shared/viewer';
import { retireAccountTokens, TAKEOVER_PURPOSES } from './account-tokens';
import { deviceLabel } from './device-label';
import type { SessionTables } from './session.entity';

export interface ActiveSession {
  id: string;
  device: string;
  userAgent: string | null;
  /** The address the session started from (no place: no offline geolocation database ships with the server). */
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session this request is made with. */
  current: boolean;
}

/** An account's sessions that still work (neither ended nor expired), the most recently used first. */
async function sessionsOf({ em, deps }: RequestScope, userId: string, currentSessionId: string | null) {
  const rows = await em
    .getKysely<SessionTables>()
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', deps.clock.now())
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.user_agent),
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    current: row.id === currentSessionId,
  }));
}

/** The caller's sessions that still work, the most recently used first. */
export async function mySessions(scope: RequestScope): Promise<ActiveSession[]> {
  const { id, sessionId } = requireViewer(scope.viewer);
  return sessionsOf(scope, id, sessionId);
}

/** ADMIN. A learner's signed-in devices, as their own Security page lists them (none is the admin's current one). */
export async function learnerSessions(scope: RequestScope, userId: string): Promise<ActiveSession[]> {
  requireRole(scope.viewer, 'ADMIN');
  return isUuid(userId) ? sessionsOf(scope, userId.toLowerCase(), null) : [];
}

/**
 * ADMIN. Signs one of a learner's devices out, as the learner's own 'Sign out' does: the session ends at its next
 * request, and with it its playback slot and its downloads. An unknown pair of learner and session is NOT_FOUND.
 */
export async function revokeLearnerSession(scope: RequestScope, userId: string, sessionId: string): Promise<void> {
  requireRole(scope.viewer, 'ADMIN');
  if (!isUuid(userId) || !isUuid(sessionId)) throw notFound('Session');
  const revoked = await endSession(scope, userId.toLowerCase(), sessionId);
  if (!revoked) throw notFound('Session');
}

/** Ends a signed-in session of the account: whether there was one. */
async function endSession({ em, deps }: RequestScope, userId: string, sessionId: string) {
  const now = deps.clock.now();
  const revoked = await em
    .getKysely<SessionTables>()
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId.toLowerCase())
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return revoked !== undefined;
}

/**
 * Ends one of the account's own sessions ('Sign out' in the list; the current one too, which is a logout). Another
 * account's session, an ended one and an unknown id are all NOT_FOUND: nobody learns which sessions exist.
 * Returns its id as stored, and whether it was the caller's own session.
 */
export async function revokeSession(scope: RequestScope, sessionId: string): Promise<{ id: string; current: boolean }> {
  const me = requireViewer(scope.viewer);
  if (!isUuid(sessionId) || !(await endSession(scope, me.id, sessionId))) throw notFound('Session');
  const id = sessionId.toLowerCase();
  return { id, current: id === me.sessionId };
}

/**
 * 'Sign out of all other devices': every session of the account but the caller's ends, and so do the ways back in
 * without a password (a pending change of email, a reset link, a single sign-on identity): the owner taking the
 * account back from another device must not leave that device a way in.
 */
export async function revokeOtherSessions({ em, deps, viewer }: RequestScope): Promise<void> {
  const { id, sessionId } = requireViewer(viewer);
  await retireAccountTokens(em, id, ...TAKEOVER_PURPOSES);
  await deps.providerIdentities.unlinkAll(em, id);
  await deps.sessions.revokeOthers(id, sessionId);
}
