import { Migration } from '@mikro-orm/migrations';

/**
 * Server-side sessions: every token names a `sessions` row, so logout and a password change end
 * sessions for real. The row replaces `users.token_version`, which only could end all of a user's
 * sessions at once (the current one included).
 */
export class Migration20261122000000Sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "sessions" (
        "id" uuid not null,
        "user_id" uuid not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "last_seen_at" timestamptz not null,
        "revoked_at" timestamptz null,
        "user_agent" varchar(500) null,
        "ip" varchar(45) null,
        primary key ("id")
      );`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    // Tokens issued before this migration carry no session id and stop working: everyone signs in once more.
    this.addSql(`alter table "users" drop column "token_version";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" add column "token_version" int not null default 0;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
  }
}
