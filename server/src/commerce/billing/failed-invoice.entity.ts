import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { User } from '../../identity/user/user.entity';

/**
 * A renewal invoice whose charge failed (`invoice.payment_failed`), once per invoice from its first report: the
 * owner's 'failed renewals'. A later successful retry records a Payment and leaves this row, since the renewal did
 * fail once; the revenue section counts these by `failed_at`.
 */
const FailedInvoiceSchema = defineEntity({
  name: 'FailedInvoice',
  tableName: 'failed_invoices',
  properties: {
    providerInvoiceId: p.string().length(255).primary(),
    /** Null once the payer closed the account. */
    user: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    providerSubscriptionId: p.string().length(255).nullable(),
    /** What was due, in minor units. */
    amount: p.integer(),
    currency: p.string().length(3),
    failedAt: p.datetime().index(),
  },
});

export class FailedInvoice extends FailedInvoiceSchema.class {}
FailedInvoiceSchema.setClass(FailedInvoice);

/** The `failed_invoices` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type FailedInvoiceTables = InferKyselyDB<typeof FailedInvoiceSchema>;
