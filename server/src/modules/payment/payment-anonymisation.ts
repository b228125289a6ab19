import type { Em } from '../../shared/orm';

/**
 * A closing account's payments stay in the books, anonymised rather than deleted: the revenue figures (sales,
 * refunds, tax, disputes by month) must stay true, and each receipt number, derived from the row's own id and payment
 * date, still names its row. What leads back to the payer goes: the provider's ids (invoice, subscription, checkout,
 * payment intent, refund, dispute), each of which opens the customer's record at the provider, and the card. Run in
 * the closing transaction, before the user row is deleted (which empties `user_id`).
 */
export async function anonymisePaymentsOf(em: Em, userId: string): Promise<void> {
  await em.execute(
    `update payments set provider_invoice_id = null, provider_subscription_id = null,
       provider_checkout_session_id = null, provider_payment_intent_id = null, provider_refund_id = null,
       provider_dispute_id = null, card_brand = null, card_last4 = null, updated_at = now()
     where user_id = ?`,
    [userId],
  );
}
