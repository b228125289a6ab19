import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  acmeSsoSettings,
  appRequest,
  CookieJar,
  loginAtProvider,
  SSO_PUBLIC_URL,
  ssoCallback,
  startOidcTestProvider,
  TEST_CLIENT,
} from '../../../test/oidc-test-provider';
import { connectThroughProvider } from '../../../test/sso-linking';
import { sessionCookieName } from '../../http/session-cookie';
import { SSO_LINK_COOKIE, SSO_SECOND_FACTOR_COOKIE, SSO_STATE_COOKIE } from './sso.http';

/**
 * Sign-in through a real OpenID provider (oidc-provider on 127.0.0.1): the app discovers it, sends the browser there,
 * and exchanges the code. The provider sends the browser back to the app's PUBLIC_URL; the test replays that callback
 * on the app's real address with the browser's cookies, as the browser would.
 */

const ME = 'query Me { me { id email emailVerified ssoLinks { providerId providerName email } } }';
const PENDING = 'query Pending { ssoPendingLink { providerId providerName email } }';
const COMPLETE = 'mutation Complete($password: String!) { completeSsoLink(password: $password) { user { id } } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { user { id } } }';
const CREATE = `mutation Create($input: SsoProviderInput!) {
  createSsoProvider(input: $input) { id name issuer clientId allowedDomains disablePasswordForDomains source }
}`;
const UPDATE = `mutation Update($id: ID!, $input: SsoProviderInput!) { updateSsoProvider(id: $id, input: $input) { id name } }`;
const CONFIGS = 'query Configs { ssoProviderConfigs { id name source allowedDomains } }';
const PUBLIC = 'query Providers { ssoProviders { id name } }';
const SECOND_FACTOR = 'query SecondFactor { ssoSecondFactor { challengeToken methods expiresAt } }';
const COMPLETE_SECOND_FACTOR = `mutation CompleteSecondFactor($input: CompleteSecondFactorInput!) {
  completeSecondFactor(input: $input) { token user { id } }
}`;

/** The code an authenticator app shows `offsetSeconds` from now. */
const totpCode = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

let provider: Awaited<ReturnType<typeof startOidcTestProvider>>;
let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  provider = await startOidcTestProvider([ssoCallback('acme'), ssoCallback('corp')]);
  app = await startTestApp(acmeSsoSettings(provider));
  adminToken = (await createUser(app, { role: 'ADMIN' })).token;
});

afterAll(async () => {
  await app.close();
  await provider.close();
});

/** Starts a sign-in in a browser (its jar) and returns the provider's callback to the app, not yet followed. */
async function throughProvider(providerId: string, login: string, jar = new CookieJar(), on = app) {
  const started = await appRequest(`${on.url}/auth/sso/${providerId}/start`, jar);
  expect(started.status).toBe(303);
  expect(jar.get(SSO_STATE_COOKIE)).toBeTruthy();
  const back = await loginAtProvider(started.headers.get('location')!, login, SSO_PUBLIC_URL);
  return { jar, callbackUrl: `${on.url}${back.pathname}${back.search}` };
}

async function signIn(providerId: string, login: string, jar = new CookieJar(), on = app) {
  const { callbackUrl } = await throughProvider(providerId, login, jar, on);
  const response = await appRequest(callbackUrl, jar);
  expect(response.status).toBe(303);
  return {
    jar,
    location: new URL(response.headers.get('location')!).pathname + new URL(response.headers.get('location')!).search,
  };
}

const me = async (jar: CookieJar) =>
  (
    await gql<{ me: { id: string; email: string; emailVerified: boolean; ssoLinks: { providerId: string }[] } | null }>(
      app,
      ME,
      {},
      { cookie: jar.header() },
    )
  ).data!.me;

/** A GraphQL request from the browser, which keeps the cookies its answer sets. */
async function browserGraphql<T>(jar: CookieJar, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: jar.header() },
    body: JSON.stringify({ query, variables }),
  });
  jar.store(response);
  return (await response.json()) as { data: T };
}

const countOf = async (sql: string, params: unknown[]) =>
  Number(((await app.orm.em.getConnection().execute(sql, params))[0] as { n: number }).n);
const usersWithEmail = (email: string) => countOf('select count(*) as n from users where email = ?', [email]);

