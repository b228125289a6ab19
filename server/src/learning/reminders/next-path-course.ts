import type { Kysely } from 'kysely';
import type { CourseTables } from '../../catalog/course/course.entity';
import type { PathTables } from '../../catalog/path';
import type { CertificateTables } from '../progress/certificate.entity';
import type { LectureProgressTables } from '../progress/lecture-progress.entity';

/** Where a learner stands on the learning path they follow, for the weekly digest. */
export interface NextPathCourse {
  pathTitle: string;
  pathSlug: string;
  /** The first course of the path, in its order, the learner has no certificate of. */
  courseTitle: string;
  /** Courses of the path the learner finished (holds the certificate of), and all of them. */
  done: number;
  total: number;
}

type PathDb = Kysely<LectureProgressTables & CourseTables & PathTables & CertificateTables>;

/**
 * The path each of these learners follows and its next course, by user id, in one statement whatever their number. A
 * learner follows the published path of the course they watched last that is on one (a course on several: the first
 * by id); a learner whose path is finished, or who watched no course on a path, has none.
 */
export async function nextPathCoursesOf(db: PathDb, userIds: readonly string[]): Promise<Map<string, NextPathCourse>> {
  if (!userIds.length) return new Map();
  const followed = db
    .selectFrom('lecture_progress as p')
    .innerJoin('path_courses as pc', 'pc.course_id', 'p.course_id')
    .innerJoin('learning_paths as lp', 'lp.id', 'pc.path_id')
    .select(['p.user_id', 'pc.path_id'])
    .distinctOn('p.user_id')
    .where('p.user_id', 'in', userIds)
    .where('lp.published', '=', true)
    .orderBy('p.user_id')
    .orderBy('p.updated_at', 'desc')
    .orderBy('pc.path_id')
    .as('f');
  const rows = await db
    .selectFrom(followed)
    .innerJoin('learning_paths as lp', 'lp.id', 'f.path_id')
    .innerJoin('path_courses as pc', 'pc.path_id', 'f.path_id')
    .innerJoin('courses as c', 'c.id', 'pc.course_id')
    .leftJoin('certificates as cert', (join) =>
      join.onRef('cert.user_id', '=', 'f.user_id').onRef('cert.course_id', '=', 'pc.course_id'),
    )
    .select(['f.user_id', 'lp.title as path_title', 'lp.slug', 'c.title as course_title', 'pc.position'])
    .select((eb) => [
      eb.fn
        .count<string>('cert.code')
        .over((over) => over.partitionBy('f.user_id'))
        .as('done'),
      eb.fn
        .countAll<string>()
        .over((over) => over.partitionBy('f.user_id'))
        .as('total'),
      eb('cert.code', 'is', null).as('open'),
    ])
    .orderBy('f.user_id')
    .orderBy('pc.position')
    .execute();
  const next = new Map<string, NextPathCourse>();
  for (const row of rows) {
    if (!row.open || next.has(row.user_id)) continue;
    next.set(row.user_id, {
      pathTitle: row.path_title,
      pathSlug: row.slug,
      courseTitle: row.course_title,
      done: Number(row.done),
      total: Number(row.total),
    });
  }
  return next;
}
