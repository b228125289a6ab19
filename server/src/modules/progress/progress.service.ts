import { type Selectable, sql } from 'kysely';
import { badInput, forbidden, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { requireViewer, type Viewer } from '../../shared/viewer';
import { type CourseSummary, findCourseSummaries } from '../course/course-catalog.service';
import type { LectureTables } from '../lecture/lecture.entity';
import { WATCH_DENIED_MESSAGE } from '../lecture/lecture.messages';
import { type CurriculumLectureView, loadCurricula, mayPlayLecture } from '../lecture/lecture-listing.service';
import { type CertificateView, issueCertificateIfComplete, loadCertificates } from './certificate.service';
import type { LectureProgressTables } from './lecture-progress.entity';

/** The caller's place in one lecture. */
export interface LectureProgressView {
  lectureId: string;
  positionSeconds: number;
  completed: boolean;
  completedAt: Date | null;
  updatedAt: Date;
}

/** The caller's progress through one course's READY lectures. */
export interface CourseProgressView {
  courseId: string;
  completedLectures: number;
  totalLectures: number;
  /** 0–100, rounded down, so 100 means every lecture is completed. */
  percent: number;
  /** The first READY lecture in order that the caller has not completed; null once all are. */
  nextLecture: CurriculumLectureView | null;
}

export interface ContinueWatchingView {
  course: CourseSummary;
  progress: CourseProgressView;
  nextLecture: CurriculumLectureView | null;
  /** Where the learner stopped: the lecture last played, unless completed (then the next one not completed). */
  resumeLecture: CurriculumLectureView | null;
  lastWatchedAt: Date;
}

/** A lecture counts as watched once this share of it has been played (or it was marked by hand). */
export const COMPLETION_SHARE = 0.9;
/** A player may report a position a little past the end the transcoder measured. */
export const POSITION_SLACK_SECONDS = 5;
/** How many courses `continueWatching` lists. */
export const CONTINUE_WATCHING_LIMIT = 10;

export const POSITION_INVALID_MESSAGE = 'The position must be a number of seconds within the lecture';

/** What the progress module's typed queries read and write (docs/decisions/0006-typed-sql.md). */
type ProgressTables = LectureProgressTables & LectureTables;

const progressDb = (em: Em) => em.getKysely<ProgressTables>();

const PROGRESS_COLUMNS = ['lecture_id', 'course_id', 'position_seconds', 'completed_at', 'updated_at'] as const;

type ProgressRow = Pick<Selectable<ProgressTables['lecture_progress']>, (typeof PROGRESS_COLUMNS)[number]>;

function toProgress(row: ProgressRow): LectureProgressView {
  return {
    lectureId: row.lecture_id,
    positionSeconds: Number(row.position_seconds),
    completed: row.completed_at !== null,
    completedAt: row.completed_at === null ? null : new Date(row.completed_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The caller's rows for these lectures; one statement (the primary key). */
async function loadLectureProgress(em: Em, userId: string, lectureIds: readonly string[]) {
  if (!lectureIds.length) return new Map<string, LectureProgressView>();
  const rows = await progressDb(em)
    .selectFrom('lecture_progress')
    .select(PROGRESS_COLUMNS)
    .where('user_id', '=', userId)
    .where('lecture_id', 'in', lectureIds)
    .execute();
  return new Map(rows.map((row) => [row.lecture_id, toProgress(row)]));
}

/** The learner's rows in some courses, answered from lecture_progress_course_index alone (an index-only scan). */
export const courseRowsQuery = (em: Em, userId: string, courseIds: readonly string[]) =>
  progressDb(em)
    .selectFrom('lecture_progress')
    .select(PROGRESS_COLUMNS)
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds);

async function loadCourseRows(em: Em, userId: string, courseIds: readonly string[]) {
  if (!courseIds.length) return new Map<string, LectureProgressView>();
  const rows = await courseRowsQuery(em, userId, courseIds).execute();
  return new Map(rows.map((row) => [row.lecture_id, toProgress(row)]));
}

/** Course progress from the curriculum (READY lectures in order) and the caller's rows. */
function courseProgress(
  courseId: string,
  curriculum: readonly CurriculumLectureView[],
  mine: ReadonlyMap<string, LectureProgressView>,
): CourseProgressView {
  // Rows of lectures no longer READY (none today: READY is final until a lecture is deleted) would not count.
  const completedLectures = curriculum.filter((lecture) => mine.get(lecture.id)?.completed).length;
  const totalLectures = curriculum.length;
  return {
    courseId,
    completedLectures,
    totalLectures,
    percent: totalLectures ? Math.floor((100 * completedLectures) / totalLectures) : 0,
    nextLecture: curriculum.find((lecture) => !mine.get(lecture.id)?.completed) ?? null,
  };
}

/**
 * The lecture a learner resumes: the one they saved progress in last, where they stopped, unless they finished it;
 * then the first one not completed after it (wrapping round to the course's start); so a learner who skipped ahead
 * goes on from where they are rather than back to the first lecture they left unfinished.
 */
function resumeLecture(
  curriculum: readonly CurriculumLectureView[],
  mine: ReadonlyMap<string, LectureProgressView>,
): CurriculumLectureView | null {
  const savedAt = (lecture: CurriculumLectureView | undefined) =>
    (lecture && mine.get(lecture.id)?.updatedAt.getTime()) ?? Number.NEGATIVE_INFINITY;
  let from = 0;
  curriculum.forEach((lecture, index) => {
    if (savedAt(lecture) > savedAt(curriculum[from])) from = index;
  });
  const unfinished = (lecture: CurriculumLectureView) => !mine.get(lecture.id)?.completed;
  return curriculum.slice(from).find(unfinished) ?? curriculum.slice(0, from).find(unfinished) ?? null;
}

/** Two statements for any number of courses: their curricula, and the caller's rows in them. */
async function loadCourseProgress(em: Em, viewer: Viewer, courseIds: readonly string[]) {
  const { curricula, mine } = await loadCourseRowsAndCurricula(em, viewer, courseIds);
  return new Map(courseIds.map((id) => [id, courseProgress(id, curricula.get(id) ?? [], mine)]));
}

async function loadCourseRowsAndCurricula(em: Em, viewer: Viewer, courseIds: readonly string[]) {
  const [curricula, mine] = await Promise.all([
    loadCurricula(em, viewer, courseIds),
    loadCourseRows(em, viewer.id, courseIds),
  ]);
  return { curricula, mine };
}

/**
 * Per request, the loads that many fields of one answer share (every course of a list, every lecture of a
 * curriculum): each kind is one statement per level of the answer, whatever the number of courses or lectures.
 */
const requestBatches = perRequest(({ em, viewer }: RequestScope) => ({
  lectureProgress: createBatch<string, LectureProgressView | null>(
    (ids) => (viewer ? loadLectureProgress(em, viewer.id, ids) : Promise.resolve(new Map())),
    null,
  ),
  courseProgress: createBatch<string, CourseProgressView | null>(
    (ids) => (viewer ? loadCourseProgress(em, viewer, ids) : Promise.resolve(new Map())),
    null,
  ),
  curriculum: createBatch<string, CurriculumLectureView[]>((ids) => loadCurricula(em, viewer, ids), []),
  certificate: createBatch<string, CertificateView | null>(
    (ids) => (viewer ? loadCertificates(em, viewer.id, ids) : Promise.resolve(new Map())),
    null,
  ),
}));

/** The caller's certificate for a course; null when anonymous or the course is not completed. */
export function certificateOf(scope: RequestScope, courseId: string): Promise<CertificateView | null> {
  if (!scope.viewer) return Promise.resolve(null);
  return requestBatches(scope).certificate(courseId);
}

/** A course's READY lectures in order, for anyone: playable fields only for callers who may play them. */
export function curriculumOf(scope: RequestScope, courseId: string): Promise<CurriculumLectureView[]> {
  return requestBatches(scope).curriculum(courseId);
}

/** The caller's progress in a lecture; null for an anonymous caller or a lecture they never played. */
export function lectureProgress(scope: RequestScope, lectureId: string): Promise<LectureProgressView | null> {
  if (!scope.viewer) return Promise.resolve(null);
  return requestBatches(scope).lectureProgress(lectureId);
}

/** The caller's progress through a course; null for an anonymous caller. */
export function courseProgressOf(scope: RequestScope, courseId: string): Promise<CourseProgressView | null> {
  if (!scope.viewer) return Promise.resolve(null);
  return requestBatches(scope).courseProgress(courseId);
}

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
async function afterWrite(em: Em, viewer: Viewer, row: ProgressRow): Promise<LectureProgressView> {
  const progress = toProgress(row);
  if (progress.completed) await issueCertificateIfComplete(em, viewer.id, row.course_id);
  return progress;
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
  const row = await progressDb(em)
    .insertInto('lecture_progress')
    .columns(WRITTEN_COLUMNS)
    .expression(
      writableLecture(em, known, id)
        .select([
          sql<string>`${known.id}::uuid`.as('user_id'),
          'l.id',
          'l.course_id',
          position.as('position_seconds'),
          sql<Date | null>`case when ${position} >= l.duration_seconds * ${COMPLETION_SHARE} then now() end`.as(
            'completed_at',
          ),
          sql<Date>`now()`.as('updated_at'),
        ])
        .where(position, '<=', sql<number>`coalesce(l.duration_seconds, 0) + ${POSITION_SLACK_SECONDS}`),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'lecture_id']).doUpdateSet((eb) => ({
        position_seconds: eb.ref('excluded.position_seconds'),
        completed_at: eb.fn.coalesce('lecture_progress.completed_at', eb.ref('excluded.completed_at')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(PROGRESS_COLUMNS)
    .executeTakeFirst();
  if (!row) throw await explainRefusedWrite(em, known, id, positionSeconds);
  return afterWrite(em, known, row);
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
  const markedNow = sql<Date | null>`case when ${completed}::boolean then now() end`;
  const row = await progressDb(em)
    .insertInto('lecture_progress')
    .columns(WRITTEN_COLUMNS)
    .expression(
      writableLecture(em, known, id).select([
        sql<string>`${known.id}::uuid`.as('user_id'),
        'l.id',
        'l.course_id',
        sql<number>`0`.as('position_seconds'),
        markedNow.as('completed_at'),
        sql<Date>`now()`.as('updated_at'),
      ]),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'lecture_id']).doUpdateSet((eb) => ({
        completed_at: sql<Date | null>`case when ${completed}::boolean then coalesce(lecture_progress.completed_at, excluded.completed_at) end`,
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(PROGRESS_COLUMNS)
    .executeTakeFirst();
  if (!row) throw await explainRefusedWrite(em, known, id, null);
  return afterWrite(em, known, row);
}

/**
 * The learner's courses in progress, most recently watched first: their rows read from lecture_progress_course_index
 * alone, each course's READY lectures counted to leave out completed courses.
 */
export function recentCoursesQuery(em: Em, userId: string) {
  const db = progressDb(em);
  const mine = db
    .selectFrom('lecture_progress')
    .select((eb) => [
      'course_id',
      eb.fn.max('updated_at').as('last_watched'),
      eb.fn.count('completed_at').as('completed'),
    ])
    .where('user_id', '=', userId)
    .groupBy('course_id')
    .as('mine');
  return db
    .selectFrom(mine)
    .select(['mine.course_id', 'mine.last_watched'])
    .where((eb) =>
      eb(
        'mine.completed',
        '<',
        eb
          .selectFrom('lectures as l')
          .select(eb.fn.countAll().as('count'))
          .whereRef('l.course_id', '=', 'mine.course_id')
          .where('l.status', '=', 'READY'),
      ),
    )
    .orderBy('mine.last_watched', 'desc')
    .orderBy('mine.course_id')
    .limit(CONTINUE_WATCHING_LIMIT);
}

/**
 * The caller's courses in progress (some lecture played, not every READY lecture completed), most recently watched
 * first, at most CONTINUE_WATCHING_LIMIT; empty for an anonymous caller. Constant SQL: the caller's courses
 * (recentCoursesQuery), the courses, then their progress (two statements).
 */
export async function continueWatching(scope: RequestScope): Promise<ContinueWatchingView[]> {
  const { em, viewer, deps } = scope;
  if (!viewer) return [];
  const recent = await recentCoursesQuery(em, viewer.id).execute();
  const courseIds = recent.map((row) => row.course_id);
  const [courses, { curricula, mine }] = await Promise.all([
    findCourseSummaries(em, deps.storage, courseIds),
    loadCourseRowsAndCurricula(em, viewer, courseIds),
  ]);
  return recent.flatMap((row) => {
    const course = courses.get(row.course_id);
    const curriculum = curricula.get(row.course_id) ?? [];
    if (!course) return []; // deleted meanwhile
    const progress = courseProgress(row.course_id, curriculum, mine);
    return [
      {
        course,
        progress,
        nextLecture: progress.nextLecture,
        resumeLecture: resumeLecture(curriculum, mine),
        lastWatchedAt: new Date(row.last_watched),
      },
    ];
  });
}

/**
 * The caller's progress in every course they have played a lecture of, for the catalogue's cards; empty for an
 * anonymous caller. Constant SQL: the caller's courses (from lecture_progress_course_index alone), then their
 * progress (two statements).
 */
export async function myCourseProgress(scope: RequestScope): Promise<CourseProgressView[]> {
  const { em, viewer } = scope;
  if (!viewer) return [];
  const started = await progressDb(em)
    .selectFrom('lecture_progress')
    .select('course_id')
    .distinct()
    .where('user_id', '=', viewer.id)
    .orderBy('course_id')
    .execute();
  const progress = await loadCourseProgress(
    em,
    viewer,
    started.map((row) => row.course_id),
  );
  return [...progress.values()].filter((course) => course.totalLectures > 0);
}
