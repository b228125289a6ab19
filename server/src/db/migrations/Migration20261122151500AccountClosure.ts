import { Migration } from '@mikro-orm/migrations';

/**
 * Closing an account keeps its payments for the books, anonymised: deleting the user no longer deletes
 * its payments but empties their `user_id`, so no name or email stays reachable from them while the dashboard's
 * figures (monthly sales, collected revenue) still count them.
 */
export class Migration20261122151500AccountClosure extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payments" alter column "user_id" drop not null;`);
    this.addSql(`alter table "payments" drop constraint "payments_user_id_foreign";`);
    this.addSql(`
      alter table "payments" add constraint "payments_user_id_foreign"
        foreign key ("user_id") references "users" ("id") on delete set null;`);
  }

  override async down(): Promise<void> {
    // The column stays nullable: anonymised payments may exist by now, and they are the books.
    this.addSql(`alter table "payments" drop constraint "payments_user_id_foreign";`);
    this.addSql(`
      alter table "payments" add constraint "payments_user_id_foreign"
        foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }
}