describe('single sign-on through an OpenID provider', () => {
  it('lists the configured providers publicly, id and name only', async () => {
    const response = await gql<{ ssoProviders: { id: string; name: string }[] }>(app, PUBLIC);
    expect(response.data?.ssoProviders).toContainEqual({ id: 'acme', name: 'Acme ID' });
  });

  it('creates an account from a verified email, then signs the same identity in again', async () => {
    provider.identities.set('newcomer', { email: 'newcomer@learners.test', emailVerified: true, name: 'Nia Newcomer' });
    const first = await signIn('acme', 'newcomer');
    expect(first.location).toBe('/courses?welcome=1');
    expect(first.jar.get(sessionCookieName(app.config))).toBeTruthy();
    const account = await me(first.jar);
    expect(account).toMatchObject({ email: 'newcomer@learners.test', emailVerified: true });
    expect(account?.ssoLinks).toEqual([expect.objectContaining({ providerId: 'acme' })]);

    // The provider's email changes: the link goes by subject, so the same account signs in.
    provider.identities.set('newcomer', { email: 'nia@elsewhere.test', emailVerified: true });
    const second = await signIn('acme', 'newcomer');
    expect(second.location).toBe('/courses');
    expect((await me(second.jar))?.id).toBe(account?.id);
    expect(await usersWithEmail('newcomer@learners.test')).toBe(1);
  });

  it('refuses to create an account from an unverified email', async () => {
    provider.identities.set('unverified', { email: 'unverified@learners.test', emailVerified: false });
    const { jar, location } = await signIn('acme', 'unverified');
    expect(location).toBe('/login?sso_error=unverified_email');
    expect(jar.get(sessionCookieName(app.config))).toBeUndefined();
    expect(await usersWithEmail('unverified@learners.test')).toBe(0);
  });

  it('never takes over an existing account by email: its password links it once', async () => {
    const { user } = await createUser(app, { email: 'owner@learners.test' });
    const { jar, location } = await signIn('acme', 'owner@learners.test');
    expect(location).toBe('/login/sso-link');
    expect(jar.get(sessionCookieName(app.config))).toBeUndefined();
    expect(jar.get(SSO_LINK_COOKIE)).toBeTruthy();

    const pending = await gql(app, PENDING, {}, { cookie: jar.header() });
    expect(pending.data?.ssoPendingLink).toEqual({
      providerId: 'acme',
      providerName: 'Acme ID',
      email: 'owner@learners.test',
    });
    const wrong = await gql(app, COMPLETE, { password: 'not-the-password1!' }, { cookie: jar.header() });
    expect(errorCode(wrong)).toBe('UNAUTHENTICATED');
    const linked = await browserGraphql<{ completeSsoLink: { user: { id: string } } }>(jar, COMPLETE, {
      password: DEFAULT_PASSWORD,
    });
    expect(linked.data.completeSsoLink.user.id).toBe(user.id);
    expect(jar.get(SSO_LINK_COOKIE)).toBeUndefined();
    // The provider vouched for the address: the account's email counts as confirmed from now on.
    expect((await me(jar))?.emailVerified).toBe(true);

    // From now on the provider alone signs this account in.
    const again = await signIn('acme', 'owner@learners.test');
    expect(again.location).toBe('/courses');
    expect((await me(again.jar))?.id).toBe(user.id);
  });

  it("refuses a callback whose state is not this browser's, and a replayed one", async () => {
    provider.identities.set('replayer', { email: 'replayer@learners.test', emailVerified: true });
    const { jar, callbackUrl } = await throughProvider('acme', 'replayer');
    const otherBrowser = new CookieJar();
    otherBrowser.set(SSO_STATE_COOKIE, 'someone-elses-state');
    const forged = await appRequest(callbackUrl, otherBrowser);
    expect(forged.headers.get('location')).toMatch(/\/login\?sso_error=expired$/);

    const genuine = await appRequest(callbackUrl, jar);
    expect(genuine.headers.get('location')).toMatch(/\/courses\?welcome=1$/);

    const replay = new CookieJar();
    replay.set(SSO_STATE_COOKIE, new URL(callbackUrl).searchParams.get('state')!);
    const replayed = await appRequest(callbackUrl, replay);
    expect(replayed.headers.get('location')).toMatch(/\/login\?sso_error=expired$/);
    expect(replay.get(sessionCookieName(app.config))).toBeUndefined();
  });

  it('restricts a provider to its domains and turns passwords off for them', async () => {
    const input = {
      id: 'corp',
      name: 'Corp SSO',
      issuer: provider.issuer,
      ...TEST_CLIENT,
      allowedDomains: ['Corp.test'],
      disablePasswordForDomains: ['corp.test'],
    };
    const created = await gql(app, CREATE, { input }, { token: adminToken });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createSsoProvider).toMatchObject({
      id: 'corp',
      allowedDomains: ['corp.test'],
      source: 'ADMIN',
    });
    const [row] = await app.orm.em.getConnection().execute('select * from sso_providers where id = ?', ['corp']);
    expect(JSON.stringify(row)).not.toContain(TEST_CLIENT.clientSecret);

    provider.identities.set('outsider', { email: 'outsider@other.test', emailVerified: true });
    expect((await signIn('corp', 'outsider')).location).toBe('/login?sso_error=domain_not_allowed');

    // Passwords are refused for the domain, whether or not the account exists, with the way in named.
    const { user } = await createUser(app, { email: 'staff@corp.test' });
    const login = await gql(app, LOGIN, { input: { email: 'staff@corp.test', password: DEFAULT_PASSWORD } });
    expect(errorCode(login)).toBe('FORBIDDEN');
    expect(login.errors?.[0]?.message).toBe(
      'Password sign-in is turned off for corp.test accounts: use "Continue with Corp SSO" instead.',
    );
    const rest = await fetch(`${app.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody-yet@corp.test', password: DEFAULT_PASSWORD }),
    });
    expect(rest.status).toBe(403);
    expect(((await rest.json()) as { message: string }).message).toMatch(
      /^Password sign-in is turned off for corp\.test/,
    );
    // The admin made the provider the only way in for the domain: the existing account links without a password.
    const staff = await signIn('corp', 'staff@corp.test');
    expect(staff.location).toBe('/courses');
    expect((await me(staff.jar))?.id).toBe(user.id);
    // Another domain still uses passwords.
    const other = await createUser(app, { email: 'someone@learners.test' });
    const allowed = await gql(app, LOGIN, { input: { email: other.user.email, password: DEFAULT_PASSWORD } });
    expect(allowed.errors).toBeUndefined();
  });

  it('keeps the stored secret on an update without one, and never returns it', async () => {
    const input = { id: 'corp', name: 'Corp Single Sign-On', issuer: provider.issuer, clientId: TEST_CLIENT.clientId };
    const updated = await gql(
      app,
      UPDATE,
      {
        id: 'corp',
        input: { ...input, clientSecret: '', allowedDomains: ['corp.test'], disablePasswordForDomains: [] },
      },
      { token: adminToken },
    );
    expect(updated.errors).toBeUndefined();
    provider.identities.set('staff2', { email: 'staff2@corp.test', emailVerified: true });
    expect((await signIn('corp', 'staff2')).location).toBe('/courses?welcome=1');
    const configs = await gql<{ ssoProviderConfigs: { id: string; source: string }[] }>(
      app,
      CONFIGS,
      {},
      { token: adminToken },
    );
    expect(configs.data?.ssoProviderConfigs.map(({ id, source }) => [id, source])).toEqual([
      ['acme', 'ENVIRONMENT'],
      ['corp', 'ADMIN'],
    ]);
    const envEdit = await gql(
      app,
      UPDATE,
      { id: 'acme', input: { ...input, clientSecret: 'x', allowedDomains: [], disablePasswordForDomains: [] } },
      { token: adminToken },
    );
    expect(errorCode(envEdit)).toBe('BAD_USER_INPUT');
  });

  it('unlinks, and deleting a provider removes its links', async () => {
    provider.identities.set('leaver', { email: 'leaver@corp.test', emailVerified: true });
    const { jar } = await signIn('corp', 'leaver');
    const account = await me(jar);
    expect(account?.ssoLinks.map((link) => link.providerId)).toEqual(['corp']);
    const unlinked = await gql(
      app,
      'mutation U($p: ID!) { unlinkSso(providerId: $p) }',
      { p: 'corp' },
      { cookie: jar.header() },
    );
    expect(unlinked.data).toEqual({ unlinkSso: 'corp' });
    expect((await me(jar))?.ssoLinks).toEqual([]);

    await signIn('corp', 'leaver');
    const deleted = await gql(
      app,
      'mutation D($id: ID!) { deleteSsoProvider(id: $id) }',
      { id: 'corp' },
      { token: adminToken },
    );
    expect(deleted.data).toEqual({ deleteSsoProvider: 'corp' });
    expect(await countOf('select count(*) as n from sso_links where provider_id = ?', ['corp'])).toBe(0);
    const gone = await appRequest(`${app.url}/auth/sso/corp/start`, new CookieJar());
    expect(gone.headers.get('location')).toMatch(/\/login\?sso_error=unknown_provider$/);
  });
});

describe('single sign-on of an account with a second factor', () => {
  type Pending = { ssoSecondFactor: { challengeToken: string; methods: string[]; expiresAt: string } | null };
  const pendingStep = (jar: CookieJar, on = app) => gql<Pending>(on, SECOND_FACTOR, {}, { cookie: jar.header() });
  const completeStep = (input: Record<string, string>, jar: CookieJar, on = app) =>
    gql<{ completeSecondFactor: { token: string; user: { id: string } } }>(
      on,
      COMPLETE_SECOND_FACTOR,
      { input },
      { cookie: jar.header(), ip: '198.51.100.34' },
    );

  /** Turns on TOTP for the session's account (through the API, as the profile does); answers the secret. */
  async function turnOnTotp(token: string, on = app) {
    const setup = await gql<{ enableTotp: { secret: string } }>(
      on,
      'mutation { enableTotp { secret } }',
      {},
      { token },
    );
    const { secret } = setup.data!.enableTotp;
    const confirm = 'mutation($c: String!) { confirmTotp(code: $c) { codes } }';
    expect((await gql(on, confirm, { c: totpCode(secret) }, { token })).errors).toBeUndefined();
    return secret;
  }

  /** Connects the provider identity `login` to the session's account from the profile. */
  async function connectProvider(token: string, login: string, on = app) {
    const signedIn = new CookieJar();
    signedIn.set(sessionCookieName(on.config), token);
    const linked = await connectThroughProvider(on, signedIn, 'acme', login, SSO_PUBLIC_URL);
    expect(linked).toMatch(/\/user\/profile\?sso=linked$/);
  }

  it('starts no session at the callback: the login page asks for the code, and a right one signs in once', async () => {
    const { user, token } = await createUser(app, { email: 'guarded@learners.test' });
    const secret = await turnOnTotp(token);
    await connectProvider(token, 'guarded');
    const { jar, location } = await signIn('acme', 'guarded');
    expect(location).toBe('/login?sso=second_factor');
    expect(jar.get(sessionCookieName(app.config))).toBeUndefined();
    expect(await me(jar)).toBeNull();
    // The token travels in an httpOnly cookie, never in the URL.
    expect(location).not.toContain(jar.get(SSO_SECOND_FACTOR_COOKIE)!);

    const pending = (await pendingStep(jar)).data!.ssoSecondFactor!;
    expect(pending.methods).toEqual(['totp', 'recovery_code']);
    expect(pending.challengeToken).toBe(jar.get(SSO_SECOND_FACTOR_COOKIE));
    const minutesLeft = (Date.parse(pending.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    // Another browser has no step waiting.
    expect((await pendingStep(new CookieJar())).data?.ssoSecondFactor).toBeNull();

    const wrong = await completeStep({ challengeToken: pending.challengeToken, code: '000000' }, jar);
    expect(errorCode(wrong)).toBe('UNAUTHENTICATED');
    expect(errorMessage(wrong)).toMatch(/code is not right/);
    // The setup used this step's code: the next step's code (within the window) signs in.
    const done = await completeStep({ challengeToken: pending.challengeToken, code: totpCode(secret, 30) }, jar);
    expect(done.errors).toBeUndefined();
    expect(done.data?.completeSecondFactor.user).toEqual({ id: user.id });
    const session = await gql<{ me: { id: string } }>(
      app,
      '{ me { id } }',
      {},
      { token: done.data!.completeSecondFactor.token },
    );
    expect(session.data?.me.id).toBe(user.id);

    // Single use: the token signs in no second browser, and the page finds no step waiting any more.
    const replay = await completeStep({ challengeToken: pending.challengeToken, code: totpCode(secret, 60) }, jar);
    expect(errorCode(replay)).toBe('UNAUTHENTICATED');
    expect((await browserGraphql<Pending>(jar, SECOND_FACTOR)).data.ssoSecondFactor).toBeNull();
    expect(jar.get(SSO_SECOND_FACTOR_COOKIE)).toBeUndefined();
  });

  describe('REQUIRE_ADMIN_MFA', () => {
    let strict: TestApp;
    beforeAll(async () => {
      strict = await startTestApp({ ...acmeSsoSettings(provider), REQUIRE_ADMIN_MFA: 'true' });
    });
    afterAll(() => strict?.close());

    it('signs an admin without a second factor in to set one up, and asks for it from then on', async () => {
      const { user, token } = await createUser(strict, { role: 'ADMIN' });
      await connectProvider(token, 'strict-admin', strict);
      const first = await signIn('acme', 'strict-admin', new CookieJar(), strict);
      expect(first.location).toBe('/courses');
      const cookie = first.jar.header();
      expect(errorCode(await gql(strict, '{ apiKeys { id } }', {}, { cookie }))).toBe('MFA_SETUP_REQUIRED');

      const secret = await turnOnTotp(first.jar.get(sessionCookieName(strict.config))!, strict);
      const second = await signIn('acme', 'strict-admin', new CookieJar(), strict);
      expect(second.location).toBe('/login?sso=second_factor');
      expect(second.jar.get(sessionCookieName(strict.config))).toBeUndefined();
      const { challengeToken } = (await pendingStep(second.jar, strict)).data!.ssoSecondFactor!;
      const done = await completeStep({ challengeToken, code: totpCode(secret, 30) }, second.jar, strict);
      expect(done.data?.completeSecondFactor.user).toEqual({ id: user.id });
      const adminOnly = await gql(strict, '{ apiKeys { id } }', {}, { token: done.data!.completeSecondFactor.token });
      expect(adminOnly.data).toEqual({ apiKeys: [] });
    });
  });
});
