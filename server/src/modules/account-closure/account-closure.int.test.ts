import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { type MailCatcher, withMailingApp } from '../../../test/mail-catcher';
import { createPayment, editProfile, nodesOf, ops, type Page } from '../../../test/payment-fixtures';
import { allRight, createQuizAs, quizInput, start, submit } from '../../../test/quiz-factories';
import { LIMITS } from '../../rate-limit/rate-limits';
import { Payment } from '../payment/payment.entity';
import { closedPaymentIntentRef } from '../payment/payment-anonymisation';
import { User } from '../user/user.entity';
import type { AccountDataDocument } from './account-export.service';

const EXPORT = 'query ExportMyData { exportMyData { filename json } }';
const DELETE = 'mutation DeleteAccount($password: String!) { deleteAccount(password: $password) { success message } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { token } }';
const SESSIONS = '{ mySessions { id } }';
const SET_COMPLETED = /* GraphQL */ `
  mutation SetCompleted($lectureId: ID!, $completed: Boolean!) {
    setLectureCompleted(lectureId: $lectureId, completed: $completed) { completed }
  }`;
const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!, $avatar: Upload) {
    register(input: $input, avatar: $avatar) { token user { id email } }
  }`;
const STATS = 'query Stats($year: Int) { stats(year: $year) { allUsersCount monthlySales collectedRevenue } }';
const CONTACT = 'mutation Contact($input: ContactInput!) { submitContact(input: $input) { success } }';
/** md5('1'): a recovery code's stored hash in the fixture, which the export must not carry. */
const md5Of1 = 'c4ca4238a0b923820dcc509a6f75849b';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let smtp: MailCatcher;
let app: TestApp;
let admin: { token: string };
withMailingApp((started) => {
  ({ app, smtp } = started);
});
beforeAll(async () => {
  admin = await createUser(app, { role: 'ADMIN', email: 'books-admin@example.com' });
});

async function exportOf(token: string) {
  const response = await gql<{ exportMyData: { filename: string; json: string } }>(app, EXPORT, {}, { token });
  expect(response.errors).toBeUndefined();
  const { filename, json } = response.data!.exportMyData;
  return { filename, json, document: JSON.parse(json) as AccountDataDocument };
}

const deleteAccount = (token: string, password: string) =>
  gql<{ deleteAccount: { success: boolean; message: string } }>(app, DELETE, { password }, { token });

/** Signs in as a browser with a user agent would, so the session list has a device to show. */
async function signIn(email: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': FIREFOX },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email, password: DEFAULT_PASSWORD } } }),
  });
  return (await response.json()) as { data?: { login: { token: string } }; errors?: { message: string }[] };
}

/** Subscribes in test mode as the checkout page does: open, pay, confirm. */
async function subscribe(token: string) {
  const { data } = await gql<{ startCheckout: { id: string; url: string } }>(app, ops.startCheckout, {}, { token });
  const { id, url } = data!.startCheckout;
  const paid = await fetch(`${app.url}${new URL(url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  expect((await gql(app, ops.confirmCheckout, { sessionId: id }, { token })).errors).toBeUndefined();
}

/** The dashboard's numbers for a year (its default: the current one). */
async function stats(year?: number) {
  const response = await gql<{ stats: { allUsersCount: number; monthlySales: number[]; collectedRevenue: number } }>(
    app,
    STATS,
    { year },
    admin,
  );
  return response.data!.stats;
}

/** A message through the public contact form, as a visitor sends one. */
async function contact(email: string, message: string) {
  const response = await gql<{ submitContact: { success: boolean } }>(app, CONTACT, {
    input: { name: 'Form Sender', email, message },
  });
  expect(response.data?.submitContact.success).toBe(true);
}

const contactMessagesOf = (email: string) =>
  app.orm.em
    .fork()
    .execute<{ message: string }[]>('select message from contact_messages where lower(email) = ?', [email]);

/** Waits until the mail job has sent everything queued: its statements would otherwise be counted as the export's. */
async function mailsSent() {
  const unsent = async () =>
    Number(
      (await app.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from outbox where sent_at is null'))[0]
        ?.n,
    );
  for (let wait = 0; (await unsent()) > 0; wait++) {
    if (wait > 100) throw new Error('the outbox did not drain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const outboxTo = (email: string) =>
  app.orm.em.fork().execute<{ subject: string }[]>('select subject from outbox where recipient = ?', [email]);

describe('exportMyData', () => {
  it("holds the account's profile, subscription, sessions, payments, progress and certificates, and nothing of another account", async () => {
    const { user, token } = await createUser(app, {
      email: 'export-me@example.com',
      fullName: 'Ada Export',
      subscriptionStatus: 'active',
    });
    await editProfile(app, token, 'Ada Export');
    expect((await signIn(user.email)).data).toBeDefined();
    const payment = await createPayment(app, user, {
      amount: 49_900,
      taxAmount: 7_612,
      card: { brand: 'mastercard', last4: '4444' },
    });
    await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { cardBrand: 'visa', cardLast4: '4242' });
    const { course, lectures } = await createCourse(app, { title: 'Exported Course' }, { lectures: 1 });
    const completed = await gql(app, SET_COMPLETED, { lectureId: lectures[0]!.id, completed: true }, { token });
    expect(completed.errors).toBeUndefined();

    await contact('Export-Me@example.com', 'Where is my certificate?');

    const other = await createUser(app, { email: 'someone-else@example.com', fullName: 'Zed Other' });
    await createPayment(app, other.user, { amount: 12_345 });
    await contact('someone-else@example.com', 'A message of somebody else');

    const { filename, json, document } = await exportOf(token);
    expect(filename).toMatch(/^coursehub-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(filename).toBe(`coursehub-data-${document.exportedOn}.json`);
    expect(document.profile).toMatchObject({
      id: user.id,
      fullName: 'Ada Export',
      email: 'export-me@example.com',
      role: 'USER',
      emailVerified: false,
    });
    expect(document.profile.avatarUrl).toMatch(/^\/media\/images\/avatars\//);
    expect(document.subscription.status).toBe('active');
    expect(document.subscription.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(document.sessions).toHaveLength(2);
    expect(document.sessions.find((session) => session.userAgent === FIREFOX)).toMatchObject({
      device: 'Firefox on Linux',
      ip: '127.0.0.1',
      endedAt: null,
    });
    // Each payment keeps the card it was paid with, whatever card the subscription has since.
    expect(document.payments).toEqual([
      expect.objectContaining({
        id: payment.id,
        amount: 49_900,
        currency: 'INR',
        status: 'paid',
        taxAmount: 7_612,
        card: { brand: 'mastercard', last4: '4444' },
        providerIds: expect.objectContaining({ invoiceId: payment.providerInvoiceId }),
      }),
    ]);
    expect(document.payments[0]).not.toHaveProperty('customer');
    // What the form keeps of a message sent from the account's address (as typed, in any case).
    expect(document.contactMessages).toEqual([
      { name: 'Form Sender', message: 'Where is my certificate?', createdAt: expect.any(String) },
    ]);
    expect(document.lectureProgress).toEqual([
      expect.objectContaining({ courseTitle: 'Exported Course', lectureTitle: lectures[0]!.title }),
    ]);
    expect(document.lectureProgress[0]?.completedAt).not.toBeNull();
    expect(document.certificates).toEqual([
      expect.objectContaining({ courseId: course.id, courseTitle: 'Exported Course', learnerName: 'Ada Export' }),
    ]);
    expect(document.accountLinks).toEqual([]);
    // The new sign-in from Firefox was mailed to the account.
    expect(document.mails.map((mail) => mail.subject)).toContain('New sign-in to your account');
    expect(json).not.toContain('someone-else@example.com');
    expect(json).not.toContain('Zed Other');
    expect(json).not.toContain(other.user.id);
    expect(json).not.toContain('"amount": 12345');
    expect(json).not.toContain('A message of somebody else');
    expect(json).not.toMatch(/password|token_?hash/i);

    const otherExport = await exportOf(other.token);
    expect(otherExport.json).not.toContain('export-me@example.com');
    expect(otherExport.document.lectureProgress).toEqual([]);
    expect(otherExport.document.certificates).toEqual([]);
  });

  it('holds how the account signs in (never a secret), its Q&A posts and quiz attempts', async () => {
    const { user, token } = await createUser(app, { subscriptionStatus: 'active', email: 'factors@example.com' });
    const em = app.orm.em.fork();
    await em.execute(
      `insert into passkeys (id, user_id, credential_id, public_key, counter, transports, backup_eligible, backed_up,
         name, created_at) values (gen_random_uuid(), ?, 'cred-export-1', 'PUBLIC-KEY-NEVER-EXPORTED', 0, '', true, true,
         'My laptop', now())`,
      [user.id],
    );
    await em.execute(
      `insert into recovery_codes (id, user_id, code_hash, created_at, used_at)
       select gen_random_uuid(), ?, md5(n::text), now(), case when n = 1 then now() end from generate_series(1, 10) n`,
      [user.id],
    );
    await em.execute(
      `insert into sso_links (id, provider_id, subject, user_id, email, created_at)
       values (gen_random_uuid(), 'acme', 'sub-123', ?, 'factors@acme.test', now())`,
      [user.id],
    );
    const { course, lectures } = await createCourse(app, { title: 'Asked Course' }, { lectures: 1 });
    const asked = await gql(
      app,
      'mutation Ask($lectureId: ID!, $input: AskQuestionInput!) { askQuestion(lectureId: $lectureId, input: $input) { id } }',
      { lectureId: lectures[0]!.id, input: { title: 'Why twice?', body: 'It runs twice in dev mode' } },
      { token },
    );
    expect(asked.errors).toBeUndefined();
    const quiz = await createQuizAs(app, admin.token, course.id, quizInput({ title: 'Exported quiz' }));
    const attempt = await start(app, token, quiz.id);
    await submit(app, token, attempt.id, allRight(attempt));

    const { json, document } = await exportOf(token);
    expect(document.signIn).toEqual({
      totpEnabledAt: null,
      recoveryCodesLeft: 9,
      passkeys: [{ name: 'My laptop', createdAt: expect.any(String), lastUsedAt: null, backedUp: true }],
      ssoLinks: [
        {
          provider: 'acme',
          subject: 'sub-123',
          email: 'factors@acme.test',
          linkedAt: expect.any(String),
          lastUsedAt: null,
        },
      ],
    });
    expect(json).not.toContain('PUBLIC-KEY-NEVER-EXPORTED');
    expect(json).not.toContain(md5Of1);
    expect(document.posts).toEqual([
      {
        courseTitle: 'Asked Course',
        lectureTitle: lectures[0]!.title,
        title: 'Why twice?',
        body: 'It runs twice in dev mode',
        createdAt: expect.any(String),
      },
    ]);
    expect(document.quizAttempts).toEqual([
      expect.objectContaining({ quizTitle: 'Exported quiz', number: 1, scorePercent: 100, passed: true }),
    ]);
  });

  it('costs the same statements whatever the number of sessions, payments and lectures', async () => {
    const { course, lectures } = await createCourse(app, { title: 'Counted' }, { lectures: 3 });
    const measure = async (records: number) => {
      const { user, token } = await createUser(app, { subscriptionStatus: 'active' });
      for (let n = 0; n < records; n++) {
        // Straight through the session port: a sign-in would mail, and the mail job's statements would be counted.
        await app.deps.sessions.issue(user, { ip: '192.0.2.1', userAgent: FIREFOX });
        await createPayment(app, user);
        await gql(app, SET_COMPLETED, { lectureId: lectures[n]!.id, completed: true }, { token });
      }
      await mailsSent();
      const { queries } = await app.captureQueries(() => exportOf(token));
      return queries.length;
    };
    expect(course.id).toBeDefined();
    const few = await measure(1);
    expect(await measure(3)).toBe(few);
    // The viewer's session, the user and the export's own reads: one statement per kind of record.
    expect(few).toBeLessThanOrEqual(15);
  });
});

describe('deleteAccount', () => {
  it('refuses a wrong password clearly and changes nothing, and backs off like a login after repeated ones', async () => {
    const { user, token } = await createUser(app, { email: 'careful@example.com' });
    const wrong = await deleteAccount(token, 'not-my-password1!');
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    expect(errorMessage(wrong)).toBe('Current password is incorrect');
    expect(wrong.errors?.[0]?.extensions?.field).toBe('password');
    expect(await app.orm.em.fork().count(User, { id: user.id })).toBe(1);
    expect(errorCode(await gql(app, SESSIONS, {}, { token }))).toBeUndefined();

    for (let failure = 1; failure < LIMITS.failuresPerAccountAndIp; failure++) {
      expect(errorCode(await deleteAccount(token, 'not-my-password1!'))).toBe('BAD_USER_INPUT');
    }
    expect(errorCode(await deleteAccount(token, DEFAULT_PASSWORD))).toBe('TOO_MANY_REQUESTS');
    expect(await app.orm.em.fork().count(User, { id: user.id })).toBe(1);
  });

  it('cancels and refunds a fresh subscription, removes the avatar and personal data, keeps the payment anonymised', async () => {
    const { user, token } = await createUser(app, { email: 'leaving@example.com', emailVerified: true });
    await editProfile(app, token, 'Lea Leaving');
    const avatarKey = (await app.orm.em.fork().findOneOrFail(User, user.id)).avatarKey!;
    expect(await app.deps.storage.exists(avatarKey)).toBe(true);
    await subscribe(token);
    const otherDevice = (await signIn(user.email)).data!.login.token;
    const { lectures } = await createCourse(app, { title: 'Left Course' }, { lectures: 1 });
    await gql(app, SET_COMPLETED, { lectureId: lectures[0]!.id, completed: true }, { token });
    const [payment] = await app.orm.em.fork().find(Payment, { user: user.id });
    expect(payment).toMatchObject({
      providerInvoiceId: expect.any(String),
      providerPaymentIntentId: expect.any(String),
      cardLast4: '4242',
    });
    await contact('LEAVING@example.com', 'Please delete my data');
    await contact('staying@example.com', 'A message of somebody who stays');

    const response = await deleteAccount(token, DEFAULT_PASSWORD);
    expect(response.errors).toBeUndefined();
    expect(response.data?.deleteAccount).toEqual({
      success: true,
      message:
        "Your account has been deleted. Your subscription was cancelled and this year's payments refunded in full.",
    });
    expect(response.headers.getSetCookie().some((cookie) => /^token=;/.test(cookie))).toBe(true);

    // Every session ended: the token used, and the other device's.
    expect((await gql(app, SESSIONS, {}, { token })).status).toBe(401);
    expect((await gql(app, SESSIONS, {}, { token: otherDevice })).status).toBe(401);
    expect(await app.deps.storage.exists(avatarKey)).toBe(false);

    const connection = app.orm.em.fork().getConnection();
    for (const table of ['sessions', 'account_tokens', 'lecture_progress', 'certificates', 'latest_checkouts']) {
      const [row] = await connection.execute<{ n: string }[]>(`select count(*) as n from ${table} where user_id = ?`, [
        user.id,
      ]);
      expect(Number(row?.n), table).toBe(0);
    }
    const kept = await app.orm.em.fork().findOneOrFail(Payment, payment!.id);
    expect(kept).toMatchObject({ user: null, status: 'refunded', refundReason: 'cancellation', amount: 49_900 });
    // Anonymised: nothing left that leads to the customer at the payment provider, nor the card; only a digest of the
    // payment intent, which the provider's own id matches.
    expect(kept).toMatchObject({
      providerInvoiceId: null,
      providerSubscriptionId: null,
      providerCheckoutSessionId: null,
      providerPaymentIntentId: closedPaymentIntentRef(payment!.providerPaymentIntentId!),
      providerRefundId: null,
      providerDisputeId: null,
      cardBrand: null,
      cardLast4: null,
    });
    expect(await contactMessagesOf('leaving@example.com')).toEqual([]);
    expect(await contactMessagesOf('staying@example.com')).toEqual([{ message: 'A message of somebody who stays' }]);
    const report = await gql<{ payments: Page<{ id: string; customer: unknown }> }>(app, ops.payments, {}, admin);
    expect(nodesOf(report.data?.payments).find((row) => row.id === payment!.id)).toMatchObject({ customer: null });

    // The cancellation mail and the goodbye, and nothing queued before the deletion left in the outbox.
    const goodbye = await smtp.waitFor((mail) => mail.to === user.email && mail.subject.startsWith('Your account'));
    expect(goodbye[0]?.subject).toBe('Your account has been deleted');
    expect(goodbye[0]?.text).toContain('Hello Lea Leaving,');
    expect(goodbye[0]?.text).toContain('Your subscription was cancelled');
    await smtp.waitFor((mail) => mail.to === user.email && mail.subject.startsWith('Subscription cancelled'));
    expect((await outboxTo(user.email)).map((row) => row.subject).sort()).toEqual([
      'Subscription cancelled and refunded',
      'Your account has been deleted',
    ]);

    // The address is free again; the old password signs nobody in.
    expect(errorCode(await gql(app, LOGIN, { input: { email: user.email, password: DEFAULT_PASSWORD } }))).toBe(
      'UNAUTHENTICATED',
    );
    const again = await gqlUpload<{ register: { token: string; user: { id: string } } }>(
      app,
      REGISTER,
      { input: { fullName: 'Lea Again', email: user.email, password: 'fresh-start9!' }, avatar: null },
      [{ path: 'variables.avatar', filename: 'me.png', content: PNG_1PX }],
    );
    expect(again.errors).toBeUndefined();
    expect(again.data?.register.user.id).not.toBe(user.id);
    const fresh = await exportOf(again.data!.register.token);
    expect(fresh.document.payments).toEqual([]);
    expect(fresh.document.lectureProgress).toEqual([]);
    expect(fresh.document.mails.map((mail) => mail.subject)).toEqual(['Welcome to CourseHub']);
  });

  it('cancels without a refund past the refund window, and the dashboard still counts the anonymised payment', async () => {
    const { user, token } = await createUser(app, { email: 'long-time@example.com', emailVerified: true });
    await subscribe(token);
    // Mid-June of last year: months past the refund window, and the same month and year of the dashboard whatever
    // today's date (a payment a fixed number of days ago moves to last year's dashboard early in January).
    const year = new Date().getUTCFullYear() - 1;
    const paidAt = new Date(Date.UTC(year, 5, 15, 12));
    expect(Date.now() - paidAt.getTime()).toBeGreaterThan(app.config.plan.refundWindowDays * 24 * 3600 * 1000);
    const [payment] = await app.orm.em.fork().find(Payment, { user: user.id });
    await app.orm.em.fork().nativeUpdate(Payment, { id: payment!.id }, { paidAt });
    const before = await stats(year);

    const response = await deleteAccount(token, DEFAULT_PASSWORD);
    expect(response.data?.deleteAccount.message).toBe(
      "Your account has been deleted. Your subscription was cancelled; this year's payment was past the refund window, so it was not refunded.",
    );
    const kept = await app.orm.em.fork().findOneOrFail(Payment, payment!.id);
    expect(kept).toMatchObject({ user: null, status: 'paid', refundedAt: null });

    const after = await stats(year);
    expect(after.allUsersCount).toBe(before.allUsersCount - 1);
    expect(after.monthlySales).toEqual(before.monthlySales);
    expect(after.collectedRevenue).toBe(before.collectedRevenue);
    expect(after.monthlySales[paidAt.getUTCMonth()]).toBeGreaterThan(0);
  });

  it('deletes the account even when the avatar cannot be removed: the file is left orphaned and logged', async () => {
    const { user, token } = await createUser(app, { email: 'storage-down@example.com' });
    await editProfile(app, token, 'Sid Storage');
    const avatarKey = (await app.orm.em.fork().findOneOrFail(User, user.id)).avatarKey!;
    const storage = app.deps.storage;
    const realDelete = storage.delete;
    storage.delete = () => Promise.reject(new Error('storage unavailable'));
    try {
      const response = await deleteAccount(token, DEFAULT_PASSWORD);
      expect(response.data?.deleteAccount).toEqual({ success: true, message: 'Your account has been deleted.' });
    } finally {
      storage.delete = realDelete;
    }
    expect(await app.orm.em.fork().count(User, { id: user.id })).toBe(0);
    expect((await gql(app, SESSIONS, {}, { token })).status).toBe(401);
    expect(await storage.exists(avatarKey)).toBe(true);
  });

  it('refuses the last administrator, and lets an administrator go while another remains', async () => {
    const { user, token } = await createUser(app, { role: 'ADMIN', email: 'last-admin@example.com' });
    const demoted = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(`update users set role = 'USER' where role = 'ADMIN' and id <> ? returning id`, [
        user.id,
      ]);
    try {
      const refused = await deleteAccount(token, DEFAULT_PASSWORD);
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect(errorMessage(refused)).toBe(
        'You are the only administrator, so this account cannot be deleted. Make another account an administrator first.',
      );
      expect(await app.orm.em.fork().count(User, { id: user.id })).toBe(1);
    } finally {
      await app.orm.em.fork().nativeUpdate(User, { id: { $in: demoted.map((row) => row.id) } }, { role: 'ADMIN' });
    }
    expect((await deleteAccount(token, DEFAULT_PASSWORD)).data?.deleteAccount.success).toBe(true);
    expect(await app.orm.em.fork().count(User, { id: user.id })).toBe(0);
  });
});
