import { beforeAll, describe, expect, it } from 'vitest';
import { contact, exportOf, LOGIN, SET_COMPLETED, signIn } from '../../test/account-fixtures';
import { createCourse } from '../../test/course-factories';
import { createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { PNG_1PX } from '../../test/fixtures/images';
import { errorCode, errorMessage, gql, gqlUpload } from '../../test/graphql-client';
import type { TestApp } from '../../test/harness';
import { type MailCatcher, withMailingApp } from '../../test/mail-catcher';
import { editProfile, nodesOf, ops, type Page, subscribeInTestMode } from '../../test/payment-fixtures';
import { Payment } from '../commerce/payment/payment.entity';
import { closedPaymentIntentRef } from '../commerce/payment/payment-anonymisation';
import { User } from '../identity/user/user.entity';
import { LIMITS } from '../rate-limit/rate-limits';

const DELETE = `mutation DeleteAccount($password: String!) {
  deleteAccount(password: $password) { id subscriptionCancelled refunded success message }
}`;
const SESSIONS = '{ mySessions { id } }';
const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!, $avatar: Upload) {
    register(input: $input, avatar: $avatar) { token user { id email } }
  }`;
const STATS = 'query Stats($year: Int) { stats(year: $year) { allUsersCount monthlySales collectedRevenue } }';

let smtp: MailCatcher;
let app: TestApp;
let admin: { token: string };
withMailingApp((started) => {
  ({ app, smtp } = started);
});
beforeAll(async () => {
  admin = await createUser(app, { role: 'ADMIN', email: 'books-admin@example.com' });
});

const deleteAccount = (token: string, password: string) =>
  gql<{
    deleteAccount: { id: string; subscriptionCancelled: boolean; refunded: boolean; success: boolean; message: string };
  }>(app, DELETE, { password }, { token });

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

const contactMessagesOf = (email: string) =>
  app.orm.em
    .fork()
    .execute<{ message: string }[]>('select message from contact_messages where lower(email) = ?', [email]);

const outboxTo = (email: string) =>
  app.orm.em.fork().execute<{ subject: string }[]>('select subject from outbox where recipient = ?', [email]);

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
    await subscribeInTestMode(app, token);
    const otherDevice = (await signIn(app, user.email)).data!.login.token;
    const { lectures } = await createCourse(app, { title: 'Left Course' }, { lectures: 1 });
    await gql(app, SET_COMPLETED, { lectureId: lectures[0]!.id, completed: true }, { token });
    const [payment] = await app.orm.em.fork().find(Payment, { user: user.id });
    expect(payment).toMatchObject({
      providerInvoiceId: expect.any(String),
      providerPaymentIntentId: expect.any(String),
      cardLast4: '4242',
    });
    await contact(app, 'LEAVING@example.com', 'Please delete my data');
    await contact(app, 'staying@example.com', 'A message of somebody who stays');

    const response = await deleteAccount(token, DEFAULT_PASSWORD);
    expect(response.errors).toBeUndefined();
    // What became of the account; the deprecated fields still answer as they did, for integrators not yet moved.
    expect(response.data?.deleteAccount).toEqual({
      id: user.id,
      subscriptionCancelled: true,
      refunded: true,
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
    const fresh = await exportOf(app, again.data!.register.token);
    expect(fresh.document.payments).toEqual([]);
    expect(fresh.document.lectureProgress).toEqual([]);
    expect(fresh.document.mails.map((mail) => mail.subject)).toEqual(['Welcome to CourseHub']);
  });

  it("takes the account's email and name out of its webhook events, keeping its id", async () => {
    const registered = await gqlUpload<{ register: { token: string; user: { id: string } } }>(
      app,
      REGISTER,
      { input: { fullName: 'Ida Integrated', email: 'in-events@example.com', password: 'event-ful9!' }, avatar: null },
      [{ path: 'variables.avatar', filename: 'me.png', content: PNG_1PX }],
    );
    expect(registered.errors).toBeUndefined();
    const { token, user } = registered.data!.register;
    const eventsOf = async () =>
      (
        await app.orm.em
          .fork()
          .getConnection()
          .execute<{ body: string }[]>(`select body from webhook_events where body::jsonb -> 'data' ->> 'userId' = ?`, [
            user.id,
          ])
      ).map((row) => JSON.parse(row.body) as { type: string; data: Record<string, unknown> });
    expect((await eventsOf()).find((event) => event.type === 'user.created')?.data.email).toBe('in-events@example.com');

    expect((await deleteAccount(token, 'event-ful9!')).data?.deleteAccount.success).toBe(true);
    const created = (await eventsOf()).find((event) => event.type === 'user.created');
    expect(created?.data).toEqual({ userId: user.id, email: null, fullName: null });
    const [stored] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from webhook_events where body like '%in-events@example.com%'`);
    expect(Number(stored?.n)).toBe(0);
  });

  it('cancels without a refund past the refund window, and the dashboard still counts the anonymised payment', async () => {
    const { user, token } = await createUser(app, { email: 'long-time@example.com', emailVerified: true });
    await subscribeInTestMode(app, token);
    // Mid-June of last year: months past the refund window, and the same month and year of the dashboard whatever
    // today's date (a payment a fixed number of days ago moves to last year's dashboard early in January).
    const year = new Date().getUTCFullYear() - 1;
    const paidAt = new Date(Date.UTC(year, 5, 15, 12));
    expect(Date.now() - paidAt.getTime()).toBeGreaterThan(app.config.plan.refundWindowDays * 24 * 3600 * 1000);
    const [payment] = await app.orm.em.fork().find(Payment, { user: user.id });
    await app.orm.em.fork().nativeUpdate(Payment, { id: payment!.id }, { paidAt });
    const before = await stats(year);

    const response = await deleteAccount(token, DEFAULT_PASSWORD);
    expect(response.data?.deleteAccount).toMatchObject({
      subscriptionCancelled: true,
      refunded: false,
      message:
        "Your account has been deleted. Your subscription was cancelled; this year's payment was past the refund window, so it was not refunded.",
    });
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
      expect(response.data?.deleteAccount).toEqual({
        id: user.id,
        subscriptionCancelled: false,
        refunded: false,
        success: true,
        message: 'Your account has been deleted.',
      });
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
