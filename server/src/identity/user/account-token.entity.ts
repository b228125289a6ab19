import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate, uuidPrimaryKey } from '../../shared/orm';
import { User } from './user.entity';

export const TOKEN_PURPOSES = ['password_reset', 'email_verification', 'email_change', 'email_change_cancel'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * A single-use token sent by mail (account-tokens.ts). Only its SHA-256 is stored: whoever reads the table (a backup,
 * a leaked dump) cannot use it.
 */
const AccountTokenSchema = defineEntity({
  name: 'AccountToken',
  tableName: 'account_tokens',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade').index(),
    purpose: p.enum([...TOKEN_PURPOSES]),
    tokenHash: p.string().length(64).unique(),
    createdAt: nowOnCreate(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    /** For 'email_change': the address the account moves to once the link mailed there is opened. */
    newEmail: p.string().length(320).nullable(),
  },
});

export class AccountToken extends AccountTokenSchema.class {}
AccountTokenSchema.setClass(AccountToken);

/** The `account_tokens` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type AccountTokenTables = InferKyselyDB<typeof AccountTokenSchema>;
