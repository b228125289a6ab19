import { Migration } from '@mikro-orm/migrations';

/**
 * Single sign-on: OpenID Connect providers added by admins, each account's links to provider identities,
 * and the sign-ins under way (state, nonce, PKCE verifier; single use).
 */
export class Migration20261125120000SingleSignOn extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sso_providers" ("id" varchar(40) not null, "name" varchar(60) not null, "issuer" varchar(500) not null, "client_id" varchar(255) not null, "client_secret_encrypted" text not null, "allowed_domains" text[] not null default '{}', "disable_password_for_domains" text[] not null default '{}', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create table "sso_links" ("id" uuid not null, "provider_id" varchar(40) not null, "subject" varchar(255) not null, "user_id" uuid not null, "email" varchar(320) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "sso_links_user_id_index" on "sso_links" ("user_id");`);
    this.addSql(
      `alter table "sso_links" add constraint "sso_links_provider_id_subject_unique" unique ("provider_id", "subject");`,
    );
    this.addSql(
      `alter table "sso_links" add constraint "sso_links_user_id_provider_id_unique" unique ("user_id", "provider_id");`,
    );
    this.addSql(
      `alter table "sso_links" add constraint "sso_links_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "sso_flows" ("state" varchar(64) not null, "provider_id" varchar(40) not null, "nonce" varchar(64) not null, "code_verifier" varchar(128) not null, "link_user_id" uuid null, "expires_at" timestamptz not null, primary key ("state"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sso_flows";`);
    this.addSql(`drop table if exists "sso_links";`);
    this.addSql(`drop table if exists "sso_providers";`);
  }
}
