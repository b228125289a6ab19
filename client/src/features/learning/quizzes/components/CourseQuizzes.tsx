import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CourseSection } from '../../../catalog/courses/components/CourseSection';
import { CourseItemsQuery, QuizListEntry } from './CourseItemsList';

/**
 * The course page's quizzes, in the course's order (Course.items), under its curriculum; ADMINs also get the link to
 * build one. Nothing for others while the course has none.
 */
export function CourseQuizzes({ courseId, admin }: { courseId: string; admin: boolean }) {
  const { t } = useTranslation('quizzes');
  const { data } = useQuery(CourseItemsQuery, { variables: { id: courseId } });
  const quizzes = (data?.course.items ?? []).flatMap((item) => (item.quiz ? [item.quiz] : []));
  if (!quizzes.length && !admin) return null;
  return (
    <CourseSection
      headingId="course-quizzes-heading"
      heading={t('courseQuizzes.heading')}
      size="lg"
      end={
        admin ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/course/quiz/new?courseId=${courseId}`}>{t('courseQuizzes.addQuiz')}</RouterLink>
          </Button>
        ) : null
      }
    >
      {quizzes.length ? (
        <>
          <Text color="fg.muted" fontSize="sm">
            {t('courseQuizzes.certificateNote')}
          </Text>
          <Stack as="ol" gap="2" listStyleType="none" ps="0" aria-label={t('courseQuizzes.heading')}>
            {quizzes.map((quiz) => (
              <li key={quiz.id}>
                <QuizListEntry quiz={quiz} courseId={courseId} />
              </li>
            ))}
          </Stack>
        </>
      ) : null}
    </CourseSection>
  );
}
