import type { TriggerDef } from '@mikro-orm/core';

/** The channel the triggers below notify, with `s:<session id>` or `l:<lecture id>`. */
export const MEDIA_ACCESS_CHANNEL = 'media_access';

/**
 * Every write that can take a lecture's media away from someone notifies MEDIA_ACCESS_CHANNEL, so each app
 * process drops what its media-access cache (media/playback/media-access-cache.ts) learnt from the rows within
 * milliseconds of the commit, whoever wrote (any replica, a script, psql). `s:<session>`: the session revoked, expired
 * early or deleted; its lease released or taken over; its user's role or subscription changed (fanned out to the
 * user's sessions). `l:<lecture>`: the lecture's status, preview mark or outputs changed, or it was deleted, or one of
 * its caption or audio tracks (which its master playlist lists as subtitles and audio renditions) came, changed or
 * went. Only the columns the media
 * checks read fire them: last_seen_at, a lease's extension and the processing progress do not.
 * PostgreSQL sends notifications at commit, and folds identical ones of one transaction together.
 */
const MEDIA_ACCESS_EVENTS = {
  sessions: {
    events: 'update of "revoked_at", "expires_at", "user_id" or delete',
    body: `perform pg_notify('${MEDIA_ACCESS_CHANNEL}', 's:' || old.id);`,
  },
  users: {
    events: 'update of "role", "subscription_status", "past_due_since" or delete',
    body: `perform pg_notify('${MEDIA_ACCESS_CHANNEL}', 's:' || s.id) from sessions s where s.user_id = old.id;`,
  },
  playback_leases: {
    events: 'update of "taken_over_at", "expires_at", "lease_id", "session_id" or delete',
    body: `perform pg_notify('${MEDIA_ACCESS_CHANNEL}', 's:' || old.session_id);`,
  },
  lectures: {
    events:
      'update of "status", "free_preview", "video_key", "content_type", "processing_version", "renditions", "poster_key", "progressive_key" or delete',
    body: `perform pg_notify('${MEDIA_ACCESS_CHANNEL}', 'l:' || old.id);`,
  },
  caption_tracks: {
    events: 'insert or update of "status", "version", "language", "label", "lecture_id" or delete',
    // OLD is null on insert, NEW on delete.
    body: `perform pg_notify('${MEDIA_ACCESS_CHANNEL}', 'l:' || coalesce(old.lecture_id, new.lecture_id));`,
  },
  audio_tracks: {
    events: 'insert or update of "status", "version", "language", "label", "kind", "lecture_id" or delete',
    body: `perform pg_notify('${MEDIA_ACCESS_CHANNEL}', 'l:' || coalesce(old.lecture_id, new.lecture_id));`,
  },
  // Team plans: a seat taken, moved or given up changes its holder's access (OLD is null on insert, NEW on delete).
  team_members: {
    events: 'insert or update of "user_id", "team_id" or delete',
    body: `perform pg_notify('${MEDIA_ACCESS_CHANNEL}', 's:' || s.id) from sessions s where s.user_id in (old.user_id, new.user_id);`,
  },
  // A team's subscription (re)linked or the team deleted: every seat holder's access follows.
  teams: {
    events: 'update of "provider_subscription_id", "owner_id" or delete',
    body: `perform pg_notify('${MEDIA_ACCESS_CHANNEL}', 's:' || s.id) from sessions s join team_members m on m.user_id = s.user_id where m.team_id = old.id;`,
  },
} as const;

/**
 * The owner's subscription is the team's: its change reaches every seat holder. A second trigger on `users` (named
 * apart from the first, which tells the owner's own sessions), so the first's DDL, run by an earlier migration, stays.
 */
const TEAM_OWNER_EVENTS = {
  events: 'update of "subscription_status", "past_due_since", "provider_subscription_id" or delete',
  body: `perform pg_notify('${MEDIA_ACCESS_CHANNEL}', 's:' || s.id) from sessions s join team_members m on m.user_id = s.user_id join teams t on t.id = m.team_id where t.owner_id = old.id;`,
} as const;

export type MediaAccessTable = keyof typeof MEDIA_ACCESS_EVENTS;

const triggerDdl = (table: string, name: string, fn: string, { events, body }: { events: string; body: string }) => [
  `create or replace function "${fn}"() returns trigger as $$ begin ${body} return null; end; $$ language plpgsql;`,
  `create trigger "${name}" after ${events} on "${table}" for each row execute function "${fn}"();`,
];

/** The DDL of one table's trigger (and its function), as Migration20261125150000MediaAccessNotify runs it. */
export function mediaAccessTriggerSql(table: MediaAccessTable): string[] {
  return triggerDdl(table, 'notify_media_access', `${table}_notify_media_access_fn`, MEDIA_ACCESS_EVENTS[table]);
}

/** The DDL of the users' second trigger, which tells a team owner's seat holders (Migration20261128090000Teams). */
export const teamOwnerTriggerSql = () =>
  triggerDdl('users', 'notify_team_media_access', 'users_notify_team_media_access_fn', TEAM_OWNER_EVENTS);

/**
 * The trigger as its entity declares it. MikroORM's trigger definition has no `UPDATE OF`, hence the raw DDL; MikroORM
 * does not diff such a trigger against the database, so the migration runs this same text.
 */
export function mediaAccessTrigger(table: MediaAccessTable): TriggerDef {
  return {
    name: 'notify_media_access',
    timing: 'after',
    events: MEDIA_ACCESS_EVENTS[table].events.startsWith('insert')
      ? ['insert', 'update', 'delete']
      : ['update', 'delete'],
    forEach: 'row',
    expression: mediaAccessTriggerSql(table).join('\n').replace(/;$/, ''),
  };
}

/** The users' second trigger as the User entity declares it (teamOwnerTriggerSql). */
export function teamOwnerTrigger(): TriggerDef {
  return {
    name: 'notify_team_media_access',
    timing: 'after',
    events: ['update', 'delete'],
    forEach: 'row',
    expression: teamOwnerTriggerSql().join('\n').replace(/;$/, ''),
  };
}
