import { DomainError } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { ADMIN_MFA_REQUIRED_MESSAGE, requireViewer } from '../../shared/viewer';
import { Passkey } from './passkey.entity';
import type { SessionTables } from './session.entity';
import type { User } from './user.entity';

export const reauthenticationRequiredMessage = (minutes: number) =>
  `For your security, this change needs a sign-in from the last ${minutes} minutes. Please confirm it's you (your password, an authenticator code or a passkey), or sign out and sign in again.`;

/**
 * Sensitive changes (password, email, passkeys, two-factor, API keys, account deletion) need the session to have proven
 * its owner recently: signing in counts, and so does `reauthenticate`. A stolen session cookie alone changes nothing.
 */
export async function requireRecentAuthentication({ em, deps, viewer }: RequestScope): Promise<void> {
  const { id, sessionId } = requireViewer(viewer);
  const minutes = deps.config.reauthenticationMinutes;
  const recent = await em
    .getKysely<SessionTables>()
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('user_id', '=', id)
    .where('reauthenticated_at', '>', new Date(deps.clock.nowMs() - minutes * 60_000))
    .executeTakeFirst();
  if (!recent) throw new DomainError('REAUTHENTICATION_REQUIRED', reauthenticationRequiredMessage(minutes));
}

/** Records that the session's owner just proved who they are; returns when. */
export async function markReauthenticated({ em, deps, viewer }: RequestScope): Promise<Date> {
  const { id, sessionId } = requireViewer(viewer);
  const at = deps.clock.now();
  await em
    .getKysely<SessionTables>()
    .updateTable('sessions')
    .set({ reauthenticated_at: at })
    .where('id', '=', sessionId)
    .where('user_id', '=', id)
    .execute();
  return at;
}

/** Whether the account has a second factor: TOTP confirmed, or a passkey. */
export async function hasSecondFactor({ em }: Pick<RequestScope, 'em'>, user: User): Promise<boolean> {
  return user.totpEnabledAt !== null && user.totpEnabledAt !== undefined
    ? true
    : (await em.count(Passkey, { user: user.id })) > 0;
}

/** An admin who must keep a second factor (REQUIRE_ADMIN_MFA) cannot remove the last one. */
export async function assertFactorMayGo(
  { em, deps }: Pick<RequestScope, 'em' | 'deps'>,
  user: User,
  change: { passkeys?: number; totp?: boolean },
): Promise<void> {
  if (!deps.config.requireAdminMfa || user.role !== 'ADMIN') return;
  const passkeys = (await em.count(Passkey, { user: user.id })) + (change.passkeys ?? 0);
  const totp = change.totp ?? Boolean(user.totpEnabledAt);
  if (passkeys <= 0 && !totp) {
    throw new DomainError('FORBIDDEN', `Admins must keep a second factor. ${ADMIN_MFA_REQUIRED_MESSAGE}`);
  }
}
