import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { User } from '../../identity/user/user.entity';
import { nowOnCreate, nowOnUpdate, uuidPrimaryKey } from '../../shared/orm';

/** 'disputed': the payer's bank opened a dispute (a chargeback); access ended and the admin sees it. */
export const PAYMENT_STATUSES = ['paid', 'refunded', 'disputed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/**
 * Why a payment was refunded: the learner cancelled within the refund window, it was a
 * second payment for a learner who was already subscribed (refunded and its subscription
 * cancelled automatically), someone refunded it at the provider (Stripe's dashboard), or an
 * early fraud warning said the card was used without its owner's consent.
 */
export const REFUND_REASONS = ['cancellation', 'duplicate', 'provider', 'fraud'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
/**
 * What a payment paid for, as the provider's invoice says (payments/payment-provider.ts `invoicePurpose`): 'period', a
 * year of the subscription (its checkout, a renewal); 'seats', seats added to a team's subscription during its year.
 * The refund window runs from the period's payment, and a refund within it returns the seat charges made since.
 */
export const PAYMENT_PURPOSES = ['period', 'seats'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * One paid invoice of a subscription. A row exists only once the provider says the invoice
 * is paid; it is keyed by the provider's invoice id, so the confirmation after the redirect
 * and the webhook, whichever comes second, find it already there.
 */
const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: uuidPrimaryKey(),
    /** Null once the payer closed the account: the payment stays in the books, anonymised (account-closure). */
    user: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    /** Minor units (paise, cents): integers, so sums are exact. */
    amount: p.integer(),
    /** Minor units: the tax included in `amount` (0 when none was charged). */
    taxAmount: p.integer().default(0),
    /** The card the payment was made with, as the provider reports it ('visa'); null when none is known. */
    cardBrand: p.string().length(32).nullable(),
    cardLast4: p.string().length(4).nullable(),
    currency: p.string().length(3),
    purpose: p.enum([...PAYMENT_PURPOSES]).default('period'),
    /** The seats it paid for: a period's (1 for one learner, a team's quantity), or those a seat charge added. */
    seats: p.integer().default(1),
    provider: p.enum(['stripe', 'test'] as const),
    providerSubscriptionId: p.string().length(255).nullable().index(),
    /**
     * The provider's ids below, and the card, are null once the payer closed the account (anonymisePaymentsOf): they
     * lead to the customer's record at the provider. The payment intent id becomes a digest instead, which only the
     * provider's own id matches (its late charge events). A live payment always has its invoice id.
     */
    providerInvoiceId: p.string().length(255).nullable().unique(),
    providerCheckoutSessionId: p.string().length(255).nullable().unique(),
    providerPaymentIntentId: p.string().length(255).nullable().unique(),
    status: p.enum([...PAYMENT_STATUSES]).default('paid'),
    /** The dashboard groups sales by the month of this column. */
    paidAt: p.datetime().index(),
    refundedAt: p.datetime().nullable(),
    refundedAmount: p.integer().nullable(),
    providerRefundId: p.string().length(255).nullable(),
    refundReason: p.enum([...REFUND_REASONS]).nullable(),
    disputedAt: p.datetime().nullable(),
    providerDisputeId: p.string().length(255).nullable(),
    createdAt: nowOnCreate(),
    updatedAt: nowOnUpdate(),
  },
  // A user's history: `where user_id = ? order by paid_at desc`.
  indexes: [{ properties: ['user', 'paidAt'] }],
});

export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);

/** The `payments` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type PaymentTables = InferKyselyDB<typeof PaymentSchema>;
