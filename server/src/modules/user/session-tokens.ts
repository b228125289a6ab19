import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../shared/viewer';

/** Learners stay signed in for a week; admin sessions are short because they can delete content. */
export const SESSION_LIFETIME_SECONDS: Record<Role, number> = { USER: 7 * 24 * 3600, ADMIN: 8 * 3600 };

export interface SessionClaims {
  userId: string;
  tokenVersion: number;
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;

export function createSessionTokens(appSecret: string) {
  const key = createHmac('sha256', appSecret).update('session-tokens').digest();

  return {
    async issue(user: { id: string; role: Role; tokenVersion: number }) {
      const lifetime = SESSION_LIFETIME_SECONDS[user.role];
      const token = await new SignJWT({ ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${lifetime}s`)
        .sign(key);
      return { token, maxAgeSeconds: lifetime };
    },

    /** Returns null for any token that is malformed, forged or expired. */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
