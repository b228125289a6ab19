import { Migration } from '@mikro-orm/migrations';

/**
 * A payment of a closed account keeps no provider id (account closure anonymises it), its invoice id included, so
 * `payments.provider_invoice_id` may be null; a live payment still always has one, unique.
 */
export class Migration20261123100000AnonymisedPayments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payments" alter column "provider_invoice_id" drop not null;`);
  }

  override async down(): Promise<void> {
    // Kept for the books: an anonymised payment gets a placeholder no provider id can equal.
    this.addSql(`update "payments" set "provider_invoice_id" = 'closed:' || "id" where "provider_invoice_id" is null;`);
    this.addSql(`alter table "payments" alter column "provider_invoice_id" set not null;`);
  }
}
