import { queueMail } from '../../mail/outbox';
import { badInput } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { verificationMail } from './account.mails';
import { consumeAccountToken, issueAccountToken } from './account-tokens';
import { User, type UserTables } from './user.entity';

export const INVALID_VERIFICATION_LINK = 'This confirmation link is invalid or has expired. Please ask for a new one.';

/** Confirms the address the token was mailed to. Any session (or none) may open the link: the token is the proof. */
export async function verifyEmail({ em, deps, ip }: RequestScope, token: string): Promise<void> {
  // The per-address budget of the reset links: both are guesses at a mailed token.
  await deps.rateLimits.attempt('passwordReset', ip);
  await em.transactional(async (tx) => {
    const now = deps.clock.now();
    const userId = await consumeAccountToken(tx, now, 'email_verification', token);
    if (!userId) throw badInput(INVALID_VERIFICATION_LINK, 'token');
    await tx
      .getKysely<UserTables>()
      .updateTable('users')
      .set({ email_verified: true, updated_at: now })
      .where('id', '=', userId)
      .execute();
  });
}

/** Mails the signed-in account a new confirmation link; limited per account. False when already verified. */
export async function resendVerification({ em, deps, viewer }: RequestScope): Promise<boolean> {
  const { id } = requireViewer(viewer);
  const user = await em.findOneOrFail(User, id);
  if (user.emailVerified) return false;
  await deps.rateLimits.attempt('accountMail', user.id);
  const token = issueAccountToken(em, deps.clock.now(), user, 'email_verification');
  queueMail(em, user.email, verificationMail(deps.config, user, token));
  await em.flush();
  return true;
}
