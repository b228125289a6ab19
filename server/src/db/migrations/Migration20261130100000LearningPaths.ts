import { Migration } from '@mikro-orm/migrations';

/**
 * Learning paths (catalog/path): `learning_paths`, and `path_courses`, a path's courses in order, each going with its
 * path and its course. A certificate may now name a path instead of a course: exactly one of the two, one per learner
 * and path as per learner and course.
 */
export class Migration20261130100000LearningPaths extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "learning_paths" (
        "id" uuid not null,
        "slug" varchar(80) not null,
        "title" varchar(200) not null,
        "description" text not null,
        "outcome" text not null,
        "published" boolean not null default false,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        primary key ("id")
      );`);
    this.addSql(`alter table "learning_paths" add constraint "learning_paths_slug_unique" unique ("slug");`);
    this.addSql(`
      create table "path_courses" (
        "path_id" uuid not null,
        "course_id" uuid not null,
        "position" int not null,
        "requires_previous" boolean not null default false,
        primary key ("path_id", "course_id")
      );`);
    this.addSql(`create index "path_courses_course_id_index" on "path_courses" ("course_id");`);
    this.addSql(
      `alter table "path_courses" add constraint "path_courses_path_id_foreign" foreign key ("path_id") references "learning_paths" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "path_courses" add constraint "path_courses_course_id_foreign" foreign key ("course_id") references "courses" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "certificates" alter column "course_id" drop not null;`);
    this.addSql(`alter table "certificates" add column "path_id" uuid null;`);
    this.addSql(`create index "certificates_path_id_index" on "certificates" ("path_id");`);
    this.addSql(
      `alter table "certificates" add constraint "certificates_path_id_foreign" foreign key ("path_id") references "learning_paths" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "certificates" add constraint "certificates_user_id_path_id_unique" unique ("user_id", "path_id");`,
    );
    this.addSql(
      `alter table "certificates" add constraint "certificates_course_or_path_check" check ((course_id is null) <> (path_id is null));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "certificates" where "path_id" is not null;`);
    this.addSql(`alter table "certificates" drop constraint "certificates_course_or_path_check";`);
    this.addSql(`alter table "certificates" drop column "path_id";`);
    this.addSql(`alter table "certificates" alter column "course_id" set not null;`);
    this.addSql(`drop table if exists "path_courses" cascade;`);
    this.addSql(`drop table if exists "learning_paths" cascade;`);
  }
}
