import { Migration } from '@mikro-orm/migrations';

/**
 * A lecture's storyboard (a sprite of small frames and its WebVTT thumbnails track, with their grid), made
 * by the transcode. Lectures transcoded before keep null: they have no seek previews and no drop-off frames.
 */
export class Migration20261127100000LectureStoryboard extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lectures" add column "storyboard" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lectures" drop column "storyboard";`);
  }
}
