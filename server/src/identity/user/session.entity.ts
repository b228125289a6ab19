import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { mediaAccessTrigger } from '../../shared/media-access-triggers';
import { nowOnCreate, uuidPrimaryKey } from '../../shared/orm';
import { User } from './user.entity';

/**
 * One signed-in device: the session token names this row (its `sid` claim), so a session ends
 * server-side (logout, password change) whatever the token's own expiry says. The device's
 * address and user agent are kept for the account's list of sessions.
 */
const SessionSchema = defineEntity({
  name: 'UserSession',
  tableName: 'sessions',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade').index(),
    createdAt: nowOnCreate(),
    expiresAt: p.datetime(),
    /** Refreshed at most every few minutes (see session-viewer.ts), never once per request. */
    lastSeenAt: nowOnCreate(),
    revokedAt: p.datetime().nullable(),
    /** When the owner last proved who they are in this session (sign-in, or reauthenticate): sensitive changes ask for it. */
    reauthenticatedAt: nowOnCreate(),
    userAgent: p.string().length(500).nullable(),
    /** The client address at sign-in (45 characters hold any IPv6 text form). */
    ip: p.string().length(45).nullable(),
  },
  /** Tells every process's media-access cache of a revoked session. */
  triggers: [mediaAccessTrigger('sessions')],
});

export class UserSession extends SessionSchema.class {}
SessionSchema.setClass(UserSession);

/** The `sessions` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type SessionTables = InferKyselyDB<typeof SessionSchema>;
