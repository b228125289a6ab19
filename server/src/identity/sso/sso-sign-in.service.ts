import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { queueMail } from '../../mail/outbox';
import { DomainError, notFound } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import {
  finishSignIn,
  type LoginClient,
  type SecondFactorChallenge,
  type Session,
  sessionOrSecondFactor,
  signUpLocale,
} from '../user/account.service';
import { hashPassword } from '../user/passwords';
import { requireRecentAuthentication } from '../user/reauthentication';
import { User } from '../user/user.entity';
import { authorizationUrl, exchangeCode, type IdentityClaims } from './oidc-client';
import { emailDomain } from './password-policy';
import type { PendingLink } from './pending-link';
import { SsoFlow, SsoLink, type SsoTables } from './sso.entity';
import { ssoLinkedMail } from './sso.mails';
import { findProvider, type ResolvedProvider } from './sso-providers.service';

/** How long a sign-in may stay at the provider before its callback is refused. */
export const SSO_FLOW_SECONDS = 10 * 60;

/** Why a sign-in stopped; the client shows each with its own text (client/src/features/identity/auth/ssoTexts.ts). */
export type SsoFailureCode =
  | 'unknown_provider'
  | 'expired'
  | 'cancelled'
  | 'failed'
  | 'no_email'
  | 'unverified_email'
  | 'domain_not_allowed'
  | 'already_linked';

export class SsoFailure extends Error {
  constructor(
    readonly code: SsoFailureCode,
    message: string = code,
  ) {
    super(message);
  }
}

export type SsoOutcome =
  | { kind: 'signed_in'; session: Session; created: boolean }
  /** The account has a second factor: the provider's sign-in counts as the password, the second step follows. */
  | { kind: 'second_factor'; challenge: SecondFactorChallenge }
  | { kind: 'link_pending'; pending: PendingLink; providerName: string }
  | { kind: 'linked' };

/** Begins a sign-in at the provider; the caller binds the returned state to this browser with a cookie. */
export const startSignIn = (scope: RequestScope, providerId: string) => startFlow(scope, providerId, null);

/**
 * Begins connecting a provider to the signed-in account, from its Security settings. A linked identity signs in like
 * a password, so adding one asks what changing the password asks: a recent proof of the owner (a stolen session
 * cookie alone links nothing), and its owner is mailed once the link is made.
 */
export async function startLinking(scope: RequestScope, providerId: string) {
  const { id } = requireViewer(scope.viewer);
  await requireRecentAuthentication(scope);
  try {
    return await startFlow(scope, providerId, id);
  } catch (error) {
    if (!(error instanceof SsoFailure)) throw error;
    if (error.code === 'unknown_provider') throw notFound('Provider');
    throw new DomainError('SERVICE_UNAVAILABLE', 'The sign-in provider could not be reached. Please try again.');
  }
}

/**
 * State, nonce and PKCE verifier are kept in `sso_flows` for the callback. `linkUserId`: the account a signed-in
 * owner connects the provider to; null for a sign-in.
 */
async function startFlow(scope: RequestScope, providerId: string, linkUserId: string | null) {
  const { deps, ip, em } = scope;
  await deps.rateLimits.attempt('sso', ip);
  const provider = await findProvider(scope, providerId);
  if (!provider) throw new SsoFailure('unknown_provider');
  const { url, secrets } = await authorizationUrl(deps.config, provider).catch((error: unknown) => {
    throw new SsoFailure('failed', `discovery of ${provider.issuer} failed: ${String(error)}`);
  });
  const flows = em.getKysely<SsoTables>();
  const now = deps.clock.now();
  await flows.deleteFrom('sso_flows').where('expires_at', '<', now).execute();
  await em.fork().insert(SsoFlow, {
    ...secrets,
    providerId,
    linkUserId,
    expiresAt: new Date(now.getTime() + SSO_FLOW_SECONDS * 1000),
  });
  return { url: url.href, state: secrets.state };
}

/** Takes the sign-in's row once: a second callback with the same state finds nothing. */
async function takeFlow({ em, deps }: RequestScope, state: string) {
  return em
    .getKysely<SsoTables>()
    .deleteFrom('sso_flows')
    .where('state', '=', state)
    .where('expires_at', '>', deps.clock.now())
    .returningAll()
    .executeTakeFirst();
}

export interface CallbackInput {
  providerId: string;
  /** The callback's query string as received. */
  query: string;
  /** The state of the cookie set at the start: the callback must come back to the browser that started. */
  browserState: string | undefined;
  client: LoginClient;
}

export async function completeSignIn(scope: RequestScope, input: CallbackInput): Promise<SsoOutcome> {
  const params = new URLSearchParams(input.query);
  const state = params.get('state');
  if (!state || !input.browserState || state !== input.browserState) throw new SsoFailure('expired');
  const flow = await takeFlow(scope, state);
  if (flow?.provider_id !== input.providerId) throw new SsoFailure('expired');
  if (params.get('error')) throw new SsoFailure(params.get('error') === 'access_denied' ? 'cancelled' : 'failed');
  const provider = await findProvider(scope, input.providerId);
  if (!provider) throw new SsoFailure('unknown_provider');
  const secrets = { state, nonce: flow.nonce, codeVerifier: flow.code_verifier };
  const claims = await exchangeCode(scope.deps.config, provider, input.query, secrets).catch((error: unknown) => {
    throw new SsoFailure('failed', `code exchange with ${provider.issuer} failed: ${String(error)}`);
  });
  const { email } = claims;
  if (!email) throw new SsoFailure('no_email');
  if (provider.allowedDomains.length > 0 && !provider.allowedDomains.includes(emailDomain(email))) {
    throw new SsoFailure('domain_not_allowed');
  }
  if (flow.link_user_id) return linkSignedInAccount(scope, provider, claims, flow.link_user_id);
  return signInWith(scope, provider, { ...claims, email }, input.client);
}

