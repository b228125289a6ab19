import { Migration } from '@mikro-orm/migrations';

/** The in-app inbox, and the index that finds a course's learners to tell them of its new lectures. */
export class Migration20261202090000Inbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "inbox_items" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "subject_id" uuid not null, "course_id" uuid not null, "lecture_id" uuid null, "data" jsonb not null, "created_at" timestamptz not null, "read_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "inbox_items_course_id_index" on "inbox_items" ("course_id");`);
    this.addSql(`create index "inbox_items_lecture_id_index" on "inbox_items" ("lecture_id");`);
    this.addSql(`create index "inbox_items_user_newest_index" on "inbox_items" ("user_id", "created_at", "id");`);
    this.addSql(
      `alter table "inbox_items" add constraint "inbox_items_user_id_kind_subject_id_unique" unique ("user_id", "kind", "subject_id");`,
    );
    this.addSql(
      `create index "lecture_progress_course_learners_index" on "lecture_progress" ("course_id", "user_id");`,
    );
    this.addSql(
      `alter table "inbox_items" add constraint "inbox_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "inbox_items" add constraint "inbox_items_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "inbox_items" add constraint "inbox_items_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "inbox_items" add constraint "inbox_items_kind_check" check ("kind" in ('QUESTION_ANSWERED', 'NEW_LECTURE', 'CERTIFICATE_ISSUED'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "inbox_items" cascade;`);
    this.addSql(`drop index if exists "lecture_progress_course_learners_index";`);
  }
}
