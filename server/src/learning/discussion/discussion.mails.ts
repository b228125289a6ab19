import { formatVideoMoment } from '@coursehub/shared';
import type { Config } from '../../config';
import { type UnsubscribeLinks, withUnsubscribe } from '../../identity/user/mail-opt-outs';
import { renderMail } from '../../mail/layout';
import { mailT } from '../../mail/mail-translator';
import type { MailContent } from '../../mail/mailer';

/**
 * The Q&A's mails: typed templates filling the one layout (mail/layout.ts), each with its unsubscribe link, in the
 * recipient's language (mail/locales/<language>/discussion.json).
 */
type Links = UnsubscribeLinks;

export const lecturePageUrl = (config: Pick<Config, 'clientUrl'>, courseId: string, lectureId: string) =>
  `${config.clientUrl}/course/displaylecture?course=${encodeURIComponent(courseId)}&lecture=${encodeURIComponent(lectureId)}`;

export interface AnsweredMailInput {
  askerId: string;
  askerName: string;
  /** The asker's language (`users.locale`; null: English). */
  askerLocale: string | null | undefined;
  questionTitle: string;
  replierName: string;
  byInstructor: boolean;
  courseId: string;
  lectureId: string;
  lectureTitle: string;
}

export function questionAnsweredMail(config: Links, input: AnsweredMailInput): MailContent {
  const locale = input.askerLocale;
  const t = mailT(locale);
  const who = input.byInstructor
    ? t('discussion:answered.byInstructor', { name: input.replierName })
    : input.replierName;
  return withUnsubscribe(
    config,
    input.askerId,
    'DISCUSSION_ANSWERS',
    t('discussion:answered.unsubscribe'),
    renderMail({
      locale,
      subject: t('discussion:answered.subject', { title: input.questionTitle }),
      greeting: t('layout:greeting', { name: input.askerName }),
      paragraphs: [t('discussion:answered.body', { who, title: input.questionTitle, lecture: input.lectureTitle })],
      action: {
        label: t('discussion:answered.action'),
        url: lecturePageUrl(config, input.courseId, input.lectureId),
      },
      homeUrl: config.clientUrl,
    }),
    locale,
  );
}

export interface DigestQuestion {
  title: string;
  courseTitle: string;
  lectureTitle: string;
  videoSeconds: number | null;
  createdAt: Date;
}

export function unansweredDigestMail(
  config: Links,
  admin: { id: string; fullName: string; locale: string | null | undefined },
  questions: readonly DigestQuestion[],
  total: number,
): MailContent {
  const { locale } = admin;
  const t = mailT(locale);
  const lines = questions.map((question) => {
    const where = { title: question.title, course: question.courseTitle, lecture: question.lectureTitle };
    return question.videoSeconds === null
      ? t('discussion:digest.question', where)
      : t('discussion:digest.questionAt', { ...where, moment: formatVideoMoment(question.videoSeconds) });
  });
  const more = total > questions.length ? [t('discussion:digest.more', { number: total - questions.length })] : [];
  return withUnsubscribe(
    config,
    admin.id,
    'DISCUSSION_DIGEST',
    t('discussion:digest.unsubscribe'),
    renderMail({
      locale,
      subject: t('discussion:digest.subject', { count: total }),
      greeting: t('layout:greeting', { name: admin.fullName }),
      paragraphs: [t('discussion:digest.intro'), ...lines, ...more],
      action: { label: t('discussion:digest.action'), url: `${config.clientUrl}/admin/questions` },
      homeUrl: config.clientUrl,
    }),
    locale,
  );
}
