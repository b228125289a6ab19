import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Em } from '../../shared/orm';
import { AccountToken, type AccountTokenTables, type TokenPurpose } from './account-token.entity';
import type { User } from './user.entity';

/** How long a mailed link works. A reset link is short-lived: whoever reads the mailbox later cannot use it. */
export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60,
  email_verification: 7 * 24 * 3600,
  email_change: 24 * 3600,
  // As long as the change it cancels.
  email_change_cancel: 24 * 3600,
};

/**
 * The links that can move an account away from its owner without a session: a reset sets a password, an email change
 * sends the next reset elsewhere (and its cancel link goes with it). Retired whenever the owner takes the account back
 * (a password change or reset, 'sign out of all other devices'), so a link asked for by whoever once had the password
 * stops working.
 */
export const TAKEOVER_PURPOSES = [
  'password_reset',
  'email_change',
  'email_change_cancel',
] as const satisfies readonly TokenPurpose[];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use token for this account, added to the caller's unit of work (written by its next flush, with the
 * mail that carries it). Returns the token itself, which only the mail holds: the table keeps its SHA-256.
 */
export function issueAccountToken(em: Em, now: Date, user: User, purpose: TokenPurpose, newEmail?: string): string {
  const token = randomBytes(32).toString('base64url');
  em.create(AccountToken, {
    user,
    purpose,
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
    newEmail: newEmail ?? null,
  });
  return token;
}

/**
 * Uses up a token at `now`: one conditional update, so two requests racing with the same token cannot both succeed.
 * Returns the account's id, or null when the token is unknown, of another purpose, used or expired (one answer for
 * all, so a caller learns nothing about which). Run it in the transaction of what the token allows.
 */
export async function consumeAccountToken(
  em: Em,
  now: Date,
  purpose: TokenPurpose,
  token: string,
): Promise<string | null> {
  return (await consume(em, now, purpose, token))?.userId ?? null;
}

/** consumeAccountToken for an email change: also the address the token was mailed to. */
export async function consumeEmailChangeToken(
  em: Em,
  now: Date,
  token: string,
): Promise<{ userId: string; newEmail: string } | null> {
  const row = await consume(em, now, 'email_change', token);
  return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : null;
}

async function consume(em: Em, now: Date, purpose: TokenPurpose, token: string) {
  if (!token || token.length > 100) return null;
  const row = await em
    .getKysely<AccountTokenTables>()
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashOf(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}

/** Ends the account's unused tokens of these purposes (a reset done: the other links mailed stop working too). */
export async function retireAccountTokens(em: Em, userId: string, ...purposes: readonly TokenPurpose[]) {
  await em
    .getKysely<AccountTokenTables>()
    .updateTable('account_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Deletes the tokens that can no longer be used at `now`: used ones, and those past their expiry (the workers' periodic
 * pass, workers.ts). A deleted token is refused exactly as a used or expired one is, so this changes no answer.
 * Returns how many rows went.
 */
export async function deleteSpentAccountTokens(em: Em, now: Date): Promise<number> {
  const { numDeletedRows } = await em
    .getKysely<AccountTokenTables>()
    .deleteFrom('account_tokens')
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
    .executeTakeFirstOrThrow();
  return Number(numDeletedRows);
}
