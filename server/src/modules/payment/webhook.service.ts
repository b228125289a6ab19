import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { dispatchMail } from '../../mail/outbox';
import type { OutboxMessage } from '../../mail/outbox.entity';
import type { PaymentProvider, ProviderEvent } from '../../payments/payment-provider';
import { notFound } from '../../shared/errors';
import type { AppDeps } from '../../shared/scope';
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
  const { payments, orm } = deps;
  if (!payments.verifyWebhook) throw notFound('Webhook endpoint');
  const event = payments.verifyWebhook(rawBody, signature);
  if (!handled.has(event.type) || !event.objectId) return 'ignored';

  const isProcessed = async () => (await orm.em.fork().count(ProcessedEvent, { id: event.id })) > 0;
  if (await isProcessed()) return 'duplicate';
  const state = await readProviderState(payments, event);
  const outbox: OutboxMessage[] = [];
  try {
    await orm.em.fork().transactional(async (tx) => {
      // Inserted first: a concurrent delivery of the same event waits on this row, then fails.
      tx.create(ProcessedEvent, { id: event.id, provider: payments.kind, type: event.type });
      await tx.flush();
      if (state) await applyProviderState(tx, state, deps, outbox);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && (await isProcessed())) return 'duplicate';
    throw error;
  }
  await dispatchMail(deps, outbox);
  return 'processed';
}

async function readProviderState(payments: PaymentProvider, event: ProviderEvent): Promise<ProviderState | null> {
  const provider = payments.kind;
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
    return { provider, userId: invoice.userId, subscription, invoice };
  }
  const subscription = await payments.getSubscription(event.objectId);
  return subscription && { provider, userId: subscription.userId, subscription, invoice: null };
}
