import { createHash } from 'node:crypto';
import { messages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { errorCode, errorMessage, gql, sessionCookie } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type MailCatcher, tokenFrom, withMailingApp } from '../../../test/mail-catcher';
import { INVALID_RESET_LINK } from './account-recovery.service';

const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) { email success message } }';
const RESET = `mutation($token: String!, $password: String!) {
  resetPassword(token: $token, newPassword: $password) { signedOut success message } }`;

/**
 * requestPasswordReset's answer for an address, whoever has it: the address as read, and the deprecated fields as
 * they always answered, for integrators not yet moved.
 */
const answerTo = (email: string) => ({
  requestPasswordReset: {
    email,
    success: true,
    message:
      'If an account uses this email, we have sent it a link to reset the password. The link works for 30 minutes.',
  },
});
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
const ME = '{ me { id emailVerified } }';
const NEW_PASSWORD = 'brand-new1!';

let smtp: MailCatcher;
let app: TestApp;
withMailingApp((started) => {
  ({ app, smtp } = started);
});

const db = () => app.orm.em.fork();
const login = (email: string, password: string) =>
  gql<{ login: { token: string } }>(app, LOGIN, { input: { email, password } });

/** Asks for a reset link and returns the token of the mail that carries it. */
async function resetToken(email: string, previousMails = 0) {
  const answer = await gql(app, REQUEST_RESET, { email });
  expect(answer.errors).toBeUndefined();
  const mails = await smtp.waitFor((m) => m.to === email && m.subject.startsWith('Reset your password'), {
    count: previousMails + 1,
  });
  return tokenFrom(mails[previousMails]!, '/reset-password');
}

describe('requestPasswordReset', () => {
  it('mails a single-use link to the client, stored only as its SHA-256', async () => {
    const { user } = await createUser(app, { email: 'forgetful@example.com', fullName: 'Forgetful Fay' });
    const token = await resetToken(user.email);
    const [mail] = smtp.to(user.email);
    expect(mail?.text).toContain(`http://client.test/reset-password?token=${token}`);
    expect(mail?.text).toContain('Hello Forgetful Fay,');
    expect(mail?.text).toContain('30 minutes');

    const rows = await db().execute<{ token_hash: string; expires_at: Date; created_at: Date }[]>(
      `select token_hash, expires_at, created_at from account_tokens where user_id = ? and purpose = 'password_reset'`,
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const lifetime = new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime();
    expect(Math.round(lifetime / 1000)).toBe(30 * 60);
  });

  it('answers the same whether or not an account has the email, and mails no one for an unknown one', async () => {
    await createUser(app, { email: 'known@example.com' });
    const known = await gql(app, REQUEST_RESET, { email: 'Known@Example.com' });
    const unknown = await gql(app, REQUEST_RESET, { email: 'nobody-here@example.com' });
    expect(known.status).toBe(unknown.status);
    expect(known.data).toEqual(answerTo('known@example.com'));
    expect(unknown.data).toEqual(answerTo('nobody-here@example.com'));
    const outbox = await db().execute(`select 1 from outbox where recipient = 'nobody-here@example.com'`);
    expect(outbox).toEqual([]);
    await smtp.waitFor((m) => m.to === 'known@example.com');
  });

  it("answers before the link is written: neither the write's time nor its failure shows", async () => {
    await createUser(app, { email: 'unwritable@example.com' });
    // Every reset token insert fails while this holds (NOT VALID: the rows already there are not checked).
    await db().execute(
      `alter table account_tokens add constraint no_resets check (purpose <> 'password_reset') not valid`,
    );
    try {
      const known = await gql(app, REQUEST_RESET, { email: 'unwritable@example.com' });
      const unknown = await gql(app, REQUEST_RESET, { email: 'unwritable-nobody@example.com' });
      expect(known.errors).toBeUndefined();
      expect(known.data).toEqual(answerTo('unwritable@example.com'));
      expect(unknown.data).toEqual(answerTo('unwritable-nobody@example.com'));
    } finally {
      await db().execute('alter table account_tokens drop constraint no_resets');
    }
  });

  it('refuses a malformed email', async () => {
    const response = await gql(app, REQUEST_RESET, { email: 'not-an-email' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorMessage(response)).toBe(messages.invalidEmail);
  });

  it('limits the mails to one address, with the same answer for unknown addresses', async () => {
    await createUser(app, { email: 'flooded@example.com' });
    for (const email of ['flooded@example.com', 'flooded-unknown@example.com']) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await gql(app, REQUEST_RESET, { email })).errors).toBeUndefined();
      }
      const sixth = await gql(app, REQUEST_RESET, { email });
      expect(errorCode(sixth)).toBe('TOO_MANY_REQUESTS');
      expect(errorMessage(sixth)).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    }
    // Written after each answer: the five arrive.
    await smtp.waitFor((m) => m.to === 'flooded@example.com', { count: 5 });
    const mails = await db().execute<{ n: string }[]>(
      `select count(*) as n from outbox where recipient = 'flooded@example.com'`,
    );
    expect(Number(mails[0]?.n)).toBe(5);
  });

  it("strangers spending an address's budget never keep its owner from a link", async () => {
    await createUser(app, { email: 'targeted@example.com' });
    const ask = (ip: string) => gql(app, REQUEST_RESET, { email: 'targeted@example.com' }, { ip });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await ask('203.0.113.1')).errors).toBeUndefined();
    expect(errorCode(await ask('203.0.113.1'))).toBe('TOO_MANY_REQUESTS');
    // Another stranger's first request goes out, the next does not: the address's budget is spent.
    expect((await ask('203.0.113.2')).errors).toBeUndefined();
    expect(errorCode(await ask('203.0.113.2'))).toBe('TOO_MANY_REQUESTS');

    expect((await ask('198.51.100.9')).errors).toBeUndefined();
    await smtp.waitFor((m) => m.to === 'targeted@example.com', { count: 7 });
  });
});

