import type { Kysely } from 'kysely';
import type { CourseTables } from '../../catalog/course/course.entity';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import type { LectureProgressTables } from '../progress/lecture-progress.entity';

/** Where a reminder sends a learner back to: the course watched last and not finished, and its first lecture not done. */
export interface NextLecture {
  courseId: string;
  courseTitle: string;
  lectureId: string;
  lectureTitle: string;
  /** READY lectures of the course the learner completed, and all of them. */
  done: number;
  total: number;
}

type NextLectureDb = Kysely<LectureProgressTables & CourseTables & LectureTables>;

/** Each learner's course watched last and not finished (PUBLISHED), with its READY lectures counted. */
function lastCourses(db: NextLectureDb, userIds: readonly string[]) {
  const perCourse = db
    .selectFrom('lecture_progress as p')
    .select((eb) => [
      'p.user_id',
      'p.course_id',
      eb.fn.max('p.updated_at').as('last_watched'),
      eb.fn.count<string>('p.completed_at').as('done'),
    ])
    .where('p.user_id', 'in', userIds)
    .groupBy(['p.user_id', 'p.course_id'])
    .as('mine');
  const readyCount = db
    .selectFrom('lectures as l')
    .select((eb) => ['l.course_id', eb.fn.countAll<string>().as('total')])
    .where('l.status', '=', 'READY')
    .groupBy('l.course_id')
    .as('ready');
  return db
    .selectFrom(perCourse)
    .innerJoin(readyCount, 'ready.course_id', 'mine.course_id')
    .innerJoin('courses as c', 'c.id', 'mine.course_id')
    .select(['mine.user_id', 'mine.course_id', 'c.title', 'mine.done', 'ready.total'])
    .distinctOn('mine.user_id')
    .where('c.status', '=', 'PUBLISHED')
    .whereRef('mine.done', '<', 'ready.total')
    .orderBy('mine.user_id')
    .orderBy('mine.last_watched', 'desc')
    .orderBy('mine.course_id')
    .execute();
}

/**
 * The lecture each of these learners goes on with, by user id, in three statements whatever their number; a learner
 * with every course they started finished has none.
 */
export async function nextLecturesOf(db: NextLectureDb, userIds: readonly string[]): Promise<Map<string, NextLecture>> {
  const courses = userIds.length ? await lastCourses(db, userIds) : [];
  const courseIds = [...new Set(courses.map((course) => course.course_id))];
  if (!courseIds.length) return new Map();
  const [lectures, done] = await Promise.all([
    db
      .selectFrom('lectures')
      .select(['id', 'course_id', 'title'])
      .where('course_id', 'in', courseIds)
      .where('status', '=', 'READY')
      .orderBy('course_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('lecture_progress')
      .select(['user_id', 'lecture_id'])
      .where('user_id', 'in', userIds)
      .where('course_id', 'in', courseIds)
      .where('completed_at', 'is not', null)
      .execute(),
  ]);
  const lecturesOf = new Map<string, typeof lectures>();
  for (const lecture of lectures) {
    const ofCourse = lecturesOf.get(lecture.course_id);
    if (ofCourse) ofCourse.push(lecture);
    else lecturesOf.set(lecture.course_id, [lecture]);
  }
  const doneBy = new Set(done.map((row) => `${row.user_id}:${row.lecture_id}`));
  const next = new Map<string, NextLecture>();
  for (const course of courses) {
    const lecture = lecturesOf.get(course.course_id)?.find(({ id }) => !doneBy.has(`${course.user_id}:${id}`));
    if (!lecture) continue;
    next.set(course.user_id, {
      courseId: course.course_id,
      courseTitle: course.title,
      lectureId: lecture.id,
      lectureTitle: lecture.title,
      done: Number(course.done),
      total: Number(course.total),
    });
  }
  return next;
}
