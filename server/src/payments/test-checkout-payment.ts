import type { Em } from '../shared/orm';
import { TestCheckoutSession } from './test-checkout-session.entity';
import { TestInvoice } from './test-invoice.entity';
import { newId, oneYearAfter } from './test-mode.records';

/** Like a Stripe Checkout Session, an unpaid test session can no longer be paid after a day. */
export const TEST_SESSION_LIFETIME_MS = 24 * 3600 * 1000;

export type TestPaymentOutcome = 'complete' | 'expired' | 'missing';

/** The checkout page's Pay button: completes an open session once, creating its subscription and invoice. */
export async function payTestSession(em: Em, sessionId: string, now: Date): Promise<TestPaymentOutcome> {
  const [subscriptionId, invoiceId, paymentIntentId] = [newId('sub_test'), newId('in_test'), newId('pi_test')];
  const completed = await em.transactional(async (tx) => {
    const updated = await tx.nativeUpdate(
      TestCheckoutSession,
      { id: sessionId, status: 'open', createdAt: { $gt: new Date(now.getTime() - TEST_SESSION_LIFETIME_MS) } },
      {
        status: 'complete',
        subscriptionId,
        subscriptionStatus: 'active',
        currentPeriodEnd: oneYearAfter(now),
        invoiceId,
        latestInvoiceId: invoiceId,
        paymentIntentId,
        paidAt: now,
      },
    );
    if (!updated) return false;
    const session = await tx.findOneOrFail(TestCheckoutSession, { id: sessionId });
    tx.create(TestInvoice, {
      id: invoiceId,
      subscriptionId,
      status: 'paid',
      billingReason: 'subscription_create',
      seats: session.seats,
      amount: session.amount,
      currency: session.currency,
      paymentIntentId,
      paidAt: now,
    });
    return true;
  });
  if (completed) return 'complete';
  return outcomeOf(em, sessionId);
}

/** The checkout page's Cancel button: an open session can no longer be paid. A paid one stays paid. */
export async function abandonTestSession(em: Em, sessionId: string): Promise<TestPaymentOutcome> {
  await em.nativeUpdate(TestCheckoutSession, { id: sessionId, status: 'open' }, { status: 'expired' });
  return outcomeOf(em, sessionId);
}

/** Where a session ended up when this call did not complete it. */
async function outcomeOf(em: Em, sessionId: string): Promise<TestPaymentOutcome> {
  const session = await em.findOne(TestCheckoutSession, { id: sessionId });
  if (!session) return 'missing';
  return session.status === 'complete' ? 'complete' : 'expired';
}
