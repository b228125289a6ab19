import { Migration } from '@mikro-orm/migrations';

/**
 * Change of email: a third purpose of `account_tokens`, whose rows carry the address the account moves to
 * once the link mailed there is opened.
 */
export class Migration20261122065500EmailChange extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "account_tokens" drop constraint if exists "account_tokens_purpose_check";`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('password_reset', 'email_verification', 'email_change'));`,
    );
    this.addSql(`alter table "account_tokens" add column "new_email" varchar(320) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "account_tokens" where "purpose" = 'email_change';`);
    this.addSql(`alter table "account_tokens" drop column "new_email";`);
    this.addSql(`alter table "account_tokens" drop constraint if exists "account_tokens_purpose_check";`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('password_reset', 'email_verification'));`,
    );
  }
}
