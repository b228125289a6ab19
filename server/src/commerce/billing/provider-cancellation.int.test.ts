import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type MailCatcher, startMailCatcher } from '../../../test/mail-catcher';
import { ops, postWebhook, stripeEnv, WEBHOOK_SECRET } from '../../../test/payment-fixtures';
import { StripeStandIn } from '../../../test/stripe-stand-in';
import { User } from '../../identity/user/user.entity';
import { OutboxMessage } from '../../mail/outbox.entity';
import { Payment } from '../payment/payment.entity';

let smtp: MailCatcher;
let standIn: StripeStandIn;
let app: TestApp;
beforeAll(async () => {
  smtp = await startMailCatcher();
  standIn = await StripeStandIn.start();
  app = await startTestApp(
    { ...stripeEnv(standIn), SMTP_URL: smtp.url, CLIENT_URL: 'http://client.test' },
    {
      workers: true,
    },
  );
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
  await smtp?.close();
});

const event = (type: string, object: Record<string, unknown>, id?: string) =>
  standIn.signedEvent(type, object, WEBHOOK_SECRET, { id });
const cancellationMails = async (email: string) =>
  (await app.orm.em.fork().find(OutboxMessage, { recipient: email, subject: { $like: 'Subscription%' } })).map(
    (row) => row.subject,
  );

/** A learner who paid on Stripe's page, activated by the checkout.session.completed webhook. */
async function subscriber(email: string) {
  const { user, token } = await createUser(app, { email, fullName: 'Stripe Sam', emailVerified: true });
  const { data } = await gql<{ startCheckout: { id: string } }>(app, ops.startCheckout, {}, { token });
  const sessionId = data!.startCheckout.id;
  const { subscriptionId } = standIn.completeSession(sessionId);
  expect((await postWebhook(app, event('checkout.session.completed', standIn.sessionJson(sessionId)))).status).toBe(
    200,
  );
  expect((await app.orm.em.fork().findOneOrFail(User, user.id)).subscriptionStatus).toBe('active');
  return { user, token, subscriptionId };
}

describe('a subscription the provider ends', () => {
  it("mails 'Subscription cancelled' once, however often and in whatever form the provider reports it", async () => {
    const { user, subscriptionId } = await subscriber('ended@example.com');
    standIn.setSubscriptionStatus(subscriptionId, 'canceled');
    const deleted = event('customer.subscription.deleted', standIn.subscriptionJson(subscriptionId), 'evt_ended');
    expect(await (await postWebhook(app, deleted)).json()).toMatchObject({ outcome: 'processed' });
    expect((await app.orm.em.fork().findOneOrFail(User, user.id)).subscriptionStatus).toBe('canceled');

    const [mail] = await smtp.waitFor((m) => m.to === user.email && m.subject.startsWith('Subscription cancelled'));
    expect(mail?.subject).toBe('Subscription cancelled');
    expect(mail?.text).toContain('Hello Stripe Sam,');
    expect(mail?.text).toContain('was cancelled by our payment provider');
    expect(mail?.text).toContain('Subscribe again: http://client.test/checkout');
    expect(mail?.html).toContain('CourseHub');

    // A redelivery is a duplicate; another event about the same end finds it already applied.
    expect(await (await postWebhook(app, deleted)).json()).toMatchObject({ outcome: 'duplicate' });
    const updated = event('customer.subscription.updated', standIn.subscriptionJson(subscriptionId));
    expect(await (await postWebhook(app, updated)).json()).toMatchObject({ outcome: 'processed' });
    expect(await cancellationMails(user.email)).toEqual(['Subscription cancelled']);
  });

  it('sends only the cancellation mail of our own when the learner cancelled here and the webhook follows', async () => {
    const { user, token, subscriptionId } = await subscriber('self-cancel@example.com');
    const cancelled = await gql<{ cancelSubscription: { refunded: boolean } }>(
      app,
      ops.cancelSubscription,
      {},
      {
        token,
      },
    );
    expect(cancelled.data?.cancelSubscription.refunded).toBe(true);
    const deleted = event('customer.subscription.deleted', standIn.subscriptionJson(subscriptionId));
    expect(await (await postWebhook(app, deleted)).json()).toMatchObject({ outcome: 'processed' });

    await smtp.waitFor((m) => m.to === user.email && m.subject.startsWith('Subscription cancelled'));
    expect(await cancellationMails(user.email)).toEqual(['Subscription cancelled and refunded']);
  });

  it('keeps its own mail and refund reason when the webhooks come before the cancellation is applied', async () => {
    const { user, token, subscriptionId } = await subscriber('webhooks-first@example.com');
    const paid = await app.orm.em.fork().findOneOrFail(Payment, { user: user.id });
    const { payments } = app.deps;
    const refund = payments.refund.bind(payments);
    // The order a slow answer gives: Stripe's webhooks about the cancellation and the refund are applied before the
    // app has the refund's answer. Only the timing is arranged here; the calls and webhooks are the stand-in's own.
    const early = vi.spyOn(payments, 'refund').mockImplementation(async (request) => {
      const made = await refund(request);
      const charge = standIn.chargeOf(paid.providerPaymentIntentId as string);
      for (const delivered of [
        event('customer.subscription.deleted', standIn.subscriptionJson(subscriptionId)),
        event('charge.refunded', standIn.chargeJson(charge.id)),
      ]) {
        expect(await (await postWebhook(app, delivered)).json()).toMatchObject({ outcome: 'processed' });
      }
      return made;
    });
    try {
      const cancelled = await gql<{ cancelSubscription: { refunded: boolean } }>(
        app,
        ops.cancelSubscription,
        {},
        { token },
      );
      expect(cancelled.data?.cancelSubscription.refunded).toBe(true);
    } finally {
      early.mockRestore();
    }

    const em = app.orm.em.fork();
    expect(await em.findOneOrFail(Payment, paid.id)).toMatchObject({
      status: 'refunded',
      refundReason: 'cancellation',
    });
    expect(await em.findOneOrFail(User, user.id)).toMatchObject({
      subscriptionStatus: 'canceled',
      cancelRequestedAt: null,
    });
    await smtp.waitFor((m) => m.to === user.email && m.subject.startsWith('Subscription cancelled'));
    expect(await cancellationMails(user.email)).toEqual(['Subscription cancelled and refunded']);
  });
});
