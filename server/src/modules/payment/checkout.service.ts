import { messages as sharedMessages } from '@coursehub/shared';
import type { Config } from '../../config';
import { dispatchMail } from '../../mail/outbox';
import type { OutboxMessage } from '../../mail/outbox.entity';
import { formatMoney, toMinorUnits } from '../../payments/money';
import { badInput, DomainError, forbidden, notFound } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { User } from '../user/user.entity';
import { checkoutReturnBase } from './checkout-return';
import { LatestCheckout } from './latest-checkout.entity';
import { Payment } from './payment.entity';
import { checkoutIdempotencyKey, checkoutRefusal, messages } from './payment.policy';
import { applyProviderState, type ProviderState } from './subscription-sync';

export interface SubscriptionPlan {
  price: number;
  /** The price in minor units, as charged. */
  amount: number;
  currency: string;
  interval: 'year';
  refundWindowDays: number;
  formattedPrice: string;
  /** Checkout is refused until the learner's email is confirmed (REQUIRE_CONFIRMED_EMAIL_FOR_CHECKOUT). */
  requiresConfirmedEmail: boolean;
}

export interface CheckoutConfirmation {
  /** The subscription now active. */
  subscriptionId: string;
}

const MAX_PROVIDER_ID_LENGTH = 255;

export function subscriptionPlan({
  plan,
  requireConfirmedEmailForCheckout,
}: Pick<Config, 'plan' | 'requireConfirmedEmailForCheckout'>): SubscriptionPlan {
  return {
    price: plan.price,
    amount: toMinorUnits(plan.price, plan.currency),
    currency: plan.currency,
    interval: plan.interval,
    refundWindowDays: plan.refundWindowDays,
    formattedPrice: formatMoney(plan.price, plan.currency),
    requiresConfirmedEmail: requireConfirmedEmailForCheckout,
  };
}

/** The browser-side Stripe key, or null in test mode. */
export function stripePublishableKey({ viewer, deps }: RequestScope): string | null {
  requireViewer(viewer);
  return deps.payments.publishableKey;
}

/**
 * Opens the caller's checkout, or gives back the one they already have while the provider says it
 * is open: one checkout per learner, whatever else about the account changed in between. With
 * REQUIRE_CONFIRMED_EMAIL_FOR_CHECKOUT, learners with an unconfirmed email are refused (FORBIDDEN; REST 403).
 * A new checkout returns to the client that started it (`origin`, the request's Origin header: checkoutReturnBase);
 * an open one given back keeps the return pages it was opened with.
 */
export async function startCheckout(
  { em, viewer, deps }: RequestScope,
  origin: string | undefined,
): Promise<{ id: string; url: string }> {
  const caller = requireViewer(viewer);
  const user = await em.findOneOrFail(User, caller.id, { failHandler: () => notFound('User') });
  const refusal = checkoutRefusal(user);
  if (refusal) throw refusal;
  // Where the operator asks for it, receipts and the account's mails must reach the owner: a typo would lose them.
  if (deps.config.requireConfirmedEmailForCheckout && !user.emailVerified) {
    throw forbidden(sharedMessages.verifyEmailBeforeCheckout);
  }
  const latest = await em.findOne(LatestCheckout, { user: user.id });
  if (latest) {
    const checkout = await deps.payments.getCheckout(latest.sessionId);
    if (checkout?.status === 'open' && checkout.url) return { id: checkout.id, url: checkout.url };
  }
  const session = await deps.payments.createCheckout({
    userId: user.id,
    email: user.email,
    customerId: user.providerCustomerId ?? null,
    idempotencyKey: checkoutIdempotencyKey(user.id, latest?.sessionId ?? null),
    returnTo: checkoutReturnBase(deps.config, origin),
  });
  // Racing requests got the same session (same key), so whichever writes last writes the same id.
  await em.execute(
    `insert into "latest_checkouts" ("user_id", "session_id", "created_at", "updated_at") values (?, ?, now(), now())
     on conflict ("user_id") do update set "session_id" = excluded."session_id", "updated_at" = now()`,
    [user.id, session.id],
  );
  return session;
}

/**
 * After the provider redirects back with `session_id`: activates the caller's subscription when
 * the provider says the session is theirs and paid. Idempotent with the webhook.
 */
export async function confirmCheckout(
  scope: RequestScope,
  sessionId: string,
  field = 'sessionId',
): Promise<CheckoutConfirmation> {
  const caller = requireViewer(scope.viewer);
  const { payments } = scope.deps;
  const checkout = await payments.getCheckout(providerId(sessionId, field));
  if (!checkout) throw notFound('Checkout session');
  if (checkout.userId !== caller.id) throw forbidden(messages.notYourCheckout);
  if (!checkout.paid || !checkout.subscription) throw badInput(messages.paymentNotCompleted);
  const invoice = checkout.invoiceId ? await payments.getInvoice(checkout.invoiceId) : null;
  return activate(scope, {
    provider: payments.kind,
    userId: caller.id,
    subscription: checkout.subscription,
    invoice,
    checkoutSessionId: checkout.id,
  });
}

/** The same confirmation addressed by subscription id (REST `POST /payments/verify`). */
export async function confirmSubscription(
  scope: RequestScope,
  subscriptionId: string,
  field = 'subscriptionId',
): Promise<CheckoutConfirmation> {
  const caller = requireViewer(scope.viewer);
  const { em, deps } = scope;
  const subscription = await deps.payments.getSubscription(providerId(subscriptionId, field));
  if (!subscription) throw notFound('Subscription');
  const owner =
    subscription.userId ??
    (await em.findOne(User, { id: caller.id, providerSubscriptionId: subscription.id }))?.id ??
    null;
  if (owner !== caller.id) throw forbidden(messages.notYourSubscription);
  if (subscription.status !== 'active') throw badInput(messages.paymentNotCompleted);
  const invoice = subscription.latestInvoiceId ? await deps.payments.getInvoice(subscription.latestInvoiceId) : null;
  return activate(scope, { provider: deps.payments.kind, userId: caller.id, subscription, invoice });
}

async function activate({ em, deps }: RequestScope, state: ProviderState): Promise<CheckoutConfirmation> {
  const outbox: OutboxMessage[] = [];
  const user = await em.transactional((tx) => applyProviderState(tx, state, deps, outbox));
  await dispatchMail(deps, outbox);
  const subscriptionId = state.subscription?.id;
  // Paid, but since cancelled (or replaced by a newer subscription): nothing to activate.
  if (
    !user ||
    !subscriptionId ||
    user.providerSubscriptionId !== subscriptionId ||
    user.subscriptionStatus !== 'active'
  ) {
    // A second payment while already subscribed was refunded (now or on an earlier confirmation).
    const invoiceId = state.invoice?.invoiceId;
    const duplicate =
      invoiceId && (await em.count(Payment, { providerInvoiceId: invoiceId, refundReason: 'duplicate' }));
    if (duplicate) throw new DomainError('CONFLICT', messages.duplicateRefunded);
    throw badInput(messages.subscriptionNotActive);
  }
  return { subscriptionId };
}

/** A provider id as typed or pasted: trimmed, present, and free of control characters (NUL included). */
function providerId(value: string, field: string): string {
  const id = value.trim();
  if (!id || id.length > MAX_PROVIDER_ID_LENGTH) throw badInput(`${field} is required`, field);
  if (/\p{Cc}/u.test(id)) throw badInput(`${field} must not contain control characters`, field);
  return id;
}
