import { Migration } from '@mikro-orm/migrations';

/** A mail about an event waits out its recipient's quiet hours: not sent before `send_after`. */
export class Migration20261211090000OutboxSendAfter extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox" add column "send_after" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox" drop column "send_after";`);
  }
}
