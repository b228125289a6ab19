import { Migration } from '@mikro-orm/migrations';

/** A learner's own number of idle days before a reminder (no row: the server's IDLE_NUDGE_DAYS). */
export class Migration20261208090000ReminderSettings extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reminder_settings" ("user_id" uuid not null, "idle_days" smallint not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "reminder_settings" add constraint "reminder_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reminder_settings" cascade;`);
  }
}
