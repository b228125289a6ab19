import type { TFunction } from 'i18next';

/**
 * What the learner did, as their certificate says it: every lecture, and every quiz of the course when it has any; or,
 * on a learning path's certificate, every course of the path. The server's PDF says the same in English
 * (@coursehub/shared's certificateTexts).
 */
export function completionText(
  t: TFunction<'certificates'>,
  certificate: { quizzesPassed: number; path?: { courseCount: number } | null },
): string {
  if (certificate.path) return t('completedPath', { count: certificate.path.courseCount });
  if (certificate.quizzesPassed === 0) return t('completedLectures');
  return t('completedQuizzes', { count: certificate.quizzesPassed });
}
