import { createHash } from 'node:crypto';
import { messages } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { type MailCatcher, tokenFrom, withMailingApp } from '../../../test/mail-catcher';
import { INVALID_RESET_LINK } from './account-recovery.service';
import { issueAccountToken } from './account-tokens';
import { INVALID_CANCEL_LINK, INVALID_EMAIL_CHANGE_LINK } from './email-change.service';
import { User } from './user.entity';

const REQUEST = `mutation($email: String!, $password: String!) {
  requestEmailChange(newEmail: $email, password: $password) { newEmail success message } }`;
const CONFIRM = 'mutation($token: String!) { confirmEmailChange(token: $token) { email success message } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
const ME = '{ me { id email emailVerified } }';

let smtp: MailCatcher;
let app: TestApp;
withMailingApp((started) => {
  ({ app, smtp } = started);
});

const db = () => app.orm.em.fork();
const me = async (token: string) =>
  (await gql<{ me: { id: string; email: string; emailVerified: boolean } | null }>(app, ME, {}, { token })).data?.me;
const mailsTo = async (email: string) =>
  Number((await db().execute<{ n: string }[]>('select count(*) as n from outbox where recipient = ?', [email]))[0]?.n);

/** Asks for the change and returns the token of the confirmation mailed to the new address. */
async function changeToken(token: string, newEmail: string, previousMails = 0) {
  const answer = await gql(app, REQUEST, { email: newEmail, password: DEFAULT_PASSWORD }, { token });
  expect(answer.errors).toBeUndefined();
  const mails = await smtp.waitFor((m) => m.to === newEmail && m.subject.startsWith('Confirm your new email'), {
    count: previousMails + 1,
  });
  return tokenFrom(mails[previousMails]!, '/confirm-email-change');
}

describe('requestEmailChange', () => {
  it('mails a single-use 24-hour link to the new address, stored as its SHA-256; the email stays until then', async () => {
    const { user, token } = await createUser(app, { email: 'before@example.com', fullName: 'Moving Mo' });
    const answer = await gql(app, REQUEST, { email: ' After@Example.com ', password: DEFAULT_PASSWORD }, { token });
    // The address the link went to; the deprecated fields still answer as they did, for integrators not yet moved.
    expect(answer.data).toEqual({
      requestEmailChange: {
        newEmail: 'after@example.com',
        success: true,
        message:
          'Check your inbox at after@example.com: we have sent a confirmation link there. Your email changes once you open it.',
      },
    });
    const [mail] = await smtp.waitFor((m) => m.to === 'after@example.com');
    expect(mail?.subject).toBe('Confirm your new email');
    expect(mail?.text).toContain('Hello Moving Mo,');
    expect(mail?.text).toContain('24 hours');
    expect(mail?.html).toContain('CourseHub');
    const link = tokenFrom(mail!, '/confirm-email-change');
    expect(mail?.text).toContain(`http://client.test/confirm-email-change?token=${link}`);

    const rows = await db().execute<{ token_hash: string; new_email: string; expires_at: Date; created_at: Date }[]>(
      `select token_hash, new_email, expires_at, created_at from account_tokens where user_id = ? and purpose = 'email_change'`,
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      token_hash: createHash('sha256').update(link).digest('hex'),
      new_email: 'after@example.com',
    });
    const lifetime = new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime();
    expect(Math.round(lifetime / 1000)).toBe(24 * 3600);
    expect((await me(token))?.email).toBe('before@example.com');
  });

  it('needs a session and the current password, a valid address and a new one', async () => {
    const { token } = await createUser(app, { email: 'careful@example.com' });
    expect(errorCode(await gql(app, REQUEST, { email: 'x@example.com', password: DEFAULT_PASSWORD }))).toBe(
      'UNAUTHENTICATED',
    );
    const wrong = await gql(app, REQUEST, { email: 'x@example.com', password: 'not-mine1!' }, { token });
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    expect(errorMessage(wrong)).toBe('Current password is incorrect');
    expect(wrong.errors?.[0]?.extensions?.field).toBe('password');
    const invalid = await gql(app, REQUEST, { email: 'not-an-address', password: DEFAULT_PASSWORD }, { token });
    expect(errorMessage(invalid)).toBe(messages.invalidEmail);
    const same = await gql(app, REQUEST, { email: 'Careful@example.com', password: DEFAULT_PASSWORD }, { token });
    expect(errorMessage(same)).toBe('This is already your email address');
    expect(await mailsTo('x@example.com')).toBe(0);
    expect(await mailsTo('not-an-address')).toBe(0);
  });

  it("refuses another account's address with signup's own answer, and mails nobody", async () => {
    await createUser(app, { email: 'occupied@example.com' });
    const { token } = await createUser(app);
    const taken = await gql(app, REQUEST, { email: 'OCCUPIED@example.com', password: DEFAULT_PASSWORD }, { token });
    expect(errorCode(taken)).toBe('CONFLICT');
    expect(errorMessage(taken)).toBe('An account with this email already exists');
    expect(await mailsTo('occupied@example.com')).toBe(0);
  });

  it('sends at most 5 links an hour for one account, and 5 to one address whoever asks', async () => {
    const { token } = await createUser(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await gql(
        app,
        REQUEST,
        { email: `flood-${attempt}@example.com`, password: DEFAULT_PASSWORD },
        {
          token,
        },
      );
      expect(answer.errors).toBeUndefined();
    }
    const refused = await gql(app, REQUEST, { email: 'flood-5@example.com', password: DEFAULT_PASSWORD }, { token });
    expect(errorCode(refused)).toBe('TOO_MANY_REQUESTS');
    expect(await mailsTo('flood-5@example.com')).toBe(0);

    for (let account = 0; account < 5; account += 1) {
      const { token: asker } = await createUser(app);
      const answer = await gql(
        app,
        REQUEST,
        { email: 'target@example.com', password: DEFAULT_PASSWORD },
        {
          token: asker,
        },
      );
      expect(answer.errors).toBeUndefined();
    }
    const { token: sixth } = await createUser(app);
    const limited = await gql(
      app,
      REQUEST,
      { email: 'target@example.com', password: DEFAULT_PASSWORD },
      {
        token: sixth,
      },
    );
    expect(errorCode(limited)).toBe('TOO_MANY_REQUESTS');
    expect(await mailsTo('target@example.com')).toBe(5);
  });
});

