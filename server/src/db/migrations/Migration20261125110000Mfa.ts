import { Migration } from '@mikro-orm/migrations';

/**
 * Passkeys and two-factor sign-in: the accounts' passkeys, single-use recovery codes, the short-lived
 * challenges of sign-in and passkey ceremonies, a TOTP secret per account, and when a session last proved its owner.
 */
export class Migration20261125110000Mfa extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "passkeys" (
        "id" uuid not null,
        "user_id" uuid not null,
        "credential_id" varchar(1400) not null,
        "public_key" text not null,
        "counter" bigint not null default '0',
        "transports" varchar(200) not null default '',
        "backup_eligible" boolean not null default false,
        "backed_up" boolean not null default false,
        "name" varchar(100) not null,
        "created_at" timestamptz not null,
        "last_used_at" timestamptz null,
        primary key ("id")
      );`);
    this.addSql('create index "passkeys_user_id_index" on "passkeys" ("user_id");');
    this.addSql('alter table "passkeys" add constraint "passkeys_credential_id_unique" unique ("credential_id");');
    this.addSql(
      'alter table "passkeys" add constraint "passkeys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;',
    );
    this.addSql(`
      create table "auth_challenges" (
        "id" uuid not null,
        "user_id" uuid null,
        "purpose" text check ("purpose" in ('passkey_registration', 'passkey_login', 'passkey_user', 'second_factor')) not null,
        "challenge_hash" varchar(64) not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        primary key ("id")
      );`);
    this.addSql('create index "auth_challenges_user_id_index" on "auth_challenges" ("user_id");');
    this.addSql(
      'alter table "auth_challenges" add constraint "auth_challenges_challenge_hash_unique" unique ("challenge_hash");',
    );
    this.addSql(
      'alter table "auth_challenges" add constraint "auth_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;',
    );
    this.addSql(`
      create table "recovery_codes" (
        "id" uuid not null,
        "user_id" uuid not null,
        "code_hash" varchar(64) not null,
        "created_at" timestamptz not null,
        "used_at" timestamptz null,
        primary key ("id")
      );`);
    this.addSql('create index "recovery_codes_user_id_index" on "recovery_codes" ("user_id");');
    this.addSql(
      'alter table "recovery_codes" add constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;',
    );
    this.addSql(
      'alter table "users" add column "totp_secret" varchar(255) null, add column "totp_enabled_at" timestamptz null, add column "totp_last_step" bigint null;',
    );
    // Existing sessions count as proven when they started.
    this.addSql('alter table "sessions" add column "reauthenticated_at" timestamptz null;');
    this.addSql('update "sessions" set "reauthenticated_at" = "created_at";');
    this.addSql('alter table "sessions" alter column "reauthenticated_at" set not null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "sessions" drop column "reauthenticated_at";');
    this.addSql(
      'alter table "users" drop column "totp_secret", drop column "totp_enabled_at", drop column "totp_last_step";',
    );
    this.addSql('drop table if exists "recovery_codes" cascade;');
    this.addSql('drop table if exists "auth_challenges" cascade;');
    this.addSql('drop table if exists "passkeys" cascade;');
  }
}
