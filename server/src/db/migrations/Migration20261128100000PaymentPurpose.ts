import { Migration } from '@mikro-orm/migrations';

/**
 * Each payment says what it paid for (`purpose`: a period of the subscription, or seats added to a team's
 * during its year) and how many seats, so a cancellation's refund window runs from the period's payment and its refund
 * returns the seat charges too, and the Revenue section counts seats. The payments already recorded are taken as
 * period payments: a team's for its seats now, anyone else's for one. Test mode's invoices keep Stripe's
 * `billing_reason` and their seats the same way: a session's first invoice was its checkout, the others renewals.
 */
export class Migration20261128100000PaymentPurpose extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "payments" add column "purpose" text check ("purpose" in ('period', 'seats')) not null default 'period', add column "seats" int not null default 1;`,
    );
    this.addSql(`update "payments" p set "seats" = t."seats" from "teams" t
      where t."provider_subscription_id" = p."provider_subscription_id";`);
    this.addSql(
      `alter table "test_invoices" add column "billing_reason" text check ("billing_reason" in ('subscription_create', 'subscription_cycle', 'subscription_update')) not null default 'subscription_cycle', add column "seats" int not null default 1;`,
    );
    this.addSql(`update "test_invoices" i set
      "billing_reason" = case when s."invoice_id" = i."id" then 'subscription_create' else 'subscription_cycle' end,
      "seats" = s."seats"
      from "test_checkout_sessions" s where s."subscription_id" = i."subscription_id";`);
    // Test mode names every invoice's reason and seats from now on.
    this.addSql(
      `alter table "test_invoices" alter column "billing_reason" drop default, alter column "seats" drop default;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payments" drop column "purpose", drop column "seats";`);
    this.addSql(`alter table "test_invoices" drop column "billing_reason", drop column "seats";`);
  }
}
