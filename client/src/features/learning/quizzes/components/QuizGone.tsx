import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiHelpCircle } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { courseDescriptionPath } from '../../../../shared/coursePaths';

/** What a quiz's link carries (CourseItemsList): its course, for the way back once the quiz is gone. */
export interface QuizLinkState {
  courseId?: string;
}

/**
 * A removed quiz's address: it says so, with the way back to its course when the link came from the course page,
 * else to the catalogue (a shared or bookmarked address names the quiz only, and a removed quiz no longer says which
 * course it was in).
 */
export function QuizGone({ courseId }: { courseId?: string }) {
  const { t } = useTranslation('quizzes');
  return (
    <EmptyState
      icon={<FiHelpCircle />}
      title={t('notFound')}
      description={t('notFoundHint')}
      headingLevel={1}
      role="alert"
    >
      <Button asChild colorPalette="brand">
        {courseId ? (
          <RouterLink to={courseDescriptionPath(courseId)}>{t('backToCourse')}</RouterLink>
        ) : (
          <RouterLink to="/courses">{t('browseCourses')}</RouterLink>
        )}
      </Button>
    </EmptyState>
  );
}
