import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type MailCatcher, startMailCatcher } from '../../../test/mail-catcher';
import { softwareAuthenticator } from '../../../test/software-authenticator';
import { LIMITS } from '../../rate-limit/rate-limits';
import type { SessionTables } from './session.entity';

const ORIGIN = 'https://courses.example.com';
const RP_ID = 'courses.example.com';

const LOGIN = `mutation($input: LoginInput!) {
  login(input: $input) { message token secondFactor { challengeToken methods expiresAt } }
}`;
const COMPLETE = `mutation($input: CompleteSecondFactorInput!) {
  completeSecondFactor(input: $input) { token user { id } }
}`;
const ENABLE = 'mutation { enableTotp { secret uri qrCodeDataUrl } }';
const CONFIRM = 'mutation($code: String!) { confirmTotp(code: $code) { message codes } }';
const REAUTH = 'mutation($input: ReauthenticateInput!) { reauthenticate(input: $input) { until success message } }';
const DISABLE_TOTP = `mutation {
  disableTotp { user { id mfaEnabled security { totpEnabled recoveryCodesLeft } } success message }
}`;
const REMOVE_PASSKEY = `mutation($id: ID!) {
  removePasskey(id: $id) { id user { id mfaEnabled passkeys { id } } success message }
}`;
const REG_OPTIONS = 'mutation { passkeyRegistrationOptions }';
const REGISTER =
  'mutation($r: String!, $n: String!) { registerPasskey(response: $r, name: $n) { id name backedUp backupEligible } }';
const LOGIN_OPTIONS = 'mutation { passkeyLoginOptions }';
const PASSKEY_LOGIN = 'mutation($r: String!) { loginWithPasskey(response: $r) { token user { id } } }';
const ME = '{ me { mfaEnabled mfaSetupRequired passkeys { name } security { totpEnabled recoveryCodesLeft } } }';

/** The code an authenticator app shows `offsetSeconds` from now. */
const codeOf = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

let smtp: MailCatcher;
let app: TestApp;
beforeAll(async () => {
  smtp = await startMailCatcher();
  app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN }, { workers: true });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

type LoginAnswer = {
  login: { token: string | null; secondFactor: { challengeToken: string; methods: string[] } | null };
};
const login = (email: string, ip = '198.51.100.7') =>
  gql<LoginAnswer>(app, LOGIN, { input: { email, password: DEFAULT_PASSWORD } }, { ip });
const complete = (input: Record<string, string>, ip = '198.51.100.7') =>
  gql<{ completeSecondFactor: { token: string; user: { id: string } } }>(app, COMPLETE, { input }, { ip });

/** A learner with TOTP turned on (set up through the API): its secret, recovery codes and a session token. */
async function userWithTotp(role: 'USER' | 'ADMIN' = 'USER') {
  const { user, token } = await createUser(app, { role });
  const setup = await gql<{ enableTotp: { secret: string; uri: string; qrCodeDataUrl: string } }>(
    app,
    ENABLE,
    {},
    { token },
  );
  const { secret } = setup.data!.enableTotp;
  const confirmed = await gql<{ confirmTotp: { codes: string[] } }>(app, CONFIRM, { code: codeOf(secret) }, { token });
  return { user, token, secret, setup: setup.data!.enableTotp, codes: confirmed.data!.confirmTotp.codes };
}

/** Moves the session's last proof of its owner `minutes` into the past. */
const ageSession = (token: string, minutes: number) =>
  app.orm.em
    .getKysely<SessionTables>()
    .updateTable('sessions')
    .set({ reauthenticated_at: sql`now() - make_interval(mins => ${minutes})` })
    .where('id', '=', JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid)
    .execute();

