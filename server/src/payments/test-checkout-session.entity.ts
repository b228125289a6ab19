import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate, nowOnUpdate } from '../shared/orm';

export const TEST_CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;

/**
 * Test mode's stand-in for the provider's records: one checkout session and, once paid, the
 * subscription it created, with its first and its latest invoice (the invoices themselves are
 * `test_invoices`). Kept in the database so any app instance can serve
 * the checkout page and answer lookups. It references the user by id only, as a remote
 * provider would.
 */
const TestCheckoutSessionSchema = defineEntity({
  name: 'TestCheckoutSession',
  tableName: 'test_checkout_sessions',
  properties: {
    id: p.string().length(64).primary(),
    userId: p.uuid(),
    email: p.string().length(320),
    idempotencyKey: p.string().length(255).unique(),
    /** The web client's base URL the session returns to (CheckoutRequest.returnTo); null on older sessions. */
    returnTo: p.string().length(2048).nullable(),
    status: p.enum([...TEST_CHECKOUT_STATUSES]).default('open'),
    /** Minor units: what a year of the subscription charges (the plan's price times the seats). */
    amount: p.integer(),
    /** The subscription's quantity: 1, or a team plan's seats (Stripe's subscription item quantity). */
    seats: p.integer().default(1),
    /** The team a team checkout pays for (Stripe: the subscription's `teamId` metadata); null for one learner's. */
    teamId: p.uuid().nullable(),
    currency: p.string().length(3),
    customerId: p.string().length(64),
    subscriptionId: p.string().length(64).nullable().unique(),
    subscriptionStatus: p.enum(['active', 'past_due', 'canceled'] as const).nullable(),
    currentPeriodEnd: p.datetime().nullable(),
    /** Auto-renewal turned off: Stripe's `cancel_at_period_end`. */
    cancelAtPeriodEnd: p.boolean().default(false),
    /** The checkout's own invoice, the subscription's first. */
    invoiceId: p.string().length(64).nullable().unique(),
    paymentIntentId: p.string().length(64).nullable(),
    paidAt: p.datetime().nullable(),
    /** The renewal's invoice once there is one, paid or not: Stripe's `latest_invoice`. */
    latestInvoiceId: p.string().length(64).nullable(),
    /** The subscription's card, one of test mode's two (TEST_CARDS): the billing page switches between them. */
    cardBrand: p.string().length(32).default('visa'),
    cardLast4: p.string().length(4).default('4242'),
    createdAt: nowOnCreate(),
    updatedAt: nowOnUpdate(),
  },
});

export class TestCheckoutSession extends TestCheckoutSessionSchema.class {}
TestCheckoutSessionSchema.setClass(TestCheckoutSession);

/** The `test_checkout_sessions` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type TestCheckoutSessionTables = InferKyselyDB<typeof TestCheckoutSessionSchema>;
