import { Migration } from '@mikro-orm/migrations';

/** The weekly digest goes out by sweeps, each mailing the learners whose Monday hour has come in their time zone. */
export class Migration20261210100000DigestSweeps extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "weekly_digest_runs" add column "sweep_started_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "weekly_digest_runs" drop column "sweep_started_at";`);
  }
}
