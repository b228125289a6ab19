import type { Em } from '../../shared/orm';
import type { PushChannel } from '../inbox';
import { everyQuizPassed } from '../quiz/course-items.service';
import { issueCertificateIfComplete } from './certificate.service';

/**
 * A course is complete once every READY lecture is completed and every quiz passed: whichever write completes the
 * last of them (a lecture's progress, a quiz's passing submit) issues the certificate. One statement when a quiz is
 * still unpassed, two otherwise.
 */
export async function issueCertificateIfCourseComplete(
  em: Em,
  push: PushChannel,
  userId: string,
  courseId: string,
): Promise<void> {
  if (await everyQuizPassed(em, userId, courseId)) await issueCertificateIfComplete(em, push, userId, courseId);
}
