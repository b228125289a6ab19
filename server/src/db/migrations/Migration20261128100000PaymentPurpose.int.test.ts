import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnmigratedOrm } from '../../../test/unmigrated-orm';
import type { Orm } from '../../shared/orm';

/** The migration before this one: payments and test mode's invoices said nothing of what they paid for. */
const BEFORE = 'Migration20261128090000Teams';

describe('Migration20261128100000PaymentPurpose', () => {
  let orm: Orm;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ orm, close } = await createUnmigratedOrm());
  });
  afterAll(() => close());

  it("takes the payments on record as period payments, a team's for its seats, and test mode's invoices likewise", async () => {
    await orm.migrator.up({ to: BEFORE });
    const em = orm.em.fork();
    const [learner, owner] = [randomUUID(), randomUUID()];
    for (const [id, email] of [
      [learner, 'learner@example.com'],
      [owner, 'owner@example.com'],
    ] as const) {
      await em.execute(
        `insert into users (id, full_name, email, password_hash, role, subscription_status, created_at, updated_at)
         values (?, 'Someone', ?, 'x', 'USER', 'active', now(), now())`,
        [id, email],
      );
    }
    await em.execute(
      `insert into teams (id, owner_id, name, seats, provider_subscription_id, created_at, updated_at)
       values (?, ?, 'Acme', 4, 'sub_team', now(), now())`,
      [randomUUID(), owner],
    );
    const payment = (userId: string, subscriptionId: string, invoiceId: string) =>
      em.execute(
        `insert into payments (id, user_id, amount, currency, provider, provider_subscription_id, provider_invoice_id,
           status, paid_at, created_at, updated_at)
         values (?, ?, 49900, 'INR', 'test', ?, ?, 'paid', now(), now(), now())`,
        [randomUUID(), userId, subscriptionId, invoiceId],
      );
    await payment(learner, 'sub_learner', 'in_learner');
    await payment(owner, 'sub_team', 'in_team');
    await em.execute(
      `insert into test_checkout_sessions (id, user_id, email, idempotency_key, amount, currency, customer_id, status,
         subscription_id, invoice_id, seats, created_at, updated_at)
       values ('cs_team', ?, 'owner@example.com', 'key', 199600, 'INR', 'cus_team', 'complete', 'sub_team', 'in_team', 4, now(), now())`,
      [owner],
    );
    for (const id of ['in_team', 'in_renewal']) {
      await em.execute(
        `insert into test_invoices (id, subscription_id, status, amount, currency, created_at)
         values (?, 'sub_team', 'paid', 199600, 'INR', now())`,
        [id],
      );
    }

    await orm.migrator.up();
    const payments = await em.execute<{ provider_invoice_id: string; purpose: string; seats: number }[]>(
      'select provider_invoice_id, purpose, seats from payments order by provider_invoice_id',
    );
    expect(payments).toEqual([
      { provider_invoice_id: 'in_learner', purpose: 'period', seats: 1 },
      { provider_invoice_id: 'in_team', purpose: 'period', seats: 4 },
    ]);
    const invoices = await em.execute<{ id: string; billing_reason: string; seats: number }[]>(
      'select id, billing_reason, seats from test_invoices order by id',
    );
    expect(invoices).toEqual([
      { id: 'in_renewal', billing_reason: 'subscription_cycle', seats: 4 },
      { id: 'in_team', billing_reason: 'subscription_create', seats: 4 },
    ]);
    // A new invoice must say why it was made: the column keeps no default.
    await expect(
      em.execute(
        `insert into test_invoices (id, subscription_id, status, amount, currency, created_at)
         values ('in_new', 'sub_team', 'paid', 1, 'INR', now())`,
      ),
    ).rejects.toThrow(/billing_reason/);
  });
});