describe('TOTP two-factor sign-in', () => {
  it('is set up with a QR code and a computed code, then asks password logins for a second step', async () => {
    const { user, setup, codes } = await userWithTotp();
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/CourseHub:.+secret=[A-Z2-7]+/);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    await smtp.waitFor((mail) => mail.to === user.email && /sign-in method was added/.test(mail.subject));

    const first = await login(user.email);
    expect(first.data?.login.token).toBeNull();
    expect(first.data?.login.secondFactor?.methods).toEqual(['totp', 'recovery_code']);
  });

  it('signs in with the next code, refuses a wrong one and the same token twice', async () => {
    const { user, secret } = await userWithTotp();
    const { challengeToken } = (await login(user.email)).data!.login.secondFactor!;
    expect(errorMessage(await complete({ challengeToken, code: '000000' }))).toMatch(/code is not right/);
    // The code that confirmed the setup was this step's: the next step's code (within the window) signs in.
    const done = await complete({ challengeToken, code: codeOf(secret, 30) });
    expect(done.data?.completeSecondFactor.user).toEqual({ id: user.id });
    expect((await gql(app, '{ me { id } }', {}, { token: done.data!.completeSecondFactor.token })).data).toEqual({
      me: { id: user.id },
    });
    expect(errorCode(await complete({ challengeToken, code: codeOf(secret, 60) }))).toBe('UNAUTHENTICATED');
  });

  it('takes each recovery code once, and mails the owner when one is used', async () => {
    const { user, codes } = await userWithTotp();
    const use = async (code: string) =>
      complete({
        challengeToken: (await login(user.email)).data!.login.secondFactor!.challengeToken,
        recoveryCode: code,
      });
    expect((await use(codes[0]!.toLowerCase())).data?.completeSecondFactor.user).toEqual({ id: user.id });
    expect(errorCode(await use(codes[0]!))).toBe('UNAUTHENTICATED');
    const [mail] = await smtp.waitFor((m) => m.to === user.email && m.subject === 'A recovery code was used');
    expect(mail!.text).toContain('9 codes are left');
  });

  it(`backs the second step off after ${LIMITS.failuresPerAccountAndIp} wrong codes, even for the right one`, async () => {
    const { user, secret } = await userWithTotp();
    const ip = '203.0.113.77';
    const { challengeToken } = (await login(user.email, ip)).data!.login.secondFactor!;
    for (let n = 0; n < LIMITS.failuresPerAccountAndIp; n++) {
      expect(errorCode(await complete({ challengeToken, code: '123456' }, ip))).toBe('UNAUTHENTICATED');
    }
    const refused = await complete({ challengeToken, code: codeOf(secret, 30) }, ip);
    expect(errorCode(refused)).toBe('TOO_MANY_REQUESTS');
    expect(errorMessage(refused)).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('answers REST clients with a 401 that says a second factor is needed, and finishes over REST', async () => {
    const { user, secret } = await userWithTotp();
    const response = await fetch(`${app.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD }),
    });
    const body = (await response.json()) as {
      success: boolean;
      message: string;
      secondFactor: { challengeToken: string };
    };
    expect(response.status).toBe(401);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/two-factor sign-in/);
    const finished = await fetch(`${app.url}/api/v1/user/login/second-factor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challengeToken: body.secondFactor.challengeToken, code: codeOf(secret, 30) }),
    });
    expect(finished.status).toBe(200);
    expect(((await finished.json()) as { user: { _id: string } }).user._id).toBe(user.id);
  });

  it('turns TOTP off, answering the owner without it: no second factor, no recovery codes', async () => {
    const { user, token } = await userWithTotp();
    const response = await gql(app, DISABLE_TOTP, {}, { token });
    // The deprecated fields still answer as they did, for integrators not yet moved.
    expect(response.data).toEqual({
      disableTotp: {
        user: { id: user.id, mfaEnabled: false, security: { totpEnabled: false, recoveryCodesLeft: 0 } },
        success: true,
        message: 'Two-factor sign-in with an authenticator app is off.',
      },
    });
  });
});

