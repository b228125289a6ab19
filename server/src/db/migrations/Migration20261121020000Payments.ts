import { Migration } from '@mikro-orm/migrations';

export class Migration20261121020000Payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "payments" (
        "id" uuid not null,
        "user_id" uuid not null,
        "amount" int not null,
        "currency" varchar(3) not null,
        "provider" text check ("provider" in ('stripe', 'test')) not null,
        "provider_subscription_id" varchar(255) null,
        "provider_invoice_id" varchar(255) not null,
        "provider_checkout_session_id" varchar(255) null,
        "provider_payment_intent_id" varchar(255) null,
        "status" text check ("status" in ('paid', 'refunded')) not null default 'paid',
        "paid_at" timestamptz not null,
        "refunded_at" timestamptz null,
        "refunded_amount" int null,
        "provider_refund_id" varchar(255) null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        primary key ("id")
      );`);
    // One row per provider invoice (and per session, per payment intent): the confirmation and
    // the webhook can both try to record a payment, and only the first insert takes effect.
    this.addSql(
      `alter table "payments" add constraint "payments_provider_invoice_id_unique" unique ("provider_invoice_id");`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_provider_checkout_session_id_unique" unique ("provider_checkout_session_id");`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_provider_payment_intent_id_unique" unique ("provider_payment_intent_id");`,
    );
    this.addSql(`create index "payments_provider_subscription_id_index" on "payments" ("provider_subscription_id");`);
    // Monthly sales are `where paid_at >= ? and paid_at < ? group by month`.
    this.addSql(`create index "payments_paid_at_index" on "payments" ("paid_at");`);
    this.addSql(`create index "payments_user_id_paid_at_index" on "payments" ("user_id", "paid_at");`);
    this.addSql(`
      alter table "payments" add constraint "payments_user_id_foreign"
        foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`
      create table "processed_events" (
        "id" varchar(255) not null,
        "provider" text check ("provider" in ('stripe', 'test')) not null,
        "type" varchar(100) not null,
        "processed_at" timestamptz not null,
        primary key ("id")
      );`);

    this.addSql(`
      create table "test_checkout_sessions" (
        "id" varchar(64) not null,
        "user_id" uuid not null,
        "email" varchar(320) not null,
        "idempotency_key" varchar(255) not null,
        "status" text check ("status" in ('open', 'complete', 'expired')) not null default 'open',
        "amount" int not null,
        "currency" varchar(3) not null,
        "customer_id" varchar(64) not null,
        "subscription_id" varchar(64) null,
        "subscription_status" text check ("subscription_status" in ('active', 'canceled')) null,
        "current_period_end" timestamptz null,
        "invoice_id" varchar(64) null,
        "payment_intent_id" varchar(64) null,
        "paid_at" timestamptz null,
        "refund_id" varchar(64) null,
        "refunded_amount" int null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        primary key ("id")
      );`);
    this.addSql(
      `alter table "test_checkout_sessions" add constraint "test_checkout_sessions_idempotency_key_unique" unique ("idempotency_key");`,
    );
    this.addSql(
      `alter table "test_checkout_sessions" add constraint "test_checkout_sessions_subscription_id_unique" unique ("subscription_id");`,
    );
    this.addSql(
      `alter table "test_checkout_sessions" add constraint "test_checkout_sessions_invoice_id_unique" unique ("invoice_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "test_checkout_sessions" cascade;`);
    this.addSql(`drop table if exists "processed_events" cascade;`);
    this.addSql(`drop table if exists "payments" cascade;`);
  }
}
