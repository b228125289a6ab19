import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "users" (
        "id" uuid not null,
        "full_name" varchar(200) not null,
        "email" varchar(320) not null,
        "password_hash" varchar(255) not null,
        "avatar_key" varchar(500) null,
        "role" text check ("role" in ('ADMIN', 'USER')) not null default 'USER',
        "token_version" int not null default 0,
        "subscription_status" text check ("subscription_status" in ('inactive', 'active', 'past_due', 'canceled')) not null default 'inactive',
        "provider_customer_id" varchar(255) null,
        "provider_subscription_id" varchar(255) null,
        "current_period_end" timestamptz null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        primary key ("id")
      );`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_provider_subscription_id_index" on "users" ("provider_subscription_id");`);
    this.addSql(`
      create table "contact_messages" (
        "id" uuid not null,
        "name" varchar(200) not null,
        "email" varchar(320) not null,
        "message" text not null,
        "created_at" timestamptz not null,
        primary key ("id")
      );`);
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
  }
}
