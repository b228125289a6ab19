import { Migration } from '@mikro-orm/migrations';

/**
 * A learner's own cancellation in flight (`users.cancel_requested_at`): set before the provider is asked to cancel
 * and refund, cleared when the answer is applied, so that the provider's webhooks arriving in between leave the
 * telling (and the refund's reason) to the cancellation itself.
 */
export class Migration20261123080000CancellationInFlight extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "cancel_requested_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "cancel_requested_at";`);
  }
}
