import type { MailKind } from '@coursehub/shared';
import type { RequestScope } from '../../shared/scope';
import { readUnsubscribeToken, setMailSubscription } from './mail-opt-outs';

/**
 * What an unsubscribe link does, with no sign-in: the token names the user and the kind of mail (mail-opt-outs.ts).
 * `subscribed` true turns it back on (the page's "Subscribe again").
 */
export async function changeMailSubscription(
  scope: RequestScope,
  token: string,
  subscribed: boolean,
): Promise<{ kind: MailKind; subscribed: boolean }> {
  const { userId, kind } = readUnsubscribeToken(scope.deps.config.appSecret, token);
  await setMailSubscription(scope.em, userId, kind, subscribed);
  return { kind, subscribed };
}
