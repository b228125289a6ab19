import { Migration } from '@mikro-orm/migrations';

/**
 * The slides found in lectures' videos: one row each with its time, title, text and picture, searchable through a GIN
 * index on its words; on the lecture, the attempt they were found in and the PDF handout.
 */
export class Migration20261130400000LectureSlides extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lectures" add "slides_version" uuid null, add "slides_handout_key" text null;`);
    this.addSql(
      `create table "lecture_slides" ("lecture_id" uuid not null, "position" int not null, "start_seconds" double precision not null, "title" text not null, "text" text not null, "image_key" text not null, "words" tsvector generated always as (to_tsvector('simple'::regconfig, text)) stored null, primary key ("lecture_id", "position"));`,
    );
    this.addSql(`create index "lecture_slides_words_index" on "lecture_slides" using gin("words");`);
    this.addSql(
      `alter table "lecture_slides" add constraint "lecture_slides_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lecture_slides" cascade;`);
    this.addSql(`alter table "lectures" drop column "slides_version", drop column "slides_handout_key";`);
  }
}
