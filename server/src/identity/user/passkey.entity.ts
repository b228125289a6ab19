import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate, uuidPrimaryKey } from '../../shared/orm';
import { User } from './user.entity';

/**
 * A WebAuthn credential of an account (a passkey: resident key, user verification required). Only what verifying
 * its assertions needs is kept: its id, public key, signature counter (a counter going backwards means a cloned
 * authenticator), transports (hints for the browser) and backup flags (synced passkeys report them).
 */
const PasskeySchema = defineEntity({
  name: 'Passkey',
  tableName: 'passkeys',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade').index(),
    /** The credential id as base64url, as the browser reports it. */
    credentialId: p.string().length(1400).unique(),
    /** The COSE public key as base64url. */
    publicKey: p.text(),
    counter: p.bigint('number').default(0),
    /** Comma-separated transports ('internal,hybrid'). */
    transports: p.string().length(200).default(''),
    /** The credential may be synced to other devices (the BE flag). */
    backupEligible: p.boolean().default(false),
    /** It is synced now (the BS flag). */
    backedUp: p.boolean().default(false),
    name: p.string().length(100),
    createdAt: nowOnCreate(),
    lastUsedAt: p.datetime().nullable(),
  },
});

export class Passkey extends PasskeySchema.class {}
PasskeySchema.setClass(Passkey);

export type PasskeyTables = InferKyselyDB<typeof PasskeySchema>;
