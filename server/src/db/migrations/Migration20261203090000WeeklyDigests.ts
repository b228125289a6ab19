import { Migration } from '@mikro-orm/migrations';

/** The weekly digest's runs: one row per week told of, with the cursor of its batches. */
export class Migration20261203090000WeeklyDigests extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "weekly_digest_runs" ("week" varchar(10) not null, "cursor" uuid null, "mailed" int not null default 0, "started_at" timestamptz not null, "finished_at" timestamptz null, primary key ("week"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "weekly_digest_runs" cascade;`);
  }
}
