import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { PaymentProvider, ProviderEvent } from '../../payments/payment-provider';
import { notFound } from '../../shared/errors';
import type { AppDeps } from '../../shared/scope';
import { applyChargeState, type ChargeState } from './charge-sync';
import { ProcessedEvent } from './processed-event.entity';
import { applyProviderState, type ProviderState } from './subscription-sync';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** The events that can change a subscription or record a payment; others are acknowledged and dropped. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.upcoming',
  'invoice.payment_action_required',
  'charge.refunded',
  'charge.dispute.created',
  'radar.early_fraud_warning.created',
] as const;
const handled = new Set<string>(HANDLED_EVENTS);

/**
 * One webhook delivery: verify the signature on the raw body, then apply the provider's
 * current state of the object the event names. The event payload itself is never trusted for
 * state, so deliveries arriving out of order still end in the provider's final state. The
 * event id is recorded in the same transaction as the effect: a redelivery changes nothing.
 */
export async function handleWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const { payments } = deps;
  if (!payments.verifyWebhook) throw notFound('Webhook endpoint');
  return applyProviderEvent(deps, payments.verifyWebhook(rawBody, signature));
}

/**
 * One provider event, verified: Stripe's through the webhook, test mode's from its billing page's controls (which
 * change test mode's state as Stripe changes its own, then deliver the events Stripe would send).
 */
export async function applyProviderEvent(deps: AppDeps, event: ProviderEvent): Promise<WebhookOutcome> {
  const { payments, orm } = deps;
  if (!handled.has(event.type) || !event.objectId) return 'ignored';

  const isProcessed = async () => (await orm.em.fork().count(ProcessedEvent, { id: event.id })) > 0;
  if (await isProcessed()) return 'duplicate';
  const state = await readProviderState(payments, event);
  const chargeState = state ? null : await readChargeState(payments, event);
  try {
    await orm.em.fork().transactional(async (tx) => {
      // Inserted first: a concurrent delivery of the same event waits on this row, then fails.
      tx.create(ProcessedEvent, { id: event.id, provider: payments.kind, type: event.type });
      await tx.flush();
      if (state) await applyProviderState(tx, state, deps);
      if (chargeState) await applyChargeState(tx, chargeState, deps);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && (await isProcessed())) return 'duplicate';
    throw error;
  }
  return 'processed';
}

async function readProviderState(payments: PaymentProvider, event: ProviderEvent): Promise<ProviderState | null> {
  const provider = payments.kind;
  if (event.type.startsWith('charge.') || event.type.startsWith('radar.')) return null;
  if (event.type === 'invoice.upcoming') {
    const subscription = await payments.getSubscription(event.objectId);
    // A subscription that no longer renews (auto-renewal turned off since) gets no reminder.
    const renews = subscription?.status === 'active' && !subscription.cancelAtPeriodEnd;
    const preview = renews ? await payments.previewRenewal(subscription.id) : null;
    const notice = preview && { kind: 'renewal' as const, ...preview };
    return subscription && { provider, userId: subscription.userId, subscription, invoice: null, notice };
  }
  if (event.type.startsWith('checkout.session.')) {
    const checkout = await payments.getCheckout(event.objectId);
    if (!checkout?.paid) return null;
    const invoice = checkout.invoiceId ? await payments.getInvoice(checkout.invoiceId) : null;
    const { userId, subscription, id: checkoutSessionId } = checkout;
    return { provider, userId, subscription, invoice, checkoutSessionId };
  }
  if (event.type.startsWith('invoice.')) {
    const invoice = await payments.getInvoice(event.objectId);
    if (!invoice) return null;
    const subscription = invoice.subscriptionId ? await payments.getSubscription(invoice.subscriptionId) : null;
    const { hostedUrl, paid, amountDue: amount, currency } = invoice;
    // Asked to confirm a payment that has since gone through (or cannot be paid there): nothing to tell.
    const notice =
      event.type === 'invoice.payment_action_required' && !paid && hostedUrl
        ? { kind: 'action_required' as const, url: hostedUrl, amount, currency }
        : null;
    const failed = event.type === 'invoice.payment_failed';
    return { provider, userId: invoice.userId, subscription, invoice, notice, failed };
  }
  const subscription = await payments.getSubscription(event.objectId);
  return subscription && { provider, userId: subscription.userId, subscription, invoice: null };
}

/** A charge event's charge as it is now, with the dispute or fraud warning it named. */
async function readChargeState(payments: PaymentProvider, event: ProviderEvent): Promise<ChargeState | null> {
  if (event.type === 'charge.refunded') {
    const charge = await payments.getCharge(event.objectId);
    return charge && { charge, dispute: null, fraudWarning: null };
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = await payments.getDispute(event.objectId);
    const charge = dispute && (await payments.getCharge(dispute.chargeId));
    return charge ? { charge, dispute, fraudWarning: null } : null;
  }
  if (event.type === 'radar.early_fraud_warning.created') {
    const fraudWarning = await payments.getFraudWarning(event.objectId);
    const charge = fraudWarning && (await payments.getCharge(fraudWarning.chargeId));
    return charge ? { charge, dispute: null, fraudWarning } : null;
  }
  return null;
}
