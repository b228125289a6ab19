import { sql } from 'kysely';
import { badInput, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { RequestScope } from '../../shared/scope';
import { requireRole } from '../../shared/viewer';
import { type CourseTables, courseEventData } from './course.entity';
import { NO_READY_LECTURE_MESSAGE } from './course.messages';
import type { CourseLectureTables } from './course-lectures.tables';
import { type CourseSummary, findCourseSummary } from './course-summary';

/**
 * ADMIN. Makes a DRAFT public: only with at least one READY lecture, as learners would otherwise find an empty
 * course (BAD_USER_INPUT saying so). One statement decides and writes, so a lecture deleted at the same moment cannot
 * slip between the check and the write. Publishing a PUBLISHED course changes nothing.
 */
export async function publishCourse({ em, deps, viewer }: RequestScope, id: string): Promise<CourseSummary> {
  requireRole(viewer, 'ADMIN');
  const courseId = knownId(id, 'Course');
  const published = await em.transactional(async (tx) => {
    const db = tx.getKysely<CourseTables & CourseLectureTables>();
    // Locked, so two admins publishing at once record one course.published between them.
    const before = await db
      .selectFrom('courses')
      .select('status')
      .where('id', '=', courseId)
      .forUpdate()
      .executeTakeFirst();
    const row = await db
      .updateTable('courses as c')
      .set({ status: 'PUBLISHED', auto_publish: false, updated_at: new Date() })
      .where('c.id', '=', courseId)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('lectures as l')
            .select(sql.lit(1).as('one'))
            .whereRef('l.course_id', '=', 'c.id')
            .where('l.status', '=', 'READY'),
        ),
      )
      .returning(['c.id', 'c.title'])
      .executeTakeFirst();
    if (row && before?.status === 'DRAFT') await deps.events.publish(tx, 'course.published', courseEventData(row));
    return row;
  });
  const course = await findCourseSummary(em, deps.storage, courseId);
  if (!course) throw notFound('Course');
  if (!published) throw badInput(NO_READY_LECTURE_MESSAGE);
  return course;
}

/**
 * ADMIN. Whether the course's certificate waits for every lecture's verified completion. Certificates already issued
 * stay; a learner who completed the course meanwhile gets theirs once their viewing verifies the last lecture.
 */
export async function setCourseViewingRequirement(
  { em, deps, viewer }: RequestScope,
  id: string,
  required: boolean,
): Promise<CourseSummary> {
  requireRole(viewer, 'ADMIN');
  const courseId = knownId(id, 'Course');
  await em
    .getKysely<CourseTables>()
    .updateTable('courses')
    .set({ require_verified_viewing: required, updated_at: new Date() })
    .where('id', '=', courseId)
    .execute();
  const course = await findCourseSummary(em, deps.storage, courseId);
  if (!course) throw notFound('Course');
  return course;
}

/**
 * ADMIN. Hides the course from everyone but ADMINs again. Learners' progress, certificates and the lectures are
 * untouched, so publishing it again brings everything back as it was. It does not publish itself again.
 */
export async function unpublishCourse({ em, deps, viewer }: RequestScope, id: string): Promise<CourseSummary> {
  requireRole(viewer, 'ADMIN');
  const courseId = knownId(id, 'Course');
  await em
    .getKysely<CourseTables>()
    .updateTable('courses')
    .set({ status: 'DRAFT', auto_publish: false, updated_at: new Date() })
    .where('id', '=', courseId)
    .execute();
  const course = await findCourseSummary(em, deps.storage, courseId);
  if (!course) throw notFound('Course');
  return course;
}