/** Connecting a provider from Security: the session that started it (recently proven) must come back with it. */
async function linkSignedInAccount(
  scope: RequestScope,
  provider: ResolvedProvider,
  claims: IdentityClaims & { email: string | null },
  userId: string,
): Promise<SsoOutcome> {
  if (scope.viewer?.id !== userId) throw new SsoFailure('expired');
  const existing = await scope.em.findOne(SsoLink, { providerId: provider.id, subject: claims.subject });
  if (existing && existing.user.id !== userId) throw new SsoFailure('already_linked');
  if (!existing) await createLink(scope, provider, claims, userId);
  return { kind: 'linked' };
}

async function signInWith(
  scope: RequestScope,
  provider: ResolvedProvider,
  claims: IdentityClaims & { email: string },
  client: LoginClient,
): Promise<SsoOutcome> {
  const { em, deps } = scope;
  const link = await em.findOne(SsoLink, { providerId: provider.id, subject: claims.subject }, { populate: ['user'] });
  if (link) {
    link.lastUsedAt = deps.clock.now();
    await em.flush();
    return signedIn(scope, link.user.$, client);
  }
  // A new identity: only an address the provider vouches for may create or reach an account.
  if (!claims.emailVerified) throw new SsoFailure('unverified_email');
  const existing = await em.findOne(User, { email: claims.email });
  if (existing) return existingAccount(scope, provider, claims, existing, client);
  const user = await createAccount(scope, provider, claims, client);
  if (!user) {
    // Created by a parallel sign-up between the look-up and the insert: that account's owner must link.
    const raced = await em.findOneOrFail(User, { email: claims.email });
    return existingAccount(scope, provider, claims, raced, client);
  }
  // A new account has no second factor yet: the session starts exactly as for a password.
  return { kind: 'signed_in', session: await finishSignIn(scope, user, client), created: true };
}

/**
 * An existing account signs in as after a right password (account.service.ts): the same session, device cookie and
 * new sign-in mail, or, when the account has a second factor, its second step. The provider's word never stands in for
 * that factor, whatever it says about how it checked the person (its `amr` claim): our factor is the one the account's
 * owner set up, and a provider account is one phished password away.
 */
async function signedIn(scope: RequestScope, user: User, client: LoginClient): Promise<SsoOutcome> {
  const result = await sessionOrSecondFactor(scope, user, client);
  return result.secondFactor
    ? { kind: 'second_factor', challenge: result.secondFactor }
    : { kind: 'signed_in', session: result.session, created: false };
}

/**
 * An account with this email exists and is not linked: no silent takeover, its password must be given once
 * (completeLink). Except for a domain whose passwords the admin turned off for this provider: there the provider is the
 * only way in by the admin's own choice, and it vouches for the address.
 */
async function existingAccount(
  scope: RequestScope,
  provider: ResolvedProvider,
  claims: IdentityClaims & { email: string },
  user: User,
  client: LoginClient,
): Promise<SsoOutcome> {
  if (provider.disablePasswordForDomains.includes(emailDomain(claims.email))) {
    await createLink(scope, provider, claims, user.id);
    user.emailVerified = true;
    await scope.em.flush();
    return signedIn(scope, user, client);
  }
  const pending = { providerId: provider.id, subject: claims.subject, email: claims.email, userId: user.id };
  return { kind: 'link_pending', pending, providerName: provider.name };
}

/** A new learner account from a verified address; its password is random and unknown (a reset can set one). */
async function createAccount(
  scope: RequestScope,
  provider: ResolvedProvider,
  claims: IdentityClaims & { email: string },
  client: LoginClient,
) {
  const { em } = scope;
  const fullName = claims.name ?? claims.email.slice(0, claims.email.indexOf('@'));
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const user = em.create(User, {
    fullName,
    email: claims.email,
    passwordHash,
    emailVerified: true,
    avatarKey: null,
    locale: signUpLocale(client),
  });
  em.create(SsoLink, {
    providerId: provider.id,
    subject: claims.subject,
    user,
    email: claims.email,
    lastUsedAt: scope.deps.clock.now(),
  });
  try {
    await em.flush();
    return user;
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return null;
  }
}

/**
 * Links the identity to an existing account and mails its owner (ssoLinkedMail), in one transaction: no link is made
 * that its owner does not hear of.
 */
export async function createLink(
  { em, deps }: RequestScope,
  provider: Pick<ResolvedProvider, 'id' | 'name'>,
  claims: Pick<IdentityClaims, 'subject' | 'email'>,
  userId: string,
) {
  const email = claims.email ?? '';
  try {
    await em.fork().transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, userId);
      tx.create(SsoLink, {
        providerId: provider.id,
        subject: claims.subject,
        user,
        email,
        lastUsedAt: deps.clock.now(),
      });
      queueMail(tx, user.email, ssoLinkedMail(deps.config, user, { providerName: provider.name, email }));
    });
  } catch (error) {
    // This identity is another account's, or this account is linked to another identity at the same provider.
    if (error instanceof UniqueConstraintViolationException) throw new SsoFailure('already_linked');
    throw error;
  }
}
