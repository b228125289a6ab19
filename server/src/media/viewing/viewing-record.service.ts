import { sql } from 'kysely';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { WATCH_DENIED_MESSAGE } from '../../catalog/lecture/lecture.messages';
import { mayPlayLecture } from '../../catalog/lecture/lecture-listing.service';
import type { Config } from '../../config';
import type { SessionTables } from '../../identity/user/session.entity';
import { badInput, forbidden, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import type { StoredHeartbeat, ViewingTables } from './viewing.entity';
import {
  MAX_HEARTBEAT_GAP_SECONDS,
  parseSections,
  type Section,
  sectionsLength,
  unionSections,
  verifiedShare,
  watchedBetween,
} from './watch-sections';

type ViewingConfig = Pick<Config, 'viewing'>;
export const viewingDb = (em: Em) => em.getKysely<ViewingTables & LectureTables & SessionTables>();

/** What one process delivered to one device for one lecture since its last flush (http/media/viewing-recorder.ts). */
export interface DeliveredSections {
  authSessionId: string;
  lectureId: string;
  sections: Section[];
}

/**
 * A learner's lecture became verified complete with this write: `viewing.verified`, in its transaction, on which the
 * learning side may issue the course's certificate.
 */
const publishVerified = (
  tx: Em,
  events: AppDeps['events'],
  session: { user_id: string; lecture_id: string; course_id: string },
) =>
  events.publish(tx, 'viewing.verified', {
    userId: session.user_id,
    lectureId: session.lecture_id,
    courseId: session.course_id,
  });

const json = (value: unknown) => sql<never>`${JSON.stringify(value)}::jsonb`;

/**
 * The device's open viewing session of the lecture, locked, or a new one: a session seen within VIEWING_IDLE_SECONDS
 * goes on; an older one is left for endIdleViewingSessions. Null when the session or the lecture is gone.
 */
async function openSession(tx: Em, config: ViewingConfig, now: Date, authSessionId: string, lectureId: string) {
  const db = viewingDb(tx);
  // Two writers at once (a heartbeat and a flush, or two processes) must find the same session, not start two: they
  // take turns on this device and lecture until their transactions end.
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${authSessionId}:${lectureId}`}, 0))`.execute(db);
  const open = await db
    .selectFrom('viewing_sessions')
    .selectAll()
    .where('auth_session_id', '=', authSessionId)
    .where('lecture_id', '=', lectureId)
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', new Date(now.getTime() - config.viewing.idleSeconds * 1000))
    .orderBy('last_seen_at', 'desc')
    .forUpdate()
    .executeTakeFirst();
  if (open) return open;
  return db
    .insertInto('viewing_sessions')
    .columns([
      'id',
      'user_id',
      'lecture_id',
      'course_id',
      'auth_session_id',
      'duration_seconds',
      'started_at',
      'last_seen_at',
      'delivered',
      'watched',
    ])
    .expression(
      db
        .selectFrom('sessions as s')
        .innerJoin('lectures as l', (join) => join.on('l.id', '=', lectureId))
        .select([
          sql<string>`gen_random_uuid()`.as('id'),
          's.user_id',
          'l.id',
          'l.course_id',
          's.id as auth_session_id',
          sql<number>`coalesce(l.duration_seconds, 0)`.as('duration_seconds'),
          sql<Date>`${now}::timestamptz`.as('started_at'),
          sql<Date>`${now}::timestamptz`.as('last_seen_at'),
          json([]).as('delivered'),
          json([]).as('watched'),
        ])
        .where('s.id', '=', authSessionId),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * Adds a session's new sections to the learner's record of the lecture (all their sessions together) and stamps its
 * verified completion once delivered and watched cover VERIFIED_COMPLETION_PERCENT of it. Whether that happened now.
 */
async function addToLectureViewing(
  tx: Em,
  config: ViewingConfig,
  now: Date,
  session: { user_id: string; lecture_id: string; course_id: string; duration_seconds: number | string },
  added: { delivered: Section[]; watched: Section[]; watchedSeconds: number },
): Promise<boolean> {
  const db = viewingDb(tx);
  await db
    .insertInto('lecture_viewings')
    .values({
      user_id: session.user_id,
      lecture_id: session.lecture_id,
      course_id: session.course_id,
      delivered: json([]),
      watched: json([]),
      watched_total: 0,
      first_viewed_at: now,
      last_viewed_at: now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'lecture_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('lecture_viewings')
    .selectAll()
    .where('user_id', '=', session.user_id)
    .where('lecture_id', '=', session.lecture_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const delivered = unionSections(parseSections(row.delivered), added.delivered);
  const watched = unionSections(parseSections(row.watched), added.watched);
  const share = verifiedShare(delivered, watched, Number(session.duration_seconds));
  const verifiesNow = row.verified_at === null && share * 100 >= config.viewing.verifiedCompletionPercent;
  await db
    .updateTable('lecture_viewings')
    .set({
      delivered: json(delivered),
      watched: json(watched),
      watched_total: sql<number>`watched_total + ${added.watchedSeconds}`,
      last_viewed_at: now,
      ...(verifiesNow && { verified_at: now }),
    })
    .where('user_id', '=', session.user_id)
    .where('lecture_id', '=', session.lecture_id)
    .execute();
  return verifiesNow;
}

/**
 * Writes what the media route delivered since its last flush: each device's open viewing session of each lecture gets
 * the new sections, and the learner's record of the lecture with them. One transaction for the whole batch; the
 * lectures it verified are returned (their courses may now be complete).
 */
export async function recordDeliveries(
  em: Em,
  { config, clock, events }: Pick<AppDeps, 'config' | 'clock' | 'events'>,
  batch: readonly DeliveredSections[],
): Promise<void> {
  if (!batch.length) return;
  const now = clock.now();
  await em.transactional(async (tx) => {
    for (const entry of batch) {
      const session = await openSession(tx, config, now, entry.authSessionId, entry.lectureId);
      if (!session) continue;
      const delivered = unionSections(parseSections(session.delivered), entry.sections);
      await viewingDb(tx)
        .updateTable('viewing_sessions')
        .set({ delivered: json(delivered), last_seen_at: now })
        .where('id', '=', session.id)
        .execute();
      const added = { delivered: entry.sections, watched: [], watchedSeconds: 0 };
      if (await addToLectureViewing(tx, config, now, session, added)) await publishVerified(tx, events, session);
    }
  });
}

/**
 * Writes sections watched offline from a download (verified by the download module's receipts): the download delivered
 * them, and the player watched them, so they join the device's viewing session of the lecture and the learner's record
 * as both, as the media route's deliveries and the heartbeats do online. Inside the caller's transaction, with
 * viewing.verified when this verified the lecture.
 */
export async function recordOfflineSections(
  tx: Em,
  { config, clock, events }: Pick<AppDeps, 'config' | 'clock' | 'events'>,
  entry: DeliveredSections,
): Promise<void> {
  const now = clock.now();
  const session = await openSession(tx, config, now, entry.authSessionId, entry.lectureId);
  if (!session) return;
  const watchedSeconds = sectionsLength(entry.sections);
  await viewingDb(tx)
    .updateTable('viewing_sessions')
    .set({
      delivered: json(unionSections(parseSections(session.delivered), entry.sections)),
      watched: json(unionSections(parseSections(session.watched), entry.sections)),
      watched_total: sql<number>`watched_total + ${watchedSeconds}`,
      last_seen_at: now,
    })
    .where('id', '=', session.id)
    .execute();
  const added = { delivered: entry.sections, watched: entry.sections, watchedSeconds };
  if (await addToLectureViewing(tx, config, now, session, added)) await publishVerified(tx, events, session);
}

/** What a player reports about every ten seconds while a lecture is open. */
export interface HeartbeatInput {
  positionSeconds: number;
  playing: boolean;
  rate: number;
  visible: boolean;
}

export const HEARTBEAT_INVALID_MESSAGE = 'The heartbeat needs a position within the lecture and a playback rate';

/**
 * Where the learner's watching is counted up to on the wall clock (epoch ms), over all their viewing sessions: a
 * heartbeat pair longer than MAX_HEARTBEAT_GAP_SECONDS counts nothing, so only sessions seen since then matter.
 */
async function learnerCreditedUntil(tx: Em, userId: string, atMs: number) {
  const row = await viewingDb(tx)
    .selectFrom('viewing_sessions')
    .select(sql<string | null>`max((heartbeat->>'creditedUntilMs')::bigint)`.as('until'))
    .where('user_id', '=', userId)
    .where('last_seen_at', '>', new Date(atMs - MAX_HEARTBEAT_GAP_SECONDS * 1000))
    .executeTakeFirst();
  return Number(row?.until ?? 0);
}

/**
 * A player's heartbeat joins the caller's viewing session of the lecture: the stretch since its previous heartbeat
 * counts as watched when it played, visible, at no more than 2x of the server's clock, and only for wall-clock time
 * none of the learner's other sessions counted (watchedBetween). A device may send LIMITS.heartbeatsPerDevicePerMinute.
 * The caller's lecture verification, and whether this heartbeat made it, come back.
 */
export async function recordHeartbeat(
  { em, viewer, deps }: RequestScope,
  lectureId: string,
  input: HeartbeatInput,
): Promise<{ verified: boolean }> {
  // When the heartbeat arrived: waiting behind other requests or for the session's lock must not shorten the
  // wall-clock time the next heartbeat is measured against.
  const now = deps.clock.now();
  const atMs = now.getTime();
  const known = requireViewer(viewer);
  const id = knownId(lectureId, 'Lecture');
  const { positionSeconds, rate } = input;
  if (!Number.isFinite(positionSeconds) || positionSeconds < 0 || !Number.isFinite(rate) || rate < 0 || rate > 16) {
    throw badInput(HEARTBEAT_INVALID_MESSAGE, 'positionSeconds');
  }
  await deps.rateLimits.attempt('heartbeat', known.sessionId);
  const lecture = await viewingDb(em)
    .selectFrom('lectures')
    .select(['status', 'free_preview'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (lecture?.status !== 'READY') throw notFound('Lecture');
  if (!mayPlayLecture(known, lecture.free_preview)) throw forbidden(WATCH_DENIED_MESSAGE);
  return em.transactional(async (tx) => {
    // The learner's heartbeats take turns, whatever the device or lecture: each reads what the others counted.
    await sql`select pg_advisory_xact_lock(hashtextextended(${`viewing-learner:${known.id}`}, 0))`.execute(
      viewingDb(tx),
    );
    const session = await openSession(tx, deps.config, now, known.sessionId, id);
    if (!session) throw notFound('Lecture');
    const previous = session.heartbeat as StoredHeartbeat | null;
    const creditedUntilMs = previous ? await learnerCreditedUntil(tx, known.id, atMs) : 0;
    const span = previous ? watchedBetween(previous, { ...input, atMs }, creditedUntilMs) : null;
    const next: StoredHeartbeat = { ...input, atMs, creditedUntilMs: span ? atMs : previous?.creditedUntilMs };
    const spans = span ? [span] : [];
    const watchedSeconds = sectionsLength(spans);
    await viewingDb(tx)
      .updateTable('viewing_sessions')
      .set({
        watched: json(unionSections(parseSections(session.watched), spans)),
        watched_total: sql<number>`watched_total + ${watchedSeconds}`,
        // A heartbeat overtaken by a later one (two requests at once) keeps the later one as the mark.
        heartbeat: json(previous && previous.atMs > next.atMs ? previous : next),
        last_seen_at: now,
      })
      .where('id', '=', session.id)
      .execute();
    const newly = await addToLectureViewing(tx, deps.config, now, session, {
      delivered: [],
      watched: spans,
      watchedSeconds,
    });
    if (newly) await publishVerified(tx, deps.events, session);
    const row = await viewingDb(tx)
      .selectFrom('lecture_viewings')
      .select('verified_at')
      .where('user_id', '=', session.user_id)
      .where('lecture_id', '=', id)
      .executeTakeFirst();
    return { verified: Boolean(row?.verified_at) };
  });
}

/** The lectures among these that the learner's viewing has verified: one statement (the primary key). */
export async function loadVerifiedLectures(em: Em, userId: string, lectureIds: readonly string[]) {
  if (!lectureIds.length) return new Set<string>();
  const rows = await viewingDb(em)
    .selectFrom('lecture_viewings')
    .select('lecture_id')
    .where('user_id', '=', userId)
    .where('lecture_id', 'in', lectureIds)
    .where('verified_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.lecture_id));
}
