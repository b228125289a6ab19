import { Migration } from '@mikro-orm/migrations';

/**
 * Lecture Q&A: questions and their answers per lecture, upvotes, reports, the kinds of mail a user turned
 * off, the days the unanswered-questions digest went out, and extra headers on outbox messages (List-Unsubscribe).
 */
export class Migration20261125140000Discussions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "discussion_digests" ("day" varchar(10) not null, "sent_at" timestamptz not null, primary key ("day"));`,
    );
    this.addSql(
      `create table "mail_opt_outs" ("user_id" uuid not null, "kind" varchar(40) not null, "created_at" timestamptz not null, primary key ("user_id", "kind"));`,
    );
    this.addSql(
      `create table "discussion_posts" ("id" uuid not null, "lecture_id" uuid not null, "course_id" uuid not null, "author_id" uuid null, "parent_id" uuid null, "title" varchar(200) null, "body" text not null, "video_seconds" int null, "upvotes" int not null default 0, "reply_count" int not null default 0, "accepted_reply_id" uuid null, "answered_at" timestamptz null, "hidden" boolean not null default false, "locked" boolean not null default false, "report_count" int not null default 0, "created_at" timestamptz not null, "edited_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "discussion_posts_author_id_index" on "discussion_posts" ("author_id");`);
    this.addSql(`create index "discussion_posts_parent_id_index" on "discussion_posts" ("parent_id");`);
    this.addSql(
      `create index "discussion_posts_lecture_newest_index" on "discussion_posts" ("lecture_id", "created_at" desc, "id" desc) where "parent_id" is null;`,
    );
    this.addSql(
      `create index "discussion_posts_lecture_top_index" on "discussion_posts" ("lecture_id", "upvotes" desc, "created_at" desc, "id" desc) where "parent_id" is null;`,
    );
    this.addSql(
      `create index "discussion_posts_unanswered_index" on "discussion_posts" ("created_at", "id") where "parent_id" is null and "answered_at" is null and "hidden" = false;`,
    );
    this.addSql(`create index "discussion_posts_course_id_index" on "discussion_posts" ("course_id");`);
    this.addSql(
      `create table "discussion_upvotes" ("post_id" uuid not null, "user_id" uuid not null, primary key ("post_id", "user_id"));`,
    );
    this.addSql(`create index "discussion_upvotes_user_id_index" on "discussion_upvotes" ("user_id");`);
    this.addSql(
      `create table "discussion_reports" ("post_id" uuid not null, "user_id" uuid not null, "reason" varchar(500) not null, "created_at" timestamptz not null, primary key ("post_id", "user_id"));`,
    );
    this.addSql(`create index "discussion_reports_user_id_index" on "discussion_reports" ("user_id");`);
    this.addSql(`alter table "outbox" add "headers" jsonb null;`);
    this.addSql(
      `alter table "mail_opt_outs" add constraint "mail_opt_outs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_posts" add constraint "discussion_posts_lecture_id_foreign" foreign key ("lecture_id") references "lectures" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_posts" add constraint "discussion_posts_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_posts" add constraint "discussion_posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "discussion_posts" add constraint "discussion_posts_parent_id_foreign" foreign key ("parent_id") references "discussion_posts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_upvotes" add constraint "discussion_upvotes_post_id_foreign" foreign key ("post_id") references "discussion_posts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_upvotes" add constraint "discussion_upvotes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_reports" add constraint "discussion_reports_post_id_foreign" foreign key ("post_id") references "discussion_posts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_reports" add constraint "discussion_reports_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox" drop column if exists "headers";`);
    this.addSql(`drop table if exists "discussion_reports" cascade;`);
    this.addSql(`drop table if exists "discussion_upvotes" cascade;`);
    this.addSql(`drop table if exists "discussion_posts" cascade;`);
    this.addSql(`drop table if exists "mail_opt_outs" cascade;`);
    this.addSql(`drop table if exists "discussion_digests" cascade;`);
  }
}
