import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type MailCatcher, startMailCatcher, tokenFrom } from '../../../test/mail-catcher';
import {
  acmeSsoSettings,
  appRequest,
  CookieJar,
  loginAtProvider,
  SSO_PUBLIC_URL,
  ssoCallback,
  startOidcTestProvider,
} from '../../../test/oidc-test-provider';
import { connectThroughProvider, startSsoLink } from '../../../test/sso-linking';
import { sessionCookieName } from '../../http/session-cookie';
import { SSO_STATE_COOKIE } from './sso.http';

/**
 * A provider identity signs in like a password: adding one asks for a recent proof of the owner and mails them, and
 * every way the owner takes the account back (a reset, signing out everywhere, a password change) removes it.
 */
const NEW_PASSWORD = 'taken-back-9!';

let provider: Awaited<ReturnType<typeof startOidcTestProvider>>;
let smtp: MailCatcher;
let app: TestApp;

beforeAll(async () => {
  provider = await startOidcTestProvider([ssoCallback('acme')]);
  smtp = await startMailCatcher();
  app = await startTestApp({ ...acmeSsoSettings(provider), SMTP_URL: smtp.url }, { workers: true });
});

afterAll(async () => {
  await app.close();
  await smtp.close();
  await provider.close();
});

const linksOf = async (userId: string) =>
  (await app.orm.em.getConnection().execute('select provider_id from sso_links where user_id = ?', [userId])).length;

/** A signed-in account linked to the provider identity of its own email (the test provider's login). */
async function ownerWithProvider(email: string) {
  const { user, token } = await createUser(app, { email, fullName: 'Olive Owner' });
  const jar = new CookieJar();
  jar.set(sessionCookieName(app.config), token);
  expect(await connectThroughProvider(app, jar, 'acme', email, SSO_PUBLIC_URL)).toMatch(/\/user\/profile\?sso=linked$/);
  expect(await linksOf(user.id)).toBe(1);
  return { user, token, jar };
}

/** Where a provider sign-in as `login` sends a fresh browser. */
async function providerSignIn(login: string) {
  const jar = new CookieJar();
  const started = await appRequest(`${app.url}/auth/sso/acme/start`, jar);
  const back = await loginAtProvider(started.headers.get('location')!, login, SSO_PUBLIC_URL);
  const callback = await appRequest(`${app.url}${back.pathname}${back.search}`, jar);
  return new URL(callback.headers.get('location')!).pathname;
}

describe('connecting a provider to a signed-in account', () => {
  it('is never a GET: a signed-in browser sent to the sign-in start links nothing to its account', async () => {
    const { user, token } = await createUser(app, { email: 'victim@learners.test' });
    const jar = new CookieJar();
    jar.set(sessionCookieName(app.config), token);
    const started = await appRequest(`${app.url}/auth/sso/acme/start?link=1`, jar);
    const back = await loginAtProvider(started.headers.get('location')!, 'intruder@elsewhere.test', SSO_PUBLIC_URL);
    const callback = await appRequest(`${app.url}${back.pathname}${back.search}`, jar);
    expect(callback.headers.get('location')).not.toMatch(/sso=linked/);
    expect(await linksOf(user.id)).toBe(0);
  });

  it('needs a recent sign-in and a request from the app, and mails the owner once linked', async () => {
    const { user, token } = await createUser(app, { email: 'careful@learners.test', fullName: 'Cara Careful' });
    const jar = new CookieJar();
    jar.set(sessionCookieName(app.config), token);
    await app.orm.em
      .getConnection()
      .execute(`update sessions set reauthenticated_at = now() - interval '1 day' where user_id = ?`, [user.id]);
    expect(errorCode(await startSsoLink(app, jar, 'acme'))).toBe('REAUTHENTICATION_REQUIRED');
    expect(jar.get(SSO_STATE_COOKIE)).toBeUndefined();

    const proof = 'mutation($input: ReauthenticateInput!) { reauthenticate(input: $input) { success } }';
    const proven = await gql(app, proof, { input: { password: DEFAULT_PASSWORD } }, { cookie: jar.header() });
    expect(proven.errors).toBeUndefined();
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    expect(errorCode(await startSsoLink(app, jar, 'acme', crossSite))).toBe('FORBIDDEN');
    expect(errorCode(await startSsoLink(app, jar, 'nobody'))).toBe('NOT_FOUND');

    expect(await connectThroughProvider(app, jar, 'acme', 'cara@acme.test', SSO_PUBLIC_URL)).toMatch(/sso=linked$/);
    const [mail] = await smtp.waitFor((m) => m.to === user.email && m.subject.includes('Acme ID'));
    expect(mail?.subject).toBe('Acme ID can now sign in to your account');
    expect(mail?.text).toContain('linked to the Acme ID identity of cara@acme.test');
    expect(mail?.text).toContain('/user/profile#security');
  });
});

describe('taking the account back removes its provider identities', () => {
  it('a password reset', async () => {
    const { user } = await ownerWithProvider('reset-owner@learners.test');
    await gql(app, 'mutation($email: String!) { requestPasswordReset(email: $email) { success } }', {
      email: user.email,
    });
    const [mail] = await smtp.waitFor((m) => m.to === user.email && m.subject.startsWith('Reset your password'));
    const reset = `mutation($token: String!, $password: String!) {
      resetPassword(token: $token, newPassword: $password) { success } }`;
    const done = await gql(app, reset, { token: tokenFrom(mail!, '/reset-password'), password: NEW_PASSWORD });
    expect(done.errors).toBeUndefined();
    expect(await linksOf(user.id)).toBe(0);
    // The provider no longer signs in: the account's password must link it again.
    expect(await providerSignIn('reset-owner@learners.test')).toBe('/login/sso-link');
  });

  it('signing out everywhere else', async () => {
    const { user, token } = await ownerWithProvider('signout-owner@learners.test');
    const answer = await gql(app, 'mutation { revokeOtherSessions { success } }', {}, { token });
    expect(answer.errors).toBeUndefined();
    expect(await linksOf(user.id)).toBe(0);
    expect(await providerSignIn('signout-owner@learners.test')).toBe('/login/sso-link');
  });

  it('a password change, unless the owner keeps them', async () => {
    const change = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }';
    const dropped = await ownerWithProvider('change-owner@learners.test');
    const input = { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await gql(app, change, { input }, { token: dropped.token })).errors).toBeUndefined();
    expect(await linksOf(dropped.user.id)).toBe(0);

    const kept = await ownerWithProvider('keeping-owner@learners.test');
    const keeping = { ...input, keepSsoLinks: true };
    expect((await gql(app, change, { input: keeping }, { token: kept.token })).errors).toBeUndefined();
    expect(await linksOf(kept.user.id)).toBe(1);
    expect(await providerSignIn('keeping-owner@learners.test')).toBe('/courses');
  });
});
