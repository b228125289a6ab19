import { type UnsubscribeLinks, withUnsubscribe } from '../../identity/user/mail-opt-outs';
import { renderMail } from '../../mail/layout';
import type { MailContent } from '../../mail/mailer';
import type { NextLecture } from './next-lecture';

/** What one idle reminder tells a learner. */
export interface IdleNudge {
  userId: string;
  fullName: string;
  /** Whole days since the learner last watched a lecture. */
  idleDays: number;
  /** The lecture to go on with; null when every course they started is finished. */
  next: NextLecture | null;
  /** The second reminder of this break: the last one until the learner comes back. */
  last: boolean;
}

export function idleNudgeMail(config: UnsubscribeLinks, nudge: IdleNudge): MailContent {
  const { next } = nudge;
  const url = next
    ? `${config.clientUrl}/course/displaylectures?${new URLSearchParams({ course: next.courseId, lecture: next.lectureId }).toString()}`
    : `${config.clientUrl}/courses`;
  return withUnsubscribe(
    config,
    nudge.userId,
    'IDLE_NUDGE',
    'reminders after a break from learning',
    renderMail({
      subject: next ? `Pick up “${next.courseTitle}” where you left off` : 'Find your next course',
      greeting: `Hello ${nudge.fullName},`,
      paragraphs: [
        `It has been ${nudge.idleDays} days since your last lecture.`,
        next
          ? `Next up in “${next.courseTitle}” (${next.done} of ${next.total} lectures done): “${next.lectureTitle}”.`
          : 'You finished every course you started: your subscription opens every other course in the catalogue.',
        ...(nudge.last
          ? ['This is the last reminder we send until you are back: we will not write about this break again.']
          : []),
      ],
      action: next ? { label: `Continue “${next.courseTitle}”`, url } : { label: 'Browse courses', url },
      homeUrl: config.clientUrl,
    }),
  );
}
