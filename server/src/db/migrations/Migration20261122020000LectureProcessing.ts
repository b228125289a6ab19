import { Migration } from '@mikro-orm/migrations';

/**
 * Lectures are transcoded after upload (HLS ladder, progressive MP4, poster) by a job on the durable queue. A lecture
 * is PROCESSING until its outputs are published (READY) or its processing gave up (FAILED, with the reason); learners
 * see READY lectures only. Lectures uploaded before this change are backfilled PROCESSING with a fresh processing
 * version, so the workers' reconcile pass transcodes them too.
 *
 * The catalogue's version trigger on lectures now fires on the columns the catalogue reads only (see
 * bumpCatalogVersionOnLectures in lecture.entity.ts), not on the progress written every few seconds.
 */
export class Migration20261122020000LectureProcessing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "lectures"
        add "status" text not null default 'PROCESSING',
        add "processing_progress" smallint not null default 0,
        add "failure_reason" text null,
        add "duration_seconds" double precision null,
        add "processing_version" uuid null,
        add "renditions" jsonb null,
        add "poster_key" text null,
        add "progressive_key" text null;`);
    this.addSql(
      `alter table "lectures" add constraint "lectures_status_check" check ("status" in ('PROCESSING', 'READY', 'FAILED'));`,
    );
    this.addSql(`update "lectures" set "processing_version" = gen_random_uuid();`);
    this.addSql(`alter table "lectures" alter column "processing_version" set not null;`);
    this.addSql(`drop trigger if exists "bump_catalog_version" on "lectures";`);
    this.addSql(
      `create trigger "bump_catalog_version" after insert or update of "course_id", "status", "duration_seconds" or delete on "lectures" for each statement execute function "lectures_bump_catalog_version_fn"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "bump_catalog_version" on "lectures";`);
    this.addSql(
      `create trigger "bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE on "lectures" for each STATEMENT execute function "lectures_bump_catalog_version_fn"();`,
    );
    this.addSql(`alter table "lectures" drop constraint "lectures_status_check";`);
    this.addSql(`
      alter table "lectures"
        drop column "status",
        drop column "processing_progress",
        drop column "failure_reason",
        drop column "duration_seconds",
        drop column "processing_version",
        drop column "renditions",
        drop column "poster_key",
        drop column "progressive_key";`);
  }
}
