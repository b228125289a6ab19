import { type Locale, textDirection } from '@coursehub/shared';
import { bundledTranslator } from '../../shared/bundled-translator';
import english from './certificate-locales/en.json';
import hindi from './certificate-locales/hi.json';
import urdu from './certificate-locales/ur.json';

/**
 * The certificate PDF's words in each language the pages are shown in. The English is the spec's, as the page and
 * `certificateTexts` of `@coursehub/shared` word it (certificate-texts.test.ts keeps them equal); the Hindi and Urdu
 * are the certificate page's.
 */
const translators = bundledTranslator(
  { en: { certificate: english }, hi: { certificate: hindi }, ur: { certificate: urdu } },
  'certificate',
);

/** How a language writes a day: '5 January 2028' in English, as the mails do; in UTC, like the completion itself. */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', hi: 'hi-IN', ur: 'ur-PK' };

export function certificateWords(locale: Locale) {
  const t = translators[locale];
  return {
    t,
    direction: textDirection(locale),
    date: (date: Date) =>
      date.toLocaleDateString(DATE_LOCALES[locale], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    /** A length in words: '42 seconds', '12 min', '1 h 2 min'. */
    length: (seconds: number) => {
      const total = Math.max(0, Math.round(seconds));
      if (total < 60) return t('duration.seconds', { count: total });
      const hours = Math.floor(total / 3600);
      const minutes = Math.round((total % 3600) / 60);
      return hours ? t('duration.hoursMinutes', { hours, minutes }) : t('duration.minutes', { count: minutes });
    },
    /** What the learner did: every lecture, and every quiz of the course; or every course of a learning path. */
    completed: (quizzesPassed: number, pathCourses: number | null) =>
      pathCourses !== null
        ? t('completedPath', { count: pathCourses })
        : quizzesPassed === 0
          ? t('completedLectures')
          : t('completedQuizzes', { count: quizzesPassed }),
  };
}
