import { type ExpressionBuilder, sql } from 'kysely';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { WATCH_DENIED_MESSAGE } from '../../catalog/lecture/lecture.messages';
import type { SessionTables } from '../../identity/user/session.entity';
import type { UserTables } from '../../identity/user/user.entity';
import { canWatchLectures } from '../../identity/user/user.policy';
import { DomainError, forbidden, notFound } from '../../shared/errors';
import { isUuid, knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { requireViewer, type Viewer } from '../../shared/viewer';
import { PLAYBACK_MOVED_MESSAGE, streamsBusyMessage } from './playback.messages';
import type { PlaybackLeaseTables } from './playback-lease.entity';

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

const toView = (row: { lease_id: string; expires_at: Date }): PlaybackLeaseView => ({
  id: row.lease_id,
  expiresAt: new Date(row.expires_at),
  renewAfterSeconds: RENEW_EVERY_SECONDS,
});

/** The tables a lease is read from, `l` (playback_leases) joined to `s` (its session) as LIVE reads them. */
export type LeaseTables = PlaybackLeaseTables & SessionTables & UserTables & LectureTables;
type LiveLeaseTables = LeaseTables & {
  l: PlaybackLeaseTables['playback_leases'];
  s: SessionTables['sessions'];
};

export const leaseTables = (em: Em) => em.getKysely<LeaseTables>();

/**
 * `now` (the app's clock) + `seconds`, computed in SQL: the compiled statements (compiledOnce) bind `now` as an
 * argument, so it must reach the statement as it was given.
 */
export const secondsFrom = (now: Date, seconds: number) =>
  sql<Date>`${now}::timestamptz + make_interval(secs => ${seconds})`;

/**
 * A lease that counts at `now`, over `l` (playback_leases) joined to `s` (its session): neither taken over nor expired,
 * and its session still signed in (signing a device out frees its slot at once).
 */
export const live =
  (now: Date) =>
  ({ eb, and }: ExpressionBuilder<LiveLeaseTables, 'l' | 's'>) =>
    and([
      eb('l.taken_over_at', 'is', null),
      eb('l.expires_at', '>', now),
      eb('s.revoked_at', 'is', null),
      eb('s.expires_at', '>', now),
    ]);

/** Learners are capped; ADMINs play without a lease. */
export const isCapped = (viewer: Viewer) => viewer.role !== 'ADMIN';

/**
 * The caller's session takes a lease, under a lock on the account's user row, so two devices asking at once are
 * answered one after the other and never both take the last slot. The other sessions' live leases are locked as they
 * are counted, so a renewal running meanwhile is counted as renewed. With the account at the cap: CONFLICT, unless
 * `takeOver`, which ends every other lease (their players learn it at their next renewal).
 */
export async function takeLease(
  tx: Em,
  now: Date,
  viewer: Viewer,
  max: number,
  takeOver: boolean,
): Promise<PlaybackLeaseView> {
  const db = leaseTables(tx);
  await db.selectFrom('users').select('id').where('id', '=', viewer.id).forNoKeyUpdate().execute();
  const others = await db
    .selectFrom('playback_leases as l')
    .innerJoin('sessions as s', 's.id', 'l.session_id')
    .select('l.session_id')
    .where('l.user_id', '=', viewer.id)
    .where('l.session_id', '<>', viewer.sessionId)
    .where(live(now))
    .forUpdate('l')
    .execute();
  if (others.length >= max) {
    if (!takeOver) throw new DomainError('CONFLICT', streamsBusyMessage(others.length));
    await db
      .updateTable('playback_leases')
      .set({ taken_over_at: now })
      .where(
        'session_id',
        'in',
        others.map((row) => row.session_id),
      )
      .execute();
  }
  const row = await db
    .insertInto('playback_leases')
    .values({
      session_id: viewer.sessionId,
      user_id: viewer.id,
      lease_id: sql<string>`gen_random_uuid()`,
      expires_at: secondsFrom(now, PLAYBACK_LEASE_SECONDS),
      taken_over_at: null,
    })
    .onConflict((conflict) =>
      conflict.column('session_id').doUpdateSet((eb) => ({
        lease_id: eb.ref('excluded.lease_id'),
        expires_at: eb.ref('excluded.expires_at'),
        taken_over_at: null,
      })),
    )
    .returning(['lease_id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return toView(row);
}

/**
 * Before a player loads a lecture: a lease for the caller's session, or null when playing it needs none (an ADMIN, or
 * a free preview played without a subscription). A subscriber's free preview takes a lease like any lecture: the
 * media route records what a leased session is delivered, which verified completion counts. Learners need an active
 * subscription (FORBIDDEN) and a READY lecture (NOT_FOUND); CONFLICT when the account already plays on
 * MAX_CONCURRENT_STREAMS other devices, unless `takeOver` (see takeLease).
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
  const lecture = await leaseTables(em)
    .selectFrom('lectures')
    .select(['status', 'free_preview'])
    .where('id', '=', id)
    .executeTakeFirst();
  const ready = lecture?.status === 'READY';
  if (!watcher && ready && lecture.free_preview) return null;
  if (!watcher) throw forbidden(WATCH_DENIED_MESSAGE);
  if (!ready) throw notFound('Lecture');
  return em.transactional((tx) => takeLease(tx, deps.clock.now(), known, deps.config.maxConcurrentStreams, takeOver));
}

/**
 * About once a minute while a player plays: one statement extends the caller's live lease. When it is no longer live:
 * CONFLICT if another device took it over, NOT_FOUND if it lapsed or was released (the player then asks for a new
 * one, which may find the account at its cap). Null for an ADMIN, who holds none.
 */
export async function renewPlaybackLease(
  { em, deps, viewer }: RequestScope,
  leaseId: string,
): Promise<PlaybackLeaseView | null> {
  const known = requireViewer(viewer);
  if (!isCapped(known)) return null;
  if (!canWatchLectures(known)) throw forbidden(WATCH_DENIED_MESSAGE);
  const id = knownId(leaseId, 'Playback lease');
  const leases = leaseTables(em);
  const now = deps.clock.now();
  const renewed = await leases
    .updateTable('playback_leases')
    .set({ expires_at: secondsFrom(now, PLAYBACK_LEASE_SECONDS) })
    .where('session_id', '=', known.sessionId)
    .where('lease_id', '=', id)
    .where('taken_over_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['lease_id', 'expires_at'])
    .executeTakeFirst();
  if (renewed) return toView(renewed);
  const ended = await leases
    .selectFrom('playback_leases')
    .select('taken_over_at')
    .where('session_id', '=', known.sessionId)
    .where('lease_id', '=', id)
    .executeTakeFirst();
  if (ended && ended.taken_over_at !== null) throw new DomainError('CONFLICT', PLAYBACK_MOVED_MESSAGE);
  throw notFound('Playback lease');
}

/** The player stopped (left the lecture, closed the page): its slot is free at once. Whether a lease ended. */
export async function releasePlaybackLease({ em, viewer }: RequestScope, leaseId: string): Promise<boolean> {
  const known = requireViewer(viewer);
  if (!isUuid(leaseId)) return false;
  const released = await leaseTables(em)
    .deleteFrom('playback_leases')
    .where('session_id', '=', known.sessionId)
    .where('lease_id', '=', leaseId.toLowerCase())
    .returning('lease_id')
    .execute();
  return released.length > 0;
}
