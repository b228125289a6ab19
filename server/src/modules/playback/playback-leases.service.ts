import { DomainError, forbidden, notFound } from '../../shared/errors';
import { isUuid, knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { requireViewer, type Viewer } from '../../shared/viewer';
import { WATCH_DENIED_MESSAGE } from '../lecture/lecture.service';
import { canWatchLectures } from '../user/user.policy';
import { PLAYBACK_MOVED_MESSAGE, streamsBusyMessage } from './playback.messages';

/** A lease lives this long unless renewed: a player that vanished without a word frees its slot within it. */
export const PLAYBACK_LEASE_SECONDS = 150;
/** How often a playing player renews: two renewals may fail (a flaky network) before its lease lapses. */
export const RENEW_EVERY_SECONDS = 60;

/** A device's right to play, as its player holds it. */
export interface PlaybackLeaseView {
  /** The lease, new at every acquisition. */
  id: string;
  expiresAt: Date;
  renewAfterSeconds: number;
}

interface LeaseRow {
  lease_id: string;
  expires_at: Date | string;
}

const toView = (row: LeaseRow): PlaybackLeaseView => ({
  id: row.lease_id,
  expiresAt: new Date(row.expires_at),
  renewAfterSeconds: RENEW_EVERY_SECONDS,
});

/**
 * A lease that counts, over `l` (playback_leases) joined to `s` (its session): neither taken over nor expired, and its
 * session still signed in (signing a device out frees its slot at once).
 */
export const LIVE = `l.taken_over_at is null and l.expires_at > now() and s.revoked_at is null and s.expires_at > now()`;

/** Learners are capped; ADMINs play without a lease. */
export const isCapped = (viewer: Viewer) => viewer.role !== 'ADMIN';

/**
 * The caller's session takes a lease, under a lock on the account's user row, so two devices asking at once are
 * answered one after the other and never both take the last slot. The other sessions' live leases are locked as they
 * are counted, so a renewal running meanwhile is counted as renewed. With the account at the cap: CONFLICT, unless
 * `takeOver`, which ends every other lease (their players learn it at their next renewal).
 */
export async function takeLease(tx: Em, viewer: Viewer, max: number, takeOver: boolean): Promise<PlaybackLeaseView> {
  await tx.execute('select id from users where id = ? for no key update', [viewer.id]);
  const others = await tx.execute<{ session_id: string }[]>(
    `select l.session_id from playback_leases l join sessions s on s.id = l.session_id
     where l.user_id = ? and l.session_id <> ? and ${LIVE} for update of l`,
    [viewer.id, viewer.sessionId],
  );
  if (others.length >= max) {
    if (!takeOver) throw new DomainError('CONFLICT', streamsBusyMessage(others.length));
    await tx.execute(
      `update playback_leases set taken_over_at = now() where session_id in (${others.map(() => '?').join(', ')})`,
      others.map((row) => row.session_id),
    );
  }
  const [row] = await tx.execute<LeaseRow[]>(
    `insert into playback_leases (session_id, user_id, lease_id, expires_at, taken_over_at)
     values (?, ?, gen_random_uuid(), now() + make_interval(secs => ?), null)
     on conflict (session_id) do update set
       lease_id = excluded.lease_id, expires_at = excluded.expires_at, taken_over_at = null
     returning lease_id, expires_at`,
    [viewer.sessionId, viewer.id, PLAYBACK_LEASE_SECONDS],
  );
  return toView(row as LeaseRow);
}

/**
 * Before a player loads a lecture: a lease for the caller's session, or null when playing it needs none (an ADMIN, or
 * a free preview). Learners need an active subscription (FORBIDDEN) and a READY lecture (NOT_FOUND); CONFLICT when the
 * account already plays on MAX_CONCURRENT_STREAMS other devices, unless `takeOver` (see takeLease).
 */
export async function acquirePlaybackLease(
  { em, viewer, deps }: RequestScope,
  lectureId: string,
  takeOver: boolean,
): Promise<PlaybackLeaseView | null> {
  const known = requireViewer(viewer);
  if (!isCapped(known)) return null;
  const watcher = canWatchLectures(known);
  // Told the same about every lecture they may not play, known or not (as the media route tells them).
  if (!watcher && !isUuid(lectureId)) throw forbidden(WATCH_DENIED_MESSAGE);
  const id = knownId(lectureId, 'Lecture');
  const [lecture] = await em.execute<{ status: string; free_preview: boolean }[]>(
    'select status, free_preview from lectures where id = ?',
    [id],
  );
  const ready = lecture?.status === 'READY';
  if (ready && lecture.free_preview) return null;
  if (!watcher) throw forbidden(WATCH_DENIED_MESSAGE);
  if (!ready) throw notFound('Lecture');
  return em.transactional((tx) => takeLease(tx, known, deps.config.maxConcurrentStreams, takeOver));
}

/**
 * About once a minute while a player plays: one statement extends the caller's live lease. When it is no longer live:
 * CONFLICT if another device took it over, NOT_FOUND if it lapsed or was released (the player then asks for a new
 * one, which may find the account at its cap). Null for an ADMIN, who holds none.
 */
export async function renewPlaybackLease(
  { em, viewer }: RequestScope,
  leaseId: string,
): Promise<PlaybackLeaseView | null> {
  const known = requireViewer(viewer);
  if (!isCapped(known)) return null;
  if (!canWatchLectures(known)) throw forbidden(WATCH_DENIED_MESSAGE);
  const id = knownId(leaseId, 'Playback lease');
  const [renewed] = await em.execute<LeaseRow[]>(
    `update playback_leases set expires_at = now() + make_interval(secs => ?)
     where session_id = ? and lease_id = ? and taken_over_at is null and expires_at > now()
     returning lease_id, expires_at`,
    [PLAYBACK_LEASE_SECONDS, known.sessionId, id],
  );
  if (renewed) return toView(renewed);
  const [ended] = await em.execute<{ taken_over: boolean }[]>(
    'select taken_over_at is not null as taken_over from playback_leases where session_id = ? and lease_id = ?',
    [known.sessionId, id],
  );
  if (ended?.taken_over) throw new DomainError('CONFLICT', PLAYBACK_MOVED_MESSAGE);
  throw notFound('Playback lease');
}

/** The player stopped (left the lecture, closed the page): its slot is free at once. Whether a lease ended. */
export async function releasePlaybackLease({ em, viewer }: RequestScope, leaseId: string): Promise<boolean> {
  const known = requireViewer(viewer);
  if (!isUuid(leaseId)) return false;
  const released = await em.execute<{ lease_id: string }[]>(
    'delete from playback_leases where session_id = ? and lease_id = ? returning lease_id',
    [known.sessionId, leaseId.toLowerCase()],
  );
  return released.length > 0;
}