describe('confirmEmailChange', () => {
  it('changes the email, counts it as verified, tells the old address, and keeps the sessions', async () => {
    const { user, token } = await createUser(app, { email: 'old-home@example.com', fullName: 'Moving Max' });
    expect((await me(token))?.emailVerified).toBe(false);
    const link = await changeToken(token, 'new-home@example.com');

    const confirmed = await gql(app, CONFIRM, { token: link });
    expect(confirmed.data).toEqual({
      confirmEmailChange: {
        email: 'new-home@example.com',
        success: true,
        message: 'Your email address is now new-home@example.com.',
      },
    });
    expect(await me(token)).toEqual({ id: user.id, email: 'new-home@example.com', emailVerified: true });

    const [notice] = await smtp.waitFor(
      (m) => m.to === 'old-home@example.com' && m.subject.startsWith('Your email was'),
    );
    expect(notice?.subject).toBe('Your email was changed');
    expect(notice?.text).toContain('Hello Moving Max,');
    expect(notice?.text).toContain('was changed to new-home@example.com');
    expect(notice?.text).toContain('Get help: http://client.test/contact');

    // The new address signs in; the old one no longer does.
    const login = (email: string) => gql(app, LOGIN, { input: { email, password: DEFAULT_PASSWORD } });
    expect((await login('new-home@example.com')).errors).toBeUndefined();
    expect(errorCode(await login('old-home@example.com'))).toBe('UNAUTHENTICATED');
  });

  it('works once: the same link again, an expired one or an unknown one is refused with one message', async () => {
    const { token } = await createUser(app, { email: 'once@example.com' });
    const link = await changeToken(token, 'once-new@example.com');
    expect((await gql(app, CONFIRM, { token: link })).errors).toBeUndefined();
    const again = await gql(app, CONFIRM, { token: link });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(errorMessage(again)).toBe(INVALID_EMAIL_CHANGE_LINK);

    const { user: late, token: lateSession } = await createUser(app, { email: 'late@example.com' });
    const expired = await changeToken(lateSession, 'late-new@example.com');
    await db().execute(
      `update account_tokens set expires_at = now() - interval '1 second' where user_id = ? and purpose = 'email_change'`,
      [late.id],
    );
    expect(errorMessage(await gql(app, CONFIRM, { token: expired }))).toBe(INVALID_EMAIL_CHANGE_LINK);
    expect(errorMessage(await gql(app, CONFIRM, { token: 'z'.repeat(43) }))).toBe(INVALID_EMAIL_CHANGE_LINK);
    expect((await me(lateSession))?.email).toBe('late@example.com');
  });

  it("takes no other purpose's token, and only the latest link asked for", async () => {
    const { user, token } = await createUser(app, { email: 'purpose@example.com' });
    const em = db();
    const verification = issueAccountToken(
      em,
      app.deps.clock.now(),
      em.getReference(User, user.id),
      'email_verification',
    );
    await em.flush();
    expect(errorMessage(await gql(app, CONFIRM, { token: verification }))).toBe(INVALID_EMAIL_CHANGE_LINK);

    const first = await changeToken(token, 'first-choice@example.com');
    const second = await changeToken(token, 'second-choice@example.com');
    expect(errorMessage(await gql(app, CONFIRM, { token: first }))).toBe(INVALID_EMAIL_CHANGE_LINK);
    expect((await gql(app, CONFIRM, { token: second })).errors).toBeUndefined();
    expect((await me(token))?.email).toBe('second-choice@example.com');
  });

  it("changes the token's account, whoever opens the link: another signed-in account stays as it is", async () => {
    const { user: owner, token: ownerSession } = await createUser(app, { email: 'owner@example.com' });
    const { token: bystander } = await createUser(app, { email: 'bystander@example.com' });
    const link = await changeToken(ownerSession, 'owner-new@example.com');
    expect((await gql(app, CONFIRM, { token: link }, { token: bystander })).errors).toBeUndefined();
    expect((await me(bystander))?.email).toBe('bystander@example.com');
    expect((await me(ownerSession))?.id).toBe(owner.id);
    expect((await me(ownerSession))?.email).toBe('owner-new@example.com');
  });

  it('refuses with CONFLICT when another account took the address since, and changes nothing', async () => {
    const { token } = await createUser(app, { email: 'slow@example.com' });
    const link = await changeToken(token, 'contested@example.com');
    await createUser(app, { email: 'contested@example.com' });
    const answer = await gql(app, CONFIRM, { token: link });
    expect(errorCode(answer)).toBe('CONFLICT');
    expect((await me(token))?.email).toBe('slow@example.com');
  });
});

