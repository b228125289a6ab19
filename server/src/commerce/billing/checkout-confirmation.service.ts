import { User } from '../../identity/user/user.entity';
import { badInput, DomainError, forbidden, notFound } from '../../shared/errors';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { Payment } from '../payment/payment.entity';
import { messages } from './billing.policy';
import { applyProviderState, type ProviderState } from './subscription-sync';

export interface CheckoutConfirmation {
  /** The subscription now active. */
  subscriptionId: string;
}

const MAX_PROVIDER_ID_LENGTH = 255;

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
  const user = await em.transactional((tx) => applyProviderState(tx, state, deps));
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
