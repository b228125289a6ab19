import { createHash, randomBytes } from 'node:crypto';
import type { Em } from '../../shared/orm';
import { AuthChallenge, type AuthChallengeTables, type ChallengePurpose } from './auth-challenge.entity';

/** How long each kind of challenge lives: a WebAuthn ceremony takes a minute or two, typing a code a little longer. */
export const CHALLENGE_TTL_SECONDS: Record<ChallengePurpose, number> = {
  passkey_registration: 5 * 60,
  passkey_login: 5 * 60,
  passkey_user: 5 * 60,
  second_factor: 10 * 60,
};

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/** A fresh random challenge (WebAuthn's, or a second-factor token), base64url. */
export const newChallenge = () => randomBytes(32).toString('base64url');

/**
 * Stores `challenge` (its hash) for one use within its purpose's lifetime from `now`; flushed with the caller's unit of
 * work.
 */
export function storeChallenge(em: Em, now: Date, purpose: ChallengePurpose, challenge: string, userId: string | null) {
  em.create(AuthChallenge, {
    purpose,
    challengeHash: hashOf(challenge),
    user: userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS[purpose] * 1000),
  });
}

/**
 * Uses up a stored challenge: deletes its row and answers whose it was, in one statement, so two requests with the same
 * challenge cannot both pass. Undefined when it is unknown, of another purpose, expired or already used.
 * Expired rows of the purpose go with it.
 */
export async function consumeChallenge(
  em: Em,
  now: Date,
  purpose: ChallengePurpose,
  challenge: string,
): Promise<{ userId: string | null } | undefined> {
  const db = em.getKysely<AuthChallengeTables>();
  await db.deleteFrom('auth_challenges').where('expires_at', '<', now).execute();
  const row = await db
    .deleteFrom('auth_challenges')
    .where('challenge_hash', '=', hashOf(challenge))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row && { userId: row.user_id };
}

/** Whose a live challenge is and until when, without using it up (a second-factor token survives a mistyped code). */
export async function liveChallenge(
  em: Em,
  now: Date,
  purpose: ChallengePurpose,
  challenge: string,
): Promise<{ userId: string | null; expiresAt: Date } | null> {
  const row = await em
    .getKysely<AuthChallengeTables>()
    .selectFrom('auth_challenges')
    .select(['user_id', 'expires_at'])
    .where('challenge_hash', '=', hashOf(challenge))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { userId: row.user_id, expiresAt: new Date(row.expires_at) } : null;
}

/** Whose a live challenge is, without using it up. */
export const peekChallenge = async (
  em: Em,
  now: Date,
  purpose: ChallengePurpose,
  challenge: string,
): Promise<string | null> => (await liveChallenge(em, now, purpose, challenge))?.userId ?? null;

/**
 * Deletes the challenges past their expiry (the workers' periodic pass, workers.ts): one never used would otherwise
 * stay, as only a use of the same purpose sweeps them. An expired challenge is refused as an unknown one is, so this
 * changes no answer. Returns how many rows went.
 */
export async function deleteExpiredChallenges(em: Em, now: Date): Promise<number> {
  const { numDeletedRows } = await em
    .getKysely<AuthChallengeTables>()
    .deleteFrom('auth_challenges')
    .where('expires_at', '<=', now)
    .executeTakeFirstOrThrow();
  return Number(numDeletedRows);
}
