import { Migration } from '@mikro-orm/migrations';

/**
 * The shared-account guard: `playback_leases`, at most one row per session, holds a device's right to play
 * lectures (media/playback). The account's live leases are counted through the user index.
 */
export class Migration20261122080000PlaybackLeases extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "playback_leases" (
        "session_id" uuid not null,
        "user_id" uuid not null,
        "lease_id" uuid not null,
        "expires_at" timestamptz not null,
        "taken_over_at" timestamptz null,
        primary key ("session_id")
      );`);
    this.addSql(`create index "playback_leases_user_id_index" on "playback_leases" ("user_id");`);
    this.addSql(
      `alter table "playback_leases" add constraint "playback_leases_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "playback_leases" cascade;`);
  }
}