describe('resetPassword', () => {
  it('sets the new password and ends every session of the account', async () => {
    const { user, token: oldBearer } = await createUser(app, { email: 'reset-me@example.com' });
    const cookie = sessionCookie(await login(user.email, DEFAULT_PASSWORD));
    expect((await gql(app, ME, {}, { cookie })).data?.me).toMatchObject({ id: user.id, emailVerified: false });

    const token = await resetToken(user.email);
    const reset = await gql(app, RESET, { token, password: NEW_PASSWORD });
    // Opened signed out: no cookie of this request's to clear.
    expect(reset.data).toEqual({
      resetPassword: {
        signedOut: false,
        success: true,
        message: 'Your password has been reset. Please log in with the new password.',
      },
    });

    // Both earlier sessions are gone, whatever carried them.
    expect((await gql(app, ME, {}, { cookie })).data?.me).toBeNull();
    // A Bearer token naming an ended session is refused outright (401), as after a logout.
    expect((await gql(app, ME, {}, { token: oldBearer })).status).toBe(401);
    expect(errorCode(await login(user.email, DEFAULT_PASSWORD))).toBe('UNAUTHENTICATED');
    const fresh = await login(user.email, NEW_PASSWORD);
    expect(fresh.errors).toBeUndefined();
    // Opening the mailed link proved the address.
    const me = await gql<{ me: { emailVerified: boolean } }>(app, ME, {}, { token: fresh.data?.login.token });
    expect(me.data?.me.emailVerified).toBe(true);
  });

  it("opened signed in, clears the request's cookie and says so", async () => {
    const { user, token: bearer } = await createUser(app, { email: 'reset-here@example.com' });
    const token = await resetToken(user.email);
    const reset = await gql<{ resetPassword: { signedOut: boolean } }>(
      app,
      RESET,
      { token, password: NEW_PASSWORD },
      { token: bearer },
    );
    expect(reset.data?.resetPassword.signedOut).toBe(true);
    expect(reset.headers.getSetCookie().join()).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('works once: the same link again is refused', async () => {
    const { user } = await createUser(app, { email: 'twice@example.com' });
    const token = await resetToken(user.email);
    expect((await gql(app, RESET, { token, password: NEW_PASSWORD })).errors).toBeUndefined();
    const again = await gql(app, RESET, { token, password: 'another1!' });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(errorMessage(again)).toBe(INVALID_RESET_LINK);
    expect(again.errors?.[0]?.extensions?.field).toBe('token');
    expect((await login(user.email, NEW_PASSWORD)).errors).toBeUndefined();
  });

  it('refuses a link past its 30 minutes', async () => {
    const { user } = await createUser(app, { email: 'late@example.com' });
    const token = await resetToken(user.email);
    await db().execute(
      `update account_tokens set expires_at = now() - interval '1 second' where user_id = ? and purpose = 'password_reset'`,
      [user.id],
    );
    const late = await gql(app, RESET, { token, password: NEW_PASSWORD });
    expect(errorMessage(late)).toBe(INVALID_RESET_LINK);
    expect((await login(user.email, DEFAULT_PASSWORD)).errors).toBeUndefined();
  });

  it('refuses a wrong token, and a token mailed for something else', async () => {
    const { user } = await createUser(app, { email: 'wrong@example.com' });
    await resetToken(user.email);
    for (const token of ['x'.repeat(43), '', 'y'.repeat(500)]) {
      const wrong = await gql(app, RESET, { token, password: NEW_PASSWORD });
      expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    }
    // The welcome mail's confirmation token opens no reset.
    await gql(
      app,
      'mutation { resendVerification { success } }',
      {},
      { token: (await login(user.email, DEFAULT_PASSWORD)).data?.login.token },
    );
    const [verification] = await smtp.waitFor((m) => m.to === user.email && m.subject.startsWith('Confirm your email'));
    const misused = await gql(app, RESET, { token: tokenFrom(verification!, '/verify-email'), password: NEW_PASSWORD });
    expect(errorMessage(misused)).toBe(INVALID_RESET_LINK);
    expect((await login(user.email, DEFAULT_PASSWORD)).errors).toBeUndefined();
  });

  it('a reset retires the other links mailed before it', async () => {
    const { user } = await createUser(app, { email: 'two-links@example.com' });
    const first = await resetToken(user.email);
    const second = await resetToken(user.email, 1);
    expect((await gql(app, RESET, { token: second, password: NEW_PASSWORD })).errors).toBeUndefined();
    expect(errorMessage(await gql(app, RESET, { token: first, password: 'another1!' }))).toBe(INVALID_RESET_LINK);
  });

  it('holds the new password to the sign-up rule, and a refused password leaves the link usable', async () => {
    const { user } = await createUser(app, { email: 'weak@example.com' });
    const token = await resetToken(user.email);
    const weak = await gql(app, RESET, { token, password: 'short' });
    expect(errorCode(weak)).toBe('BAD_USER_INPUT');
    expect(errorMessage(weak)).toBe(messages.weakPassword);
    expect((await gql(app, RESET, { token, password: NEW_PASSWORD })).errors).toBeUndefined();
  });
});

describe('rate limits per client', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_ATTEMPTS_PER_MINUTE: '3' });
  });
  afterAll(() => limited?.close());

  it('counts reset requests and reset attempts from one address', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await gql(limited, REQUEST_RESET, { email: `someone-${attempt}@example.com` })).errors).toBeUndefined();
    }
    expect(errorCode(await gql(limited, RESET, { token: 'guess', password: NEW_PASSWORD }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(limited, RESET, { token: 'guess', password: NEW_PASSWORD }))).toBe('TOO_MANY_REQUESTS');
    expect(errorCode(await gql(limited, REQUEST_RESET, { email: 'someone-else@example.com' }))).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});
