import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's list of users pages newest first by (created_at, id): this index gives that order, so a page
 * reads its own rows instead of sorting every account.
 */
export class Migration20261122150500UserDirectory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "users_created_at_id_index" on "users" ("created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "users_created_at_id_index";`);
  }
}
