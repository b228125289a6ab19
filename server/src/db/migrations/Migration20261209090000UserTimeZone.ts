import { Migration } from '@mikro-orm/migrations';

/** Each user's IANA time zone, as their browser reports it: reminders go out at a decent hour of their own day. */
export class Migration20261209090000UserTimeZone extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "users" add "time_zone" varchar(64) null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "users" drop column "time_zone";');
  }
}
