import { Migration } from '@mikro-orm/migrations';

/**
 * Learning that remembers:
 * - `lecture_progress`: each learner's position and completion per lecture, one row per learner and lecture, with
 *   the covering index that keeps "continue watching" and a course's progress index-only, and an index on the
 *   lecture for the cascade when one is deleted;
 * - `certificates`: one per learner and completed course, found by its random public code;
 * - `lectures.free_preview`: lectures an ADMIN opens to everyone.
 *
 * The catalogue's version trigger on lectures now also fires on the columns of the public curriculum (title,
 * description, position, free_preview), which anonymous catalogue answers carry (see bumpCatalogVersionOnLectures).
 */
export class Migration20261122030000LearningProgress extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "lecture_progress" (
        "user_id" uuid not null,
        "lecture_id" uuid not null,
        "course_id" uuid not null,
        "position_seconds" double precision not null,
        "completed_at" timestamptz null,
        "updated_at" timestamptz not null,
        primary key ("user_id", "lecture_id")
      );`);
    this.addSql(
      `create index "lecture_progress_course_index" on "lecture_progress" ("user_id", "course_id") include ("lecture_id", "position_seconds", "completed_at", "updated_at");`,
    );
    this.addSql(`create index "lecture_progress_lecture_id_index" on "lecture_progress" ("lecture_id");`);
    this.addSql(
      `alter table "lecture_progress" add constraint "lecture_progress_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "lecture_progress" add constraint "lecture_progress_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`
      create table "certificates" (
        "code" varchar(14) not null,
        "user_id" uuid not null,
        "course_id" uuid not null,
        "issued_at" timestamptz not null,
        primary key ("code")
      );`);
    this.addSql(`create index "certificates_course_id_index" on "certificates" ("course_id");`);
    this.addSql(
      `alter table "certificates" add constraint "certificates_user_id_course_id_unique" unique ("user_id", "course_id");`,
    );
    this.addSql(
      `alter table "certificates" add constraint "certificates_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "certificates" add constraint "certificates_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "lectures" add "free_preview" boolean not null default false;`);
    this.addSql(`drop trigger if exists "bump_catalog_version" on "lectures";`);
    this.addSql(
      `create trigger "bump_catalog_version" after insert or update of "course_id", "status", "duration_seconds", "title", "description", "position", "free_preview" or delete on "lectures" for each statement execute function "lectures_bump_catalog_version_fn"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "bump_catalog_version" on "lectures";`);
    this.addSql(
      `create trigger "bump_catalog_version" after insert or update of "course_id", "status", "duration_seconds" or delete on "lectures" for each statement execute function "lectures_bump_catalog_version_fn"();`,
    );
    this.addSql(`alter table "lectures" drop column "free_preview";`);
    this.addSql(`drop table if exists "certificates" cascade;`);
    this.addSql(`drop table if exists "lecture_progress" cascade;`);
  }
}
