import { Migration } from '@mikro-orm/migrations';
import { categoryCounts } from '../../catalog/course/category-counts.trigger';

/**
 * Each category's number of courses, kept by triggers on `courses` (category-counts.trigger.ts), for the unsearched
 * catalogue's facets, total and category list: filled from the courses there are. No `count >= 0` check:
 * PostgreSQL checks an upsert's proposed row (a removal's negative change) before it finds the conflict.
 */
export class Migration20261122180000CategoryCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "course_category_counts" (
        "category" varchar(200) primary key,
        "count" int not null
      );`);
    this.addSql(`
      insert into "course_category_counts" ("category", "count")
      select "category", count(*) from "courses" group by "category";`);
    for (const statement of categoryCounts.create()) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const statement of categoryCounts.drop()) this.addSql(statement);
    this.addSql(`drop table if exists "course_category_counts";`);
  }
}
