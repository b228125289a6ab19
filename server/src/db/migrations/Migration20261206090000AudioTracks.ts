import { Migration } from '@mikro-orm/migrations';
import { mediaAccessTriggerSql } from '../../shared/media-access-triggers';

/** Lectures' alternate audio tracks (dubs, audio descriptions), which their master playlists list as AUDIO renditions. */
export class Migration20261206090000AudioTracks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audio_tracks" ("id" uuid not null, "lecture_id" uuid not null, "language" varchar(35) not null, "label" varchar(100) not null, "kind" text check ("kind" in ('dub', 'description')) not null default 'dub', "status" text check ("status" in ('PROCESSING', 'READY', 'FAILED')) not null default 'PROCESSING', "source_key" varchar(255) null, "version" uuid not null, "duration_seconds" double precision null, "failure_reason" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "audio_tracks" add constraint "audio_tracks_lecture_id_language_kind_unique" unique ("lecture_id", "language", "kind");`,
    );
    this.addSql(
      `alter table "audio_tracks" add constraint "audio_tracks_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on delete cascade;`,
    );
    for (const statement of mediaAccessTriggerSql('audio_tracks')) this.addSql(statement);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audio_tracks" cascade;`);
    this.addSql(`drop function if exists "audio_tracks_notify_media_access_fn"();`);
  }
}
