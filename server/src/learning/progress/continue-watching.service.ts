import { type CourseSummary, findCourseSummaries, seesDrafts } from '../../catalog/course/course-catalog.service';
import type { CurriculumLectureView } from '../../catalog/lecture/lecture-listing.service';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { type CourseProgressView, courseProgress, loadCourseRowsAndCurricula } from './course-progress.service';
import { type LectureProgressView, progressDb } from './progress-rows';

export interface ContinueWatchingView {
  course: CourseSummary;
  progress: CourseProgressView;
  nextLecture: CurriculumLectureView | null;
  /** Where the learner stopped: the lecture last played, unless completed (then the next one not completed). */
  resumeLecture: CurriculumLectureView | null;
  lastWatchedAt: Date;
}

/** How many courses `continueWatching` lists. */
export const CONTINUE_WATCHING_LIMIT = 10;

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
  const [courses, { curricula, mine, quizzes }] = await Promise.all([
    findCourseSummaries(em, deps.storage, courseIds),
    loadCourseRowsAndCurricula(em, viewer, courseIds),
  ]);
  return recent.flatMap((row) => {
    const course = courses.get(row.course_id);
    const curriculum = curricula.get(row.course_id) ?? [];
    // Deleted meanwhile, or unpublished: a learner's progress stays, but the course is an ADMIN's again until republished.
    if (!course || (course.status !== 'PUBLISHED' && !seesDrafts(viewer))) return [];
    const progress = courseProgress(row.course_id, curriculum, mine, quizzes.get(row.course_id));
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
