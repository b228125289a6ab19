import { beforeAll, describe, expect, it } from 'vitest';
import { contact, exportOf, FIREFOX, SET_COMPLETED, signIn } from '../../test/account-fixtures';
import { createCourse } from '../../test/course-factories';
import { createUser } from '../../test/factories';
import { gql } from '../../test/graphql-client';
import type { TestApp } from '../../test/harness';
import { withMailingApp } from '../../test/mail-catcher';
import { createPayment, editProfile } from '../../test/payment-fixtures';
import { allRight, allWrong, createQuizAs, quizInput, start, submit } from '../../test/quiz-factories';
import { User } from '../identity/user/user.entity';

/** md5('1'): a recovery code's stored hash in the fixture, which the export must not carry. */
const md5Of1 = 'c4ca4238a0b923820dcc509a6f75849b';

let app: TestApp;
let admin: { token: string };
withMailingApp((started) => {
  ({ app } = started);
});
beforeAll(async () => {
  admin = await createUser(app, { role: 'ADMIN', email: 'books-admin@example.com' });
});

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

describe('exportMyData', () => {
  it("holds the account's profile, subscription, sessions, payments, progress and certificates, and nothing of another account", async () => {
    const { user, token } = await createUser(app, {
      email: 'export-me@example.com',
      fullName: 'Ada Export',
      subscriptionStatus: 'active',
    });
    await editProfile(app, token, 'Ada Export');
    expect((await signIn(app, user.email)).data).toBeDefined();
    const payment = await createPayment(app, user, {
      amount: 49_900,
      taxAmount: 7_612,
      card: { brand: 'mastercard', last4: '4444' },
    });
    await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { cardBrand: 'visa', cardLast4: '4242' });
    const { course, lectures } = await createCourse(app, { title: 'Exported Course' }, { lectures: 1 });
    const completed = await gql(app, SET_COMPLETED, { lectureId: lectures[0]!.id, completed: true }, { token });
    expect(completed.errors).toBeUndefined();

    await contact(app, 'Export-Me@example.com', 'Where is my certificate?');

    const other = await createUser(app, { email: 'someone-else@example.com', fullName: 'Zed Other' });
    await createPayment(app, other.user, { amount: 12_345 });
    await contact(app, 'someone-else@example.com', 'A message of somebody else');

    const { filename, json, document } = await exportOf(app, token);
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

    const otherExport = await exportOf(app, other.token);
    expect(otherExport.json).not.toContain('export-me@example.com');
    expect(otherExport.document.lectureProgress).toEqual([]);
    expect(otherExport.document.certificates).toEqual([]);
  });

  it('holds how the account signs in (never a secret), its Q&A posts, quizzes, notes, review and downloads', async () => {
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
    const missed = await start(app, token, quiz.id);
    await submit(app, token, missed.id, allWrong(missed));
    const noted = await gql(
      app,
      'mutation Note($lectureId: ID!, $input: AddNoteInput!) { addNote(lectureId: $lectureId, input: $input) { id } }',
      { lectureId: lectures[0]!.id, input: { kind: 'NOTE', atSeconds: 2, body: 'Effects run twice in dev' } },
      { token },
    );
    expect(noted.errors).toBeUndefined();
    // A download issued to this device (straight in: issuing one needs a transcoded lecture, which this test has not).
    await em.execute(
      `insert into download_grants (id, session_id, user_id, lecture_id, quality, created_at, expires_at)
       select gen_random_uuid(), id, user_id, ?, 'SD_360', now(), now() + interval '30 days' from sessions
       where user_id = ? limit 1`,
      [lectures[0]!.id, user.id],
    );

    const { json, document } = await exportOf(app, token);
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
      expect.objectContaining({ quizTitle: 'Exported quiz', number: 2, passed: false }),
      expect.objectContaining({ quizTitle: 'Exported quiz', number: 1, scorePercent: 100, passed: true }),
    ]);
    expect(document.notes).toEqual([
      expect.objectContaining({
        courseTitle: 'Asked Course',
        kind: 'NOTE',
        atSeconds: 2,
        body: 'Effects run twice in dev',
      }),
    ]);
    expect(document.reviewCards.length).toBe(missed.questions.length);
    expect(document.reviewCards[0]).toMatchObject({ quizTitle: 'Exported quiz', reviews: 0, lapses: 0 });
    expect(document.downloads).toEqual([
      expect.objectContaining({ courseTitle: 'Asked Course', lectureTitle: lectures[0]!.title, quality: 'SD_360' }),
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
      const { queries } = await app.captureQueries(() => exportOf(app, token));
      return queries.length;
    };
    expect(course.id).toBeDefined();
    const few = await measure(1);
    expect(await measure(3)).toBe(few);
    // The viewer's session, the user and the export's own reads: one statement per kind of record.
    expect(few).toBeLessThanOrEqual(18);
  });
});
