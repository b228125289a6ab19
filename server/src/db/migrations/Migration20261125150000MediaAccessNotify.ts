import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32: every write that can take a lecture's media away from someone notifies the `media_access` channel, so each
 * app process drops what its media-access cache (modules/playback/media-access-cache.ts) learnt from the rows, within
 * milliseconds of the commit, whoever wrote (any replica, a script, psql). Payloads: `s:<session id>` (the session
 * revoked, expired early or deleted; its lease released or taken over; its user's role or subscription changed, fanned
 * out to the user's sessions) and `l:<lecture id>` (the lecture's status, preview mark or outputs changed, or it was
 * deleted). Only the columns the media checks read fire them: last_seen_at, the lease's extension and the processing
 * progress do not. PostgreSQL sends notifications at commit and folds identical ones of one transaction together.
 */
export const MEDIA_ACCESS_TRIGGERS = [
  {
    table: 'sessions',
    events: 'update of "revoked_at", "expires_at", "user_id" or delete',
    body: `perform pg_notify('media_access', 's:' || old.id);`,
  },
  {
    table: 'users',
    events: 'update of "role", "subscription_status", "past_due_since" or delete',
    body: `perform pg_notify('media_access', 's:' || s.id) from sessions s where s.user_id = old.id;`,
  },
  {
    table: 'playback_leases',
    events: 'update of "taken_over_at", "lease_id", "session_id" or delete',
    body: `perform pg_notify('media_access', 's:' || old.session_id);`,
  },
  {
    table: 'lectures',
    events:
      'update of "status", "free_preview", "video_key", "content_type", "processing_version", "renditions", "poster_key", "progressive_key" or delete',
    body: `perform pg_notify('media_access', 'l:' || old.id);`,
  },
] as const;

export class Migration20261125150000MediaAccessNotify extends Migration {
  override async up(): Promise<void> {
    for (const { table, events, body } of MEDIA_ACCESS_TRIGGERS) {
      this.addSql(
        `create or replace function "${table}_notify_media_access_fn"() returns trigger as $$ begin ${body} return null; end; $$ language plpgsql;`,
      );
      this.addSql(
        `create trigger "notify_media_access" after ${events} on "${table}" for each row execute function "${table}_notify_media_access_fn"();`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const { table } of MEDIA_ACCESS_TRIGGERS) {
      this.addSql(`drop trigger if exists "notify_media_access" on "${table}";`);
      this.addSql(`drop function if exists "${table}_notify_media_access_fn"();`);
    }
  }
}
