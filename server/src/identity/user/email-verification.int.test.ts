import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { type MailCatcher, tokenFrom, withMailingApp } from '../../../test/mail-catcher';
import { INVALID_VERIFICATION_LINK } from './email-verification.service';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!, $avatar: Upload) {
    register(input: $input, avatar: $avatar) { token user { id emailVerified } }
  }`;
const ME = '{ me { id emailVerified } }';
const VERIFY = 'mutation($token: String!) { verifyEmail(token: $token) { email success message } }';
const RESEND = 'mutation { resendVerification { email sent success message } }';

let smtp: MailCatcher;
let app: TestApp;
withMailingApp((started) => {
  ({ app, smtp } = started);
});

async function signUp(email: string) {
  const response = await gqlUpload<{ register: { token: string; user: { id: string; emailVerified: boolean } } }>(
    app,
    REGISTER,
    { input: { fullName: 'Katherine Johnson', email, password: 'orbit1962!' }, avatar: null },
    [{ path: 'variables.avatar', filename: 'me.png', content: PNG_1PX }],
  );
  expect(response.errors).toBeUndefined();
  const [welcome] = await smtp.waitFor((m) => m.to === email && m.subject.startsWith('Welcome to CourseHub'));
  return { ...response.data!.register, verification: tokenFrom(welcome!, '/verify-email') };
}

const verified = async (token: string) =>
  (await gql<{ me: { emailVerified: boolean } }>(app, ME, {}, { token })).data?.me.emailVerified;

describe('email verification', () => {
  it('a new account starts unverified; the welcome mail link verifies it, once', async () => {
    const { token, user, verification } = await signUp('katherine@example.com');
    expect(user.emailVerified).toBe(false);
    expect(await verified(token)).toBe(false);

    // The link works without a session (opened on another device, say).
    const verify = await gql(app, VERIFY, { token: verification });
    // The address confirmed; the deprecated fields still answer as they did, for integrators not yet moved.
    expect(verify.data).toEqual({
      verifyEmail: { email: 'katherine@example.com', success: true, message: 'Thank you: your email is confirmed.' },
    });
    expect(await verified(token)).toBe(true);

    const again = await gql(app, VERIFY, { token: verification });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(errorMessage(again)).toBe(INVALID_VERIFICATION_LINK);
  });

  it('refuses a wrong or expired link', async () => {
    const { token, verification } = await signUp('late-verifier@example.com');
    expect(errorMessage(await gql(app, VERIFY, { token: 'z'.repeat(43) }))).toBe(INVALID_VERIFICATION_LINK);
    await app.orm.em
      .fork()
      .execute(`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'email_verification'
        and user_id = (select id from users where email = 'late-verifier@example.com')`);
    expect(errorMessage(await gql(app, VERIFY, { token: verification }))).toBe(INVALID_VERIFICATION_LINK);
    expect(await verified(token)).toBe(false);
  });

  it('resendVerification mails a fresh link to a signed-in account, within a limit', async () => {
    expect(errorCode(await gql(app, RESEND))).toBe('UNAUTHENTICATED');
    const { user, token } = await createUser(app, { email: 'resend@example.com' });
    const resend = await gql(app, RESEND, {}, { token });
    expect(resend.data).toEqual({
      resendVerification: {
        email: 'resend@example.com',
        sent: true,
        success: true,
        message: 'We have sent you a new confirmation link.',
      },
    });
    const [mail] = await smtp.waitFor((m) => m.to === user.email && m.subject.startsWith('Confirm your email'));
    expect((await gql(app, VERIFY, { token: tokenFrom(mail!, '/verify-email') })).errors).toBeUndefined();
    expect(await verified(token)).toBe(true);

    // Once verified, nothing more is sent.
    const done = await gql(app, RESEND, {}, { token });
    expect(done.data).toEqual({
      resendVerification: {
        email: 'resend@example.com',
        sent: false,
        success: true,
        message: 'Your email is already confirmed.',
      },
    });

    const { token: other } = await createUser(app, { email: 'resend-flood@example.com' });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await gql(app, RESEND, {}, { token: other })).errors).toBeUndefined();
    expect(errorCode(await gql(app, RESEND, {}, { token: other }))).toBe('TOO_MANY_REQUESTS');
  });

  it('an account whose sign-up failed gets no welcome mail', async () => {
    await createUser(app, { email: 'taken@example.com' });
    const duplicate = await gqlUpload(
      app,
      REGISTER,
      { input: { fullName: 'Someone Else', email: 'taken@example.com', password: 'orbit1962!' }, avatar: null },
      [{ path: 'variables.avatar', filename: 'me.png', content: PNG_1PX }],
    );
    expect(errorCode(duplicate)).toBe('CONFLICT');
    const rows = await app.orm.em.fork().execute(`select 1 from outbox where recipient = 'taken@example.com'`);
    expect(rows).toEqual([]);
  });

  it('a visitor signing up in Hindi keeps Hindi and gets the welcome mail in it; an English one chooses nothing', async () => {
    const signUpIn = async (email: string, headers: { cookie?: string; acceptLanguage?: string }) => {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: REGISTER,
          variables: { input: { fullName: 'Asha Rao', email, password: 'orbit1962!' }, avatar: null },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.avatar'] }));
      form.append('0', new Blob([PNG_1PX], { type: 'image/png' }), 'me.png');
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: {
          'apollo-require-preflight': 'true',
          ...(headers.cookie && { cookie: headers.cookie }),
          ...(headers.acceptLanguage && { 'accept-language': headers.acceptLanguage }),
        },
        body: form,
      });
      const body = (await response.json()) as { data?: { register: { user: { id: string } } }; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data!.register.user.id;
    };
    const locale = async (id: string) =>
      (await app.orm.em.fork().execute<{ locale: string | null }[]>('select locale from users where id = ?', [id]))[0]
        ?.locale;

    const chosen = await signUpIn('asha@example.com', { cookie: 'locale=hi', acceptLanguage: 'en-GB' });
    expect(await locale(chosen)).toBe('hi');
    const [welcome] = await smtp.waitFor((m) => m.to === 'asha@example.com');
    expect(welcome!.subject).toBe('CourseHub में आपका स्वागत है');

    const browser = await signUpIn('ravi@example.com', { acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(await locale(browser)).toBe('hi');

    const english = await signUpIn('grace@example.com', { acceptLanguage: 'en-US' });
    expect(await locale(english)).toBeNull();
    const [englishWelcome] = await smtp.waitFor((m) => m.to === 'grace@example.com');
    expect(englishWelcome!.subject).toBe('Welcome to CourseHub');
  });
});
