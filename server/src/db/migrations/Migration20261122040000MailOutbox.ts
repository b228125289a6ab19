import { Migration } from '@mikro-orm/migrations';

/**
 * The mail outbox: a message is a row written in the same transaction as the event that causes it, and
 * the `mail.send` job delivers it (mail/outbox.ts). The partial index serves the reconcile pass, which looks only at
 * unsent rows, without growing with the sent ones.
 */
export class Migration20261122040000MailOutbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "outbox" (
        "id" uuid not null,
        "recipient" varchar(320) not null,
        "subject" varchar(500) not null,
        "text" text not null,
        "html" text not null,
        "created_at" timestamptz not null,
        "claimed_until" timestamptz null,
        "sent_at" timestamptz null,
        "attempts" int not null default 0,
        "last_error" varchar(1000) null,
        primary key ("id")
      );`);
    this.addSql(`create index "outbox_unsent_index" on "outbox" ("created_at") where "sent_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "outbox" cascade;`);
  }
}
