import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { PRODUCT_NAME } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { badInput, DomainError, notFound, unauthenticated } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { factorChangedMail } from './account.mails';
import { consumeChallenge, newChallenge, storeChallenge } from './mfa-challenges';
import { Passkey } from './passkey.entity';
import { assertFactorMayGo, requireRecentAuthentication } from './reauthentication';
import { User } from './user.entity';
import { relyingParty } from './webauthn';

const PASSKEY_NAME_MAX = 100;
const badPasskey = () => badInput('That passkey could not be verified. Please try again.');

/** The browser's answer arrives as JSON text (one String argument in GraphQL, a field in REST). */
function parseResponse<T>(json: string): T {
  try {
    const value = JSON.parse(json) as unknown;
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    return value as T;
  } catch {
    throw badPasskey();
  }
}

const cleanName = (name: string) => {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw badInput('Please name the passkey', 'name');
  if (trimmed.length > PASSKEY_NAME_MAX)
    throw badInput(`Passkey names have at most ${PASSKEY_NAME_MAX} characters`, 'name');
  return trimmed;
};

export const listPasskeys = (em: Em, userId: string) =>
  em.find(Passkey, { user: userId }, { orderBy: { createdAt: 'asc' } });

/** Options for the browser to create a passkey for the caller's account (resident key, user verification required). */
export async function passkeyRegistrationOptions(scope: RequestScope): Promise<string> {
  const { em, deps, viewer } = scope;
  const { id } = requireViewer(viewer);
  await requireRecentAuthentication(scope);
  await deps.rateLimits.attempt('authChallenge', id);
  const user = await em.findOneOrFail(User, id);
  const rp = relyingParty(deps.config);
  const challenge = newChallenge();
  const options = await generateRegistrationOptions({
    rpName: PRODUCT_NAME,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.fullName,
    userID: new TextEncoder().encode(user.id),
    challenge,
    attestationType: 'none',
    excludeCredentials: (await listPasskeys(em, id)).map((passkey) => ({ id: passkey.credentialId })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  storeChallenge(em, deps.clock.now(), 'passkey_registration', options.challenge, id);
  await em.flush();
  return JSON.stringify(options);
}

/** Checks the browser's new credential against a live registration challenge of the caller, and stores it. */
export async function registerPasskey(
  scope: RequestScope,
  input: { response: string; name: string },
): Promise<Passkey> {
  const { em, deps, viewer, ip } = scope;
  const me = requireViewer(viewer);
  await requireRecentAuthentication(scope);
  const name = cleanName(input.name);
  const response = parseResponse<RegistrationResponseJSON>(input.response);
  const rp = relyingParty(deps.config);
  let owner: string | null | undefined;
  const verification = await verifyRegistrationResponse({
    response,
    // The challenge is used up whether or not the rest verifies: options are single use.
    expectedChallenge: async (challenge) => {
      owner = (await consumeChallenge(em, deps.clock.now(), 'passkey_registration', challenge))?.userId;
      return owner === me.id;
    },
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw badPasskey();
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const user = await em.findOneOrFail(User, me.id);
  const passkey = em.create(Passkey, {
    user,
    name,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? []).join(','),
    backupEligible: credentialDeviceType === 'multiDevice',
    backedUp: credentialBackedUp,
  });
  queueMail(
    em,
    user.email,
    factorChangedMail(deps.config, user, { added: true, factor: { kind: 'passkey', name }, ip }),
  );
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new DomainError('CONFLICT', 'This passkey is already registered');
    throw error;
  }
  return passkey;
}

async function ownPasskey(em: Em, userId: string, id: string) {
  const passkey = isUuid(id) ? await em.findOne(Passkey, { id: id.toLowerCase(), user: userId }) : null;
  if (!passkey) throw notFound('Passkey');
  return passkey;
}

export async function renamePasskey(scope: RequestScope, input: { id: string; name: string }): Promise<Passkey> {
  const me = requireViewer(scope.viewer);
  await requireRecentAuthentication(scope);
  const passkey = await ownPasskey(scope.em, me.id, input.id);
  passkey.name = cleanName(input.name);
  await scope.em.flush();
  return passkey;
}

/** Removes one of the caller's passkeys; returns its id and the owner as it is now. */
export async function removePasskey(scope: RequestScope, id: string): Promise<{ id: string; user: User }> {
  const { em, deps, viewer, ip } = scope;
  const me = requireViewer(viewer);
  await requireRecentAuthentication(scope);
  const passkey = await ownPasskey(em, me.id, id);
  const user = await em.findOneOrFail(User, me.id);
  await assertFactorMayGo(scope, user, { passkeys: -1 });
  em.remove(passkey);
  queueMail(
    em,
    user.email,
    factorChangedMail(deps.config, user, { added: false, factor: { kind: 'passkey', name: passkey.name }, ip }),
  );
  await em.flush();
  return { id: passkey.id, user };
}

/**
 * Authentication options: for any passkey (sign-in: the browser offers the account's discoverable credentials, also as
 * autofill; its callers count it per address), or for the passkeys of one account (its second factor, a
 * re-authentication), counted per account as every challenge row it stores.
 */
export async function passkeyAuthenticationOptions({ em, deps }: RequestScope, userId: string | null): Promise<string> {
  if (userId) await deps.rateLimits.attempt('authChallenge', userId);
  const rp = relyingParty(deps.config);
  const allowCredentials = userId
    ? (await listPasskeys(em, userId)).map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports ? (passkey.transports.split(',') as AuthenticatorTransport[]) : undefined,
      }))
    : undefined;
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    challenge: newChallenge(),
    userVerification: 'required',
    allowCredentials,
  });
  storeChallenge(em, deps.clock.now(), userId ? 'passkey_user' : 'passkey_login', options.challenge, userId);
  await em.flush();
  return JSON.stringify(options);
}

/**
 * Verifies an assertion against a live challenge (used up whatever the outcome) and the stored credential: origin, RP
 * id, user verification, signature, and a counter that must grow (one going backwards is a cloned authenticator).
 * For `userId` the passkey must be that account's. Returns the account's user.
 */
export async function verifyPasskeyAssertion(
  { em, deps }: RequestScope,
  json: string,
  userId: string | null,
): Promise<User> {
  const response = parseResponse<AuthenticationResponseJSON>(json);
  if (typeof response.id !== 'string') throw badPasskey();
  const passkey = await em.findOne(Passkey, { credentialId: response.id });
  const rp = relyingParty(deps.config);
  const purpose = userId ? 'passkey_user' : 'passkey_login';
  // Set by the verifier's challenge check (a closure the type checker cannot follow).
  const check = { ok: false };
  const verification = passkey
    ? await verifyAuthenticationResponse({
        response,
        expectedChallenge: async (challenge) => {
          const stored = await consumeChallenge(em, deps.clock.now(), purpose, challenge);
          check.ok = stored !== undefined && (userId === null || stored.userId === userId);
          return check.ok;
        },
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: passkey.transports ? (passkey.transports.split(',') as AuthenticatorTransport[]) : undefined,
        },
      }).catch((error: unknown) => {
        deps.logger.info({ component: 'passkeys', err: error }, 'passkey assertion refused');
        return null;
      })
    : null;
  if (!passkey || !verification?.verified || !check.ok || (userId && passkey.user.id !== userId)) {
    throw unauthenticated('That passkey could not be verified. Please try again.');
  }
  passkey.counter = verification.authenticationInfo.newCounter;
  passkey.backedUp = verification.authenticationInfo.credentialBackedUp;
  passkey.lastUsedAt = deps.clock.now();
  await em.flush();
  return em.findOneOrFail(User, passkey.user.id);
}
