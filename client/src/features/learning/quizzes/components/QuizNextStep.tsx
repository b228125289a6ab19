import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { courseDescriptionPath, lecturePath } from '../../../../shared/coursePaths';
import { CourseItemsQuery } from './CourseItemsList';

/**
 * The way on from a passed quiz, the page's main button: the course's next item (its next lecture, or the next quiz),
 * else back to the course once it is the last.
 */
export function QuizNextStep({ courseId, quizId }: { courseId: string; quizId: string }) {
  const { t } = useTranslation('quizzes');
  const { data } = useQuery(CourseItemsQuery, { variables: { id: courseId } });
  const items = data?.course.items ?? [];
  const at = items.findIndex((item) => item.quiz?.id === quizId);
  const next = at === -1 ? undefined : items[at + 1];
  const step = next?.lecture
    ? { to: lecturePath(courseId, next.lecture.id), label: t('nextLecture', { title: next.lecture.title }) }
    : next?.quiz
      ? { to: `/quiz?id=${next.quiz.id}`, label: t('nextQuiz', { title: next.quiz.title }) }
      : { to: courseDescriptionPath(courseId), label: t('backToCourse') };
  return (
    <Button asChild colorPalette="brand">
      <RouterLink to={step.to}>{step.label}</RouterLink>
    </Button>
  );
}
