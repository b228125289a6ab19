import { Migration } from '@mikro-orm/migrations';

/**
 * Payment details: the profile shows the card the subscription is charged to (`users.card_brand`,
 * `users.card_last4`, as the provider reports them), and a receipt shows the tax its payment included
 * (`payments.tax_amount`, minor units; the payments recorded before had none). Test mode's subscriptions have a card
 * too, the test Visa unless its billing page switched to the test Mastercard.
 */
export class Migration20261123040000PaymentDetails extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "users" add column "card_brand" varchar(32) null, add column "card_last4" varchar(4) null;`,
    );
    this.addSql(`alter table "payments" add column "tax_amount" int not null default 0;`);
    this.addSql(`
      alter table "test_checkout_sessions" add column "card_brand" varchar(32) not null default 'visa',
        add column "card_last4" varchar(4) not null default '4242';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "test_checkout_sessions" drop column "card_brand", drop column "card_last4";`);
    this.addSql(`alter table "payments" drop column "tax_amount";`);
    this.addSql(`alter table "users" drop column "card_brand", drop column "card_last4";`);
  }
}
