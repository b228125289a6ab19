import { Migration } from '@mikro-orm/migrations';

/**
 * A test-mode checkout returns to the client that started it (`test_checkout_sessions.return_to`, its base URL), as
 * a Stripe session does with its own success and cancel URLs. Sessions opened before return to CLIENT_URL.
 */
export class Migration20261123130000CheckoutReturn extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "test_checkout_sessions" add column "return_to" varchar(2048) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "test_checkout_sessions" drop column "return_to";`);
  }
}
