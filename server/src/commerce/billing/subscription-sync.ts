import { LockMode } from '@mikro-orm/core';
import { recordWebhookEvent } from '../../events/record-webhook-event';
import { User } from '../../identity/user/user.entity';
import { isSubscriptionActive, isSubscriptionRunning, pastDueAccessEndsAt } from '../../identity/user/user.policy';
import type { MailContent } from '../../mail/mailer';
import { queueMail } from '../../mail/outbox';
import type { ProviderInvoice, ProviderKind, ProviderSubscription } from '../../payments/payment-provider';
import { isUuid } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import { Payment } from '../payment/payment.entity';
import { paymentEventData, recordFullRefund } from '../payment/payment-refunds';
import { receiptNumber } from '../payment/receipt-number';
import {
  duplicateRefundMail,
  paymentActionRequiredMail,
  paymentFailedMail,
  receiptMail,
  renewalReminderMail,
  subscriptionEndedMail,
  subscriptionLapsedMail,
} from './billing.mails';
import { cancelIdempotencyKey, cancellationInFlight, refundIdempotencyKey } from './billing.policy';
import { FailedInvoice } from './failed-invoice.entity';
import { recordSubscriptionEvents, subscriptionBefore } from './subscription-events';
import { syncTeamSeats, tellTeamMembers } from './team-subscription';

/** What the provider says now, freshly read: the only input that changes a subscription. */
export interface ProviderState {
  provider: ProviderKind;
  /** The user the provider attributes this to (client_reference_id or metadata), when known. */
  userId: string | null;
  subscription: ProviderSubscription | null;
  /** Recorded as a Payment only when paid. */
  invoice: ProviderInvoice | null;
  checkoutSessionId?: string | null;
  /** Something to tell the learner that changes no state: a renewal coming, a payment to confirm. */
  notice?: ProviderNotice | null;
  /** The provider reports that a charge of `invoice` failed (`invoice.payment_failed`): a failed renewal. */
  failed?: boolean;
}

export type ProviderNotice =
  /** `invoice.upcoming`: the subscription renews at its period's end for `amount`. */
  | { kind: 'renewal'; amount: number; currency: string }
  /** `invoice.payment_action_required`: the bank wants the payment confirmed on the provider's page at `url`. */
  | { kind: 'action_required'; url: string; amount: number; currency: string };

/**
 * The one code path from provider state to our rows, shared by the confirmation after the
 * redirect, the subscription-id verification and every webhook. Run it in a transaction: it
 * locks the user row first, so a confirmation and a webhook for the same user take turns and
 * the second finds everything already done (the ORM then writes nothing).
 *
 * A payment for a learner who is already subscribed through another subscription (two checkouts
 * paid, say in two tabs) is undone here: its subscription is cancelled at the provider and the
 * payment refunded in full, inside the transaction, so the row saying so is written only once
 * both calls succeeded. They carry idempotency keys: when one fails, the transaction rolls back,
 * the webhook is retried by the provider, and nothing is cancelled or refunded twice.
 *
 * It also records a failed renewal (`failed`) and tells the learner of a `notice` (a renewal coming, a payment to
 * confirm). The mails it causes (a receipt, a duplicate's refund, the subscription's end, a notice) are written to the
 * outbox in the same transaction, their delivery jobs with them.
 */
export async function applyProviderState(
  em: Em,
  state: ProviderState,
  deps: Pick<AppDeps, 'payments' | 'logger' | 'config' | 'clock'>,
): Promise<User | null> {
  const user = await findOwner(em, state);
  if (!user) return null;
  if (await isDuplicate(em, user, state)) {
    await undoDuplicate(em, user, state, deps);
  } else {
    if (state.subscription) {
      // With auto-renewal off the end was the learner's choice; otherwise the provider ended it.
      const endedMail = user.cancelAtPeriodEnd ? subscriptionLapsedMail : subscriptionEndedMail;
      const before = subscriptionBefore(user);
      syncSubscription(em, user, state.subscription, deps, endedMail);
      // A team's subscription: its seats follow the quantity, and its members hear of its end.
      await syncTeamSeats(em, user, state.subscription, deps);
      await tellTeamMembers(em, user, before, deps);
    }
    if (state.invoice?.paid) {
      const { payment, created } = await paymentRow(em, user, state, state.invoice, deps.clock.now());
      // The receipt commits with the payment row: once per invoice, however often the provider reports it.
      if (created) {
        recordWebhookEvent(em, 'payment.succeeded', paymentEventData(payment));
        const receipt = receiptMail(deps.config, user, {
          id: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          paidAt: payment.paidAt,
          number: receiptNumber(payment),
          periodEnd: user.currentPeriodEnd ?? null,
          seatsAdded: payment.purpose === 'seats' ? payment.seats : null,
        });
        queueMail(em, user.email, receipt);
      }
    }
    if (state.failed && state.invoice) await recordFailure(em, user, state.invoice, deps);
    if (state.notice) queueNotice(em, user, state, state.notice, deps);
  }
  await em.flush();
  return user;
}

