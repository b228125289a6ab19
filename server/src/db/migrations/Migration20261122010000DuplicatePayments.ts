import { Migration } from '@mikro-orm/migrations';

/**
 * One open checkout per learner, and the reason of every refund. `latest_checkouts` remembers each
 * learner's last checkout session, so "Buy Now" gives back the open one instead of opening a second
 * (a learner could otherwise pay twice). `payments.refund_reason` tells the admin whether a refund
 * followed a cancellation or undid a duplicate payment; every refund before this one was a cancellation.
 */
export class Migration20261122010000DuplicatePayments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "latest_checkouts" (
        "user_id" uuid not null,
        "session_id" varchar(255) not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        primary key ("user_id")
      );`);
    this.addSql(`
      alter table "latest_checkouts" add constraint "latest_checkouts_user_id_foreign"
        foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(
      `alter table "payments" add column "refund_reason" text check ("refund_reason" in ('cancellation', 'duplicate')) null;`,
    );
    this.addSql(`update "payments" set "refund_reason" = 'cancellation' where "status" = 'refunded';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payments" drop column "refund_reason";`);
    this.addSql(`drop table if exists "latest_checkouts" cascade;`);
  }
}
