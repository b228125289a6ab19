import { type ExpressionBuilder, type Kysely, type QueryCreator, sql } from 'kysely';
import { canWatchLectures, subscriptionAccess } from '../../identity/user/user.policy';
import { compiledOnce } from '../../shared/compiled-statement';
import { DomainError } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { PLAYBACK_MOVED_MESSAGE, streamsBusyMessage } from './playback.messages';
import type { PlaybackLeaseTables } from './playback-lease.entity';
import {
  isCapped,
  type LeaseTables,
  leaseTables,
  live,
  PLAYBACK_LEASE_SECONDS,
  RENEW_EVERY_SECONDS,
  secondsFrom,
  takeLease,
} from './playback-leases.service';

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

/** Whether a live lease is due for extension at `now` (see EXTEND_BELOW_SECONDS), over `l` (playback_leases). */
const dueForExtension = (now: Date) => (eb: ExpressionBuilder<{ l: PlaybackLeaseTables['playback_leases'] }, 'l'>) =>
  eb('l.expires_at', '<', secondsFrom(now, EXTEND_BELOW_SECONDS)).as('extend');

/**
 * Extends the session's live lease named by the `due` statement when it is due (at most about once a minute): a player
 * that loads media is playing, whether or not it renews its lease itself (native HLS, a plain `<video>` given
 * Lecture.secure_url).
 */
const extendDueLease =
  (now: Date) => (db: QueryCreator<LeaseTables & { due: { session_id: string; extend: boolean } }>) =>
    db
      .updateTable('playback_leases as p')
      .from('due')
      .set({ expires_at: secondsFrom(now, PLAYBACK_LEASE_SECONDS) })
      .whereRef('p.session_id', '=', 'due.session_id')
      .where('due.extend', '=', true)
      .returning('p.session_id');

/** The lecture exists and is READY. */
const readyLecture = (db: Kysely<LeaseTables>, lectureId: string) =>
  db.selectFrom('lectures').select('id').where('id', '=', lectureId).where('status', '=', 'READY');

/** Placeholders of the compiled statements' arguments (compiledOnce): never sent. */
const SESSION = 'session-id';
const LEASE = 'lease-id';
const USER = 'user-id';
const LECTURE = 'lecture-id';
const GRACE_DAYS = -0.5;
/** The app clock's time, bound to every statement: a Date of its own, so it is told apart from the others. */
const NOW = new Date(0);

/**
 * claimPlaybackSlot's one statement: the session's live lease (extended when due), whether another device took it
 * over, and how many live leases the account has.
 */
const slotStatement = compiledOnce(
  (db: Kysely<LeaseTables>, sessionId: string, userId: string, now: Date) =>
    db
      .with('due', (cte) =>
        cte
          .selectFrom('playback_leases as l')
          .select(['l.session_id', 'l.lease_id', dueForExtension(now)])
          .where('l.session_id', '=', sessionId)
          .where('l.taken_over_at', 'is', null)
          .where('l.expires_at', '>', now),
      )
      .with('extended', extendDueLease(now))
      .selectNoFrom(({ selectFrom, exists }) => [
        selectFrom('due').select('due.lease_id').$asScalar().as('lease_id'),
        exists(
          selectFrom('playback_leases')
            .select('session_id')
            .where('session_id', '=', sessionId)
            .where('taken_over_at', 'is not', null)
            .where('expires_at', '>', now),
        ).as('moved'),
        selectFrom('playback_leases as l')
          .innerJoin('sessions as s', 's.id', 'l.session_id')
          .select(sql<number>`count(*)::int`.as('playing'))
          .where('l.user_id', '=', userId)
          .where(live(now))
          .$asScalar()
          .as('playing'),
      ]),
  [SESSION, USER, NOW],
);

/** A lease grant is live: the lease and its session, the subscription and the READY lecture (extended when due). */
const liveLeaseStatement = compiledOnce(
  (db: Kysely<LeaseTables>, sessionId: string, leaseId: string, graceDays: number, lectureId: string, now: Date) =>
    db
      .with('due', (cte) =>
        cte
          .selectFrom('playback_leases as l')
          .innerJoin('sessions as s', 's.id', 'l.session_id')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select(['l.session_id', dueForExtension(now)])
          .where('l.session_id', '=', sessionId)
          .where('l.lease_id', '=', leaseId)
          .where(live(now))
          .where(subscriptionAccess(graceDays, now))
          .where(({ exists }) => exists(readyLecture(db, lectureId))),
      )
      .with('extended', extendDueLease(now))
      .selectNoFrom(({ exists, selectFrom }) => exists(selectFrom('due').select('due.session_id')).as('live')),
  [SESSION, LEASE, GRACE_DAYS, LECTURE, NOW],
);

