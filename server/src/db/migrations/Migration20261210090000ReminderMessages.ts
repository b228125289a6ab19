import { Migration } from '@mikro-orm/migrations';

/** Each reminder sent (weekly digest, idle reminder, web push) and when its tracked link was first opened. */
export class Migration20261210090000ReminderMessages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reminder_messages" ("channel" varchar(10) not null, "ref" varchar(36) not null, "user_id" uuid not null, "sent_at" timestamptz not null, "clicked_at" timestamptz null, primary key ("channel", "ref", "user_id"));`,
    );
    this.addSql(`create index "reminder_messages_sent_at_index" on "reminder_messages" ("sent_at");`);
    this.addSql(
      `alter table "reminder_messages" add constraint "reminder_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reminder_messages" cascade;`);
  }
}
