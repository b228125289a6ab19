import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createPayment } from '../../../test/payment-fixtures';
import { Payment } from '../payment/payment.entity';
import { receiptNumber } from '../payment/receipt-number';

const RECEIPT = /* GraphQL */ `
  query Receipt($paymentId: ID!) {
    receipt(paymentId: $paymentId) {
      paymentId number issuedAt plan amount currency formattedAmount tax { amount formatted } paymentMethod status
      refundedAt refund { amount formatted } billedTo { name email } seller { name address }
    }
  }`;

interface Receipt {
  paymentId: string;
  number: string;
  issuedAt: string;
  plan: string;
  amount: number;
  currency: string;
  formattedAmount: string;
  tax: null;
  paymentMethod: string;
  status: string;
  refundedAt: string | null;
  refund: { amount: number; formatted: string } | null;
  billedTo: { name: string; email: string } | null;
  seller: { name: string; address: string[] };
}

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await startTestApp({
    BUSINESS_NAME: 'Learning Pvt Ltd',
    BUSINESS_ADDRESS: '12 Main Road\\nPune 411001\nIndia',
  });
  adminToken = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

const receipt = (paymentId: string, token?: string) =>
  gql<{ receipt: Receipt }>(app, RECEIPT, { paymentId }, token ? { token } : {});

const paidAt = new Date(Date.UTC(2026, 2, 14, 9, 30));

describe('receipt', () => {
  it("shows the payer their payment's receipt: number, date, plan, amount, method, payer and seller", async () => {
    const { user, token } = await createUser(app, { fullName: 'Ada Lovelace', email: 'ada@example.com' });
    const payment = await createPayment(app, user, { paidAt, amount: 49_900 });

    const response = await receipt(payment.id, token);
    expect(response.errors).toBeUndefined();
    expect(response.data!.receipt).toEqual({
      paymentId: payment.id,
      number: `CH-2026-${payment.id.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
      issuedAt: paidAt.toISOString(),
      plan: 'CourseHub yearly subscription',
      amount: 499,
      currency: 'INR',
      formattedAmount: '₹499',
      tax: null,
      paymentMethod: 'Card (Stripe)',
      status: 'paid',
      refundedAt: null,
      refund: null,
      billedTo: { name: 'Ada Lovelace', email: 'ada@example.com' },
      seller: { name: 'Learning Pvt Ltd', address: ['12 Main Road', 'Pune 411001', 'India'] },
    });
  });

  it('gives the same number on every call, for the payer and for an ADMIN', async () => {
    const { user, token } = await createUser(app);
    const payment = await createPayment(app, user, { paidAt });
    const numbers = [];
    for (const caller of [token, adminToken, token]) {
      const response = await receipt(payment.id, caller);
      expect(response.errors).toBeUndefined();
      numbers.push(response.data!.receipt.number);
    }
    expect(new Set(numbers)).toEqual(new Set([receiptNumber(payment)]));
    expect(numbers).toHaveLength(3);
  });

  it("gives an ADMIN any learner's receipt, payer included", async () => {
    const { user } = await createUser(app, { fullName: 'Grace Hopper', email: 'grace@example.com' });
    const payment = await createPayment(app, user, { paidAt });
    const response = await receipt(payment.id, adminToken);
    expect(response.errors).toBeUndefined();
    expect(response.data!.receipt).toMatchObject({
      paymentId: payment.id,
      billedTo: { name: 'Grace Hopper', email: 'grace@example.com' },
    });
  });

  it('answers another learner NOT_FOUND, as for an id that names no payment, and the anonymous caller UNAUTHENTICATED', async () => {
    const { user } = await createUser(app);
    const payment = await createPayment(app, user, { paidAt });
    const other = await createUser(app);

    const theirs = await receipt(payment.id, other.token);
    const unknown = await receipt('00000000-0000-4000-8000-000000000000', other.token);
    const notAnId = await receipt('not-an-id', other.token);
    for (const response of [theirs, unknown, notAnId]) {
      expect(response.data ?? null).toBeNull();
      expect(errorCode(response)).toBe('NOT_FOUND');
      expect(errorMessage(response)).toBe('Receipt not found');
    }

    expect(errorCode(await receipt(payment.id))).toBe('UNAUTHENTICATED');
  });

  it('shows a refund: its amount and date, the status refunded', async () => {
    const { user, token } = await createUser(app);
    const payment = await createPayment(app, user, { paidAt });
    const refundedAt = new Date(Date.UTC(2026, 2, 20, 10));
    const em = app.orm.em.fork();
    await em.nativeUpdate(
      Payment,
      { id: payment.id },
      { status: 'refunded', refundedAt, refundedAmount: 20_000, refundReason: 'cancellation' },
    );

    const response = await receipt(payment.id, token);
    expect(response.errors).toBeUndefined();
    expect(response.data!.receipt).toMatchObject({
      status: 'refunded',
      amount: 499,
      refundedAt: refundedAt.toISOString(),
      refund: { amount: 200, formatted: '₹200' },
    });
  });

  it('counts a refund recorded without its amount as a full one', async () => {
    const { user, token } = await createUser(app);
    const payment = await createPayment(app, user, { paidAt, status: 'refunded' });
    await app.orm.em.fork().nativeUpdate(Payment, { id: payment.id }, { refundedAmount: null });
    const response = await receipt(payment.id, token);
    expect(response.data!.receipt.refund).toEqual({ amount: 499, formatted: '₹499' });
  });

  it('names no payer once the account is closed; the ADMIN still sees the receipt', async () => {
    const { user, token } = await createUser(app);
    const payment = await createPayment(app, user, { paidAt });
    const closed = await gql(
      app,
      'mutation Close($password: String!) { deleteAccount(password: $password) { success } }',
      { password: DEFAULT_PASSWORD },
      { token },
    );
    expect(closed.errors).toBeUndefined();

    const response = await receipt(payment.id, adminToken);
    expect(response.errors).toBeUndefined();
    expect(response.data!.receipt).toMatchObject({ paymentId: payment.id, billedTo: null, amount: 499 });
  });

  it('says what is known of the payment method in test mode', async () => {
    const { user, token } = await createUser(app);
    const payment = await createPayment(app, user, { paidAt });
    await app.orm.em.fork().nativeUpdate(Payment, { id: payment.id }, { provider: 'test' });
    expect((await receipt(payment.id, token)).data!.receipt.paymentMethod).toBe('Test mode card');
  });

  it('names the card the payment was made with, when the provider reported one', async () => {
    const { user, token } = await createUser(app);
    const payment = await createPayment(app, user, { paidAt });
    await app.orm.em.fork().nativeUpdate(Payment, { id: payment.id }, { cardBrand: 'visa', cardLast4: '4242' });
    expect((await receipt(payment.id, token)).data!.receipt.paymentMethod).toBe('Visa •••• 4242');
  });
});

describe('receipt with the default configuration', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp();
  });
  afterAll(() => plain.close());

  it("names CourseHub as the seller, with no address, and the plan's own currency amounts", async () => {
    const { user, token } = await createUser(plain);
    const payment = await createPayment(plain, user, { paidAt, amount: 1_050 });
    const response = await gql<{ receipt: Receipt }>(plain, RECEIPT, { paymentId: payment.id }, { token });
    expect(response.errors).toBeUndefined();
    expect(response.data!.receipt).toMatchObject({
      seller: { name: 'CourseHub', address: [] },
      amount: 10.5,
      formattedAmount: '₹10.50',
    });
  });
});
