import { Migration } from '@mikro-orm/migrations';

export class Migration20261121010000Courses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "courses" (
        "id" uuid not null,
        "title" varchar(200) not null,
        "description" text not null,
        "category" varchar(200) not null,
        "created_by" varchar(200) not null,
        "thumbnail_key" varchar(500) not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        primary key ("id")
      );`);
    this.addSql(`create index "courses_category_index" on "courses" ("category");`);
    this.addSql(`create index "courses_created_at_index" on "courses" ("created_at");`);
    this.addSql(`
      create table "lectures" (
        "id" uuid not null,
        "course_id" uuid not null,
        "title" varchar(200) not null,
        "description" text not null,
        "video_key" varchar(500) not null,
        "video_bytes" bigint not null,
        "content_type" varchar(100) not null,
        "position" int not null,
        "created_at" timestamptz not null,
        primary key ("id")
      );`);
    // Also the index for `where course_id = ? order by position`.
    this.addSql(
      `alter table "lectures" add constraint "lectures_course_id_position_unique" unique ("course_id", "position");`,
    );
    this.addSql(`
      alter table "lectures" add constraint "lectures_course_id_foreign"
        foreign key ("course_id") references "courses" ("id") on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lectures" cascade;`);
    this.addSql(`drop table if exists "courses" cascade;`);
  }
}
