import { EMAIL_PATTERN, messages, PASSWORD_PATTERN } from '@coursehub/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import { queueMail } from '../../mail/outbox';
import { badInput } from '../../shared/errors';
import type { Em } from '../../shared/orm';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { passwordResetMail } from './account.mails';
import { consumeAccountToken, issueAccountToken, retireAccountTokens, TAKEOVER_PURPOSES } from './account-tokens';
import { assertNotCommonPassword } from './common-passwords';
import { hashPassword } from './passwords';
import type { SessionTables } from './session.entity';
import { User, type UserTables } from './user.entity';

const requestSchema = z.object({
  email: z
    .string(messages.fillAllDetails)
    .trim()
    .min(1, messages.fillAllDetails)
    .max(320)
    .regex(EMAIL_PATTERN, messages.invalidEmail),
});

const resetSchema = z.object({
  token: z.string(messages.fillAllDetails).min(1, messages.fillAllDetails),
  newPassword: z
    .string(messages.fillAllDetails)
    .min(1, messages.fillAllDetails)
    .regex(PASSWORD_PATTERN, messages.weakPassword),
});

/** One message for a used, expired, unknown or foreign token. */
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please ask for a new one.';

/**
 * Mails a reset link when an account has this email; returns the address as read. The answer is the same either way (the caller learns nothing
 * about who has an account), and both ways count against the same limits, so the limit says nothing either: per
 * client, and per address whoever asks, though a client's first request of the hour always passes the latter
 * (rate-limits.ts), so strangers' requests never keep the owner from a link. Both answers come after the same reads:
 * the token and its mail are written after the answer is settled, so neither the write's time nor its failure tells
 * a known address from an unknown one.
 */
export async function requestPasswordReset(
  { em, deps, ip }: RequestScope,
  input: { email: string },
): Promise<{ email: string }> {
  await deps.rateLimits.attempt('passwordReset', ip);
  const email = parseInput(requestSchema, input).email.toLowerCase();
  await deps.rateLimits.requestedMail(email, ip);
  const user = await em.findOne(User, { email });
  if (user) void mailResetLink(em.fork(), deps, user);
  return { email };
}

/** The reset link of requestPasswordReset, in a unit of work of its own; a failure is logged (the caller has gone). */
async function mailResetLink(em: Em, deps: AppDeps, user: User) {
  try {
    const token = issueAccountToken(em, deps.clock.now(), em.getReference(User, user.id), 'password_reset');
    queueMail(em, user.email, passwordResetMail(deps.config, user, token));
    await em.flush();
  } catch (error) {
    deps.logger.error({ component: 'mail', err: error, userId: user.id }, 'password reset mail not queued');
  }
}

/**
 * Sets a new password with a mailed token, and ends every session of the account, its single sign-on identities and
 * every other link that could take it over (whoever had the old password is out, and so is a provider identity or a
 * change of email they added). One transaction: the token is used up only if the password is set. Reaching the link also proves the
 * address, so the email counts as verified. The caller signs in afresh.
 */
export async function resetPassword(
  { em, deps, ip }: RequestScope,
  input: { token: string; newPassword: string },
): Promise<void> {
  await deps.rateLimits.attempt('passwordReset', ip);
  const fields = parseInput(resetSchema, input);
  assertNotCommonPassword(fields.newPassword, 'newPassword');
  const passwordHash = await hashPassword(fields.newPassword);
  await em.transactional(async (tx) => {
    const userId = await consumeAccountToken(tx, deps.clock.now(), 'password_reset', fields.token);
    if (!userId) throw badInput(INVALID_RESET_LINK, 'token');
    await retireAccountTokens(tx, userId, ...TAKEOVER_PURPOSES);
    const db = tx.getKysely<UserTables & SessionTables>();
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, email_verified: true, updated_at: sql`now()` })
      .where('id', '=', userId)
      .execute();
    await db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    await deps.providerIdentities.unlinkAll(tx, userId);
  });
}
