import { Migration } from '@mikro-orm/migrations';

/** Learners' notes and bookmarks at moments of lectures, private to each learner. */
export class Migration20261129090000LectureNotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "lecture_notes" ("id" uuid not null, "user_id" uuid not null, "lecture_id" uuid not null, "course_id" uuid not null, "kind" text not null, "body" text null, "at_seconds" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "lecture_notes_course_id_index" on "lecture_notes" ("course_id");`);
    this.addSql(
      `create index "lecture_notes_user_course_index" on "lecture_notes" ("user_id", "course_id", "lecture_id", "at_seconds");`,
    );
    this.addSql(
      `create index "lecture_notes_bookmarks_index" on "lecture_notes" ("lecture_id", "at_seconds") where "kind" = 'BOOKMARK';`,
    );
    this.addSql(
      `alter table "lecture_notes" add constraint "lecture_notes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lecture_notes" add constraint "lecture_notes_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lecture_notes" add constraint "lecture_notes_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lecture_notes" add constraint "lecture_notes_kind_check" check ("kind" in ('NOTE', 'BOOKMARK'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lecture_notes" cascade;`);
  }
}
