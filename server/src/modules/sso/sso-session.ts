import { dispatchMail, queueMail } from '../../mail/outbox';
import type { RequestScope } from '../../shared/scope';
import { newSignInMail } from '../user/account.mails';
import type { LoginClient, Session } from '../user/account.service';
import { deviceLabel } from '../user/device-label';
import { issueDeviceToken, isTrustedDevice } from '../user/trusted-devices';
import type { User } from '../user/user.entity';

/**
 * Starts a session exactly as a password login does (account.service.ts): the same session row and token, the
 * trusted-device token, and the new sign-in mail when this browser never signed in to the account.
 */
export async function startSsoSession(scope: RequestScope, user: User, client: LoginClient): Promise<Session> {
  const { deps, ip, em } = scope;
  const session: Session = {
    user,
    ...(await deps.sessions.issue(user, { ip, userAgent: client.userAgent })),
    deviceToken: issueDeviceToken(deps.config.appSecret, user.id),
  };
  if (!isTrustedDevice(deps.config.appSecret, user.id, client.deviceToken)) {
    try {
      const signIn = { device: deviceLabel(client.userAgent), ip, at: new Date() };
      const mail = queueMail(em, user.email, newSignInMail(deps.config, user, signIn));
      await em.flush();
      await dispatchMail(deps, [mail]);
    } catch (error) {
      // As for a password login: a mail that failed to queue must not refuse the sign-in.
      deps.logger.error({ component: 'mail', err: error, userId: user.id }, 'new sign-in mail not queued');
    }
  }
  return session;
}
