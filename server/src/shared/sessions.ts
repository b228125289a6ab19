import type { Role } from './viewer';

/** What a genuine token names: its `sessions` row and that row's user. */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

/** Where a session was started from, recorded on its row. */
export interface SessionClient {
  ip?: string | null;
  userAgent?: string | null;
}

export interface IssuedSession {
  token: string;
  maxAgeSeconds: number;
  sessionId: string;
}

/**
 * The session port: signed tokens naming rows of `sessions`. The user module implements it
 * (identity/user/session-tokens.ts) and resolves the viewer with it (identity/user/session-viewer.ts).
 */
export interface SessionTokens {
  /** Starts a session for this user: inserts its row and signs a token naming it. */
  issue(user: { id: string; role: Role }, client?: SessionClient): Promise<IssuedSession>;
  /** A fresh token for a session that continues (after a password change); null once it has ended. */
  renew(userId: string, sessionId: string): Promise<IssuedSession | null>;
  /** Ends one session (logout). */
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of the user but `keepSessionId` (password change). */
  revokeOthers(userId: string, keepSessionId: string): Promise<void>;
  /** Whether the account has signed in from this address (a session, even an ended one, started there). */
  isKnownAddress(userId: string, ip: string): Promise<boolean>;
  /** Null for any token that is malformed, forged or expired; its row is checked by the caller. */
  verify(token: string): Promise<SessionClaims | null>;
}
