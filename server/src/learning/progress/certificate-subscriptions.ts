import type { DomainEventBus } from '../../events/domain-events';
import type { PushChannel } from '../inbox';
import { issueCertificateIfCourseComplete } from './course-completion';
import { issuePathCertificatesIfComplete } from './path-certificates';

/**
 * Certificates are issued by the learning side when another domain reports what may complete a course: a quiz passed,
 * a lecture's completion verified by the viewing record, a lecture completed. In the change's transaction, so the
 * learner who passed the last quiz sees the certificate in the same answer, as before events; the rule is one or two
 * statements, and a failure undoes the change that caused it, as it always did. A course's certificate may finish a
 * learning path, whose certificate follows in the same transaction. `push`: the inbox's item of the certificate is
 * pushed to the learner's devices.
 */
export function subscribeCertificates<C>(events: DomainEventBus<C>, push: PushChannel) {
  const issue = async (
    em: Parameters<typeof issueCertificateIfCourseComplete>[0],
    data: { userId: string; courseId: string },
  ) => {
    await issueCertificateIfCourseComplete(em, push, data.userId, data.courseId);
    await issuePathCertificatesIfComplete(em, push, data.userId, data.courseId);
  };
  events.onInTransaction('quiz.passed', issue);
  events.onInTransaction('viewing.verified', issue);
  events.onInTransaction('lecture.completed', issue);
}
