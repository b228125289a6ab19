import type { ApiScope } from '@coursehub/shared';
import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate, uuidPrimaryKey } from '../../shared/orm';
import { User } from '../user/user.entity';

/**
 * An integrator's credential (api-key.service.ts). The secret itself is never stored: only its SHA-256, which the
 * authentication looks the key up by, and its first characters, so the admin can tell keys apart.
 */
const ApiKeySchema = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(100),
    /** `chk_` and the secret's next 8 characters, shown in the list. */
    prefix: p.string().length(16),
    secretHash: p.string().length(64).unique(),
    scopes: p.array<ApiScope>(),
    /**
     * The admin who made it; null once that admin's account is closed. The key is the organisation's: it keeps
     * working, and any admin may revoke it.
     */
    createdBy: () => p.manyToOne(User).ref().nullable().deleteRule('set null').index(),
    /** The creator's name when the key was made, shown in the list even after their account is closed. */
    createdByName: p.string().length(200),
    createdAt: nowOnCreate(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    /** Refreshed at most once a minute (see api-key.service.ts), never once per request. */
    lastUsedAt: p.datetime().nullable(),
  },
});

export class ApiKey extends ApiKeySchema.class {}
ApiKeySchema.setClass(ApiKey);

/** The `api_keys` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type ApiKeyTables = InferKyselyDB<typeof ApiKeySchema>;
