import { DomainError, notFound } from '../../shared/errors';
import type { ProviderIdentities } from '../../shared/provider-identities';
import type { RequestScope } from '../../shared/scope';
import { actsAsAdmin, requireViewer } from '../../shared/viewer';
import { type LoginClient, login, type Session } from '../user/account.service';
import type { PendingLink } from './pending-link';
import { SsoLink } from './sso.entity';
import { allProviders, findProvider } from './sso-providers.service';
import { createLink, SsoFailure } from './sso-sign-in.service';

/** What the linking screen says: which provider waits for which account's password. */
export async function pendingLinkSummary(scope: RequestScope, pending: PendingLink | null) {
  if (!pending) return null;
  const provider = await findProvider(scope, pending.providerId);
  return provider ? { providerId: provider.id, providerName: provider.name, email: pending.email } : null;
}

export const SECOND_FACTOR_LINK_MESSAGE =
  'This account signs in with a second step: sign in with your password and code, then connect the provider from your profile';

/**
 * The account's owner proves it with the password, exactly as a login does (back-off, rate limits, the new sign-in
 * mail); then the provider identity is linked and the session starts.
 */
export async function completeLink(
  scope: RequestScope,
  pending: PendingLink | null,
  password: string,
  client: LoginClient,
): Promise<Session> {
  const provider = pending ? await findProvider(scope, pending.providerId) : null;
  if (!pending || !provider) {
    throw new DomainError('BAD_USER_INPUT', 'This sign-in has expired: continue with your provider again');
  }
  const result = await login(scope, { email: pending.email, password }, client);
  // The password alone does not sign in an account with a second factor, so it cannot link one either: its owner
  // signs in fully, then connects the provider from the profile.
  if (!result.session) throw new DomainError('FORBIDDEN', SECOND_FACTOR_LINK_MESSAGE);
  const { session } = result;
  if (session.user.id !== pending.userId) {
    // The account's email changed since: the identity was vouched for the old address only.
    throw new DomainError('BAD_USER_INPUT', 'This sign-in has expired: continue with your provider again');
  }
  try {
    await createLink(scope, provider, pending, pending.userId);
  } catch (error) {
    if (error instanceof SsoFailure) {
      throw new DomainError('CONFLICT', 'This account is already linked to another identity at this provider');
    }
    throw error;
  }
  // A pending link exists only for an address the provider vouched for (email_verified): it is this account's.
  if (!session.user.emailVerified) {
    session.user.emailVerified = true;
    await scope.em.flush();
  }
  return session;
}

export async function linksOf({ em, deps, viewer }: RequestScope, userId: string) {
  const known = requireViewer(viewer);
  if (known.id !== userId && !actsAsAdmin(known)) return [];
  const links = await em.find(SsoLink, { user: userId }, { orderBy: { createdAt: 'asc' } });
  const names = new Map((await allProviders(em, deps.config)).map((provider) => [provider.id, provider.name]));
  return links.map((link) => ({
    providerId: link.providerId,
    providerName: names.get(link.providerId) ?? link.providerId,
    email: link.email,
    createdAt: link.createdAt,
    lastUsedAt: link.lastUsedAt,
  }));
}

/** The viewer's own link to this provider ends; signing in there again asks for the password once more. */
export async function unlink({ em, viewer }: RequestScope, providerId: string) {
  const { id } = requireViewer(viewer);
  const removed = await em.nativeDelete(SsoLink, { user: id, providerId });
  if (removed === 0) throw notFound('Link');
  return providerId;
}

export const providerIdentities: ProviderIdentities = {
  async unlinkAll(em, userId) {
    await em.nativeDelete(SsoLink, { user: userId });
  },
};
