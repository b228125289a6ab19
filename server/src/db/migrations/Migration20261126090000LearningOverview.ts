import { Migration } from '@mikro-orm/migrations';

/** The dashboard's Learning section reads the viewing figures by day and first view across courses. */
export class Migration20261126090000LearningOverview extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "lecture_retention_days_day_index" on "lecture_retention_days" ("day");`);
    this.addSql(
      `create index "lecture_viewings_first_viewed_index" on "lecture_viewings" ("first_viewed_at") include ("course_id", "user_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "lecture_viewings_first_viewed_index";`);
    this.addSql(`drop index "lecture_retention_days_day_index";`);
  }
}
