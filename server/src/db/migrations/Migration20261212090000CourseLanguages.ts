import { Migration } from '@mikro-orm/migrations';
import { captionLanguageCounts, languageCounts } from '../../catalog/course/language-counts.trigger';
import { courseTrackLanguages } from '../../catalog/lecture/track-languages.trigger';

/**
 * What a course is taught in (every course so far: English), and the languages of its published caption and audio
 * tracks, kept on its row by triggers on the tracks and lectures (track-languages.trigger.ts); with each language's
 * number of courses (language-counts.trigger.ts), for the catalogue's filters. The counts are filled from the courses
 * there are before their triggers exist; the track languages are read last, through the courses' triggers, which
 * count them.
 */
export class Migration20261212090000CourseLanguages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "courses" add "language" varchar(35) not null default 'en', add "caption_languages" text[] not null default '{}', add "audio_languages" text[] not null default '{}';`,
    );
    this.addSql('create index "courses_language_index" on "courses" ("language");');
    this.addSql('create index "courses_caption_languages_index" on "courses" using gin ("caption_languages");');
    this.addSql('create index "courses_audio_languages_index" on "courses" using gin ("audio_languages");');
    for (const table of ['course_language_counts', 'course_caption_language_counts']) {
      this.addSql(`create table "${table}" ("language" varchar(35) primary key, "count" int not null);`);
    }
    this.addSql(`
      insert into "course_language_counts" ("language", "count")
      select "language", count(*) from "courses" where "status" = 'PUBLISHED' group by "language";`);
    for (const statement of languageCounts.create()) this.addSql(statement);
    for (const statement of captionLanguageCounts.create()) this.addSql(statement);
    for (const statement of courseTrackLanguages.create()) this.addSql(statement);
    this.addSql(courseTrackLanguages.fill());
  }

  override async down(): Promise<void> {
    for (const statement of courseTrackLanguages.drop()) this.addSql(statement);
    for (const statement of captionLanguageCounts.drop()) this.addSql(statement);
    for (const statement of languageCounts.drop()) this.addSql(statement);
    this.addSql('drop table if exists "course_caption_language_counts";');
    this.addSql('drop table if exists "course_language_counts";');
    this.addSql('drop index if exists "courses_audio_languages_index";');
    this.addSql('drop index if exists "courses_caption_languages_index";');
    this.addSql('drop index if exists "courses_language_index";');
    this.addSql(
      'alter table "courses" drop column if exists "audio_languages", drop column if exists "caption_languages", drop column if exists "language";',
    );
  }
}
