import { badInput, forbidden, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { requireViewer, type Viewer } from '../../shared/viewer';
import { type CourseSummary, findCourseSummaries } from '../course/course-catalog.service';
import { WATCH_DENIED_MESSAGE } from '../lecture/lecture.messages';
import { type CurriculumLectureView, loadCurricula, mayPlayLecture } from '../lecture/lecture-listing.service';
import { type CertificateView, issueCertificateIfComplete, loadCertificates } from './certificate.service';

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

interface ProgressRow {
  lecture_id: string;
  course_id: string;
  position_seconds: number | string;
  completed_at: Date | string | null;
  updated_at: Date | string;
}

const PROGRESS_COLUMNS = 'lecture_id, course_id, position_seconds, completed_at, updated_at';

function toProgress(row: ProgressRow): LectureProgressView {
  return {
    lectureId: row.lecture_id,
    positionSeconds: Number(row.position_seconds),
    completed: row.completed_at !== null,
    completedAt: row.completed_at === null ? null : new Date(row.completed_at),
    updatedAt: new Date(row.updated_at),
  };
}

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** The caller's rows for these lectures; one statement (the primary key). */
async function loadLectureProgress(em: Em, userId: string, lectureIds: readonly string[]) {
  if (!lectureIds.length) return new Map<string, LectureProgressView>();
  const rows = await em.execute<ProgressRow[]>(
    `select ${PROGRESS_COLUMNS} from lecture_progress
     where user_id = ? and lecture_id in (${placeholders(lectureIds.length)})`,
    [userId, ...lectureIds],
  );
  return new Map(rows.map((row) => [row.lecture_id, toProgress(row)]));
}

/**
 * The learner's rows in some courses (parameters: the learner's id, then the course ids), answered from
 * lecture_progress_course_index alone (an index-only scan).
 */
export const courseRowsSql = (courses: number) =>
  `select ${PROGRESS_COLUMNS} from lecture_progress where user_id = ? and course_id in (${placeholders(courses)})`;

async function loadCourseRows(em: Em, userId: string, courseIds: readonly string[]) {
  if (!courseIds.length) return new Map<string, LectureProgressView>();
  const rows = await em.execute<ProgressRow[]>(courseRowsSql(courseIds.length), [userId, ...courseIds]);
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

interface LectureAccessRow {
  status: string;
  duration_seconds: number | string | null;
  free_preview: boolean;
}

/**
 * Why a progress write found no lecture to write to: NOT_FOUND (no such READY lecture), FORBIDDEN (the caller may
 * not play it), or the position is past its end. Read only when the write did nothing, so a save stays one statement.
 */
async function explainRefusedWrite(em: Em, viewer: Viewer, lectureId: string, positionSeconds: number | null) {
  const [row] = await em.execute<LectureAccessRow[]>(
    'select status, duration_seconds, free_preview from lectures where id = ?',
    [lectureId],
  );
  if (row?.status !== 'READY') return notFound('Lecture');
  if (!mayPlayLecture(viewer, row.free_preview)) return forbidden(WATCH_DENIED_MESSAGE);
  if (positionSeconds !== null && positionSeconds > Number(row.duration_seconds ?? 0) + POSITION_SLACK_SECONDS) {
    return badInput(POSITION_INVALID_MESSAGE, 'positionSeconds');
  }
  return notFound('Lecture');
}

/**
 * The lecture a caller may write progress for, as SQL over `l` (lectures), with two parameters: the lecture's id and
 * whether the caller may watch every lecture. It must be READY, and either that or a free preview.
 */
const WRITABLE_LECTURE = `l.id = ? and l.status = 'READY' and (?::boolean or l.free_preview)`;

/** May the caller write progress for every READY lecture (not just previews)? */
const canWatchAll = (viewer: Viewer) => mayPlayLecture(viewer, false);

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
  const [row] = await em.execute<ProgressRow[]>(
    `insert into lecture_progress as p (user_id, lecture_id, course_id, position_seconds, completed_at, updated_at)
     select ?::uuid, l.id, l.course_id, ?::double precision,
       case when ?::double precision >= l.duration_seconds * ${COMPLETION_SHARE} then now() end, now()
     from lectures l
     where ${WRITABLE_LECTURE} and ?::double precision <= coalesce(l.duration_seconds, 0) + ${POSITION_SLACK_SECONDS}
     on conflict (user_id, lecture_id) do update set
       position_seconds = excluded.position_seconds,
       completed_at = coalesce(p.completed_at, excluded.completed_at),
       updated_at = excluded.updated_at
     returning ${PROGRESS_COLUMNS}`,
    [known.id, positionSeconds, positionSeconds, id, canWatchAll(known), positionSeconds],
  );
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
  const [row] = await em.execute<ProgressRow[]>(
    `insert into lecture_progress as p (user_id, lecture_id, course_id, position_seconds, completed_at, updated_at)
     select ?::uuid, l.id, l.course_id, 0, case when ?::boolean then now() end, now()
     from lectures l
     where ${WRITABLE_LECTURE}
     on conflict (user_id, lecture_id) do update set
       completed_at = case when ?::boolean then coalesce(p.completed_at, excluded.completed_at) end,
       updated_at = excluded.updated_at
     returning ${PROGRESS_COLUMNS}`,
    [known.id, completed, id, canWatchAll(known), completed],
  );
  if (!row) throw await explainRefusedWrite(em, known, id, null);
  return afterWrite(em, known, row);
}

/**
 * The learner's courses in progress, most recently watched first (one parameter: the learner's id): their rows read
 * from lecture_progress_course_index alone, each course's READY lectures counted to leave out completed courses.
 */
export const RECENT_COURSES_SQL = `
  select mine.course_id, mine.last_watched from (
    select course_id, max(updated_at) as last_watched, count(completed_at) as completed
    from lecture_progress where user_id = ? group by course_id
  ) mine
  where mine.completed < (select count(*) from lectures l where l.course_id = mine.course_id and l.status = 'READY')
  order by mine.last_watched desc, mine.course_id
  limit ${CONTINUE_WATCHING_LIMIT}`;

/**
 * The caller's courses in progress (some lecture played, not every READY lecture completed), most recently watched
 * first, at most CONTINUE_WATCHING_LIMIT; empty for an anonymous caller. Constant SQL: the caller's courses
 * (RECENT_COURSES_SQL), the courses, then their progress (two statements).
 */
export async function continueWatching(scope: RequestScope): Promise<ContinueWatchingView[]> {
  const { em, viewer, deps } = scope;
  if (!viewer) return [];
  const recent = await em.execute<{ course_id: string; last_watched: Date | string }[]>(RECENT_COURSES_SQL, [
    viewer.id,
  ]);
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
  const started = await em.execute<{ course_id: string }[]>(
    'select distinct course_id from lecture_progress where user_id = ? order by course_id',
    [viewer.id],
  );
  const progress = await loadCourseProgress(
    em,
    viewer,
    started.map((row) => row.course_id),
  );
  return [...progress.values()].filter((course) => course.totalLectures > 0);
}
