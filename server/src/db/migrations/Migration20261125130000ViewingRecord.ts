import { Migration } from '@mikro-orm/migrations';

/**
 * The viewing record: viewing sessions (what the media route delivered and the player's heartbeats showed
 * watched, as merged sections of seconds), each learner's union of them per lecture with its verified completion, the
 * lectures' daily retention figures counted as sessions end, and the course setting that makes the certificate wait
 * for verified viewing.
 */
export class Migration20261125130000ViewingRecord extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "lecture_retention_days" ("lecture_id" uuid not null, "day" date not null, "course_id" uuid not null, "bucket_seconds" double precision not null, "sessions" int not null default 0, "viewers" jsonb not null, "watched_share_sum" double precision not null default 0, "watched_seconds" double precision not null default 0, "replay_seconds" double precision not null default 0, "early_stops" int not null default 0, primary key ("lecture_id", "day"));`,
    );
    this.addSql(`create index "lecture_retention_days_course_id_index" on "lecture_retention_days" ("course_id");`);
    this.addSql(
      `create table "lecture_viewings" ("user_id" uuid not null, "lecture_id" uuid not null, "course_id" uuid not null, "delivered" jsonb not null, "watched" jsonb not null, "watched_total" double precision not null default 0, "first_viewed_at" timestamptz not null, "last_viewed_at" timestamptz not null, "verified_at" timestamptz null, primary key ("user_id", "lecture_id"));`,
    );
    this.addSql(`create index "lecture_viewings_lecture_id_index" on "lecture_viewings" ("lecture_id");`);
    this.addSql(
      `create index "lecture_viewings_course_index" on "lecture_viewings" ("course_id", "first_viewed_at") include ("user_id", "lecture_id");`,
    );
    this.addSql(
      `create table "viewing_sessions" ("id" uuid not null, "user_id" uuid not null, "lecture_id" uuid not null, "course_id" uuid not null, "auth_session_id" uuid not null, "duration_seconds" double precision not null, "started_at" timestamptz not null, "last_seen_at" timestamptz not null, "ended_at" timestamptz null, "delivered" jsonb not null, "watched" jsonb not null, "watched_total" double precision not null default 0, "heartbeat" jsonb null, primary key ("id"));`,
    );
    this.addSql(`create index "viewing_sessions_lecture_id_index" on "viewing_sessions" ("lecture_id");`);
    this.addSql(`create index "viewing_sessions_open_index" on "viewing_sessions" ("auth_session_id", "lecture_id");`);
    this.addSql(`create index "viewing_sessions_user_id_index" on "viewing_sessions" ("user_id");`);
    this.addSql(`create index "viewing_sessions_last_seen_index" on "viewing_sessions" ("ended_at", "last_seen_at");`);
    this.addSql(`alter table "courses" add "require_verified_viewing" boolean not null default false;`);
    this.addSql(
      `alter table "lecture_retention_days" add constraint "lecture_retention_days_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lecture_viewings" add constraint "lecture_viewings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "lecture_viewings" add constraint "lecture_viewings_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "viewing_sessions" add constraint "viewing_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "viewing_sessions" add constraint "viewing_sessions_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "viewing_sessions" cascade;`);
    this.addSql(`drop table if exists "lecture_viewings" cascade;`);
    this.addSql(`drop table if exists "lecture_retention_days" cascade;`);
    this.addSql(`alter table "courses" drop column "require_verified_viewing";`);
  }
}