describe('re-authentication for sensitive changes', () => {
  it('refuses a change from a session proven long ago until the owner reauthenticates', async () => {
    const { token } = await createUser(app);
    await ageSession(token, 11);
    const refused = await gql(app, ENABLE, {}, { token });
    expect(errorCode(refused)).toBe('REAUTHENTICATION_REQUIRED');
    const password = await gql(
      app,
      'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { message } }',
      { i: { currentPassword: DEFAULT_PASSWORD, newPassword: 'newpass1!x' } },
      { token },
    );
    expect(errorCode(password)).toBe('REAUTHENTICATION_REQUIRED');
    expect(errorCode(await gql(app, REAUTH, { input: { password: 'wrong-pass1!' } }, { token }))).toBe(
      'BAD_USER_INPUT',
    );
    const before = Date.now();
    const proven = await gql<{ reauthenticate: { until: string; success: boolean; message: string } }>(
      app,
      REAUTH,
      { input: { password: DEFAULT_PASSWORD } },
      { token },
    );
    // Until when the proof holds; the deprecated fields still answer as they did, for integrators not yet moved.
    const { until, ...deprecated } = proven.data!.reauthenticate;
    const window = app.config.reauthenticationMinutes * 60_000;
    expect(Date.parse(until)).toBeGreaterThanOrEqual(before + window - 1000);
    expect(Date.parse(until)).toBeLessThanOrEqual(Date.now() + window);
    expect(deprecated).toEqual({ success: true, message: "Thanks: it's you." });
    expect((await gql(app, ENABLE, {}, { token })).data?.enableTotp).toBeTruthy();
  });
});

