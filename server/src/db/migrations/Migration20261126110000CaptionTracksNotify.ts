import { Migration } from '@mikro-orm/migrations';
import { mediaAccessTriggerSql } from '../../shared/media-access-triggers';

/**
 * A lecture's master playlist lists its READY caption tracks as subtitles, and the media-access cache keeps
 * that list: a track's coming, change or removal notifies the lecture (shared/media-access-triggers.ts).
 */
export class Migration20261126110000CaptionTracksNotify extends Migration {
  override async up(): Promise<void> {
    for (const statement of mediaAccessTriggerSql('caption_tracks')) this.addSql(statement);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "notify_media_access" on "caption_tracks";`);
    this.addSql(`drop function if exists "caption_tracks_notify_media_access_fn"();`);
  }
}
