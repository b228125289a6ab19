import { Migration } from '@mikro-orm/migrations';

/** The idle reminders sent in each learner's current break from learning. */
export class Migration20261204090000IdleNudges extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "idle_nudges" ("user_id" uuid not null, "sent" smallint not null, "last_sent_at" timestamptz not null, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "idle_nudges" add constraint "idle_nudges_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idle_nudges" cascade;`);
  }
}
