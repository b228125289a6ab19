import { Migration } from '@mikro-orm/migrations';
import { spokenWords } from '../../media/captions/spoken-words.trigger';

/**
 * Captions and transcripts: a lecture's caption tracks (one per language, the WebVTT kept in the row) and
 * their cues, searchable through a GIN index; the words spoken in each course, matched by the catalogue's search
 * through a GIN index of their own and kept by a trigger on the tracks (spoken-words.trigger.ts).
 */
export class Migration20261124130000Captions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "caption_tracks" (
        "id" uuid not null,
        "lecture_id" uuid not null,
        "course_id" uuid not null,
        "language" varchar(35) not null,
        "label" varchar(100) not null,
        "kind" text not null default 'captions',
        "source" text not null,
        "status" text not null default 'READY',
        "progress" smallint not null default 0,
        "failure_reason" text null,
        "version" int not null default 0,
        "vtt" text not null default '',
        "words" tsvector null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        primary key ("id")
      );`);
    this.addSql('create index "caption_tracks_course_id_index" on "caption_tracks" ("course_id");');
    this.addSql(
      'alter table "caption_tracks" add constraint "caption_tracks_lecture_id_language_unique" unique ("lecture_id", "language");',
    );
    this.addSql(`
      create table "caption_cues" (
        "track_id" uuid not null,
        "position" int not null,
        "start_seconds" double precision not null,
        "end_seconds" double precision not null,
        "text" text not null,
        "words" tsvector generated always as (to_tsvector('simple'::regconfig, text)) stored null,
        primary key ("track_id", "position")
      );`);
    this.addSql('create index "caption_cues_words_index" on "caption_cues" using gin("words");');
    this.addSql('alter table "courses" add "spoken_vector" tsvector null;');
    this.addSql('create index "courses_spoken_vector_index" on "courses" using gin("spoken_vector");');
    this.addSql(
      'alter table "caption_tracks" add constraint "caption_tracks_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on delete cascade;',
    );
    this.addSql(
      'alter table "caption_tracks" add constraint "caption_tracks_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;',
    );
    this.addSql(
      `alter table "caption_tracks" add constraint "caption_tracks_kind_check" check ("kind" in ('captions', 'subtitles'));`,
    );
    this.addSql(
      `alter table "caption_tracks" add constraint "caption_tracks_source_check" check ("source" in ('upload', 'automatic'));`,
    );
    this.addSql(
      `alter table "caption_tracks" add constraint "caption_tracks_status_check" check ("status" in ('PROCESSING', 'READY', 'FAILED'));`,
    );
    this.addSql(
      'alter table "caption_cues" add constraint "caption_cues_track_id_foreign" foreign key ("track_id") references "caption_tracks" ("id") on delete cascade;',
    );
    for (const statement of spokenWords.create()) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const statement of spokenWords.drop()) this.addSql(statement);
    this.addSql('drop index if exists "courses_spoken_vector_index";');
    this.addSql('alter table "courses" drop column if exists "spoken_vector";');
    this.addSql('drop table if exists "caption_cues" cascade;');
    this.addSql('drop table if exists "caption_tracks" cascade;');
  }
}
