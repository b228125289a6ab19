import { Migration } from '@mikro-orm/migrations';

/**
 * How sure the recogniser was: each cue's words' confidences, the track's mean, and a fourth state, DRAFT, for a
 * machine's track below the publishing threshold: kept for ADMINs to check, shown to nobody else until approved or
 * edited. Every reader for learners (captions, HLS subtitles, the transcript search, the course's spoken words) reads
 * READY tracks only, so a draft stays out of all of them.
 */
export class Migration20261129100000CaptionConfidence extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "caption_tracks" drop constraint "caption_tracks_status_check";');
    this.addSql(
      `alter table "caption_tracks" add constraint "caption_tracks_status_check" check ("status" in ('PROCESSING', 'READY', 'DRAFT', 'FAILED'));`,
    );
    this.addSql('alter table "caption_tracks" add "confidence" double precision null;');
    this.addSql('alter table "caption_cues" add "confidences" jsonb null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "caption_cues" drop column "confidences";');
    this.addSql('alter table "caption_tracks" drop column "confidence";');
    this.addSql(`update "caption_tracks" set "status" = 'READY' where "status" = 'DRAFT';`);
    this.addSql('alter table "caption_tracks" drop constraint "caption_tracks_status_check";');
    this.addSql(
      `alter table "caption_tracks" add constraint "caption_tracks_status_check" check ("status" in ('PROCESSING', 'READY', 'FAILED'));`,
    );
  }
}