/**
 * Copies the provider's subscription onto the user. When that ends the learner's subscription (the provider cancelled
 * it, or we did for a dispute), `endedMail` tells them. A cancellation through us marked it cancelled already, and a
 * second report finds it so: told once, with the change that commits. While the learner's own cancellation is under
 * way, its report comes first and tells nothing: the cancellation does.
 */
export function syncSubscription(
  em: Em,
  user: User,
  subscription: ProviderSubscription,
  { config, clock }: Pick<AppDeps, 'config' | 'clock'>,
  endedMail: (config: AppDeps['config'], user: User) => MailContent,
) {
  const now = clock.now();
  const wasRunning = isSubscriptionRunning(user.subscriptionStatus);
  const held = user.providerSubscriptionId;
  applySubscription(em, user, subscription, now);
  const ended = wasRunning && user.subscriptionStatus === 'canceled' && user.providerSubscriptionId === held;
  if (ended && !cancellationInFlight(user, now)) {
    queueMail(em, user.email, endedMail(config, user));
  }
}

/**
 * Ends the learner's running subscription now, at the provider (idempotently: the key is the learner's own cancel's),
 * then here from the provider's answer. False when nothing was running.
 */
export async function endSubscriptionNow(
  em: Em,
  user: User,
  deps: Pick<AppDeps, 'payments' | 'config' | 'clock'>,
  endedMail: (config: AppDeps['config'], user: User) => MailContent,
): Promise<boolean> {
  const subscriptionId = user.providerSubscriptionId;
  if (!subscriptionId || !isSubscriptionRunning(user.subscriptionStatus)) return false;
  const subscription = await deps.payments.cancelSubscription(subscriptionId, cancelIdempotencyKey(subscriptionId));
  const before = subscriptionBefore(user);
  syncSubscription(em, user, { ...subscription, status: 'canceled' }, deps, endedMail);
  await tellTeamMembers(em, user, before, deps);
  return true;
}

/**
 * Once per invoice, from its first report: Stripe's retries fail it again, and are the same failed renewal. The learner
 * is told once too, when it is their current subscription's renewal and has made it past_due: when access stops
 * unless the card is fixed.
 */
async function recordFailure(
  em: Em,
  user: User,
  invoice: ProviderInvoice,
  { config, clock }: Pick<AppDeps, 'config' | 'clock'>,
) {
  if (await em.findOne(FailedInvoice, invoice.invoiceId)) return;
  em.create(FailedInvoice, {
    providerInvoiceId: invoice.invoiceId,
    user,
    providerSubscriptionId: invoice.subscriptionId,
    amount: invoice.amountDue,
    currency: invoice.currency,
    failedAt: clock.now(),
  });
  const accessEndsAt = pastDueAccessEndsAt(user, config.plan.pastDueGraceDays);
  if (!accessEndsAt || invoice.subscriptionId !== user.providerSubscriptionId) return;
  const mail = paymentFailedMail(config, user, { amount: invoice.amountDue, currency: invoice.currency, accessEndsAt });
  queueMail(em, user.email, mail);
}

/**
 * A notice goes out only about the learner's current subscription as it now is: a reminder while it still renews
 * (auto-renewal on, paid up), a confirmation link while the invoice is unpaid (readProviderState checks that).
 */
function queueNotice(
  em: Em,
  user: User,
  state: ProviderState,
  notice: ProviderNotice,
  { config }: Pick<AppDeps, 'config'>,
) {
  const subscriptionId = state.subscription?.id ?? state.invoice?.subscriptionId;
  if (!subscriptionId || subscriptionId !== user.providerSubscriptionId) return;
  if (notice.kind === 'renewal') {
    const renewsAt = user.currentPeriodEnd;
    if (!isSubscriptionActive(user.subscriptionStatus) || user.cancelAtPeriodEnd || !renewsAt) return;
    queueMail(em, user.email, renewalReminderMail(config, user, { ...notice, renewsAt }));
    return;
  }
  if (!isSubscriptionRunning(user.subscriptionStatus)) return;
  queueMail(em, user.email, paymentActionRequiredMail(config, user, notice));
}

/**
 * A subscription other than the one that keeps the learner active: still running (it would renew
 * yearly and nothing would manage it), or already cancelled with a paid invoice not yet recorded
 * (a retry after the refund failed). Late news about an older, cancelled subscription whose payment
 * is on record is not a duplicate.
 */
async function isDuplicate(em: Em, user: User, state: ProviderState): Promise<boolean> {
  const current = user.providerSubscriptionId;
  const other = state.subscription?.id ?? state.invoice?.subscriptionId;
  if (!current || !other || other === current || !isSubscriptionActive(user.subscriptionStatus)) return false;
  if (state.subscription && isSubscriptionRunning(state.subscription.status)) return true;
  if (!state.invoice?.paid) return false;
  return (await em.count(Payment, { providerInvoiceId: state.invoice.invoiceId })) === 0;
}

