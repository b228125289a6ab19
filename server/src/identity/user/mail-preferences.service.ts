import type { MailKind } from '@coursehub/shared';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { optedOutKinds, readUnsubscribeToken, setMailSubscription } from './mail-opt-outs';

export interface MailPreference {
  kind: MailKind;
  subscribed: boolean;
}

/**
 * The mails each role gets that can be turned off: the digests are a learner's weekly and an ADMIN's daily one; only
 * learners are reminded after a break.
 */
const KINDS_BY_ROLE: Record<'ADMIN' | 'USER', readonly MailKind[]> = {
  USER: ['DISCUSSION_ANSWERS', 'WEEKLY_DIGEST', 'IDLE_NUDGE'],
  ADMIN: ['DISCUSSION_ANSWERS', 'DISCUSSION_DIGEST'],
};

/**
 * What an unsubscribe link does, with no sign-in: the token names the user and the kind of mail (mail-opt-outs.ts).
 * `subscribed` true turns it back on (the page's "Subscribe again").
 */
export async function changeMailSubscription(
  scope: RequestScope,
  token: string,
  subscribed: boolean,
): Promise<MailPreference> {
  const { userId, kind } = readUnsubscribeToken(scope.deps.config.appSecret, token);
  await setMailSubscription(scope.em, userId, kind, subscribed);
  return { kind, subscribed };
}

/** The caller's switch for each kind of mail their role gets, on unless turned off. */
export async function mailPreferences(scope: RequestScope): Promise<MailPreference[]> {
  const viewer = requireViewer(scope.viewer);
  const off = await optedOutKinds(scope.em, viewer.id);
  return KINDS_BY_ROLE[viewer.role].map((kind) => ({ kind, subscribed: !off.has(kind) }));
}

/** Turns one kind of the caller's mail off or back on, from their profile (the schema's enum names the kinds). */
export async function setMailPreference(
  scope: RequestScope,
  kind: MailKind,
  subscribed: boolean,
): Promise<MailPreference> {
  const viewer = requireViewer(scope.viewer);
  await setMailSubscription(scope.em, viewer.id, kind, subscribed);
  return { kind, subscribed };
}
