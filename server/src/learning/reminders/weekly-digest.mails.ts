import { type UnsubscribeLinks, withUnsubscribe } from '../../identity/user/mail-opt-outs';
import { renderMail } from '../../mail/layout';
import type { MailContent } from '../../mail/mailer';
import type { NextLecture } from './next-lecture';

/** What one learner's weekly digest tells: the week before, where to go on, and what their review holds. */
export interface WeeklyDigest {
  userId: string;
  fullName: string;
  /** The Monday (UTC) the week told of starts on. */
  weekStart: Date;
  minutes: number;
  lecturesCompleted: number;
  /** The learner's weekly goal in minutes; null without one. */
  goalMinutes: number | null;
  /** The course watched last and not finished, with the first lecture of it not completed. */
  next: NextLecture | null;
  /** Questions due in the daily review now. */
  dueReviews: number;
}

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

/** '23–29 November': the Monday and the Sunday of the week. */
export const weekRangeText = (weekStart: Date) =>
  dayFormat.formatRange(weekStart, new Date(weekStart.getTime() + 6 * DAY_MS));

function weekLine(digest: WeeklyDigest) {
  const week = weekRangeText(digest.weekStart);
  if (digest.minutes === 0 && digest.lecturesCompleted === 0) return `You did not watch a lecture last week (${week}).`;
  return `Last week (${week}) you watched ${plural(digest.minutes, 'minute', 'minutes')} and completed ${plural(
    digest.lecturesCompleted,
    'lecture',
    'lectures',
  )}.`;
}

function goalLine({ goalMinutes, minutes }: WeeklyDigest) {
  if (goalMinutes === null) return [];
  return minutes >= goalMinutes
    ? [`You reached your weekly goal of ${goalMinutes} minutes.`]
    : [`Your weekly goal is ${goalMinutes} minutes: a new week starts today.`];
}

export function weeklyDigestMail(config: UnsubscribeLinks, digest: WeeklyDigest): MailContent {
  const { next } = digest;
  const lectureUrl = next
    ? `${config.clientUrl}/course/displaylectures?${new URLSearchParams({ course: next.courseId, lecture: next.lectureId }).toString()}`
    : `${config.clientUrl}/my-learning`;
  return withUnsubscribe(
    config,
    digest.userId,
    'WEEKLY_DIGEST',
    'the weekly digest',
    renderMail({
      subject:
        digest.minutes > 0
          ? `Your week: ${plural(digest.minutes, 'minute', 'minutes')} of learning`
          : 'Your week of learning',
      greeting: `Hello ${digest.fullName},`,
      paragraphs: [
        weekLine(digest),
        ...goalLine(digest),
        ...(next
          ? [`Next up in “${next.courseTitle}” (${next.done} of ${next.total} lectures done): “${next.lectureTitle}”.`]
          : []),
        ...(digest.dueReviews > 0
          ? [
              `${plural(digest.dueReviews, 'question waits', 'questions wait')} in your daily review: ${config.clientUrl}/review`,
            ]
          : []),
      ],
      action: next
        ? { label: `Continue “${next.courseTitle}”`, url: lectureUrl }
        : { label: 'Open my learning', url: lectureUrl },
      homeUrl: config.clientUrl,
    }),
  );
}
