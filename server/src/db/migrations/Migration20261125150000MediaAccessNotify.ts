import { Migration } from '@mikro-orm/migrations';
import { type MediaAccessTable, mediaAccessTriggerSql } from '../../shared/media-access-triggers';

/** The tables this migration gave triggers (later ones add their own). */
const TABLES: MediaAccessTable[] = ['sessions', 'users', 'playback_leases', 'lectures'];

/**
 * The triggers that notify every app process's media-access cache of the writes that can take a lecture's
 * media away (shared/media-access-triggers.ts, declared on the Session, User, PlaybackLease and Lecture entities).
 */
export class Migration20261125150000MediaAccessNotify extends Migration {
  override async up(): Promise<void> {
    for (const table of TABLES) for (const statement of mediaAccessTriggerSql(table)) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(`drop trigger if exists "notify_media_access" on "${table}";`);
      this.addSql(`drop function if exists "${table}_notify_media_access_fn"();`);
    }
  }
}
