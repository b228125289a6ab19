import { type UnsubscribeLinks, withUnsubscribe } from '../../identity/user/mail-opt-outs';
import { renderMail } from '../../mail/layout';
import { mailFormat } from '../../mail/mail-format';
import { mailT } from '../../mail/mail-translator';
import type { MailContent } from '../../mail/mailer';
import { messageOfDay, trackedLink } from '../click-through';
import type { NextLecture } from './next-lecture';
import type { NextPathCourse } from './next-path-course';

/** What one learner's weekly digest tells: the week before, where to go on, and what their review holds. */
export interface WeeklyDigest {
  userId: string;
  fullName: string;
  /** The learner's language (`users.locale`; null: English). */
  locale: string | null | undefined;
  /** The Monday (UTC) the week told of starts on. */
  weekStart: Date;
  minutes: number;
  lecturesCompleted: number;
  /** The learner's weekly goal in minutes; null without one. */
  goalMinutes: number | null;
  /** The course watched last and not finished, with the first lecture of it not completed. */
  next: NextLecture | null;
  /** The learning path the learner follows and its next course; null without one (or with it finished). */
  path: NextPathCourse | null;
  /** Questions due in the daily review now. */
  dueReviews: number;
}

type T = ReturnType<typeof mailT>;

/** '23–29 November': the Monday and the Sunday of the week, in the language given (English by default). */
export const weekRangeText = (weekStart: Date, locale: string | null = null) => mailFormat(locale).weekRange(weekStart);

function weekLine(t: T, digest: WeeklyDigest) {
  const week = weekRangeText(digest.weekStart, digest.locale ?? null);
  if (digest.minutes === 0 && digest.lecturesCompleted === 0) return t('reminders:weekly.nothingWatched', { week });
  return t('reminders:weekly.watched', {
    week,
    minutes: t('reminders:weekly.minutes', { count: digest.minutes }),
    lectures: t('reminders:weekly.lectures', { count: digest.lecturesCompleted }),
  });
}

function goalLine(t: T, { goalMinutes, minutes }: WeeklyDigest) {
  if (goalMinutes === null) return [];
  return minutes >= goalMinutes
    ? [t('reminders:weekly.goalReached', { minutes: goalMinutes })]
    : [t('reminders:weekly.goalAhead', { minutes: goalMinutes })];
}

/** The digest's message as click-through counts it: the learner's digest of that week. */
export const digestMessage = (digest: Pick<WeeklyDigest, 'userId' | 'weekStart'>) =>
  messageOfDay('DIGEST', digest.weekStart, digest.userId);

/** The learner's digest of the week; each link to the app is tracked (click-through.ts), the unsubscribe link is not. */
export function weeklyDigestMail(config: UnsubscribeLinks, digest: WeeklyDigest): MailContent {
  const { next, locale } = digest;
  const t = mailT(locale);
  const track = (url: string) => trackedLink(config, digestMessage(digest), url);
  const lectureUrl = track(
    next
      ? `${config.clientUrl}/course/displaylectures?${new URLSearchParams({ course: next.courseId, lecture: next.lectureId }).toString()}`
      : `${config.clientUrl}/my-learning`,
  );
  return withUnsubscribe(
    config,
    digest.userId,
    'WEEKLY_DIGEST',
    t('reminders:weekly.unsubscribe'),
    renderMail({
      locale,
      subject:
        digest.minutes > 0
          ? t('reminders:weekly.subjectMinutes', { count: digest.minutes })
          : t('reminders:weekly.subject'),
      greeting: t('layout:greeting', { name: digest.fullName }),
      paragraphs: [
        weekLine(t, digest),
        ...goalLine(t, digest),
        ...(next
          ? [
              t('reminders:nextUp', {
                course: next.courseTitle,
                done: next.done,
                total: next.total,
                lecture: next.lectureTitle,
              }),
            ]
          : []),
        ...(digest.path
          ? [
              t('reminders:weekly.path', {
                path: digest.path.pathTitle,
                done: digest.path.done,
                total: digest.path.total,
                course: digest.path.courseTitle,
                url: track(`${config.clientUrl}/paths/${encodeURIComponent(digest.path.pathSlug)}`),
              }),
            ]
          : []),
        ...(digest.dueReviews > 0
          ? [t('reminders:weekly.reviews', { count: digest.dueReviews, url: track(`${config.clientUrl}/review`) })]
          : []),
      ],
      action: next
        ? { label: t('reminders:continue', { course: next.courseTitle }), url: lectureUrl }
        : { label: t('reminders:weekly.openLearning'), url: lectureUrl },
      homeUrl: config.clientUrl,
    }),
    locale,
  );
}
