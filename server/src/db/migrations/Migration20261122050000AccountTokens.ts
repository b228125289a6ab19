import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts people can trust:
 * - `account_tokens`: single-use tokens sent by mail (password reset, email verification), stored as the SHA-256 of
 *   the token, so the table alone opens no account;
 * - `users.email_verified`: accounts that existed before are taken as verified, so nobody is locked out by a check
 *   added later; new sign-ups start unverified.
 */
export class Migration20261122050000AccountTokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "account_tokens" (
        "id" uuid not null,
        "user_id" uuid not null,
        "purpose" text check ("purpose" in ('password_reset', 'email_verification')) not null,
        "token_hash" varchar(64) not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "used_at" timestamptz null,
        primary key ("id")
      );`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "account_tokens_user_id_index" on "account_tokens" ("user_id");`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "users" add column "email_verified" boolean not null default true;`);
    this.addSql(`alter table "users" alter column "email_verified" set default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "email_verified";`);
    this.addSql(`drop table if exists "account_tokens" cascade;`);
  }
}
