import { Migration } from '@mikro-orm/migrations';

/**
 * Quizzes: a quiz among a course's items (after a lecture, or at the end), its questions in versions that
 * never change once written, and the learners' attempts, each graded against the version it was taken on.
 */
export class Migration20261124140000Quizzes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "quizzes" ("id" uuid not null, "course_id" uuid not null, "after_lecture_id" uuid null, "position" int not null, "title" varchar(200) not null, "pass_mark_percent" smallint not null, "attempts_allowed" int null, "wait_minutes" int not null default 0, "shuffle_questions" boolean not null default false, "shuffle_options" boolean not null default false, "time_limit_seconds" int null, "current_version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "quizzes_course_id_index" on "quizzes" ("course_id");`);
    this.addSql(`create index "quizzes_after_lecture_id_index" on "quizzes" ("after_lecture_id");`);
    this.addSql(
      `create table "quiz_versions" ("quiz_id" uuid not null, "version" int not null, "questions" jsonb not null, "created_at" timestamptz not null, primary key ("quiz_id", "version"));`,
    );
    this.addSql(
      `create table "quiz_attempts" ("id" uuid not null, "quiz_id" uuid not null, "user_id" uuid not null, "number" int not null, "version" int not null, "presented" jsonb not null, "started_at" timestamptz not null, "deadline_at" timestamptz null, "submitted_at" timestamptz null, "graded" jsonb null, "score_points" double precision null, "max_points" double precision null, "score_percent" double precision null, "passed" boolean null, "late" boolean not null default false, primary key ("id"));`,
    );
    this.addSql(`create index "quiz_attempts_user_id_index" on "quiz_attempts" ("user_id");`);
    this.addSql(
      `alter table "quiz_attempts" add constraint "quiz_attempts_quiz_id_user_id_number_unique" unique ("quiz_id", "user_id", "number");`,
    );
    this.addSql(
      `alter table "quizzes" add constraint "quizzes_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quizzes" add constraint "quizzes_after_lecture_id_foreign" foreign key ("after_lecture_id") references "lectures" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "quiz_versions" add constraint "quiz_versions_quiz_id_foreign" foreign key ("quiz_id") references "quizzes" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quiz_attempts" add constraint "quiz_attempts_quiz_id_foreign" foreign key ("quiz_id") references "quizzes" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quiz_attempts" add constraint "quiz_attempts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "quiz_attempts" cascade;`);
    this.addSql(`drop table if exists "quiz_versions" cascade;`);
    this.addSql(`drop table if exists "quizzes" cascade;`);
  }
}
