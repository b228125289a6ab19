import { sql } from 'kysely';
import type { CourseTables } from '../../catalog/course/course.entity';
import type { DomainEventBus, DomainEventData } from '../../events/domain-events';
import type { Em } from '../../shared/orm';
import type { AppDeps } from '../../shared/scope';
import { afterInboxAdded, type InboxTables, type PushChannel } from '../inbox';
import type { LectureProgressTables } from './lecture-progress.entity';

/**
 * Tells the learners who follow a published course (those who have played a lecture of it) that a new lecture is
 * ready: one statement, however many they are. A learner who already played this lecture (a video replaced) is not
 * told. Told twice (the job run again), each is told once. The pushes to their devices are queued in the same
 * transaction (one job per device that opted in).
 */
export async function tellCourseLearners(
  em: Em,
  push: PushChannel,
  ready: DomainEventData['lecture.ready'],
): Promise<void> {
  await em.transactional((tx) => tellInTransaction(tx, push, ready));
}

async function tellInTransaction(
  em: Em,
  push: PushChannel,
  { lectureId, courseId, title }: DomainEventData['lecture.ready'],
) {
  const db = em.getKysely<InboxTables & LectureProgressTables & CourseTables>();
  const told = await db
    .insertInto('inbox_items')
    .columns(['id', 'user_id', 'kind', 'subject_id', 'course_id', 'lecture_id', 'data', 'created_at'])
    .expression(
      db
        .selectFrom('lecture_progress as p')
        .innerJoin('courses as c', 'c.id', 'p.course_id')
        .select([
          sql<string>`gen_random_uuid()`.as('id'),
          'p.user_id',
          sql<'NEW_LECTURE'>`'NEW_LECTURE'`.as('kind'),
          sql<string>`${lectureId}::uuid`.as('subject_id'),
          'p.course_id',
          sql<string>`${lectureId}::uuid`.as('lecture_id'),
          sql<string>`jsonb_build_object('courseTitle', c.title, 'lectureTitle', ${title}::text)`.as('data'),
          sql<Date>`now()`.as('created_at'),
        ])
        .where('p.course_id', '=', courseId)
        .where('c.status', '=', 'PUBLISHED')
        .groupBy(['p.user_id', 'p.course_id', 'c.title'])
        .having(sql<boolean>`bool_and(p.lecture_id <> ${lectureId}::uuid)`),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'subject_id']).doNothing())
    .returning(['id', 'user_id'])
    .execute();
  await afterInboxAdded(em, push, told);
}

/** After the lecture's READY commits, from its job: the fan-out never holds up the transcode's transaction. */
export function subscribeNewLectureNotices(events: DomainEventBus<AppDeps>) {
  events.onAfterCommit('lecture.ready', 'progress.new-lecture-inbox', (deps, data) =>
    tellCourseLearners(deps.orm.em.fork(), deps, data),
  );
}
