import { Migration } from '@mikro-orm/migrations';

/** Integrators' API keys (identity/api-key): looked up by the SHA-256 of the secret, never the secret. */
export class Migration20261122160000ApiKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "api_keys" (
        "id" uuid not null,
        "name" varchar(100) not null,
        "prefix" varchar(16) not null,
        "secret_hash" varchar(64) not null,
        "scopes" text[] not null,
        "created_by_id" uuid not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "revoked_at" timestamptz null,
        "last_used_at" timestamptz null,
        primary key ("id")
      );`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(`create index "api_keys_created_by_id_index" on "api_keys" ("created_by_id");`);
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }
}
