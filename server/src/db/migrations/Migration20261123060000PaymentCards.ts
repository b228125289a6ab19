import { Migration } from '@mikro-orm/migrations';

/**
 * A receipt shows the card its payment was made with (`payments.card_brand`, `payments.card_last4`, as the provider
 * reports them); the payments recorded before have none, and their receipts keep naming the provider's card.
 */
export class Migration20261123060000PaymentCards extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "payments" add column "card_brand" varchar(32) null, add column "card_last4" varchar(4) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payments" drop column "card_brand", drop column "card_last4";`);
  }
}
