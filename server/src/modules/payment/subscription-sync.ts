import { LockMode } from '@mikro-orm/core';
import type { Em } from '../../db/orm';
import type { ProviderInvoice, ProviderKind, ProviderSubscription } from '../../payments/payment-provider';
import { isUuid } from '../course/course-ids';
import { User } from '../user/user.entity';
import { isSubscriptionActive, isSubscriptionRunning } from '../user/user.policy';
import { Payment } from './payment.entity';

/** What the provider says now, freshly read: the only input that changes a subscription. */
export interface ProviderState {
  provider: ProviderKind;
  /** The user the provider attributes this to (client_reference_id or metadata), when known. */
  userId: string | null;
  subscription: ProviderSubscription | null;
  /** Recorded as a Payment only when paid. */
  invoice: ProviderInvoice | null;
  checkoutSessionId?: string | null;
}

/**
 * The one code path from provider state to our rows, shared by the confirmation after the
 * redirect, the subscription-id verification and every webhook. Run it in a transaction: it
 * locks the user row first, so a confirmation and a webhook for the same user take turns and
 * the second finds everything already done (the ORM then writes nothing).
 */
export async function applyProviderState(em: Em, state: ProviderState): Promise<User | null> {
  const user = await findOwner(em, state);
  if (!user) return null;
  if (state.subscription) applySubscription(user, state.subscription);
  if (state.invoice?.paid) await recordPayment(em, user, state, state.invoice);
  await em.flush();
  return user;
}

/**
 * Copies the provider's subscription onto the user. A subscription other than the user's
 * current one may only take over when it is active and the current one is not (a new purchase
 * after a cancellation); late news about an old subscription never overrides a newer one.
 */
export function applySubscription(user: User, subscription: ProviderSubscription) {
  const current = user.providerSubscriptionId;
  if (current && current !== subscription.id) {
    if (!isSubscriptionActive(subscription.status) || isSubscriptionActive(user.subscriptionStatus)) return;
  }
  user.providerSubscriptionId = subscription.id;
  if (subscription.customerId) user.providerCustomerId = subscription.customerId;
  user.subscriptionStatus = subscription.status;
  user.currentPeriodEnd = isSubscriptionRunning(subscription.status) ? subscription.currentPeriodEnd : null;
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

/** One row per provider invoice; a second report of the same invoice only fills in missing ids. */
async function recordPayment(em: Em, user: User, state: ProviderState, invoice: ProviderInvoice) {
  const existing = await em.findOne(Payment, { providerInvoiceId: invoice.invoiceId });
  if (existing) {
    existing.providerCheckoutSessionId ??= state.checkoutSessionId ?? null;
    existing.providerPaymentIntentId ??= invoice.paymentIntentId;
    return;
  }
  em.create(Payment, {
    user,
    amount: invoice.amount,
    currency: invoice.currency,
    provider: state.provider,
    providerSubscriptionId: invoice.subscriptionId ?? state.subscription?.id ?? null,
    providerInvoiceId: invoice.invoiceId,
    providerCheckoutSessionId: state.checkoutSessionId ?? null,
    providerPaymentIntentId: invoice.paymentIntentId,
    paidAt: invoice.paidAt ?? new Date(),
  });
}
