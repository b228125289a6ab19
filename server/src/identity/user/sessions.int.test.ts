import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { errorCode, gql, sessionCookie } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type MailCatcher, startMailCatcher } from '../../../test/mail-catcher';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
const SESSIONS = '{ mySessions { id device userAgent ip createdAt lastSeenAt current } }';
const REVOKE = 'mutation($id: ID!) { revokeSession(id: $id) { id current success message } }';
const REVOKE_OTHERS = 'mutation { revokeOtherSessions { sessions { id current } success message } }';
const ME = '{ me { id } }';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface SessionRow {
  id: string;
  device: string;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
}

let smtp: MailCatcher;
let app: TestApp;
beforeAll(async () => {
  smtp = await startMailCatcher();
  app = await startTestApp({ SMTP_URL: smtp.url }, { workers: true });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** Signs in as a browser would: its user agent, and the device cookie it was given before (if any). */
async function signIn(email: string, userAgent: string, deviceCookie?: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': userAgent,
      ...(deviceCookie && { cookie: deviceCookie }),
    },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email, password: DEFAULT_PASSWORD } } }),
  });
  const body = (await response.json()) as { data: { login: { token: string } } };
  const device = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => /device/i.test(pair.split('=')[0]!));
  return { token: body.data.login.token, device };
}

const sessions = async (token: string) =>
  (await gql<{ mySessions: SessionRow[] }>(app, SESSIONS, {}, { token })).data?.mySessions ?? [];
const signedIn = async (token: string) => (await gql(app, ME, {}, { token })).status === 200;
const newSignInMails = async (email: string) =>
  Number(
    (
      await app.orm.em
        .fork()
        .execute<{ n: string }[]>(
          `select count(*) as n from outbox where recipient = ? and subject like 'New sign-in%'`,
          [email],
        )
    )[0]?.n,
  );

describe('the account sessions', () => {
  it('mySessions lists the working sessions with their device, address and which one is current', async () => {
    const { user } = await createUser(app, { email: 'devices@example.com' });
    const phone = await signIn(user.email, CHROME_ANDROID);
    const laptop = await signIn(user.email, FIREFOX_LINUX);
    expect(errorCode(await gql(app, SESSIONS))).toBe('UNAUTHENTICATED');

    const listed = await sessions(laptop.token);
    // createUser's own session (no user agent), the phone and the laptop; the most recently used first.
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({
      device: 'Firefox on Linux',
      userAgent: FIREFOX_LINUX,
      ip: '127.0.0.1',
      current: true,
    });
    expect(listed.find((row) => row.userAgent === CHROME_ANDROID)).toMatchObject({
      device: 'Chrome on Android',
      current: false,
    });
    expect(listed.filter((row) => row.current)).toHaveLength(1);

    // 'Sign out' the phone from the laptop: the phone's token stops working, the laptop's goes on.
    const phoneRow = listed.find((row) => row.userAgent === CHROME_ANDROID)!;
    const revoke = await gql(app, REVOKE, { id: phoneRow.id }, { token: laptop.token });
    // The session signed out; the deprecated fields still answer as they did, for integrators not yet moved.
    expect(revoke.data).toEqual({
      revokeSession: { id: phoneRow.id, current: false, success: true, message: 'That device is signed out.' },
    });
    expect(await signedIn(phone.token)).toBe(false);
    expect(await signedIn(laptop.token)).toBe(true);
    expect((await sessions(laptop.token)).map((row) => row.id)).not.toContain(phoneRow.id);
    // Already ended: nothing to sign out.
    expect(errorCode(await gql(app, REVOKE, { id: phoneRow.id }, { token: laptop.token }))).toBe('NOT_FOUND');
  });

  it("cannot sign out another account's session, nor learn whether it exists", async () => {
    const { token: mine } = await createUser(app);
    const { user: other, token: theirs } = await createUser(app);
    const [theirSession] = await sessions(theirs);
    const attempt = await gql(app, REVOKE, { id: theirSession!.id }, { token: mine });
    expect(errorCode(attempt)).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, REVOKE, { id: '00000000-0000-0000-0000-000000000000' }, { token: mine }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await gql(app, REVOKE, { id: 'not-a-uuid' }, { token: mine }))).toBe('NOT_FOUND');
    expect(await signedIn(theirs)).toBe(true);
    expect(other.id).toBeDefined();
  });

  it('signing out the current session ends it and clears the cookie', async () => {
    const { user } = await createUser(app);
    const { token } = await signIn(user.email, FIREFOX_LINUX);
    const current = (await sessions(token)).find((row) => row.current)!;
    // Named in capitals, it is still the session as stored.
    const revoke = await gql<{ revokeSession: { id: string; current: boolean } }>(
      app,
      REVOKE,
      { id: current.id.toUpperCase() },
      { token },
    );
    expect(revoke.data?.revokeSession).toMatchObject({ id: current.id, current: true });
    expect(revoke.headers.getSetCookie().join()).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
    expect(await signedIn(token)).toBe(false);
  });

  it('revokeOtherSessions keeps only the caller signed in', async () => {
    const { user, token: first } = await createUser(app);
    const second = await signIn(user.email, CHROME_ANDROID);
    const third = await signIn(user.email, FIREFOX_LINUX);
    const [mine] = (await sessions(third.token)).filter((row) => row.current);
    const response = await gql(app, REVOKE_OTHERS, {}, { token: third.token });
    expect(response.data).toEqual({
      revokeOtherSessions: {
        sessions: [{ id: mine!.id, current: true }],
        success: true,
        message: 'Every other device is signed out.',
      },
    });
    expect([await signedIn(first), await signedIn(second.token), await signedIn(third.token)]).toEqual([
      false,
      false,
      true,
    ]);
    expect(await sessions(third.token)).toHaveLength(1);
  });
});

describe('sign-in from a new device', () => {
  it('mails the owner, and not again from a browser that signed in before', async () => {
    const { user } = await createUser(app, { email: 'watchful@example.com', fullName: 'Watchful Wanda' });
    const first = await signIn(user.email, CHROME_ANDROID);
    expect(first.device).toBeDefined();
    const [mail] = await smtp.waitFor((m) => m.to === user.email && m.subject.startsWith('New sign-in'));
    expect(mail?.text).toContain('Device: Chrome on Android. Address: 127.0.0.1.');
    expect(mail?.text).toContain('/profile');

    // The same browser (its device cookie) signs in again: no mail. Another browser: a mail.
    await signIn(user.email, CHROME_ANDROID, first.device);
    expect(await newSignInMails(user.email)).toBe(1);
    await signIn(user.email, FIREFOX_LINUX);
    expect(await newSignInMails(user.email)).toBe(2);
    // A failed sign-in from a new browser tells nobody anything.
    await gql(app, LOGIN, { input: { email: user.email, password: 'wrong-password1!' } });
    expect(await newSignInMails(user.email)).toBe(2);
    expect(
      sessionCookie(await gql(app, LOGIN, { input: { email: user.email, password: DEFAULT_PASSWORD } })),
    ).toBeDefined();
  });
});