/** A session grant is live: the ADMIN's session signed in, and the lecture READY. */
const liveSessionStatement = compiledOnce(
  (db: Kysely<LeaseTables>, sessionId: string, lectureId: string, now: Date) => {
    const adminSession = db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('s.id', '=', sessionId)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .where('u.role', '=', 'ADMIN');
    return db.selectNoFrom(({ and, exists }) =>
      and([exists(adminSession), exists(readyLecture(db, lectureId))]).as('live'),
    );
  },
  [SESSION, LECTURE, NOW],
);

/** A preview grant is live: the lecture READY and still a free preview. */
const livePreviewStatement = compiledOnce(
  (db: Kysely<LeaseTables>, lectureId: string) =>
    db.selectNoFrom(({ exists }) => exists(readyLecture(db, lectureId).where('free_preview', '=', true)).as('live')),
  [LECTURE],
);

/**
 * The server's side of the shared-account guard, for the media route's entitled loads (a lecture's master playlist or
 * progressive video, after findLecturePlayback allowed them), and the grant its signed URLs are bound to. A learner's
 * session that holds a live lease keeps it (extended when due); one that holds none is given one while the account
 * plays on fewer than MAX_CONCURRENT_STREAMS devices, so a client that never asks for a lease plays and is counted;
 * else CONFLICT, as for a session whose lease another device took over within the lease's lifetime. ADMINs and callers
 * who may watch free previews only need no lease. A subscriber's free preview plays under a lease like any lecture, so
 * the viewing record sees it delivered (verified completion, "Viewing verified" on the certificate).
 *
 * One statement for a device that plays (the session's lease and the account's live leases, by primary key or the
 * leases' user index, the extension folded in); a transaction once, when a device starts playing.
 */
export async function claimPlaybackSlot({ em, viewer, deps }: RequestScope): Promise<MediaGrant> {
  if (!viewer) return PREVIEW;
  if (!isCapped(viewer)) return { kind: 'session', sessionId: viewer.sessionId };
  if (!canWatchLectures(viewer)) return PREVIEW;
  const now = deps.clock.now();
  const [row] = await slotStatement(leaseTables(em), viewer.sessionId, viewer.id, now);
  if (row?.lease_id) return { kind: 'lease', sessionId: viewer.sessionId, leaseId: row.lease_id };
  // Taken over: the device must not win its slot back by reloading a playlist, which would undo 'Stop playback on
  // other devices' within a second. It may ask for a lease (the player's 'Resume here'), or load again once its lease
  // would have lapsed.
  if (row?.moved) throw new DomainError('CONFLICT', PLAYBACK_MOVED_MESSAGE);
  const playing = Number(row?.playing ?? 0);
  const max = deps.config.maxConcurrentStreams;
  if (playing >= max) throw new DomainError('CONFLICT', streamsBusyMessage(playing));
  const lease = await em.transactional((tx) => takeLease(tx, now, viewer, max, false));
  return { kind: 'lease', sessionId: viewer.sessionId, leaseId: lease.id };
}

/**
 * Whether a signed URL's grant still opens the lecture's media: the lease live (neither released, taken over nor
 * lapsed) and its session signed in with a subscription, or the ADMIN's session signed in, or the lecture still a
 * free preview; and the lecture still READY. A live lease is extended when due, as claimPlaybackSlot does. One
 * statement, by primary keys; the media-access cache (media-access-cache.ts) keeps a live answer until a notification
 * drops it.
 */
export async function isMediaGrantLive(
  em: Em,
  { config, clock }: Pick<AppDeps, 'config' | 'clock'>,
  grant: MediaGrant,
  lectureId: string,
): Promise<boolean> {
  const id = lectureId.toLowerCase();
  const db = leaseTables(em);
  const now = clock.now();
  const [row] =
    grant.kind === 'lease'
      ? await liveLeaseStatement(db, grant.sessionId, grant.leaseId, config.plan.pastDueGraceDays, id, now)
      : grant.kind === 'session'
        ? await liveSessionStatement(db, grant.sessionId, id, now)
        : await livePreviewStatement(db, id);
  return row?.live === true;
}