describe('passkeys', () => {
  /** A learner with a passkey registered through the API from a software authenticator. */
  async function userWithPasskey() {
    const { user, token } = await createUser(app);
    const authenticator = softwareAuthenticator(RP_ID, ORIGIN);
    const options = JSON.parse(
      (await gql<{ passkeyRegistrationOptions: string }>(app, REG_OPTIONS, {}, { token })).data!
        .passkeyRegistrationOptions,
    ) as { challenge: string; rp: { id: string }; authenticatorSelection: Record<string, unknown> };
    expect(options.rp.id).toBe(RP_ID);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const registered = await gql<{ registerPasskey: { name: string; backedUp: boolean; backupEligible: boolean } }>(
      app,
      REGISTER,
      { r: authenticator.register(options.challenge), n: '  My  laptop ' },
      { token },
    );
    expect(registered.data?.registerPasskey).toMatchObject({ name: 'My laptop', backedUp: true, backupEligible: true });
    return { user, token, authenticator, options };
  }
  const loginChallenge = async () =>
    (
      JSON.parse((await gql<{ passkeyLoginOptions: string }>(app, LOGIN_OPTIONS)).data!.passkeyLoginOptions) as {
        challenge: string;
      }
    ).challenge;

  it('registers a passkey (single-use options), signs in with it, and counts it as a second factor', async () => {
    const { user, token, authenticator, options } = await userWithPasskey();
    // The same registration options a second time: refused.
    const again = await gql(app, REGISTER, { r: authenticator.register(options.challenge), n: 'Again' }, { token });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');

    const signedIn = await gql<{ loginWithPasskey: { token: string; user: { id: string } } }>(app, PASSKEY_LOGIN, {
      r: authenticator.assert(await loginChallenge()),
    });
    expect(signedIn.data?.loginWithPasskey.user).toEqual({ id: user.id });
    const me = await gql<{ me: { mfaEnabled: boolean; passkeys: { name: string }[] } }>(app, ME, {}, { token });
    expect(me.data?.me).toMatchObject({ mfaEnabled: true, passkeys: [{ name: 'My laptop' }] });
    expect((await login(user.email)).data?.login.secondFactor?.methods).toEqual(['passkey', 'recovery_code']);
  });

  it('removes a passkey, answering its id and the owner without it', async () => {
    const { user, token } = await userWithPasskey();
    const listed = await gql<{ me: { passkeys: { id: string }[] } }>(app, '{ me { passkeys { id } } }', {}, { token });
    const [passkey] = listed.data!.me.passkeys;
    const response = await gql(app, REMOVE_PASSKEY, { id: passkey!.id }, { token });
    // The deprecated fields still answer as they did, for integrators not yet moved.
    expect(response.data).toEqual({
      removePasskey: {
        id: passkey!.id,
        user: { id: user.id, mfaEnabled: false, passkeys: [] },
        success: true,
        message: 'The passkey is removed.',
      },
    });
  });

  it('refuses a replayed assertion, a wrong origin and a cloned authenticator', async () => {
    const { authenticator } = await userWithPasskey();
    const assertion = authenticator.assert(await loginChallenge());
    expect(errorCode(await gql(app, PASSKEY_LOGIN, { r: assertion }))).toBeUndefined();
    expect(errorCode(await gql(app, PASSKEY_LOGIN, { r: assertion }))).toBe('UNAUTHENTICATED');

    const phished = authenticator.assert(await loginChallenge(), 'https://courses-example.evil.test');
    expect(errorCode(await gql(app, PASSKEY_LOGIN, { r: phished }))).toBe('UNAUTHENTICATED');

    // A copy of the key whose counter lags behind the one the server last saw.
    authenticator.setCounter(0);
    expect(errorCode(await gql(app, PASSKEY_LOGIN, { r: authenticator.assert(await loginChallenge()) }))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('finishes a password login with the passkey as the second factor', async () => {
    const { user, authenticator } = await userWithPasskey();
    const { challengeToken } = (await login(user.email)).data!.login.secondFactor!;
    const options = await gql<{ secondFactorPasskeyOptions: string }>(
      app,
      'mutation($t: String!) { secondFactorPasskeyOptions(challengeToken: $t) }',
      { t: challengeToken },
    );
    const { challenge } = JSON.parse(options.data!.secondFactorPasskeyOptions) as { challenge: string };
    const done = await complete({ challengeToken, passkeyResponse: authenticator.assert(challenge) });
    expect(done.data?.completeSecondFactor.user).toEqual({ id: user.id });
  });

  it('finishes a REST login with the passkey as the second factor (single-use options)', async () => {
    const { user, authenticator } = await userWithPasskey();
    const post = (path: string, body: object) =>
      fetch(`${app.url}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const started = await post('/user/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(started.status).toBe(401);
    const { secondFactor } = (await started.json()) as { secondFactor: { challengeToken: string; methods: string[] } };
    expect(secondFactor.methods).toContain('passkey');
    const answered = await post('/user/login/second-factor/passkey-options', {
      challengeToken: secondFactor.challengeToken,
    });
    expect(answered.status).toBe(200);
    const { options } = (await answered.json()) as { options: { challenge: string; rpId: string } };
    expect(options.rpId).toBe(RP_ID);
    const assertion = authenticator.assert(options.challenge);
    const finished = await post('/user/login/second-factor', {
      challengeToken: secondFactor.challengeToken,
      passkeyResponse: assertion,
    });
    expect(finished.status).toBe(200);
    expect(finished.headers.get('set-cookie')).toMatch(/./);
    expect(((await finished.json()) as { user: { _id: string } }).user._id).toBe(user.id);
    // The token signed in once: neither it nor the assertion works again.
    const replayed = await post('/user/login/second-factor', {
      challengeToken: secondFactor.challengeToken,
      passkeyResponse: assertion,
    });
    expect(replayed.status).toBe(401);
    const expired = await post('/user/login/second-factor/passkey-options', { challengeToken: 'not-a-token' });
    expect(expired.status).toBe(401);
  });
});

describe('REQUIRE_ADMIN_MFA', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ REQUIRE_ADMIN_MFA: 'true', PUBLIC_URL: ORIGIN });
  });
  afterAll(() => strict?.close());

  it('refuses admin operations to an admin without a second factor until one is set up', async () => {
    const { token } = await createUser(strict, { role: 'ADMIN' });
    const refused = await gql(strict, '{ apiKeys { id } }', {}, { token });
    expect(errorCode(refused)).toBe('MFA_SETUP_REQUIRED');
    expect(errorMessage(refused)).toMatch(/Set up two-factor sign-in/);
    expect(
      (await gql<{ me: { mfaSetupRequired: boolean } }>(strict, ME, {}, { token })).data?.me.mfaSetupRequired,
    ).toBe(true);

    const setup = await gql<{ enableTotp: { secret: string } }>(strict, ENABLE, {}, { token });
    await gql(strict, CONFIRM, { code: codeOf(setup.data!.enableTotp.secret) }, { token });
    expect((await gql(strict, '{ apiKeys { id } }', {}, { token })).data).toEqual({ apiKeys: [] });
    expect(errorMessage(await gql(strict, 'mutation { disableTotp { message } }', {}, { token }))).toMatch(
      /Admins must keep a second factor/,
    );
  });
});
