import type { CancellationOutcome } from '@coursehub/shared';
import { LockMode } from '@mikro-orm/core';
import { User } from '../../identity/user/user.entity';
import { queueMail } from '../../mail/outbox';
import type { ProviderRefund } from '../../payments/payment-provider';
import { badInput, notFound } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { Payment } from '../payment/payment.entity';
import { recordFullRefund } from '../payment/payment-refunds';
import { currentPeriodPayments } from '../payment/period-payments';
import { cancellationMail } from './billing.mails';
import {
  type CancellationPlan,
  canCancel,
  cancelIdempotencyKey,
  messages,
  planCancellation,
  refundIdempotencyKey,
  refundWindowEndsAt,
} from './billing.policy';
import { subscriptionBefore } from './subscription-events';
import { applyProviderState, applySubscription } from './subscription-sync';
import { tellTeamMembers } from './team-subscription';

/** Money in minor units of its currency. */
export interface RefundAmount {
  amount: number;
  currency: string;
}

/** What a cancellation did: its outcome, when access ends (or ended), and what was refunded. */
export interface CancellationResult {
  outcome: CancellationOutcome;
  accessEndsAt: Date;
  /** Null when nothing was refunded. */
  refund: RefundAmount | null;
}

/** What 'Cancel Subscription' would do now, told before the learner confirms. */
export interface CancellationPreview extends CancellationResult {
  /** When the refund window of the running period's payment ends (or ended); null when none is recorded. */
  refundWindowEndsAt: Date | null;
}

/** What is left to refund of a payment (a refund made at the provider may have returned part of it). */
const unrefunded = (payment: Payment) => payment.amount - (payment.refundedAmount ?? 0);

/** Only a paid payment with its invoice can be refunded (the user's own always has it: never anonymised). */
const refundable = (payment: Payment) =>
  payment.status === 'paid' && payment.providerInvoiceId !== null && unrefunded(payment) > 0;

/**
 * The caller's running subscription and what a cancellation is decided on: the refund window runs from the running
 * period's payment (the checkout's or the latest renewal's), never from a seat charge, so adding seats neither opens a
 * window anew nor keeps one open. Within it, `refunds` are the period's payment and every seat charge paid since, seat
 * charges first: each refunded in full, and told as one total.
 */
async function cancellable({ em, viewer, deps }: RequestScope, now: Date) {
  const caller = requireViewer(viewer);
  const user = await em.findOneOrFail(User, caller.id, { failHandler: () => notFound('User') });
  const subscriptionId = user.providerSubscriptionId;
  if (!canCancel(user.subscriptionStatus) || !subscriptionId) throw badInput(messages.noActiveSubscription);
  const paid = await currentPeriodPayments(em, subscriptionId);
  const period = paid && refundable(paid.period) ? paid.period : null;
  const plan = planCancellation(user, period?.paidAt ?? null, now, deps.config.plan.refundWindowDays);
  const refunds = plan.outcome === 'refund' && paid && period ? [...paid.seatCharges.filter(refundable), period] : [];
  return { user, subscriptionId, periodPayment: paid?.period ?? null, refunds, plan };
}

/** The sum of `payments`' unrefunded amounts, in their (the subscription's) currency; null when there are none. */
function refundTotal(payments: Payment[]): RefundAmount | null {
  const [first] = payments;
  if (!first) return null;
  return { amount: payments.reduce((sum, payment) => sum + unrefunded(payment), 0), currency: first.currency };
}

export async function previewCancellation(
  scope: RequestScope,
  now = scope.deps.clock.now(),
): Promise<CancellationPreview> {
  const { periodPayment, refunds, plan } = await cancellable(scope, now);
  return {
    ...plan,
    refund: refundTotal(refunds),
    refundWindowEndsAt:
      periodPayment && refundWindowEndsAt(periodPayment.paidAt, scope.deps.config.plan.refundWindowDays),
  };
}

/**
 * The learner's 'Cancel Subscription', as previewCancellation says: within the refund window of the period's payment
 * it refunds that payment and the seat charges since in full and cancels at the provider now; past it, a paid-up
 * subscription stops renewing (the provider's cancel-at-period-end) and keeps access until its period ends; a past-due
 * one ends now. One mail says which.
 * `endNow` (closing the account) ends it now whatever the window, refunding within it.
 */
