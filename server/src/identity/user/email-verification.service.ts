import { queueMail } from '../../mail/outbox';
import { badInput } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { verificationMail } from './account.mails';
import { consumeAccountToken, issueAccountToken } from './account-tokens';
import { User, type UserTables } from './user.entity';

export const INVALID_VERIFICATION_LINK = 'This confirmation link is invalid or has expired. Please ask for a new one.';

/**
 * Confirms the address the token was mailed to, and returns it. Any session (or none) may open the link: the token is
 * the proof, and its holder knows the address.
 */
export async function verifyEmail({ em, deps, ip }: RequestScope, token: string): Promise<{ email: string }> {
  // The per-address budget of the reset links: both are guesses at a mailed token.
  await deps.rateLimits.attempt('passwordReset', ip);
  return em.transactional(async (tx) => {
    const now = deps.clock.now();
    const userId = await consumeAccountToken(tx, now, 'email_verification', token);
    if (!userId) throw badInput(INVALID_VERIFICATION_LINK, 'token');
    return tx
      .getKysely<UserTables>()
      .updateTable('users')
      .set({ email_verified: true, updated_at: now })
      .where('id', '=', userId)
      .returning('email')
      .executeTakeFirstOrThrow();
  });
}

/**
 * Mails the signed-in account a new confirmation link; limited per account. Returns its address, and whether a link
 * was sent (not when the address is confirmed already).
 */
export async function resendVerification({
  em,
  deps,
  viewer,
}: RequestScope): Promise<{ email: string; sent: boolean }> {
  const { id } = requireViewer(viewer);
  const user = await em.findOneOrFail(User, id);
  if (user.emailVerified) return { email: user.email, sent: false };
  await deps.rateLimits.attempt('accountMail', user.id);
  const token = issueAccountToken(em, deps.clock.now(), user, 'email_verification');
  queueMail(em, user.email, verificationMail(deps.config, user, token));
  await em.flush();
  return { email: user.email, sent: true };
}
