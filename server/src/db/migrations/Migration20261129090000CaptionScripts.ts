import { Migration } from '@mikro-orm/migrations';

/**
 * Captions aligned to a lecture's script: a third source, `aligned` (the words are a person's, the times the
 * aligner's), and the script itself, kept on the track while it is aligned and afterwards (what was aligned).
 */
export class Migration20261129090000CaptionScripts extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "caption_tracks" drop constraint "caption_tracks_source_check";');
    this.addSql(
      `alter table "caption_tracks" add constraint "caption_tracks_source_check" check ("source" in ('upload', 'automatic', 'aligned'));`,
    );
    this.addSql('alter table "caption_tracks" add "script" text null;');
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "caption_tracks" where "source" = 'aligned';`);
    this.addSql('alter table "caption_tracks" drop column "script";');
    this.addSql('alter table "caption_tracks" drop constraint "caption_tracks_source_check";');
    this.addSql(
      `alter table "caption_tracks" add constraint "caption_tracks_source_check" check ("source" in ('upload', 'automatic'));`,
    );
  }
}
