import { changePasswordSchema, DEFAULT_LOCALE, type Locale, loginSchema, signupSchema } from '@coursehub/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { recordWebhookEvent } from '../../events/record-webhook-event';
import { queueMail } from '../../mail/outbox';
import { DomainError, unauthenticated } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import type { IncomingFile } from '../../shared/uploads';
import { parseInput } from '../../shared/validation';
import { requireViewer } from '../../shared/viewer';
import { newSignInMail, welcomeMail } from './account.mails';
import { issueAccountToken, retireAccountTokens, TAKEOVER_PURPOSES } from './account-tokens';
import { storeAvatar } from './avatar';
import { assertNotCommonPassword } from './common-passwords';
import { deviceLabel } from './device-label';
import { CHALLENGE_TTL_SECONDS, liveChallenge, newChallenge, storeChallenge } from './mfa-challenges';
import { Passkey } from './passkey.entity';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { requireRecentAuthentication } from './reauthentication';
import { issueDeviceToken, isTrustedDevice } from './trusted-devices';
import { User } from './user.entity';

export interface Session {
  user: User;
  token: string;
  maxAgeSeconds: number;
  /** For the trusted-device cookie: this browser has signed in to this account. */
  deviceToken: string;
}

/** What the transport knows about the client besides its address (RequestScope.ip). */
export interface LoginClient {
  userAgent?: string | null;
  /** The device cookie the client sent, if any. */
  deviceToken?: string;
  /** The language its pages are shown in (http/request-locale.ts); null for pseudo-localised English. */
  locale?: Locale | null;
}

/**
 * A new account keeps the language its owner signed up in, so its mails (the welcome mail first) speak it; English, the
 * default, is left unset (no choice made), as before languages existed.
 */
export const signUpLocale = (client: LoginClient): Locale | null =>
  client.locale && client.locale !== DEFAULT_LOCALE ? client.locale : null;

const emailTaken = () => new DomainError('CONFLICT', 'An account with this email already exists', { field: 'email' });
/** One message for unknown email and wrong password, so a login never reveals who has an account. */
const badCredentials = () => unauthenticated('Invalid email or password');
/** Stands in for a missing account in the trust lookup, so unknown emails cost the same statements. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

const startSession = async ({ deps, ip }: RequestScope, user: User, client: LoginClient): Promise<Session> => ({
  user,
  ...(await deps.sessions.issue(user, { ip, userAgent: client.userAgent })),
  deviceToken: issueDeviceToken(deps.config.appSecret, user.id),
});

/** A client the account signed in from before: its device cookie, or an address one of its sessions started from. */
export async function isTrustedClient({ deps, ip }: RequestScope, user: User | null, client: LoginClient) {
  if (user && isTrustedDevice(deps.config.appSecret, user.id, client.deviceToken)) return true;
  return deps.sessions.isKnownAddress(user?.id ?? NO_USER_ID, ip);
}

/** Single sign-on only for this email's domain (identity/sso): decided by the domain alone, so it reveals no account. */
async function assertPasswordAllowed({ em, deps }: RequestScope, email: string) {
  const refusal = await deps.passwordSignIn.refusal(em, email);
  if (refusal) throw new DomainError('FORBIDDEN', refusal, { field: 'email' });
}

export async function register(
  scope: RequestScope,
  input: { fullName: string; email: string; password: string },
  avatar: IncomingFile | null | undefined,
  client: LoginClient = {},
): Promise<Session> {
  const { em, deps, ip } = scope;
  await deps.rateLimits.attempt('register', ip);
  const fields = parseInput(signupSchema, { ...input, hasAvatar: Boolean(avatar) });
  assertNotCommonPassword(fields.password);
  const email = fields.email.toLowerCase();
  await assertPasswordAllowed(scope, email);
  if (await em.count(User, { email })) throw emailTaken();

  const passwordHash = await hashPassword(fields.password);
  const stored = await storeAvatar(deps, avatar as IncomingFile);
  const user = em.create(User, {
    fullName: fields.fullName,
    email,
    passwordHash,
    avatarKey: stored.key,
    locale: signUpLocale(client),
  });
  // The welcome mail and its confirmation link commit with the account, or not at all.
  const verificationToken = issueAccountToken(em, deps.clock.now(), user, 'email_verification');
  queueMail(em, email, welcomeMail(deps.config, user, verificationToken));
  recordWebhookEvent(em, 'user.created', { userId: user.id, email, fullName: user.fullName });
  try {
    await em.flush();
  } catch (error) {
    await deps.storage.delete(stored.key).catch(() => undefined);
    if (error instanceof UniqueConstraintViolationException) throw emailTaken();
    throw error;
  }
  return startSession(scope, user, client);
}

/** What a right password earns when the account has a second factor: a token for the second step, not a session. */
export interface SecondFactorChallenge {
  challengeToken: string;
  expiresAt: Date;
  /** The factors the account can finish with: 'totp', 'recovery_code', 'passkey'. */
  methods: SecondFactorMethod[];
}
export type SecondFactorMethod = 'totp' | 'recovery_code' | 'passkey';
export type LoginResult =
  | { session: Session; secondFactor?: never }
  | { secondFactor: SecondFactorChallenge; session?: never };

