import type { Em } from '../shared/orm';
import type { ProviderEvent } from './payment-provider';
import { TestCheckoutSession } from './test-checkout-session.entity';
import { TestInvoice } from './test-invoice.entity';
import { newId, oneYearAfter, testEvent, yearsAfter } from './test-mode.records';

/**
 * The billing page's controls: what Stripe's clock and the card networks do to a subscription (the development
 * controls), and the customer's card update.
 */
export const TEST_CONTROLS = ['renew', 'fail-renewal', 'dispute', 'change-card', 'pass-refund-window'] as const;
export type TestControl = (typeof TEST_CONTROLS)[number];

/**
 * The cards test mode's subscriptions are paid with, Stripe's test numbers: the Visa at checkout, and the Mastercard
 * the billing page can switch to (as a card is updated in Stripe's Customer Portal).
 */
export const TEST_CARDS = [
  { brand: 'visa', last4: '4242' },
  { brand: 'mastercard', last4: '4444' },
] as const;

const DAY_MS = 24 * 3600 * 1000;

/**
 * A control's change to test mode's rows, in one transaction, and the events Stripe would send about it (in their
 * order); null when the subscription is not one the control applies to (not running; nothing paid to dispute).
 * `refundWindowDays` is how far 'pass-refund-window' moves the subscription's dates back.
 */
export function changeForControl(
  em: Em,
  subscriptionId: string,
  control: TestControl,
  now: Date,
  refundWindowDays = 0,
): Promise<ProviderEvent[] | null> {
  return em.transactional(async (tx) => {
    const session = await tx.findOne(TestCheckoutSession, { subscriptionId });
    if (!session?.currentPeriodEnd || session.subscriptionStatus === 'canceled') return null;
    if (control === 'dispute') return dispute(tx, subscriptionId, now);
    if (control === 'change-card') {
      const other = TEST_CARDS.find((card) => card.last4 !== session.cardLast4) ?? TEST_CARDS[0];
      Object.assign(session, { cardBrand: other.brand, cardLast4: other.last4 });
      return [testEvent('customer.subscription.updated', subscriptionId)];
    }
    if (control === 'pass-refund-window') {
      // The window runs from the period's payment: seats added since stay where they are.
      const period = await tx.findOne(
        TestInvoice,
        { subscriptionId, billingReason: { $ne: 'subscription_update' } },
        { orderBy: { createdAt: 'desc' } },
      );
      return period && backdate(session, period, (refundWindowDays + 1) * DAY_MS);
    }
    const latest = await tx.findOne(TestInvoice, { id: session.latestInvoiceId ?? session.invoiceId ?? '' });
    if (control === 'renew' && latest?.status === 'open') {
      const periodStart = yearsAfter(session.currentPeriodEnd, -1);
      Object.assign(latest, { status: 'paid', paymentIntentId: newId('pi_test'), paidAt: periodStart });
      session.subscriptionStatus = 'active';
      return [testEvent('invoice.paid', latest.id)];
    }
    if (control === 'renew' && session.cancelAtPeriodEnd) {
      session.subscriptionStatus = 'canceled';
      return [testEvent('customer.subscription.deleted', subscriptionId)];
    }
    if (session.subscriptionStatus !== 'active') return null;
    const paid = control === 'renew';
    const invoice = tx.create(TestInvoice, {
      id: newId('in_test'),
      subscriptionId,
      status: paid ? 'paid' : 'open',
      billingReason: 'subscription_cycle',
      seats: session.seats,
      amount: session.amount,
      currency: session.currency,
      paymentIntentId: paid ? newId('pi_test') : null,
      paidAt: paid ? session.currentPeriodEnd : null,
    });
    Object.assign(session, {
      latestInvoiceId: invoice.id,
      currentPeriodEnd: oneYearAfter(session.currentPeriodEnd),
      subscriptionStatus: paid ? 'active' : 'past_due',
    });
    return [testEvent(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice.id)];
  });
}

/** The payer's bank disputes the latest paid invoice's charge. */
async function dispute(em: Em, subscriptionId: string, now: Date): Promise<ProviderEvent[] | null> {
  const invoice = await em.findOne(
    TestInvoice,
    { subscriptionId, status: 'paid', disputeId: null },
    { orderBy: { paidAt: 'desc' } },
  );
  if (!invoice) return null;
  Object.assign(invoice, { disputeId: newId('dp_test'), disputedAt: now });
  return [testEvent('charge.dispute.created', invoice.disputeId as string)];
}

/**
 * As if the period's payment had been made `ms` earlier (a Stripe test clock moved on past the refund window): the
 * payment's date and the period it pays for move back together; the app learns it from the invoice, re-read.
 */
function backdate(session: TestCheckoutSession, invoice: TestInvoice, ms: number): ProviderEvent[] | null {
  if (invoice.status !== 'paid' || !invoice.paidAt || !session.currentPeriodEnd) return null;
  const back = (date: Date) => new Date(date.getTime() - ms);
  invoice.paidAt = back(invoice.paidAt);
  session.currentPeriodEnd = back(session.currentPeriodEnd);
  if (session.paidAt) session.paidAt = back(session.paidAt);
  return [testEvent('invoice.paid', invoice.id)];
}
