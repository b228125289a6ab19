import { type InboxKind, isSupportedLocale, type Locale } from '@coursehub/shared';
import type { InboxData } from '../inbox-rows';

/** What a push notification shows, and the page of the app its click opens (a path on CLIENT_URL). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

type Texts = Record<InboxKind, { title: string; body: (data: InboxData) => string }>;

/**
 * The notification's texts in the learner's language (users.locale; English without one), as the inbox says them
 * (client/src/i18n/locales/<locale>/inbox.json).
 */
const TEXTS: Record<Locale, Texts> = {
  en: {
    QUESTION_ANSWERED: {
      title: 'New answer to your question',
      body: (d) => `${d.actorName ?? ''} answered your question “${d.questionTitle ?? ''}”`,
    },
    NEW_LECTURE: {
      title: 'New lecture',
      body: (d) => `New lecture in ${d.courseTitle}: ${d.lectureTitle ?? ''}`,
    },
    CERTIFICATE_ISSUED: {
      title: 'Certificate earned',
      body: (d) => `You earned your certificate for ${d.courseTitle ?? d.pathTitle ?? ''}`,
    },
    TEAM_INVITATION: {
      title: 'Team invitation',
      body: (d) => `${d.actorName ?? ''} invited you to join the team “${d.teamName ?? ''}”`,
    },
  },
  hi: {
    QUESTION_ANSWERED: {
      title: 'आपके सवाल का नया जवाब',
      body: (d) => `${d.actorName ?? ''} ने आपके सवाल “${d.questionTitle ?? ''}” का जवाब दिया`,
    },
    NEW_LECTURE: {
      title: 'नया लेक्चर',
      body: (d) => `${d.courseTitle} में नया लेक्चर: ${d.lectureTitle ?? ''}`,
    },
    CERTIFICATE_ISSUED: {
      title: 'प्रमाणपत्र मिला',
      body: (d) => `आपने ${d.courseTitle ?? d.pathTitle ?? ''} का प्रमाणपत्र अर्जित किया`,
    },
    TEAM_INVITATION: {
      title: 'टीम का निमंत्रण',
      body: (d) => `${d.actorName ?? ''} ने आपको टीम “${d.teamName ?? ''}” में शामिल होने का निमंत्रण दिया`,
    },
  },
  ur: {
    QUESTION_ANSWERED: {
      title: 'آپ کے سوال کا نیا جواب',
      body: (d) => `${d.actorName ?? ''} نے آپ کے سوال “${d.questionTitle ?? ''}” کا جواب دیا`,
    },
    NEW_LECTURE: {
      title: 'نیا لیکچر',
      body: (d) => `${d.courseTitle} میں نیا لیکچر: ${d.lectureTitle ?? ''}`,
    },
    CERTIFICATE_ISSUED: {
      title: 'سرٹیفکیٹ مل گیا',
      body: (d) => `آپ نے ${d.courseTitle ?? d.pathTitle ?? ''} کا سرٹیفکیٹ حاصل کیا`,
    },
    TEAM_INVITATION: {
      title: 'ٹیم کی دعوت',
      body: (d) => `${d.actorName ?? ''} نے آپ کو ٹیم “${d.teamName ?? ''}” میں شامل ہونے کی دعوت دی`,
    },
  },
};

/**
 * The page an item opens: its certificate, the team invitation's join page, or its lecture (an answer's Q&A is on the
 * lecture's page).
 */
export function inboxItemPath(item: { courseId: string | null; lectureId: string | null; data: InboxData }): string {
  if (item.data.certificateCode) return `/certificate?code=${encodeURIComponent(item.data.certificateCode)}`;
  if (item.data.invitationId) return `/team/join?invitation=${encodeURIComponent(item.data.invitationId)}`;
  const lecture = item.lectureId ? `&lecture=${encodeURIComponent(item.lectureId)}` : '';
  return `/course/displaylecture?course=${encodeURIComponent(item.courseId ?? '')}${lecture}`;
}

/** The push message of one inbox item, in `locale` (English for none or one the product does not speak). */
export function pushMessage(
  item: { kind: InboxKind; courseId: string | null; lectureId: string | null; data: InboxData },
  locale: string | null,
): PushMessage {
  const texts = TEXTS[isSupportedLocale(locale) ? locale : 'en'][item.kind];
  return { title: texts.title, body: texts.body(item.data), url: inboxItemPath(item) };
}