describe('a pending change when the owner takes the account back', () => {
  const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`;
  const REVOKE_OTHERS = 'mutation { revokeOtherSessions { success } }';
  const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) { success } }';
  const RESET = 'mutation($token: String!) { resetPassword(token: $token, newPassword: "taken-back1!") { success } }';

  /** The owner's session, and the link an intruder who once had the password asked for, from a session of their own. */
  async function intrudedAccount(email: string, intruderEmail: string) {
    const { user, token: owner } = await createUser(app, { email });
    const signedIn = await gql<{ login: { token: string } }>(app, LOGIN, {
      input: { email, password: DEFAULT_PASSWORD },
    });
    const intruder = signedIn.data!.login.token;
    return { user, owner, link: await changeToken(intruder, intruderEmail) };
  }

  /** A reset link mailed to this address (the intruder's own, once the change went through). */
  async function resetLink(email: string) {
    expect((await gql(app, REQUEST_RESET, { email })).errors).toBeUndefined();
    const [mail] = await smtp.waitFor((m) => m.to === email && m.subject.startsWith('Reset your password'));
    return tokenFrom(mail!, '/reset-password');
  }

  it('a password change retires the change link and every reset link mailed before', async () => {
    const { owner, link } = await intrudedAccount('pw-owner@example.com', 'pw-intruder@example.com');
    const reset = await resetLink('pw-owner@example.com');
    const changed = await gql<{ changePassword: { token: string } }>(
      app,
      CHANGE_PASSWORD,
      { input: { currentPassword: DEFAULT_PASSWORD, newPassword: 'taken-back1!' } },
      { token: owner },
    );
    expect(changed.errors).toBeUndefined();
    expect(errorMessage(await gql(app, CONFIRM, { token: link }))).toBe(INVALID_EMAIL_CHANGE_LINK);
    expect(errorMessage(await gql(app, RESET, { token: reset }))).toBe(INVALID_RESET_LINK);
    expect((await me(changed.data!.changePassword.token))?.email).toBe('pw-owner@example.com');
  });

  it("'sign out of all other devices' retires the change link", async () => {
    const { owner, link } = await intrudedAccount('so-owner@example.com', 'so-intruder@example.com');
    expect((await gql(app, REVOKE_OTHERS, {}, { token: owner })).errors).toBeUndefined();
    expect(errorMessage(await gql(app, CONFIRM, { token: link }))).toBe(INVALID_EMAIL_CHANGE_LINK);
    expect((await me(owner))?.email).toBe('so-owner@example.com');
  });

  it('a password reset retires the change link', async () => {
    const { link } = await intrudedAccount('rs-owner@example.com', 'rs-intruder@example.com');
    expect((await gql(app, RESET, { token: await resetLink('rs-owner@example.com') })).errors).toBeUndefined();
    expect(errorMessage(await gql(app, CONFIRM, { token: link }))).toBe(INVALID_EMAIL_CHANGE_LINK);
    const back = await gql(app, LOGIN, { input: { email: 'rs-owner@example.com', password: 'taken-back1!' } });
    expect(back.errors).toBeUndefined();
  });

  it('a reset link mailed to the old address stops working once the email changes', async () => {
    const { token: owner } = await createUser(app, { email: 'mover@example.com' });
    const reset = await resetLink('mover@example.com');
    expect((await gql(app, CONFIRM, { token: await changeToken(owner, 'moved@example.com') })).errors).toBeUndefined();
    expect(errorMessage(await gql(app, RESET, { token: reset }))).toBe(INVALID_RESET_LINK);
  });
});

describe('cancelEmailChange', () => {
  const CANCEL = 'mutation($token: String!) { cancelEmailChange(token: $token) { cancelledAt success message } }';

  /** The "this wasn't me" link mailed to the current address when the change was asked for. */
  async function cancelLink(email: string) {
    const [mail] = await smtp.waitFor((m) => m.to === email && m.subject.startsWith('Your email is about to change'));
    return { mail: mail!, token: tokenFrom(mail!, '/cancel-email-change') };
  }

  it("tells the current address at once, and its one link cancels the change: the change's link stops working", async () => {
    const { token } = await createUser(app, { email: 'stays@example.com', fullName: 'Staying Sam' });
    const link = await changeToken(token, 'thief@example.com');
    const { mail, token: cancel } = await cancelLink('stays@example.com');
    expect(mail.subject).toBe('Your email is about to change');
    expect(mail.text).toContain('Hello Staying Sam,');
    expect(mail.text).toContain('to thief@example.com');
    expect(mail.text).toContain(`This wasn't me: http://client.test/cancel-email-change?token=${cancel}`);

    // Signed out, as from the mail: the token is the proof.
    const before = Date.now();
    const cancelled = await gql<{ cancelEmailChange: { cancelledAt: string } }>(app, CANCEL, { token: cancel });
    const cancelledAt = Date.parse(cancelled.data!.cancelEmailChange.cancelledAt);
    expect(cancelledAt).toBeGreaterThanOrEqual(before);
    expect(cancelledAt).toBeLessThanOrEqual(Date.now());
    expect(cancelled.data).toEqual({
      cancelEmailChange: {
        cancelledAt: cancelled.data!.cancelEmailChange.cancelledAt,
        success: true,
        message:
          'The email change is cancelled: your account keeps this address. If you did not ask for it, change your password.',
      },
    });
    expect(errorMessage(await gql(app, CONFIRM, { token: link }))).toBe(INVALID_EMAIL_CHANGE_LINK);
    expect((await me(token))?.email).toBe('stays@example.com');
    const again = await gql(app, CANCEL, { token: cancel });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(errorMessage(again)).toBe(INVALID_CANCEL_LINK);
  });

  it('no longer works once the change is confirmed, nor after a newer request; takes no other token', async () => {
    const { token } = await createUser(app, { email: 'done@example.com' });
    const link = await changeToken(token, 'done-new@example.com');
    const { token: cancel } = await cancelLink('done@example.com');
    expect((await gql(app, CONFIRM, { token: link })).errors).toBeUndefined();
    expect(errorMessage(await gql(app, CANCEL, { token: cancel }))).toBe(INVALID_CANCEL_LINK);
    expect((await me(token))?.email).toBe('done-new@example.com');

    const { token: other } = await createUser(app, { email: 'twice@example.com' });
    const firstLink = await changeToken(other, 'twice-a@example.com');
    expect(errorMessage(await gql(app, CANCEL, { token: firstLink }))).toBe(INVALID_CANCEL_LINK);
    const { token: firstCancel } = await cancelLink('twice@example.com');
    await changeToken(other, 'twice-b@example.com');
    expect(errorMessage(await gql(app, CANCEL, { token: firstCancel }))).toBe(INVALID_CANCEL_LINK);
  });
});
