import { Badge, Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDuration } from '../../../../components/format/formatDuration';
import type { PlacedQuiz } from '../courseQuizPlaces';
import type { QuizLinkState } from './QuizGone';

/** A quiz in the player's lecture list, after the lecture it follows: a link to take (or retake) it. */
export function LectureListQuiz({ quiz, courseId }: { quiz: PlacedQuiz; courseId: string }) {
  const { t } = useTranslation('quizzes');
  const detailsId = `lecture-list-quiz-${quiz.id}`;
  const details =
    quiz.atSeconds === null
      ? t('questionCount', { count: quiz.questionCount })
      : t('inVideoBadge', { moment: formatDuration(quiz.atSeconds) });
  return (
    <Box as="li">
      <Button asChild w="full" minW="0" justifyContent="flex-start" variant="ghost" colorPalette="brand">
        <RouterLink
          to={`/quiz?id=${quiz.id}`}
          state={{ courseId } satisfies QuizLinkState}
          aria-label={t('listEntry', { title: quiz.title })}
          aria-describedby={detailsId}
        >
          <Badge colorPalette="brand" flexShrink="0">
            {t('quizBadge')}
          </Badge>
          <Box as="span" truncate flex="1" textAlign="start">
            {quiz.title}
          </Box>
          <Text as="span" id={detailsId} color="fg.muted" fontSize="xs" flexShrink="0">
            {details}
          </Text>
        </RouterLink>
      </Button>
    </Box>
  );
}