export async function cancelSubscription(
  scope: RequestScope,
  now = scope.deps.clock.now(),
  { endNow: immediately = false } = {},
): Promise<CancellationResult> {
  const found = await cancellable(scope, now);
  if (found.plan.outcome !== 'period_end') return endNow(scope, found, now);
  // Closing the account ends it now: nothing may keep billing, or serving, an account that is gone.
  if (immediately) return endNow(scope, { ...found, plan: { outcome: 'now', accessEndsAt: now } }, now);
  return endAtPeriodEnd(scope, found.user, found.subscriptionId, found.plan);
}

/** Auto-renewal off at the provider, its answer applied as any report of the subscription (under the row lock). */
async function endAtPeriodEnd(
  { em, deps }: RequestScope,
  user: User,
  subscriptionId: string,
  plan: CancellationPlan,
): Promise<CancellationResult> {
  const subscription = await deps.payments.setCancelAtPeriodEnd(subscriptionId, true);
  const accessEndsAt = subscription.currentPeriodEnd ?? plan.accessEndsAt;
  const result: CancellationResult = { outcome: 'period_end', accessEndsAt, refund: null };
  await em.transactional(async (tx) => {
    const state = { provider: deps.payments.kind, userId: user.id, subscription, invoice: null };
    const locked = await applyProviderState(tx, state, deps);
    if (locked) queueMail(tx, locked.email, cancellationMail(deps.config, locked, result));
  });
  return result;
}

/**
 * For the 'refund' outcome, refunds each of `refunds` (the seat charges, then the period's payment) in full, then
 * cancels at the provider now. The provider calls come first and carry idempotency keys, so when one fails the user is
 * still subscribed and simply tries again; nothing is refunded or cancelled twice. Refunding before cancelling keeps
 * that true: a failure after some refunds leaves the subscription running (their webhooks record them, and a seat
 * charge's refund ends nothing), and the period's payment, refunded last, is refunded only once the seat charges are.
 * The provider's webhooks about them may be applied first, in any order: the cancellation still sends the one mail
 * (with the total refunded) and the refunds' reason stays 'cancellation'.
 */
async function endNow(
  { em, deps }: RequestScope,
  { user, subscriptionId, refunds, plan }: Awaited<ReturnType<typeof cancellable>>,
  now: Date,
): Promise<CancellationResult> {
  // Under way from here: the webhooks these calls cause may be applied before the answer is (below), and then leave
  // the mail and the refunds' reason to this cancellation (cancellationInFlight).
  await em.nativeUpdate(User, { id: user.id }, { cancelRequestedAt: now });
  const made: { payment: Payment; refund: ProviderRefund }[] = [];
  let subscription: Awaited<ReturnType<typeof deps.payments.cancelSubscription>>;
  try {
    for (const payment of refunds) {
      const invoiceId = payment.providerInvoiceId as string;
      const refund = await deps.payments.refund({
        invoiceId,
        paymentIntentId: payment.providerPaymentIntentId ?? null,
        amount: unrefunded(payment),
        idempotencyKey: refundIdempotencyKey(invoiceId),
      });
      made.push({ payment, refund });
    }
    subscription = await deps.payments.cancelSubscription(subscriptionId, cancelIdempotencyKey(subscriptionId));
  } catch (error) {
    await em.nativeUpdate(User, { id: user.id }, { cancelRequestedAt: null });
    throw error;
  }

  const [first] = refunds;
  const refunded = first
    ? { amount: made.reduce((sum, { refund }) => sum + refund.amount, 0), currency: first.currency }
    : null;
  const result: CancellationResult = { outcome: plan.outcome, accessEndsAt: now, refund: refunded };
  await em.transactional(async (tx) => {
    const locked = await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    // Still this cancellation's to tell when a webhook in between ended the subscription here (it left the mail).
    const tells = canCancel(locked.subscriptionStatus) || locked.cancelRequestedAt !== null;
    locked.cancelRequestedAt = null;
    const before = subscriptionBefore(locked);
    applySubscription(tx, locked, { ...subscription, status: 'canceled' }, now);
    // A team's members lose their seats' access with it: each is told (once: a retry finds it ended).
    await tellTeamMembers(tx, locked, before, deps);
    for (const { payment, refund } of made) {
      const row = await tx.findOneOrFail(Payment, payment.id, { refresh: true });
      // Its `charge.refunded` may have recorded this very refund already (as the cancellation's).
      if (row.providerRefundId !== refund.id) recordFullRefund(tx, row, refund, now, 'cancellation');
    }
    // Told once, with the cancellation it reports: a retry after a failure finds the subscription already ended.
    if (tells) queueMail(tx, locked.email, cancellationMail(deps.config, locked, result));
  });
  return result;
}
