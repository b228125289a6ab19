import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type MailCatcher, startMailCatcher } from '../../../test/mail-catcher';
import { ops } from '../../../test/payment-fixtures';
import { OutboxMessage } from '../../mail/outbox.entity';
import type { TestModePaymentProvider } from '../../payments/test-mode.provider';
import { Payment } from '../payment/payment.entity';
import { receiptNumber } from '../payment/receipt-number';

const CANCEL = 'mutation { cancelSubscription { refunded } }';
const SET_LOCALE = 'mutation SetLocale($locale: String) { setLocale(locale: $locale) { id locale } }';

let smtp: MailCatcher;
let app: TestApp;
beforeAll(async () => {
  smtp = await startMailCatcher();
  app = await startTestApp({ SMTP_URL: smtp.url, CLIENT_URL: 'http://client.test' }, { workers: true });
  expect(app.deps.payments.kind).toBe('test');
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const mailsTo = (email: string, subject: string) =>
  app.orm.em.fork().count(OutboxMessage, { recipient: email, subject: { $like: `${subject}%` } });

/** A learner who paid on test mode's checkout page and came back to the app (confirmCheckout). */
async function subscriber(email: string) {
  const { user, token } = await createUser(app, { email, fullName: 'Paying Pat', emailVerified: true });
  const started = await gql<{ startCheckout: { id: string } }>(app, ops.startCheckout, {}, { token });
  const sessionId = started.data!.startCheckout.id;
  expect(await (app.deps.payments as TestModePaymentProvider).pay(sessionId)).toBe('complete');
  const confirmed = await gql(app, ops.confirmCheckout, { sessionId }, { token });
  expect(confirmed.errors).toBeUndefined();
  return { user, token, sessionId };
}

describe('payment mails', () => {
  it('a payment sends one receipt, however often it is confirmed', async () => {
    const { user, token, sessionId } = await subscriber('receipt@example.com');
    const [receipt] = await smtp.waitFor((m) => m.to === user.email && m.subject.startsWith('Your payment receipt'));
    expect(receipt?.subject).toBe('Your payment receipt');
    expect(receipt?.text).toContain('Hello Paying Pat,');
    expect(receipt?.text).toMatch(/we received ₹499 for your yearly CourseHub subscription on \d+ \w+ \d{4}\./);
    expect(receipt?.text).toMatch(/Your subscription runs until \d+ \w+ \d{4}\./);
    // The receipt page of this payment, named by its number.
    const [payment] = await app.orm.em.fork().find(Payment, { user: user.id });
    expect(receipt?.text).toContain(`Receipt ${receiptNumber(payment!)}: open it to view or print it.`);
    expect(receipt?.text).toContain(`http://client.test/receipt?id=${payment!.id}`);

    expect((await gql(app, ops.confirmCheckout, { sessionId }, { token })).errors).toBeUndefined();
    expect(await mailsTo(user.email, 'Your payment receipt')).toBe(1);
  });

  it("a learner who chose Hindi receives the receipt in Hindi, the amount in Hindi's formats", async () => {
    const email = 'hindi-receipt@example.com';
    const { user, token } = await createUser(app, { email, fullName: 'Asha', emailVerified: true });
    expect((await gql(app, SET_LOCALE, { locale: 'hi' }, { token })).errors).toBeUndefined();
    const started = await gql<{ startCheckout: { id: string } }>(app, ops.startCheckout, {}, { token });
    const sessionId = started.data!.startCheckout.id;
    expect(await (app.deps.payments as TestModePaymentProvider).pay(sessionId)).toBe('complete');
    expect((await gql(app, ops.confirmCheckout, { sessionId }, { token })).errors).toBeUndefined();
    const [receipt] = await smtp.waitFor((m) => m.to === user.email);
    expect(receipt?.subject).toBe('आपके भुगतान की रसीद');
    expect(receipt?.text).toContain('नमस्ते Asha,');
    expect(receipt?.text).toMatch(/धन्यवाद: \d+ \S+ \d{4} को हमें आपकी सालाना CourseHub सदस्यता के लिए ₹499 मिले।/);
    expect(receipt?.html).toContain('<html lang="hi">');
  });

  it('cancelling within the refund window sends "cancelled and refunded"', async () => {
    const { user, token } = await subscriber('refunded@example.com');
    const cancel = await gql<{ cancelSubscription: { refunded: boolean } }>(app, CANCEL, {}, { token });
    expect(cancel.data?.cancelSubscription.refunded).toBe(true);
    const [mail] = await smtp.waitFor((m) => m.to === user.email && m.subject.startsWith('Subscription cancelled'));
    expect(mail?.subject).toBe('Subscription cancelled and refunded');
    expect(mail?.text).toMatch(
      /you are within the refund window, so what you paid this year, ₹499, is refunded in full and your access ends now \(\d+ \w+ \d{4}\)\./,
    );
    expect(mail?.text).toContain('http://client.test/checkout');
  });

  it('cancelling after the refund window says nothing is refunded and access lasts to the period end', async () => {
    const { user, token } = await subscriber('late-cancel@example.com');
    await app.orm.em
      .fork()
      .nativeUpdate(Payment, { user: user.id }, { paidAt: new Date(Date.now() - 30 * 86_400_000) });
    const cancel = await gql<{ cancelSubscription: { refunded: boolean } }>(app, CANCEL, {}, { token });
    expect(cancel.data?.cancelSubscription.refunded).toBe(false);
    const [mail] = await smtp.waitFor((m) => m.to === user.email && m.subject.startsWith('Subscription cancelled'));
    expect(mail?.subject).toMatch(/^Subscription cancelled: access until \d+ \w+ \d{4}$/);
    expect(mail?.text).toMatch(/nothing is refunded\. Auto-renewal turns off: you keep access until \d+ \w+ \d{4}/);
    expect(mail?.text).toContain('Resume renewal: http://client.test/user/profile');
    expect(await mailsTo(user.email, 'Subscription cancelled')).toBe(1);
  });
});
