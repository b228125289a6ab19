import { type OnConflictBuilder, type RawBuilder, sql } from 'kysely';
import { WATCH_DENIED_MESSAGE } from '../../catalog/lecture/lecture.messages';
import { mayPlayLecture } from '../../catalog/lecture/lecture-listing.service';
import { badInput, forbidden, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { requireViewer, type Viewer } from '../../shared/viewer';
import { issueCertificateIfCourseComplete } from './course-completion';
import {
  type LectureProgressView,
  PROGRESS_COLUMNS,
  type ProgressRow,
  type ProgressTables,
  progressDb,
  toProgress,
} from './progress-rows';

/** A lecture counts as watched once this share of it has been played (or it was marked by hand). */
export const COMPLETION_SHARE = 0.9;
/** A player may report a position a little past the end the transcoder measured. */
export const POSITION_SLACK_SECONDS = 5;
export const POSITION_INVALID_MESSAGE = 'The position must be a number of seconds within the lecture';

/**
 * Why a progress write found no lecture to write to: NOT_FOUND (no such READY lecture), FORBIDDEN (the caller may
 * not play it), or the position is past its end. Read only when the write did nothing, so a save stays one statement.
 */
async function explainRefusedWrite(em: Em, viewer: Viewer, lectureId: string, positionSeconds: number | null) {
  const row = await progressDb(em)
    .selectFrom('lectures')
    .select(['status', 'duration_seconds', 'free_preview'])
    .where('id', '=', lectureId)
    .executeTakeFirst();
  if (row?.status !== 'READY') return notFound('Lecture');
  if (!mayPlayLecture(viewer, row.free_preview)) return forbidden(WATCH_DENIED_MESSAGE);
  if (positionSeconds !== null && positionSeconds > Number(row.duration_seconds ?? 0) + POSITION_SLACK_SECONDS) {
    return badInput(POSITION_INVALID_MESSAGE, 'positionSeconds');
  }
  return notFound('Lecture');
}

/** May the caller write progress for every READY lecture (not just previews)? */
const canWatchAll = (viewer: Viewer) => mayPlayLecture(viewer, false);

/**
 * The lecture (`l`) a caller may write progress for, to select the progress row from: it must be READY, and either
 * the caller may watch every lecture or it is a free preview.
 */
const writableLecture = (em: Em, viewer: Viewer, lectureId: string) =>
  progressDb(em)
    .selectFrom('lectures as l')
    .where('l.id', '=', lectureId)
    .where('l.status', '=', 'READY')
    .where((eb) => eb.or([sql<boolean>`${canWatchAll(viewer)}::boolean`, eb.ref('l.free_preview')]));

/** The progress row's columns, in the order `writableLecture`'s select gives them. */
const WRITTEN_COLUMNS = [
  'user_id',
  'lecture_id',
  'course_id',
  'position_seconds',
  'completed_at',
  'updated_at',
] as const;

/** A write that leaves its lecture completed may have completed the course: its certificate is issued then. */
async function afterWrite(
  em: Em,
  deps: Pick<AppDeps, 'events' | 'jobs' | 'config' | 'clock'>,
  viewer: Viewer,
  row: ProgressRow & { newly_completed: boolean | null },
): Promise<LectureProgressView> {
  const { newly_completed: newlyCompleted, ...written } = row;
  const progress = toProgress(written);
  if (newlyCompleted) {
    // Its subscribers (certificate-subscriptions.ts) issue the certificate when this completed the course.
    await deps.events.publish(em, 'lecture.completed', {
      userId: viewer.id,
      lectureId: row.lecture_id,
      courseId: row.course_id,
    });
  } else if (progress.completed) {
    // Written again once completed: the course may be complete now that it was not at the first completion (a
    // lecture removed since, a quiz passed), and a certificate is never left behind.
    await issueCertificateIfCourseComplete(em, deps, viewer.id, row.course_id);
  }
  return progress;
}

/** What a progress write inserts for a lecture never played, and sets on the caller's row when there is one. */
interface ProgressWrite {
  position: RawBuilder<number>;
  completedAt: RawBuilder<Date | null>;
  update: Parameters<OnConflictBuilder<ProgressTables, 'lecture_progress'>['doUpdateSet']>[0];
  /** The position saved, which must lie within the lecture; null when the write keeps the position. */
  positionSeconds: number | null;
}

/**
 * One upsert of the caller's row in a lecture they may write progress for; when it writes nothing, the reason is read
 * and thrown (explainRefusedWrite). A write that completes the lecture may issue the course's certificate.
 */
async function writeProgress(
  { em: scopeEm, deps }: Pick<RequestScope, 'em' | 'deps'>,
  viewer: Viewer,
  lectureId: string,
  write: ProgressWrite,
) {
  // One transaction: the row, the certificate it may issue and their webhook events commit together.
  return scopeEm.transactional(async (em) => {
    const lecture = writableLecture(em, viewer, lectureId).select([
      sql<string>`${viewer.id}::uuid`.as('user_id'),
      'l.id',
      'l.course_id',
      write.position.as('position_seconds'),
      write.completedAt.as('completed_at'),
      sql<Date>`now()`.as('updated_at'),
    ]);
    const row = await progressDb(em)
      .insertInto('lecture_progress')
      .columns(WRITTEN_COLUMNS)
      .expression(
        write.positionSeconds === null
          ? lecture
          : lecture.where(
              write.position,
              '<=',
              sql<number>`coalesce(l.duration_seconds, 0) + ${POSITION_SLACK_SECONDS}`,
            ),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'lecture_id']).doUpdateSet(write.update))
      // now() is the transaction's start: a completed_at equal to it was set by this very write.
      .returning([...PROGRESS_COLUMNS, sql<boolean>`lecture_progress.completed_at = now()`.as('newly_completed')])
      .executeTakeFirst();
    if (!row) throw await explainRefusedWrite(em, viewer, lectureId, write.positionSeconds);
    return afterWrite(em, deps, viewer, row);
  });
}

