import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate } from '../shared/orm';

/** Why test mode made an invoice, in Stripe's words (`billing_reason`): the checkout, a renewal, seats added. */
export const TEST_BILLING_REASONS = ['subscription_create', 'subscription_cycle', 'subscription_update'] as const;

/**
 * One invoice of a test-mode subscription: the checkout's first, then one per renewal and one per seats added. 'open'
 * is a renewal whose charge failed. Its payment intent names its charge too (test mode has one charge per payment), which a refund or a
 * dispute is about.
 */
const TestInvoiceSchema = defineEntity({
  name: 'TestInvoice',
  tableName: 'test_invoices',
  properties: {
    id: p.string().length(64).primary(),
    subscriptionId: p.string().length(64).index(),
    status: p.enum(['paid', 'open'] as const),
    billingReason: p.enum([...TEST_BILLING_REASONS]),
    /** The seats it charges for: the subscription's quantity, or the seats added (subscription_update). */
    seats: p.integer(),
    /** Minor units. */
    amount: p.integer(),
    currency: p.string().length(3),
    paymentIntentId: p.string().length(64).nullable().unique(),
    paidAt: p.datetime().nullable(),
    refundId: p.string().length(64).nullable(),
    refundedAmount: p.integer().nullable(),
    refundedAt: p.datetime().nullable(),
    disputeId: p.string().length(64).nullable().unique(),
    disputedAt: p.datetime().nullable(),
    createdAt: nowOnCreate(),
  },
});

export class TestInvoice extends TestInvoiceSchema.class {}
TestInvoiceSchema.setClass(TestInvoice);

/** The `test_invoices` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type TestInvoiceTables = InferKyselyDB<typeof TestInvoiceSchema>;
