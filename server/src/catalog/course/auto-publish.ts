import type { DomainEventBus } from '../../events/domain-events';
import { type CourseTables, courseEventData } from './course.entity';

/**
 * A DRAFT course set to publish itself (`courses.auto_publish`, what a course created through the spec's REST contract
 * gets) is published in the transaction that makes one of its lectures first READY, and announced as course.published
 * there too. One statement decides and writes, so two lectures turning READY at once publish it once.
 */
export function subscribeAutoPublish<C>(events: DomainEventBus<C>) {
  events.onInTransaction('lecture.ready', async (em, { courseId }) => {
    const course = await em
      .getKysely<CourseTables>()
      .updateTable('courses')
      .set({ status: 'PUBLISHED', auto_publish: false })
      .where('id', '=', courseId)
      .where('status', '=', 'DRAFT')
      .where('auto_publish', '=', true)
      .returning(['id', 'title'])
      .executeTakeFirst();
    if (course) await events.publish(em, 'course.published', courseEventData(course));
  });
}
