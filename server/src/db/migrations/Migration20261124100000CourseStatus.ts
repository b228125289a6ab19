import { Migration } from '@mikro-orm/migrations';
import { categoryCounts } from '../../catalog/course/category-counts.trigger';
import { searchWordCounts } from '../../catalog/course/search-words.trigger';

/**
 * Drafts and the course page's fields. Every course there is was public, so it stays PUBLISHED; a new one
 * is a DRAFT unless its author says otherwise. The counts the catalogue reads (categories, the search vocabulary) now
 * count PUBLISHED courses only: their triggers are recreated with that condition, and as every course is PUBLISHED
 * their rows stay right. A READY lecture publishes its course when the course asks to be: a trigger then, replaced
 * by catalog's subscriber to lecture.ready (Migration20261215090000AutoPublishOnLectureReady).
 */
export const AUTO_PUBLISH_DDL = [
  `create or replace function "lectures_auto_publish_course_fn"() returns trigger as $$
begin
  -- Checked first: an update of no row would still run the courses' statement triggers (a catalogue version bump).
  if exists (select 1 from courses where id = new.course_id and status = 'DRAFT' and auto_publish) then
    update courses set status = 'PUBLISHED', auto_publish = false where id = new.course_id;
  end if;
  return null;
end; $$ language plpgsql;`,
  `create trigger "auto_publish_course" after insert or update of "status" on "lectures" for each row when (new.status = 'READY') execute function "lectures_auto_publish_course_fn"();`,
];
export const DROP_AUTO_PUBLISH_DDL = [
  'drop trigger if exists "auto_publish_course" on "lectures";',
  'drop function if exists "lectures_auto_publish_course_fn"();',
];

export class Migration20261124100000CourseStatus extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "courses"
        add "status" text check ("status" in ('DRAFT', 'PUBLISHED')) not null default 'PUBLISHED',
        add "auto_publish" boolean not null default false,
        add "subtitle" varchar(200) null,
        add "outcomes" jsonb not null default '[]',
        add "requirements" jsonb not null default '[]',
        add "instructor_bio" text null,
        add "instructor_avatar_key" varchar(500) null;`);
    this.addSql(`
      alter table "courses"
        alter column "status" set default 'DRAFT',
        alter column "outcomes" drop default,
        alter column "requirements" drop default;`);
    for (const statement of [...categoryCounts.drop(), ...searchWordCounts.drop()]) this.addSql(statement);
    for (const statement of [...categoryCounts.create(), ...searchWordCounts.create()]) this.addSql(statement);
    for (const statement of AUTO_PUBLISH_DDL) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const statement of DROP_AUTO_PUBLISH_DDL) this.addSql(statement);
    this.addSql(`delete from "courses" where "status" = 'DRAFT';`);
    this.addSql(`
      alter table "courses"
        drop column "status",
        drop column "auto_publish",
        drop column "subtitle",
        drop column "outcomes",
        drop column "requirements",
        drop column "instructor_bio",
        drop column "instructor_avatar_key";`);
  }
}