export async function login(
  scope: RequestScope,
  input: { email: string; password: string },
  client: LoginClient = {},
): Promise<LoginResult> {
  const { em, deps, ip } = scope;
  await deps.rateLimits.attempt('login', ip);
  const fields = parseInput(loginSchema, input);
  const email = fields.email.toLowerCase();
  await assertPasswordAllowed(scope, email);
  const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
  // Counted before the password is checked: parallel guesses cannot all pass one check.
  const attempt = await deps.rateLimits.beginLogin(email, ip, await isTrustedClient(scope, user, client));
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), fields.password);
  if (!user || !valid) {
    await deps.rateLimits.loginFailed(attempt);
    throw badCredentials();
  }
  await deps.rateLimits.loginSucceeded(attempt);
  return sessionOrSecondFactor(scope, user, client);
}

/**
 * After the first factor (a right password, or a provider's sign-in: identity/sso): the session when the account has
 * no second factor, else the single-use token of the second step (completeSecondFactor).
 */
export async function sessionOrSecondFactor(
  scope: RequestScope,
  user: User,
  client: LoginClient,
): Promise<LoginResult> {
  const methods = await secondFactorMethods(scope, user);
  if (methods.length === 0) return { session: await finishSignIn(scope, user, client) };
  const challengeToken = newChallenge();
  const now = scope.deps.clock.now();
  storeChallenge(scope.em, now, 'second_factor', challengeToken, user.id);
  await scope.em.flush();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_SECONDS.second_factor * 1000);
  return { secondFactor: { challengeToken, expiresAt, methods } };
}

/** The second step a live token (of this browser's provider sign-in) still waits for; null once used or expired. */
export async function pendingSecondFactor(scope: RequestScope, challengeToken: string) {
  const live = await liveChallenge(scope.em, scope.deps.clock.now(), 'second_factor', challengeToken);
  const user = live?.userId ? await scope.em.findOne(User, live.userId) : null;
  if (!live || !user) return null;
  const methods = await secondFactorMethods(scope, user);
  return methods.length > 0 ? { challengeToken, expiresAt: live.expiresAt, methods } : null;
}

/** The second factors an account can sign in with (none: the password alone signs in). */
async function secondFactorMethods({ em }: RequestScope, user: User): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = [];
  if (user.totpEnabledAt) methods.push('totp');
  if ((await em.count(Passkey, { user: user.id })) > 0) methods.push('passkey');
  if (methods.length > 0) methods.push('recovery_code');
  return methods;
}

/** Starts the session once every factor is proven, and tells the owner of a sign-in from a new browser. */
export async function finishSignIn(scope: RequestScope, user: User, client: LoginClient): Promise<Session> {
  const session = await startSession(scope, user, client);
  if (!isTrustedDevice(scope.deps.config.appSecret, user.id, client.deviceToken)) {
    await mailNewSignIn(scope, user, client);
  }
  return session;
}

/**
 * Tells the owner about a sign-in from a browser that never signed in to the account (no device cookie of it): the
 * one signal a stolen password gives. Sent after the session started: a mail that failed to queue must not refuse
 * the sign-in.
 */
async function mailNewSignIn({ em, deps, ip }: RequestScope, user: User, client: LoginClient) {
  try {
    const signIn = { device: deviceLabel(client.userAgent), ip, at: deps.clock.now() };
    queueMail(em, user.email, newSignInMail(deps.config, user, signIn));
    await em.flush();
  } catch (error) {
    deps.logger.error({ component: 'mail', err: error, userId: user.id }, 'new sign-in mail not queued');
  }
}

/**
 * Sets a new password and ends every other session of the user, and the mailed links that could take the account over
 * without one (a pending change of email, a reset); the caller's session continues. Its single sign-on identities end
 * too unless the owner keeps them (`keepSsoLinks`): whoever knew the old password may have linked one.
 */
export async function changePassword(
  { em, deps, viewer, ip }: RequestScope,
  input: { currentPassword: string; newPassword: string; keepSsoLinks?: boolean },
): Promise<Omit<Session, 'deviceToken'>> {
  const { id, sessionId } = requireViewer(viewer);
  await requireRecentAuthentication({ em, deps, viewer, ip });
  await deps.rateLimits.attempt('changePassword', ip);
  const fields = parseInput(changePasswordSchema, input);
  assertNotCommonPassword(fields.newPassword, 'newPassword');
  const user = await em.findOneOrFail(User, id, { populate: ['passwordHash'] });
  if (!(await verifyPassword(user.passwordHash, fields.currentPassword))) {
    throw new DomainError('BAD_USER_INPUT', 'Current password is incorrect', { field: 'currentPassword' });
  }
  user.passwordHash = await hashPassword(fields.newPassword);
  // Others' sessions and links end first: should the write fail, the account is no less safe than before.
  await retireAccountTokens(em, id, ...TAKEOVER_PURPOSES);
  if (!input.keepSsoLinks) await deps.providerIdentities.unlinkAll(em, id);
  await deps.sessions.revokeOthers(id, sessionId);
  await em.flush();
  // A fresh token for the same session (same expiry): the response carries one, as login's does.
  const session = await deps.sessions.renew(id, sessionId);
  if (!session) throw unauthenticated();
  return { user, ...session };
}

/**
 * Ends the caller's session server-side: its token is refused from the next request on. Returns the session it ended,
 * null for a caller without one.
 */
export async function logout({ deps, viewer }: RequestScope): Promise<{ sessionId: string | null }> {
  if (!viewer) return { sessionId: null };
  await deps.sessions.revoke(viewer.sessionId);
  // An API key's id stands in for a session it does not have.
  return { sessionId: viewer.apiKeyScopes ? null : viewer.sessionId };
}

export async function currentUser({ em, viewer }: RequestScope): Promise<User | null> {
  return viewer ? em.findOne(User, viewer.id) : null;
}
