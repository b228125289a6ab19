import { Migration } from '@mikro-orm/migrations';

/**
 * Expired auth challenges are deleted by their expiry, on every use of a challenge and by the workers' periodic sweep:
 * an index keeps both from scanning the table.
 */
export class Migration20261128110000AuthChallengeExpiry extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index "auth_challenges_expires_at_index" on "auth_challenges" ("expires_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop index "auth_challenges_expires_at_index";');
  }
}
