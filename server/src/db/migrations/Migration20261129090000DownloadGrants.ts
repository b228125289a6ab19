import { Migration } from '@mikro-orm/migrations';

/**
 * Downloads for offline viewing: `download_grants`, one row per lecture downloaded to a device (media/download). It
 * goes with its session and its lecture; the account's downloads are read through the user index. `viewing_receipts`
 * holds the ids of the offline viewing receipts counted, so none counts twice.
 */
export class Migration20261129090000DownloadGrants extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "download_grants" (
        "id" uuid not null,
        "session_id" uuid not null,
        "user_id" uuid not null,
        "lecture_id" uuid not null,
        "quality" varchar(16) not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        primary key ("id")
      );`);
    this.addSql(`create index "download_grants_session_id_index" on "download_grants" ("session_id");`);
    this.addSql(`create index "download_grants_user_id_index" on "download_grants" ("user_id");`);
    this.addSql(
      `alter table "download_grants" add constraint "download_grants_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "download_grants" add constraint "download_grants_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "viewing_receipts" ("id" uuid not null, "grant_id" uuid not null, "received_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "viewing_receipts_grant_id_index" on "viewing_receipts" ("grant_id");`);
    this.addSql(
      `alter table "viewing_receipts" add constraint "viewing_receipts_grant_id_foreign" foreign key ("grant_id") references "download_grants" ("id") on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "viewing_receipts" cascade;`);
    this.addSql(`drop table if exists "download_grants" cascade;`);
  }
}
