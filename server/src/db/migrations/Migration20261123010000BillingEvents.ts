import { Migration } from '@mikro-orm/migrations';

/**
 * Billing events: a payment can be disputed (the admin sees it, access ends) or refunded at the provider
 * itself (the dashboard, an early fraud warning), so `payments` gains the 'disputed' status, the dispute's id and time,
 * and the refund reasons 'provider' and 'fraud'.
 *
 * Test mode's subscriptions now renew, fail a renewal (past_due) and get disputed: its invoices move from the checkout
 * session row (one invoice per session) to `test_invoices` (any number per subscription), the existing ones copied
 * with their refunds, and the session keeps the subscription and its latest invoice.
 *
 * `failed_invoices` records each renewal whose charge failed, for the owner's 'failed renewals'.
 */
export class Migration20261123010000BillingEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payments" drop constraint if exists "payments_status_check";`);
    this.addSql(
      `alter table "payments" add constraint "payments_status_check" check ("status" in ('paid', 'refunded', 'disputed'));`,
    );
    this.addSql(`alter table "payments" drop constraint if exists "payments_refund_reason_check";`);
    this.addSql(
      `alter table "payments" add constraint "payments_refund_reason_check" check ("refund_reason" in ('cancellation', 'duplicate', 'provider', 'fraud'));`,
    );
    this.addSql(`alter table "payments" add column "disputed_at" timestamptz null;`);
    this.addSql(`alter table "payments" add column "provider_dispute_id" varchar(255) null;`);

    this.addSql(`
      create table "failed_invoices" (
        "provider_invoice_id" varchar(255) not null,
        "user_id" uuid null,
        "provider_subscription_id" varchar(255) null,
        "amount" int not null,
        "currency" varchar(3) not null,
        "failed_at" timestamptz not null,
        primary key ("provider_invoice_id")
      );`);
    this.addSql(`create index "failed_invoices_failed_at_index" on "failed_invoices" ("failed_at");`);
    this.addSql(`
      alter table "failed_invoices" add constraint "failed_invoices_user_id_foreign"
        foreign key ("user_id") references "users" ("id") on delete set null;`);

    this.addSql(`
      create table "test_invoices" (
        "id" varchar(64) not null,
        "subscription_id" varchar(64) not null,
        "status" text check ("status" in ('paid', 'open')) not null,
        "amount" int not null,
        "currency" varchar(3) not null,
        "payment_intent_id" varchar(64) null,
        "paid_at" timestamptz null,
        "refund_id" varchar(64) null,
        "refunded_amount" int null,
        "refunded_at" timestamptz null,
        "dispute_id" varchar(64) null,
        "disputed_at" timestamptz null,
        "created_at" timestamptz not null,
        primary key ("id")
      );`);
    this.addSql(`create index "test_invoices_subscription_id_index" on "test_invoices" ("subscription_id");`);
    this.addSql(
      `alter table "test_invoices" add constraint "test_invoices_payment_intent_id_unique" unique ("payment_intent_id");`,
    );
    this.addSql(`alter table "test_invoices" add constraint "test_invoices_dispute_id_unique" unique ("dispute_id");`);
    this.addSql(`
      insert into "test_invoices" ("id", "subscription_id", "status", "amount", "currency", "payment_intent_id",
                                   "paid_at", "refund_id", "refunded_amount", "refunded_at", "created_at")
      select "invoice_id", "subscription_id", 'paid', "amount", "currency", "payment_intent_id",
             "paid_at", "refund_id", "refunded_amount", case when "refund_id" is not null then "updated_at" end, "paid_at"
        from "test_checkout_sessions"
       where "invoice_id" is not null and "subscription_id" is not null and "paid_at" is not null;`);
    this.addSql(`alter table "test_checkout_sessions" drop column "refund_id";`);
    this.addSql(`alter table "test_checkout_sessions" drop column "refunded_amount";`);
    this.addSql(`alter table "test_checkout_sessions" add column "latest_invoice_id" varchar(64) null;`);
    this.addSql(`update "test_checkout_sessions" set "latest_invoice_id" = "invoice_id";`);
    this.addSql(
      `alter table "test_checkout_sessions" drop constraint if exists "test_checkout_sessions_subscription_status_check";`,
    );
    this.addSql(
      `alter table "test_checkout_sessions" add constraint "test_checkout_sessions_subscription_status_check" check ("subscription_status" in ('active', 'past_due', 'canceled'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `update "test_checkout_sessions" set "subscription_status" = 'canceled' where "subscription_status" = 'past_due';`,
    );
    this.addSql(
      `alter table "test_checkout_sessions" drop constraint if exists "test_checkout_sessions_subscription_status_check";`,
    );
    this.addSql(
      `alter table "test_checkout_sessions" add constraint "test_checkout_sessions_subscription_status_check" check ("subscription_status" in ('active', 'canceled'));`,
    );
    this.addSql(`alter table "test_checkout_sessions" drop column "latest_invoice_id";`);
    this.addSql(`alter table "test_checkout_sessions" add column "refund_id" varchar(64) null;`);
    this.addSql(`alter table "test_checkout_sessions" add column "refunded_amount" int null;`);
    this.addSql(`
      update "test_checkout_sessions" s set "refund_id" = i."refund_id", "refunded_amount" = i."refunded_amount"
        from "test_invoices" i where i."id" = s."invoice_id";`);
    this.addSql(`drop table if exists "test_invoices" cascade;`);
    this.addSql(`drop table if exists "failed_invoices" cascade;`);
    this.addSql(`alter table "payments" drop column "provider_dispute_id";`);
    this.addSql(`alter table "payments" drop column "disputed_at";`);
    this.addSql(`update "payments" set "status" = 'refunded' where "status" = 'disputed';`);
    this.addSql(
      `update "payments" set "refund_reason" = 'cancellation' where "refund_reason" in ('provider', 'fraud');`,
    );
    this.addSql(`alter table "payments" drop constraint if exists "payments_refund_reason_check";`);
    this.addSql(
      `alter table "payments" add constraint "payments_refund_reason_check" check ("refund_reason" in ('cancellation', 'duplicate'));`,
    );
    this.addSql(`alter table "payments" drop constraint if exists "payments_status_check";`);
    this.addSql(
      `alter table "payments" add constraint "payments_status_check" check ("status" in ('paid', 'refunded'));`,
    );
  }
}
