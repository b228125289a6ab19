import { Migration } from '@mikro-orm/migrations';

/**
 * Machine-translated caption tracks: a fourth source, `translated`, and the language of the track each was translated
 * from (what its job reads, and reads again on a retry).
 */
export class Migration20261207090000TranslatedCaptions extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "caption_tracks" drop constraint "caption_tracks_source_check";');
    this.addSql(
      `alter table "caption_tracks" add constraint "caption_tracks_source_check" check ("source" in ('upload', 'automatic', 'aligned', 'translated'));`,
    );
    this.addSql('alter table "caption_tracks" add "translated_from" varchar(35) null;');
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "caption_tracks" where "source" = 'translated';`);
    this.addSql('alter table "caption_tracks" drop column "translated_from";');
    this.addSql('alter table "caption_tracks" drop constraint "caption_tracks_source_check";');
    this.addSql(
      `alter table "caption_tracks" add constraint "caption_tracks_source_check" check ("source" in ('upload', 'automatic', 'aligned'));`,
    );
  }
}
