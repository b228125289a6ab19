import { Migration } from '@mikro-orm/migrations';
import { AUTO_PUBLISH_DDL, DROP_AUTO_PUBLISH_DDL } from './Migration20261124100000CourseStatus';

/**
 * A course that asks to publish itself is published by catalog's subscriber to lecture.ready
 * (catalog/course/auto-publish.ts), in the same transaction, rather than by a trigger on lectures: the rule lives
 * with the catalogue's others, and the same code announces course.published.
 */
export class Migration20261215090000AutoPublishOnLectureReady extends Migration {
  override async up(): Promise<void> {
    for (const statement of DROP_AUTO_PUBLISH_DDL) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const statement of AUTO_PUBLISH_DDL) this.addSql(statement);
  }
}
