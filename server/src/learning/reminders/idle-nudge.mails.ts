import { type UnsubscribeLinks, withUnsubscribe } from '../../identity/user/mail-opt-outs';
import { renderMail } from '../../mail/layout';
import { mailT } from '../../mail/mail-translator';
import type { MailContent } from '../../mail/mailer';
import { messageOfDay, trackedLink } from '../click-through';
import type { NextLecture } from './next-lecture';

/** What one idle reminder tells a learner. */
export interface IdleNudge {
  userId: string;
  fullName: string;
  /** The learner's language (`users.locale`; null: English). */
  locale: string | null | undefined;
  /** Whole days since the learner last watched a lecture. */
  idleDays: number;
  /** The lecture to go on with; null when every course they started is finished. */
  next: NextLecture | null;
  /** The second reminder of this break: the last one until the learner comes back. */
  last: boolean;
  /** When it is sent: a learner gets at most one a day, so its day names it for click-through. */
  sentAt: Date;
}

/** The reminder's message as click-through counts it: the learner's reminder of that day. */
export const nudgeMessage = (nudge: Pick<IdleNudge, 'userId' | 'sentAt'>) =>
  messageOfDay('NUDGE', nudge.sentAt, nudge.userId);

export function idleNudgeMail(config: UnsubscribeLinks, nudge: IdleNudge): MailContent {
  const { next, locale } = nudge;
  const t = mailT(locale);
  const url = trackedLink(
    config,
    nudgeMessage(nudge),
    next
      ? `${config.clientUrl}/course/displaylectures?${new URLSearchParams({ course: next.courseId, lecture: next.lectureId }).toString()}`
      : `${config.clientUrl}/courses`,
  );
  return withUnsubscribe(
    config,
    nudge.userId,
    'IDLE_NUDGE',
    t('reminders:idle.unsubscribe'),
    renderMail({
      locale,
      subject: next ? t('reminders:idle.subjectNext', { course: next.courseTitle }) : t('reminders:idle.subjectBrowse'),
      greeting: t('layout:greeting', { name: nudge.fullName }),
      paragraphs: [
        t('reminders:idle.days', { count: nudge.idleDays }),
        next
          ? t('reminders:nextUp', {
              course: next.courseTitle,
              done: next.done,
              total: next.total,
              lecture: next.lectureTitle,
            })
          : t('reminders:idle.allFinished'),
        ...(nudge.last ? [t('reminders:idle.last')] : []),
      ],
      action: next
        ? { label: t('reminders:continue', { course: next.courseTitle }), url }
        : { label: t('reminders:idle.browse'), url },
      homeUrl: config.clientUrl,
    }),
    locale,
  );
}
