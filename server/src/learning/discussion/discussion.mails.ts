import { formatVideoMoment } from '@coursehub/shared';
import type { Config } from '../../config';
import { type UnsubscribeLinks, withUnsubscribe } from '../../identity/user/mail-opt-outs';
import { renderMail } from '../../mail/layout';
import type { MailContent } from '../../mail/mailer';

/** The Q&A's mails: typed templates filling the one layout (mail/layout.ts), each with its unsubscribe link. */
type Links = UnsubscribeLinks;

export const lecturePageUrl = (config: Pick<Config, 'clientUrl'>, courseId: string, lectureId: string) =>
  `${config.clientUrl}/course/displaylecture?course=${encodeURIComponent(courseId)}&lecture=${encodeURIComponent(lectureId)}`;

export interface AnsweredMailInput {
  askerId: string;
  askerName: string;
  questionTitle: string;
  replierName: string;
  byInstructor: boolean;
  courseId: string;
  lectureId: string;
  lectureTitle: string;
}

export function questionAnsweredMail(config: Links, input: AnsweredMailInput): MailContent {
  const who = input.byInstructor ? `${input.replierName} (instructor)` : input.replierName;
  return withUnsubscribe(
    config,
    input.askerId,
    'DISCUSSION_ANSWERS',
    'these mails about answers to your questions',
    renderMail({
      subject: `New answer: ${input.questionTitle}`,
      greeting: `Hello ${input.askerName},`,
      paragraphs: [`${who} answered your question “${input.questionTitle}” on the lecture “${input.lectureTitle}”.`],
      action: { label: 'Read the answer', url: lecturePageUrl(config, input.courseId, input.lectureId) },
      homeUrl: config.clientUrl,
    }),
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
  admin: { id: string; fullName: string },
  questions: readonly DigestQuestion[],
  total: number,
): MailContent {
  const lines = questions.map(
    (question) =>
      `• ${question.title} (${question.courseTitle} › ${question.lectureTitle}${
        question.videoSeconds === null ? '' : ` at ${formatVideoMoment(question.videoSeconds)}`
      })`,
  );
  const more = total > questions.length ? [`…and ${total - questions.length} more.`] : [];
  return withUnsubscribe(
    config,
    admin.id,
    'DISCUSSION_DIGEST',
    'the daily digest',
    renderMail({
      subject: total === 1 ? '1 question is waiting for an answer' : `${total} questions are waiting for an answer`,
      greeting: `Hello ${admin.fullName},`,
      paragraphs: ['Learners asked these questions and no instructor has answered yet:', ...lines, ...more],
      action: { label: 'Open the unanswered questions', url: `${config.clientUrl}/admin/questions` },
      homeUrl: config.clientUrl,
    }),
  );
}
