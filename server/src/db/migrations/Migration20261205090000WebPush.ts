import { Migration } from '@mikro-orm/migrations';

/** Learners' web push subscriptions (one per browser), and the notification channels a user turned off. */
export class Migration20261205090000WebPush extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "push_subscriptions" ("id" uuid not null, "user_id" uuid not null, "endpoint" text not null, "p256dh" varchar(100) not null, "auth" varchar(32) not null, "created_at" timestamptz not null, "last_success_at" timestamptz null, "failure_count" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "push_subscriptions_user_id_index" on "push_subscriptions" ("user_id");`);
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`,
    );
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "notification_channel_opt_outs" ("user_id" uuid not null, "channel" text not null, "created_at" timestamptz not null, primary key ("user_id", "channel"));`,
    );
    this.addSql(
      `alter table "notification_channel_opt_outs" add constraint "notification_channel_opt_outs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notification_channel_opt_outs" add constraint "notification_channel_opt_outs_channel_check" check ("channel" in ('PUSH'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_channel_opt_outs" cascade;`);
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
  }
}