/**
 * Saves where the caller is in a lecture: one upsert (and, when the lecture is completed, the certificate's
 * idempotent insert). The lecture is completed once the position reaches 90% of its duration, and stays completed
 * when it is watched again. Rate limited per learner (a player saves every few seconds).
 */
export async function saveLectureProgress(
  { em, viewer, deps }: RequestScope,
  lectureId: string,
  positionSeconds: number,
): Promise<LectureProgressView> {
  const known = requireViewer(viewer);
  const id = knownId(lectureId, 'Lecture');
  if (!Number.isFinite(positionSeconds) || positionSeconds < 0) {
    throw badInput(POSITION_INVALID_MESSAGE, 'positionSeconds');
  }
  await deps.rateLimits.attempt('progress', known.id);
  const position = sql<number>`${positionSeconds}::double precision`;
  return writeProgress({ em, deps }, known, id, {
    position,
    completedAt: sql<Date | null>`case when ${position} >= l.duration_seconds * ${COMPLETION_SHARE} then now() end`,
    update: (eb) => ({
      position_seconds: eb.ref('excluded.position_seconds'),
      completed_at: eb.fn.coalesce('lecture_progress.completed_at', eb.ref('excluded.completed_at')),
      updated_at: eb.ref('excluded.updated_at'),
    }),
    positionSeconds,
  });
}

/**
 * Marks a lecture completed, or not, by hand: one upsert (the position is kept, or 0 for a lecture never played).
 * Rate limited per learner with the saves: one budget for every progress write (each may issue a certificate).
 */
export async function setLectureCompleted(
  { em, viewer, deps }: RequestScope,
  lectureId: string,
  completed: boolean,
): Promise<LectureProgressView> {
  const known = requireViewer(viewer);
  const id = knownId(lectureId, 'Lecture');
  await deps.rateLimits.attempt('progress', known.id);
  return writeProgress({ em, deps }, known, id, {
    position: sql<number>`0`,
    completedAt: sql<Date | null>`case when ${completed}::boolean then now() end`,
    update: (eb) => ({
      completed_at: sql<Date | null>`case when ${completed}::boolean then coalesce(lecture_progress.completed_at, excluded.completed_at) end`,
      updated_at: eb.ref('excluded.updated_at'),
    }),
    positionSeconds: null,
  });
}
