import { Migration } from '@mikro-orm/migrations';

/**
 * "This wasn't me" (account security): a fourth purpose of `account_tokens`, the link mailed to the current address
 * that cancels a pending change of email.
 */
export class Migration20261123120000EmailChangeCancel extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "account_tokens" drop constraint if exists "account_tokens_purpose_check";`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('password_reset', 'email_verification', 'email_change', 'email_change_cancel'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "account_tokens" where "purpose" = 'email_change_cancel';`);
    this.addSql(`alter table "account_tokens" drop constraint if exists "account_tokens_purpose_check";`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('password_reset', 'email_verification', 'email_change'));`,
    );
  }
}
