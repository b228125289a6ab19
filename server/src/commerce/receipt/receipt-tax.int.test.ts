import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { ops, postWebhook, stripeEnv, subscribeOnStandIn, WEBHOOK_SECRET } from '../../../test/payment-fixtures';
import { StripeStandIn } from '../../../test/stripe-stand-in';
import type { TestModePaymentProvider } from '../../payments/test-mode.provider';
import { Payment } from '../payment/payment.entity';

const RECEIPT = /* GraphQL */ `
  query Receipt($paymentId: ID!) { receipt(paymentId: $paymentId) { amount formattedAmount tax { amount formatted } } }`;
const MY_PAYMENT = 'query { myPayments(first: 1) { edges { node { id } } } }';
type Receipt = { amount: number; formattedAmount: string; tax: { amount: number; formatted: string } | null };

/** The receipt of the learner's latest payment, through GraphQL. */
async function latestReceipt(app: TestApp, token: string) {
  const payments = await gql<{ myPayments: { edges: { node: { id: string } }[] } }>(app, MY_PAYMENT, {}, { token });
  const paymentId = payments.data!.myPayments.edges[0]!.node.id;
  const { data, errors } = await gql<{ receipt: Receipt }>(app, RECEIPT, { paymentId }, { token });
  expect(errors).toBeUndefined();
  return data!.receipt;
}

describe('tax on receipts with Stripe', () => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await StripeStandIn.start();
  });
  afterAll(() => standIn?.close());

  const subscribed = (app: TestApp, email: string) => subscribeOnStandIn(app, standIn, email);

  it("shows the tax Stripe charged (STRIPE_AUTOMATIC_TAX), on the first payment's receipt and a renewal's", async () => {
    const app = await startTestApp({ ...stripeEnv(standIn), STRIPE_AUTOMATIC_TAX: 'true' });
    try {
      const { token, subscriptionId } = await subscribed(app, 'taxed@example.com');
      // The plan's ₹499 and the stand-in's 18% GST on top.
      const taxed = { amount: 588.82, formattedAmount: '₹588.82', tax: { amount: 89.82, formatted: '₹89.82' } };
      expect(await latestReceipt(app, token)).toEqual(taxed);

      const renewal = standIn.endPeriod(subscriptionId);
      const paid = standIn.signedEvent('invoice.paid', standIn.invoiceJson(renewal!.id), WEBHOOK_SECRET);
      expect((await postWebhook(app, paid)).status).toBe(200);
      const rows = await app.orm.em.fork().find(Payment, { user: { email: 'taxed@example.com' } });
      expect(rows.map((row) => row.taxAmount)).toEqual([8_982, 8_982]);
      expect(await latestReceipt(app, token)).toEqual(taxed);
    } finally {
      await app.close();
    }
  });

  it('shows no tax when none was charged', async () => {
    const app = await startTestApp(stripeEnv(standIn));
    try {
      const { token } = await subscribed(app, 'untaxed@example.com');
      expect(await latestReceipt(app, token)).toEqual({ amount: 499, formattedAmount: '₹499', tax: null });
    } finally {
      await app.close();
    }
  });
});

describe('tax on receipts in test mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('shows none: test mode charges no tax', async () => {
    const { token } = await createUser(app, { email: 'test-tax@example.com', emailVerified: true });
    const started = await gql<{ startCheckout: { id: string } }>(app, ops.startCheckout, {}, { token });
    const sessionId = started.data!.startCheckout.id;
    expect(await (app.deps.payments as TestModePaymentProvider).pay(sessionId)).toBe('complete');
    expect((await gql(app, ops.confirmCheckout, { sessionId }, { token })).errors).toBeUndefined();
    expect(await latestReceipt(app, token)).toEqual({ amount: 499, formattedAmount: '₹499', tax: null });
  });
});