async function undoDuplicate(
  em: Em,
  user: User,
  state: ProviderState,
  { payments, logger, config, clock }: Pick<AppDeps, 'payments' | 'logger' | 'config' | 'clock'>,
) {
  const subscriptionId = (state.subscription?.id ?? state.invoice?.subscriptionId) as string;
  await payments.cancelSubscription(subscriptionId, cancelIdempotencyKey(subscriptionId));
  const latestInvoiceId = state.subscription?.latestInvoiceId;
  const invoice = state.invoice ?? (latestInvoiceId ? await payments.getInvoice(latestInvoiceId) : null);
  let refundId: string | null = null;
  if (invoice?.paid) {
    const now = clock.now();
    const { payment } = await paymentRow(em, user, state, invoice, now);
    if (payment.status === 'paid') {
      const refund = await payments.refund({
        invoiceId: invoice.invoiceId,
        paymentIntentId: invoice.paymentIntentId,
        amount: invoice.amount,
        idempotencyKey: refundIdempotencyKey(invoice.invoiceId),
      });
      recordFullRefund(em, payment, refund, now, 'duplicate');
      refundId = refund.id;
      const mail = duplicateRefundMail(config, user, { amount: refund.amount, currency: payment.currency });
      queueMail(em, user.email, mail);
    }
  }
  logger.warn(
    {
      userId: user.id,
      keptSubscriptionId: user.providerSubscriptionId,
      cancelledSubscriptionId: subscriptionId,
      invoiceId: invoice?.invoiceId ?? null,
      refundId,
    },
    'a second subscription of an already subscribed learner was cancelled and its payment refunded',
  );
}

/**
 * Copies the provider's subscription onto the user. A subscription other than the user's
 * current one may only take over when it is active and the current one is not (a new purchase
 * after a cancellation); late news about an old subscription never overrides a newer one.
 */
export function applySubscription(em: Em, user: User, subscription: ProviderSubscription, now: Date) {
  const current = user.providerSubscriptionId;
  if (current && current !== subscription.id) {
    if (!isSubscriptionActive(subscription.status) || isSubscriptionActive(user.subscriptionStatus)) return;
  }
  const before = subscriptionBefore(user);
  user.providerSubscriptionId = subscription.id;
  if (subscription.customerId) user.providerCustomerId = subscription.customerId;
  user.subscriptionStatus = subscription.status;
  const running = isSubscriptionRunning(subscription.status);
  user.currentPeriodEnd = running ? subscription.currentPeriodEnd : null;
  user.cancelAtPeriodEnd = running && subscription.cancelAtPeriodEnd;
  // The card shows while the subscription runs (a past_due one too: it is the card to fix); an ended one has none.
  const card = running ? subscription.paymentMethod : null;
  user.cardBrand = card?.brand ?? null;
  user.cardLast4 = card?.last4 ?? null;
  // The grace period runs from the first report of the failed renewal; a later report does not restart it.
  user.pastDueSince = subscription.status === 'past_due' ? (user.pastDueSince ?? now) : null;
  recordSubscriptionEvents(em, user, before);
}

async function findOwner(em: Em, state: ProviderState): Promise<User | null> {
  const lock = { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } as const;
  const userId = [state.userId, state.subscription?.userId, state.invoice?.userId].find((id) => id && isUuid(id));
  if (userId) return em.findOne(User, userId, lock);
  const subscriptionId = state.subscription?.id ?? state.invoice?.subscriptionId;
  const bySubscription = subscriptionId && (await em.findOne(User, { providerSubscriptionId: subscriptionId }, lock));
  if (bySubscription) return bySubscription;
  const customerId = state.subscription?.customerId ?? state.invoice?.customerId;
  return customerId ? em.findOne(User, { providerCustomerId: customerId }, lock) : null;
}

/**
 * The invoice's payment row, created (status 'paid') when it is not there yet: one row per provider
 * invoice; a second report of the same invoice only fills in missing ids and follows its paid date.
 */
async function paymentRow(
  em: Em,
  user: User,
  state: ProviderState,
  invoice: ProviderInvoice,
  now: Date,
): Promise<{ payment: Payment; created: boolean }> {
  const existing = await em.findOne(Payment, { providerInvoiceId: invoice.invoiceId });
  if (existing) {
    existing.providerCheckoutSessionId ??= state.checkoutSessionId ?? null;
    existing.providerPaymentIntentId ??= invoice.paymentIntentId;
    // The provider's date stands (Stripe's never changes; test mode's test clock may move it back).
    if (invoice.paidAt) existing.paidAt = invoice.paidAt;
    return { payment: existing, created: false };
  }
  // The card the subscription is charged to, as the same sync reports it: in practice the card the invoice was charged
  // to (an invoice's own payment method would take another read of its payment intent).
  const card = state.subscription?.paymentMethod ?? null;
  const payment = em.create(Payment, {
    user,
    amount: invoice.amount,
    taxAmount: invoice.tax,
    currency: invoice.currency,
    purpose: invoice.purpose,
    seats: invoice.seats,
    provider: state.provider,
    providerSubscriptionId: invoice.subscriptionId ?? state.subscription?.id ?? null,
    providerInvoiceId: invoice.invoiceId,
    providerCheckoutSessionId: state.checkoutSessionId ?? null,
    providerPaymentIntentId: invoice.paymentIntentId,
    paidAt: invoice.paidAt ?? now,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
  });
  return { payment, created: true };
}
