import { Migration } from '@mikro-orm/migrations';

/**
 * A lecture's renditions are video only from now on, its sound a rendition of its own (docs/video.md#audio-tracks):
 * `audio_rendition` keeps it. Versions stored before keep null, their sound inside each rendition, and their master
 * playlist stays as it was.
 */
export class Migration20261214090000LectureAudioRendition extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lectures" add column "audio_rendition" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "lectures" drop column "audio_rendition";`);
  }
}
