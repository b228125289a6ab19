import type { CancellationOutcome } from '@coursehub/shared';
import { LockMode } from '@mikro-orm/core';
import { dispatchMail, queueMail } from '../../mail/outbox';
import type { OutboxMessage } from '../../mail/outbox.entity';
import { badInput, notFound } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { Payment } from '../payment/payment.entity';
import { recordFullRefund } from '../payment/payment-refunds';
import { User } from '../user/user.entity';
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
  /** When the last payment's refund window ends (or ended); null when no payment is recorded. */
  refundWindowEndsAt: Date | null;
}

/** The caller's running subscription and its last paid payment: what a cancellation is decided on. */
async function cancellable({ em, viewer, deps }: RequestScope, now: Date) {
  const caller = requireViewer(viewer);
  const user = await em.findOneOrFail(User, caller.id, { failHandler: () => notFound('User') });
  const subscriptionId = user.providerSubscriptionId;
  if (!canCancel(user.subscriptionStatus) || !subscriptionId) throw badInput(messages.noActiveSubscription);
  const payment = await em.findOne(
    Payment,
    { user: user.id, providerSubscriptionId: subscriptionId, status: 'paid' },
    { orderBy: { paidAt: 'desc' } },
  );
  // Only a payment with its invoice can be refunded (the user's own payment always has it: never anonymised).
  const refundable = payment?.providerInvoiceId ? payment : null;
  const plan = planCancellation(user, refundable?.paidAt ?? null, now, deps.config.plan.refundWindowDays);
  return { user, subscriptionId, payment: refundable, plan };
}

export async function previewCancellation(scope: RequestScope, now = new Date()): Promise<CancellationPreview> {
  const { payment, plan } = await cancellable(scope, now);
  return {
    ...plan,
    refund: plan.outcome === 'refund' && payment ? { amount: payment.amount, currency: payment.currency } : null,
    refundWindowEndsAt: payment && refundWindowEndsAt(payment.paidAt, scope.deps.config.plan.refundWindowDays),
  };
}

/**
 * The learner's 'Cancel Subscription', as previewCancellation says: within the refund window it cancels at the
 * provider now and refunds the last payment in full; past it, a paid-up subscription stops renewing (the provider's
 * cancel-at-period-end) and keeps access until its period ends; a past-due one ends now. One mail says which.
 * `endNow` (closing the account) ends it now whatever the window, refunding within it.
 */
export async function cancelSubscription(
  scope: RequestScope,
  now = new Date(),
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
  const outbox: OutboxMessage[] = [];
  await em.transactional(async (tx) => {
    const state = { provider: deps.payments.kind, userId: user.id, subscription, invoice: null };
    const locked = await applyProviderState(tx, state, deps, outbox);
    if (locked) outbox.push(queueMail(tx, locked.email, cancellationMail(deps.config, locked, result)));
  });
  await dispatchMail(deps, outbox);
  return result;
}

/**
 * Cancels at the provider now and, for the 'refund' outcome, refunds the last payment in full. The provider calls
 * come first and carry idempotency keys, so when one fails the user is still active and simply tries again; nothing
 * is cancelled or refunded twice. The provider's webhooks about them may be applied first, in any order: the
 * cancellation still sends the one mail (with its refund) and the refund's reason stays 'cancellation'.
 */
async function endNow(
  { em, deps }: RequestScope,
  { user, subscriptionId, payment, plan }: Awaited<ReturnType<typeof cancellable>>,
  now: Date,
): Promise<CancellationResult> {
  // Under way from here: the webhooks these calls cause may be applied before the answer is (below), and then leave
  // the mail and the refund's reason to this cancellation (cancellationInFlight).
  await em.nativeUpdate(User, { id: user.id }, { cancelRequestedAt: new Date() });
  let subscription: Awaited<ReturnType<typeof deps.payments.cancelSubscription>>;
  let refund: Awaited<ReturnType<typeof deps.payments.refund>> | null;
  try {
    subscription = await deps.payments.cancelSubscription(subscriptionId, cancelIdempotencyKey(subscriptionId));
    const invoiceId = payment?.providerInvoiceId;
    refund =
      plan.outcome === 'refund' && payment && invoiceId
        ? await deps.payments.refund({
            invoiceId,
            paymentIntentId: payment.providerPaymentIntentId ?? null,
            amount: payment.amount,
            idempotencyKey: refundIdempotencyKey(invoiceId),
          })
        : null;
  } catch (error) {
    await em.nativeUpdate(User, { id: user.id }, { cancelRequestedAt: null });
    throw error;
  }

  const refunded = refund && payment ? { amount: refund.amount, currency: payment.currency } : null;
  const result: CancellationResult = { outcome: plan.outcome, accessEndsAt: now, refund: refunded };
  const outbox: OutboxMessage[] = [];
  await em.transactional(async (tx) => {
    const locked = await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    // Still this cancellation's to tell when a webhook in between ended the subscription here (it left the mail).
    const tells = canCancel(locked.subscriptionStatus) || locked.cancelRequestedAt !== null;
    locked.cancelRequestedAt = null;
    const before = subscriptionBefore(locked);
    applySubscription(tx, locked, { ...subscription, status: 'canceled' });
    // A team's members lose their seats' access with it: each is told (once: a retry finds it ended).
    await tellTeamMembers(tx, locked, before, deps, outbox);
    if (refund && payment) {
      const row = await tx.findOneOrFail(Payment, payment.id, { refresh: true });
      if (!row.refundedAt) recordFullRefund(tx, row, refund, now, 'cancellation');
    }
    // Told once, with the cancellation it reports: a retry after a failure finds the subscription already ended.
    if (tells) outbox.push(queueMail(tx, locked.email, cancellationMail(deps.config, locked, result)));
  });
  await dispatchMail(deps, outbox);
  return result;
}
