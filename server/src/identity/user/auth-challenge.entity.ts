import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate, uuidPrimaryKey } from '../../shared/orm';
import { User } from './user.entity';

/**
 * What a sign-in or a passkey ceremony waits for (mfa-challenges.ts): WebAuthn challenges and the token between a
 * password and its second factor. Each is single use (deleted when used) and short lived; only its SHA-256 is stored.
 */
export const CHALLENGE_PURPOSES = [
  /** Options to register a passkey on the account. */
  'passkey_registration',
  /** Options to sign in with any passkey (no account known yet). */
  'passkey_login',
  /** Options to prove a known account's passkey: a second factor, or a re-authentication. */
  'passkey_user',
  /** The token a right password or a single sign-on earns when the account has a second factor. */
  'second_factor',
] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];

const AuthChallengeSchema = defineEntity({
  name: 'AuthChallenge',
  tableName: 'auth_challenges',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade').nullable().index(),
    purpose: p.enum([...CHALLENGE_PURPOSES]),
    challengeHash: p.string().length(64).unique(),
    createdAt: nowOnCreate(),
    // The workers' sweep and every use delete by expiry.
    expiresAt: p.datetime().index(),
  },
});

export class AuthChallenge extends AuthChallengeSchema.class {}
AuthChallengeSchema.setClass(AuthChallenge);

export type AuthChallengeTables = InferKyselyDB<typeof AuthChallengeSchema>;
