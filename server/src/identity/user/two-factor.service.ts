import QRCode from 'qrcode';
import { queueMail } from '../../mail/outbox';
import { badInput, DomainError, unauthenticated } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { factorChangedMail, recoveryCodeUsedMail } from './account.mails';
import { finishSignIn, isTrustedClient, type LoginClient, type Session } from './account.service';
import { consumeChallenge, peekChallenge } from './mfa-challenges';
import { passkeyAuthenticationOptions, verifyPasskeyAssertion } from './passkeys.service';
import { verifyPassword } from './passwords';
import {
  assertFactorMayGo,
  hasSecondFactor,
  markReauthenticated,
  requireRecentAuthentication,
} from './reauthentication';
import { deleteRecoveryCodes, recoveryCodesLeft, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { acceptedStep, decryptTotpSecret, encryptTotpSecret, newTotpSecret, totpOf } from './totp';
import { User, type UserTables } from './user.entity';

export const WRONG_CODE_MESSAGE = 'That code is not right. Check your authenticator app and try again.';
const WRONG_SECOND_FACTOR_MESSAGE = 'That code or passkey did not work. Please try again.';
const EXPIRED_SIGN_IN_MESSAGE = 'This sign-in has expired. Please enter your email and password again.';

export interface TotpSetup {
  secret: string;
  uri: string;
  qrCodeDataUrl: string;
}

/**
 * Whether `code` is the account's current TOTP code, not used before; takes its step when it is. The step is taken by
 * one conditional update, so requests bringing one code at once cannot all pass a check made before either wrote.
 */
async function checkTotp({ em, deps }: RequestScope, user: User, code: string, pending = false): Promise<boolean> {
  if (!user.totpSecret || (!pending && !user.totpEnabledAt)) return false;
  const step = acceptedStep(decryptTotpSecret(deps.config.appSecret, user.totpSecret), code, deps.clock.nowMs());
  if (step === null) return false;
  const taken = await em
    .getKysely<UserTables>()
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

const userWithSecret = (scope: RequestScope, id: string) =>
  scope.em.findOneOrFail(User, id, { populate: ['totpSecret', 'totpLastStep'] });

/** Starts TOTP setup: a new secret (pending until confirmTotp), its otpauth URI and a QR code of it. */
export async function enableTotp(scope: RequestScope): Promise<TotpSetup> {
  const me = requireViewer(scope.viewer);
  await requireRecentAuthentication(scope);
  const user = await userWithSecret(scope, me.id);
  if (user.totpEnabledAt)
    throw new DomainError('CONFLICT', 'Two-factor sign-in with an authenticator app is already on');
  const secret = newTotpSecret();
  user.totpSecret = encryptTotpSecret(scope.deps.config.appSecret, secret);
  user.totpLastStep = null;
  await scope.em.flush();
  const uri = totpOf(secret, user.email).toString();
  return { secret, uri, qrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

/** Turns TOTP on with a first right code; answers the 10 recovery codes (shown once). */
export async function confirmTotp(scope: RequestScope, code: string): Promise<string[]> {
  const { em, deps, ip } = scope;
  const me = requireViewer(scope.viewer);
  await requireRecentAuthentication(scope);
  await deps.rateLimits.attempt('login', ip);
  const user = await userWithSecret(scope, me.id);
  if (user.totpEnabledAt)
    throw new DomainError('CONFLICT', 'Two-factor sign-in with an authenticator app is already on');
  if (!user.totpSecret) throw badInput('Start the setup first: scan a new QR code', 'code');
  if (!(await checkTotp(scope, user, code, true))) throw badInput(WRONG_CODE_MESSAGE, 'code');
  user.totpEnabledAt = deps.clock.now();
  const codes = await replaceRecoveryCodes(em, deps.config.appSecret, user.id);
  queueMail(
    em,
    user.email,
    factorChangedMail(deps.config, user, { added: true, factor: { kind: 'authenticator' }, ip }),
  );
  await em.flush();
  return codes;
}

/** Turns TOTP off; returns the owner as it is now. */
export async function disableTotp(scope: RequestScope): Promise<User> {
  const { em, deps, ip } = scope;
  const me = requireViewer(scope.viewer);
  await requireRecentAuthentication(scope);
  const user = await userWithSecret(scope, me.id);
  if (!user.totpEnabledAt) throw badInput('Two-factor sign-in with an authenticator app is not on');
  await assertFactorMayGo(scope, user, { totp: false });
  user.totpSecret = null;
  user.totpEnabledAt = null;
  user.totpLastStep = null;
  // Recovery codes stand in for a second factor: with none left, they would be a password of their own.
  if (!(await hasSecondFactor(scope, user))) await deleteRecoveryCodes(em, user.id);
  queueMail(
    em,
    user.email,
    factorChangedMail(deps.config, user, { added: false, factor: { kind: 'authenticator' }, ip }),
  );
  await em.flush();
  return user;
}

export async function regenerateRecoveryCodes(scope: RequestScope): Promise<string[]> {
  const me = requireViewer(scope.viewer);
  await requireRecentAuthentication(scope);
  const user = await scope.em.findOneOrFail(User, me.id);
  if (!(await hasSecondFactor(scope, user))) throw badInput('Recovery codes need a second factor: set one up first');
  const codes = await replaceRecoveryCodes(scope.em, scope.deps.config.appSecret, user.id);
  await scope.em.flush();
  return codes;
}

export const myRecoveryCodesLeft = (scope: RequestScope, userId: string) => recoveryCodesLeft(scope.em, userId);

/** The proof a second step or a re-authentication brings: one of these. */
export interface FactorProof {
  password?: string | null;
  code?: string | null;
  recoveryCode?: string | null;
  passkeyResponse?: string | null;
}

const oneProof = (proof: FactorProof) => {
  const given = [proof.password, proof.code, proof.recoveryCode, proof.passkeyResponse].filter(Boolean).length;
  if (given !== 1) throw badInput('Give one of: a code, a recovery code or a passkey');
};

/** Options to use one of the account's passkeys as the second step of a sign-in. */
export async function secondFactorPasskeyOptions(scope: RequestScope, challengeToken: string): Promise<string> {
  const userId = await peekChallenge(scope.em, scope.deps.clock.now(), 'second_factor', challengeToken);
  if (!userId) throw unauthenticated(EXPIRED_SIGN_IN_MESSAGE);
  return passkeyAuthenticationOptions(scope, userId);
}

/**
 * The second step of a sign-in: the token a right password earned, and a TOTP code, a recovery code or a passkey.
 * Wrong proofs back off as wrong passwords do (per account and address, and per account from clients the owner never
 * signed in from); the token stays usable until it expires or signs in once.
 */
export async function completeSecondFactor(
  scope: RequestScope,
  input: FactorProof & { challengeToken: string },
  client: LoginClient = {},
): Promise<Session> {
  const { em, deps, ip } = scope;
  await deps.rateLimits.attempt('login', ip);
  if (input.password) throw badInput('Give one of: a code, a recovery code or a passkey');
  oneProof(input);
  const userId = await peekChallenge(em, deps.clock.now(), 'second_factor', input.challengeToken);
  if (!userId) throw unauthenticated(EXPIRED_SIGN_IN_MESSAGE);
  const user = await userWithSecret(scope, userId);
  // Strangers' wrong codes fill the account's hourly cap; a device or address the owner signed in from is not held to
  // it, so those guesses cannot keep the owner out.
  const trusted = await isTrustedClient(scope, user, client);
  const attempt = await deps.rateLimits.beginLogin(`second-factor:${userId}`, ip, trusted);
  let recoveryUsed = false;
  let proven = false;
  if (input.code) proven = await checkTotp(scope, user, input.code);
  else if (input.recoveryCode)
    proven = recoveryUsed = await useRecoveryCode(em, deps.config.appSecret, userId, input.recoveryCode);
  else if (input.passkeyResponse) {
    proven = await verifyPasskeyAssertion(scope, input.passkeyResponse, userId).then(
      () => true,
      () => false,
    );
  }
  if (!proven) {
    await deps.rateLimits.loginFailed(attempt);
    throw unauthenticated(input.code ? WRONG_CODE_MESSAGE : WRONG_SECOND_FACTOR_MESSAGE);
  }
  // Used up now: a second request with the same token (in parallel, or replayed) starts no second session.
  if (!(await consumeChallenge(em, deps.clock.now(), 'second_factor', input.challengeToken)))
    throw unauthenticated(EXPIRED_SIGN_IN_MESSAGE);
  await deps.rateLimits.loginSucceeded(attempt);
  if (recoveryUsed) {
    queueMail(
      em,
      user.email,
      recoveryCodeUsedMail(deps.config, user, { left: await recoveryCodesLeft(em, userId), ip }),
    );
  }
  await em.flush();
  return finishSignIn(scope, user, client);
}

/** Sign-in with a passkey alone: user verification makes it two factors (the device, and its PIN or biometric). */
export async function loginWithPasskey(
  scope: RequestScope,
  response: string,
  client: LoginClient = {},
): Promise<Session> {
  await scope.deps.rateLimits.attempt('login', scope.ip);
  const user = await verifyPasskeyAssertion(scope, response, null);
  return finishSignIn(scope, user, client);
}

export const passkeyLoginOptions = async (scope: RequestScope) => {
  await scope.deps.rateLimits.attempt('login', scope.ip);
  return passkeyAuthenticationOptions(scope, null);
};

export const reauthenticationPasskeyOptions = (scope: RequestScope) =>
  passkeyAuthenticationOptions(scope, requireViewer(scope.viewer).id);

/**
 * Proves the session's owner again (password, TOTP code or passkey): sensitive changes are allowed for a while, until
 * the time it returns.
 */
export async function reauthenticate(scope: RequestScope, proof: FactorProof): Promise<{ until: Date }> {
  const { deps, ip, em } = scope;
  const me = requireViewer(scope.viewer);
  await deps.rateLimits.attempt('login', ip);
  if (proof.recoveryCode) throw badInput('Use your password, an authenticator code or a passkey');
  oneProof(proof);
  // Counted against the account's hourly cap too: whoever holds a session cannot guess from address after address.
  const attempt = await deps.rateLimits.beginLogin(`reauthenticate:${me.id}`, ip, false);
  const user = await em.findOneOrFail(User, me.id, { populate: ['passwordHash', 'totpSecret', 'totpLastStep'] });
  let proven = false;
  if (proof.password) proven = await verifyPassword(user.passwordHash, proof.password);
  else if (proof.code) proven = await checkTotp(scope, user, proof.code);
  else if (proof.passkeyResponse) {
    proven = await verifyPasskeyAssertion(scope, proof.passkeyResponse, me.id).then(
      () => true,
      () => false,
    );
  }
  if (!proven) {
    await deps.rateLimits.loginFailed(attempt);
    throw new DomainError(
      'BAD_USER_INPUT',
      proof.password ? 'Your password is incorrect' : WRONG_SECOND_FACTOR_MESSAGE,
      {
        field: proof.password ? 'password' : 'code',
      },
    );
  }
  await deps.rateLimits.loginSucceeded(attempt);
  await em.flush();
  const at = await markReauthenticated(scope);
  return { until: new Date(at.getTime() + deps.config.reauthenticationMinutes * 60_000) };
}
