import { DomainError } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { canWatchLectures, subscriptionAccessSql } from '../user/user.policy';
import { PLAYBACK_MOVED_MESSAGE, streamsBusyMessage } from './playback.messages';
import { isCapped, LIVE, PLAYBACK_LEASE_SECONDS, RENEW_EVERY_SECONDS, takeLease } from './playback-leases.service';

/**
 * Whom the media route answered a lecture's master playlist for, written into every signed URL it lists
 * (http/media/url-signing.ts) and checked again when one is fetched (isMediaGrantLive):
 * - `lease`: a learner's session and its playback lease, which counts against MAX_CONCURRENT_STREAMS;
 * - `session`: an ADMIN's session (ADMINs hold no lease);
 * - `preview`: a free preview, which anyone may play.
 */
export type MediaGrant =
  | { kind: 'lease'; sessionId: string; leaseId: string }
  | { kind: 'session'; sessionId: string }
  | { kind: 'preview' };

const PREVIEW: MediaGrant = { kind: 'preview' };

/** The grant as a URL writes it: `lease.<session>.<lease>`, `session.<session>` or `preview`. */
export function mediaGrantText(grant: MediaGrant): string {
  if (grant.kind === 'lease') return `lease.${grant.sessionId}.${grant.leaseId}`;
  return grant.kind === 'session' ? `session.${grant.sessionId}` : 'preview';
}

/** The grant a URL names (its signature already verified), or null for anything mediaGrantText does not write. */
export function parseMediaGrant(text: string): MediaGrant | null {
  const [kind, sessionId = '', leaseId = '', ...rest] = text.split('.');
  if (kind === 'preview' && text === kind) return PREVIEW;
  if (!isUuid(sessionId) || rest.length > 0) return null;
  if (kind === 'session' && !leaseId) return { kind, sessionId: sessionId.toLowerCase() };
  if (kind === 'lease' && isUuid(leaseId)) {
    return { kind, sessionId: sessionId.toLowerCase(), leaseId: leaseId.toLowerCase() };
  }
  return null;
}

/** A lease with less than this left is extended by the media route, so a player that never renews keeps it. */
const EXTEND_BELOW_SECONDS = PLAYBACK_LEASE_SECONDS - RENEW_EVERY_SECONDS;

/**
 * Extends the session's live lease when it is due (at most about once a minute): a player that loads media is playing,
 * whether or not it renews its lease itself (native HLS, a plain `<video>` given Lecture.secure_url).
 */
const EXTEND_DUE_LEASE = `update playback_leases p
  set expires_at = now() + make_interval(secs => ${PLAYBACK_LEASE_SECONDS})
  from due where p.session_id = due.session_id and due.extend returning 1`;

interface SlotRow {
  lease_id: string | null;
  moved: boolean;
  playing: number | string;
  preview: boolean | null;
}

/**
 * The server's side of the shared-account guard, for the media route's entitled loads (a lecture's master playlist or
 * progressive video, after findLecturePlayback allowed them), and the grant its signed URLs are bound to. A learner's
 * session that holds a live lease keeps it (extended when due); one that holds none is given one while the account
 * plays on fewer than MAX_CONCURRENT_STREAMS devices, so a client that never asks for a lease plays and is counted;
 * else CONFLICT, as for a session whose lease another device took over within the lease's lifetime. ADMINs, free
 * previews and callers who may watch previews only need no lease.
 *
 * One statement for a device that plays (the session's lease, the account's live leases and the preview mark, all by
 * primary key or the leases' user index, the extension folded in); a transaction once, when a device starts playing.
 */
export async function claimPlaybackSlot({ em, viewer, deps }: RequestScope, lectureId: string): Promise<MediaGrant> {
  if (!viewer) return PREVIEW;
  if (!isCapped(viewer)) return { kind: 'session', sessionId: viewer.sessionId };
  if (!canWatchLectures(viewer)) return PREVIEW;
  const [row] = await em.execute<SlotRow[]>(
    `with due as (
       select session_id, lease_id, expires_at < now() + make_interval(secs => ${EXTEND_BELOW_SECONDS}) as extend
       from playback_leases where session_id = ? and taken_over_at is null and expires_at > now()
     ), extended as (${EXTEND_DUE_LEASE})
     select (select lease_id from due) as lease_id,
       exists (select 1 from playback_leases
               where session_id = ? and taken_over_at is not null and expires_at > now()) as moved,
       (select count(*) from playback_leases l join sessions s on s.id = l.session_id
        where l.user_id = ? and ${LIVE}) as playing,
       (select free_preview from lectures where id = ?) as preview`,
    [viewer.sessionId, viewer.sessionId, viewer.id, lectureId.toLowerCase()],
  );
  if (row?.preview) return PREVIEW;
  if (row?.lease_id) return { kind: 'lease', sessionId: viewer.sessionId, leaseId: row.lease_id };
  // Taken over: the device must not win its slot back by reloading a playlist, which would undo 'Stop playback on
  // other devices' within a second. It may ask for a lease (the player's 'Resume here'), or load again once its lease
  // would have lapsed.
  if (row?.moved) throw new DomainError('CONFLICT', PLAYBACK_MOVED_MESSAGE);
  const playing = Number(row?.playing ?? 0);
  const max = deps.config.maxConcurrentStreams;
  if (playing >= max) throw new DomainError('CONFLICT', streamsBusyMessage(playing));
  const lease = await em.transactional((tx) => takeLease(tx, viewer, max, false));
  return { kind: 'lease', sessionId: viewer.sessionId, leaseId: lease.id };
}

/** The lecture (its one parameter) exists and is READY. */
const READY_LECTURE = "exists (select 1 from lectures where id = ? and status = 'READY')";

/**
 * Whether a signed URL's grant still opens the lecture's media: the lease live (neither released, taken over nor
 * lapsed) and its session signed in with a subscription, or the ADMIN's session signed in, or the lecture still a
 * free preview; and the lecture still READY. A live lease is extended when due, as claimPlaybackSlot does. One
 * statement, by primary keys; http/media/grant-cache.ts keeps its answer for under a second.
 */
export async function isMediaGrantLive(
  em: Em,
  config: AppDeps['config'],
  grant: MediaGrant,
  lectureId: string,
): Promise<boolean> {
  const id = lectureId.toLowerCase();
  let rows: { live: boolean }[];
  if (grant.kind === 'lease') {
    rows = await em.execute(
      `with due as (
         select l.session_id, l.expires_at < now() + make_interval(secs => ${EXTEND_BELOW_SECONDS}) as extend
         from playback_leases l join sessions s on s.id = l.session_id join users u on u.id = s.user_id
         where l.session_id = ? and l.lease_id = ? and ${LIVE} and ${subscriptionAccessSql('u')} and ${READY_LECTURE}
       ), extended as (${EXTEND_DUE_LEASE})
       select exists (select 1 from due) as live`,
      [grant.sessionId, grant.leaseId, config.plan.pastDueGraceDays, id],
    );
  } else if (grant.kind === 'session') {
    rows = await em.execute(
      `select exists (select 1 from sessions s join users u on u.id = s.user_id
                      where s.id = ? and s.revoked_at is null and s.expires_at > now() and u.role = 'ADMIN')
         and ${READY_LECTURE} as live`,
      [grant.sessionId, id],
    );
  } else {
    rows = await em.execute(`select ${READY_LECTURE} and (select free_preview from lectures where id = ?) as live`, [
      id,
      id,
    ]);
  }
  return rows[0]?.live === true;
}
