import { Migration } from '@mikro-orm/migrations';

/**
 * A lecture is READY as soon as a first rendition plays (a copy of an H.264 original, or its lowest rung), while the
 * rest of its ladder is encoded behind it: `renditions_pending` says the ladder is still to come, and
 * `renditions_failure_reason` why it stopped (the lecture stays playable; an ADMIN may retry it).
 */
export class Migration20261128120000LectureRenditionsPending extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lectures"
      add column "renditions_pending" boolean not null default false,
      add column "renditions_failure_reason" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lectures" drop column "renditions_pending", drop column "renditions_failure_reason";`);
  }
}
