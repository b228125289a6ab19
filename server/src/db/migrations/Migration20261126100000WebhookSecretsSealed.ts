import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook signing secrets are stored sealed under APP_SECRET (webhook-signing.ts), longer than the 100
 * characters a bare `whsec_…` took. Secrets stored before stay readable as they are until the endpoint's next rotation.
 */
export class Migration20261126100000WebhookSecretsSealed extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "webhook_endpoints" alter column "secret" type text, alter column "previous_secret" type text;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "webhook_endpoints" alter column "secret" type varchar(100), alter column "previous_secret" type varchar(100);`,
    );
  }
}
