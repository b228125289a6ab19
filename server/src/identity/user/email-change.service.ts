import { EMAIL_PATTERN, messages } from '@coursehub/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import { queueMail } from '../../mail/outbox';
import { badInput, DomainError } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireViewer } from '../../shared/viewer';
import { emailChangedMail, emailChangeMail, emailChangeRequestedMail } from './account.mails';
import {
  consumeAccountToken,
  consumeEmailChangeToken,
  issueAccountToken,
  retireAccountTokens,
  TAKEOVER_PURPOSES,
} from './account-tokens';
import { verifyPassword } from './passwords';
import { requireRecentAuthentication } from './reauthentication';
import { User } from './user.entity';

const requestSchema = z.object({
  newEmail: z
    .string(messages.fillAllDetails)
    .trim()
    .min(1, messages.fillAllDetails)
    .max(320)
    .regex(EMAIL_PATTERN, messages.invalidEmail),
  password: z.string(messages.fillAllDetails).min(1, messages.fillAllDetails),
});

/** One message for a used, expired, unknown or superseded link. */
export const INVALID_EMAIL_CHANGE_LINK = 'This email change link is invalid or has expired. Please ask for a new one.';
/** One message for a used, expired or unknown cancel link, and one whose change was confirmed or retired since. */
export const INVALID_CANCEL_LINK =
  'This link no longer cancels anything: the change was already confirmed or cancelled, or the link has expired.';
export const SAME_EMAIL = 'This is already your email address';
/** Signup's own answer (account.service.ts): a change reveals no more about who has an account than a signup does. */
const emailTaken = () =>
  new DomainError('CONFLICT', 'An account with this email already exists', { field: 'newEmail' });

/**
 * Mails a confirmation link to the new address; nothing changes until it is opened (confirmEmailChange). Needs the
 * current password, so a session left open cannot move the account away from its owner. Counted per client address
 * like a password change (each call checks a password), and per account and per new address like every account mail.
 * A new request retires the links mailed before: only the latest address asked for can be confirmed. The current
 * address is told at once, with a link that cancels the change ("this wasn't me"): whoever asked may not be the owner.
 */
export async function requestEmailChange(
  scope: RequestScope,
  input: { newEmail: string; password: string },
): Promise<{ newEmail: string }> {
  const { em, deps, viewer, ip } = scope;
  const { id } = requireViewer(viewer);
  await requireRecentAuthentication(scope);
  await deps.rateLimits.attempt('changePassword', ip);
  const fields = parseInput(requestSchema, input);
  const newEmail = fields.newEmail.toLowerCase();
  const user = await em.findOneOrFail(User, id, { populate: ['passwordHash'] });
  if (!(await verifyPassword(user.passwordHash, fields.password))) {
    throw new DomainError('BAD_USER_INPUT', 'Current password is incorrect', { field: 'password' });
  }
  if (newEmail === user.email) throw badInput(SAME_EMAIL, 'newEmail');
  if (await em.count(User, { email: newEmail })) throw emailTaken();
  await deps.rateLimits.attempt('accountMail', user.id);
  await deps.rateLimits.attempt('accountMail', newEmail);

  await em.transactional(async (tx) => {
    await retireAccountTokens(tx, user.id, 'email_change', 'email_change_cancel');
    const now = deps.clock.now();
    const token = issueAccountToken(tx, now, user, 'email_change', newEmail);
    const cancelToken = issueAccountToken(tx, now, user, 'email_change_cancel');
    queueMail(tx, newEmail, emailChangeMail(deps.config, user, newEmail, token));
    queueMail(tx, user.email, emailChangeRequestedMail(deps.config, user, newEmail, cancelToken));
    await tx.flush();
  });
  return { newEmail };
}

/**
 * Makes a requested change take effect with the token mailed to the new address: any session (or none) may open the
 * link, the token is the proof, as for verifyEmail. Opening it proves the new address, so the email counts as
 * verified. The old address is told, in the same transaction. Returns the new address (the link's holder knows it).
 * The account's sessions go on: the change was made with the password and confirmed from the new inbox, and only the
 * sign-in address changes (a password change or reset is what ends sessions).
 */
export async function confirmEmailChange({ em, deps, ip }: RequestScope, token: string): Promise<{ newEmail: string }> {
  // The per-address budget of the other mailed links: each try is a guess at a token.
  await deps.rateLimits.attempt('passwordReset', ip);
  const newEmail = await em
    .transactional(async (tx) => {
      const change = await consumeEmailChangeToken(tx, deps.clock.now(), token);
      if (!change) throw badInput(INVALID_EMAIL_CHANGE_LINK, 'token');
      const user = await tx.findOneOrFail(User, change.userId);
      const oldEmail = user.email;
      user.email = change.newEmail;
      user.emailVerified = true;
      // Links mailed to the old address confirm it, or reset the account from it: that inbox no longer speaks for it.
      await retireAccountTokens(tx, user.id, 'email_verification', ...TAKEOVER_PURPOSES);
      queueMail(tx, oldEmail, emailChangedMail(deps.config, user, change.newEmail));
      await tx.flush();
      return change.newEmail;
    })
    .catch((error: unknown) => {
      // Another account took the address since the link was mailed: the token stays unused (rolled back).
      if (error instanceof UniqueConstraintViolationException) throw emailTaken();
      throw error;
    });
  return { newEmail };
}

/**
 * "This wasn't me", from the link mailed to the current address when a change was asked for: the pending change's
 * links stop working. Any session (or none) may open it, the token is the proof. Only a change still pending can be
 * cancelled: once confirmed, the old address was told and the link no longer works. Returns when it was cancelled.
 */
export async function cancelEmailChange({ em, deps, ip }: RequestScope, token: string): Promise<{ at: Date }> {
  // The per-address budget of the other mailed links: each try is a guess at a token.
  await deps.rateLimits.attempt('passwordReset', ip);
  const at = deps.clock.now();
  await em.transactional(async (tx) => {
    const userId = await consumeAccountToken(tx, at, 'email_change_cancel', token);
    if (!userId) throw badInput(INVALID_CANCEL_LINK, 'token');
    await retireAccountTokens(tx, userId, 'email_change');
  });
  return { at };
}
