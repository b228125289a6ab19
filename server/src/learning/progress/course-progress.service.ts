import { type CurriculumLectureView, loadCurricula } from '../../catalog/lecture/lecture-listing.service';
import type { Em } from '../../shared/orm';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import type { Viewer } from '../../shared/viewer';
import { loadQuizPasses } from '../quiz/course-items.service';
import { type CertificateView, loadCertificates } from './certificate.service';
import { type LectureProgressView, PROGRESS_COLUMNS, progressDb, toProgress } from './progress-rows';

/** How many quizzes a course has, and how many of them the caller passed. */
export interface QuizPasses {
  totalQuizzes: number;
  passedQuizzes: number;
}

const NO_QUIZZES: QuizPasses = { totalQuizzes: 0, passedQuizzes: 0 };

/** The caller's progress through one course's items: its READY lectures and its quizzes. */
export interface CourseProgressView extends QuizPasses {
  courseId: string;
  completedLectures: number;
  totalLectures: number;
  /** 0–100 of lectures and quizzes together, rounded down, so 100 means every lecture completed and quiz passed. */
  percent: number;
  /** The first READY lecture in order that the caller has not completed; null once all are. */
  nextLecture: CurriculumLectureView | null;
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
export function courseProgress(
  courseId: string,
  curriculum: readonly CurriculumLectureView[],
  mine: ReadonlyMap<string, LectureProgressView>,
  quizzes: QuizPasses = NO_QUIZZES,
): CourseProgressView {
  // Rows of lectures no longer READY (none today: READY is final until a lecture is deleted) would not count.
  const completedLectures = curriculum.filter((lecture) => mine.get(lecture.id)?.completed).length;
  const totalLectures = curriculum.length;
  const items = totalLectures + quizzes.totalQuizzes;
  return {
    courseId,
    completedLectures,
    totalLectures,
    ...quizzes,
    percent: items ? Math.floor((100 * (completedLectures + quizzes.passedQuizzes)) / items) : 0,
    nextLecture: curriculum.find((lecture) => !mine.get(lecture.id)?.completed) ?? null,
  };
}

/** Three statements for any number of courses: their curricula, the caller's rows in them, their quiz passes. */
async function loadCourseProgress(em: Em, viewer: Viewer, courseIds: readonly string[]) {
  const { curricula, mine, quizzes } = await loadCourseRowsAndCurricula(em, viewer, courseIds);
  return new Map(courseIds.map((id) => [id, courseProgress(id, curricula.get(id) ?? [], mine, quizzes.get(id))]));
}

/**
 * The courses' curricula, the caller's rows in them and their quiz passes, three statements at once;
 * continueWatching reads them all.
 */
export async function loadCourseRowsAndCurricula(em: Em, viewer: Viewer, courseIds: readonly string[]) {
  const [curricula, mine, quizzes] = await Promise.all([
    loadCurricula(em, viewer, courseIds),
    loadCourseRows(em, viewer.id, courseIds),
    loadQuizPasses(em, viewer.id, courseIds),
  ]);
  return { curricula, mine, quizzes };
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
