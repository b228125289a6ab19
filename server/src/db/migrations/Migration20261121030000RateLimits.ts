import { Migration } from '@mikro-orm/migrations';

/** The shape rate-limiter-flexible's PostgreSQL store expects; shared by every app instance. */
export class Migration20261121030000RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table if not exists "rate_limits" (
        "key" varchar(255) primary key,
        "points" integer not null default 0,
        "expire" bigint
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits";`);
  }
}
