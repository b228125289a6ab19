import { createHmac, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Clock } from '../../shared/clock';
import type { Orm } from '../../shared/orm';
import type { IssuedSession, SessionClaims, SessionClient, SessionTokens } from '../../shared/sessions';
import type { Role } from '../../shared/viewer';
import { type SessionTables, UserSession } from './session.entity';

/** Learners stay signed in for a week; admin sessions are short because they can delete content. */
export const SESSION_LIFETIME_SECONDS: Record<Role, number> = { USER: 7 * 24 * 3600, ADMIN: 8 * 3600 };

/** Ended and expired sessions are kept this long (the account's known addresses), then deleted at its next sign-in. */
export const ENDED_SESSION_RETENTION_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Sessions are rows in `sessions`; the token is a signed JWT naming its row (`sid`) and user
 * (`sub`), so a forged or foreign token never reaches the database, and a genuine one works only
 * while its row is neither revoked nor expired (checked on every request: session-viewer.ts).
 */
export function createSessionTokens(appSecret: string, orm: Orm, clock: Clock): SessionTokens {
  const key = createHmac('sha256', appSecret).update('session-tokens').digest();

  const sign = (userId: string, sessionId: string, expiresAt: Date, issuedAt: Date) =>
    new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);

  // The port knows the ORM, not a request's entity manager: the global one's kysely runs on the pool (or in the
  // transaction of an em.transactional the caller is inside).
  const sessions = () => orm.em.getKysely<SessionTables>();
  const endLiveSessions = () =>
    sessions().updateTable('sessions').set({ revoked_at: clock.now() }).where('revoked_at', 'is', null);

  return {
    /** Starts a session for this user: inserts its row and signs a token naming it. */
    async issue(user: { id: string; role: Role }, client: SessionClient = {}): Promise<IssuedSession> {
      const maxAgeSeconds = SESSION_LIFETIME_SECONDS[user.role];
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + maxAgeSeconds * 1000);
      const sessionId = randomUUID();
      await sessions()
        .deleteFrom('sessions')
        .where('user_id', '=', user.id)
        .where('expires_at', '<', new Date(now.getTime() - ENDED_SESSION_RETENTION_DAYS * DAY_MS))
        .execute();
      await orm.em.fork().insert(UserSession, {
        id: sessionId,
        user: user.id,
        createdAt: now,
        lastSeenAt: now,
        // Signing in is proving who one is: sensitive changes right after it need no second proof.
        reauthenticatedAt: now,
        expiresAt,
        ip: client.ip?.slice(0, 45) || null,
        userAgent: client.userAgent?.slice(0, 500) || null,
      });
      return { token: await sign(user.id, sessionId, expiresAt, now), maxAgeSeconds, sessionId };
    },

    /** A fresh token for a session that continues (after a password change); null once it has ended. */
    async renew(userId: string, sessionId: string): Promise<IssuedSession | null> {
      const now = clock.now();
      const row = await sessions()
        .selectFrom('sessions')
        .select('expires_at')
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return null;
      const expiresAt = new Date(row.expires_at);
      const maxAgeSeconds = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
      return { token: await sign(userId, sessionId, expiresAt, now), maxAgeSeconds, sessionId };
    },

    /** Ends one session (logout). */
    async revoke(sessionId: string) {
      await endLiveSessions().where('id', '=', sessionId).execute();
    },

    /** Ends every session of the user but `keepSessionId` (password change). */
    async revokeOthers(userId: string, keepSessionId: string) {
      await endLiveSessions().where('user_id', '=', userId).where('id', '<>', keepSessionId).execute();
    },

    /** Whether the account has signed in from this address (a session, even an ended one, started there). */
    async isKnownAddress(userId: string, ip: string): Promise<boolean> {
      const row = await sessions()
        .selectFrom('sessions')
        .select(sql<number>`1`.as('known'))
        .where('user_id', '=', userId)
        .where('ip', '=', ip)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Returns null for any token that is malformed, forged or expired; its row is checked by the caller. */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock.now() });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
