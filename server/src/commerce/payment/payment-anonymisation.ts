import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DomainEventBus } from '../../events/domain-events';
import type { Em } from '../../shared/orm';
import type { PaymentTables } from './payment.entity';

/**
 * What an anonymised payment keeps of its payment intent id: a one-way digest. Only someone holding the provider's id
 * (the provider itself, in a webhook about the charge) can match it, so the charge's late events (the closing
 * cancellation's own refund, a refund or dispute opened later at the provider) still find the row and keep the books
 * true, while the row no longer leads to the customer.
 */
export const closedPaymentIntentRef = (paymentIntentId: string) =>
  `closed:${createHash('sha256').update(paymentIntentId).digest('hex')}`;

/**
 * A closing account's payments stay in the books, anonymised rather than deleted: the revenue figures (sales,
 * refunds, tax, disputes by month) must stay true, and each receipt number, derived from the row's own id and payment
 * date, still names its row. What leads back to the payer goes: the provider's ids (invoice, subscription, checkout,
 * refund, dispute), each of which opens the customer's record at the provider, and the card; the payment intent id
 * becomes its digest (closedPaymentIntentRef, the same SHA-256 in SQL). Run in the closing transaction, before the
 * user row is deleted (which empties `user_id`).
 */
export async function anonymisePaymentsOf(em: Em, userId: string): Promise<void> {
  await em
    .getKysely<PaymentTables>()
    .updateTable('payments')
    .set({
      provider_invoice_id: null,
      provider_subscription_id: null,
      provider_checkout_session_id: null,
      provider_refund_id: null,
      provider_dispute_id: null,
      provider_payment_intent_id: sql<string>`'closed:' || encode(sha256(convert_to(provider_payment_intent_id, 'UTF8')), 'hex')`,
      card_brand: null,
      card_last4: null,
      updated_at: sql`now()`,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** A closing account's payments are anonymised in the closing transaction, while the user row still names them. */
export function subscribePaymentAnonymisation<C>(events: DomainEventBus<C>) {
  events.onInTransaction('account.closing', (em, { userId }) => anonymisePaymentsOf(em, userId));
}
