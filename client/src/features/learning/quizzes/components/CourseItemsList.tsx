import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDuration } from '../../../../components/format/formatDuration';
import { graphql } from '../../../../gql';
import type { QuizLinkState } from './QuizGone';

export const CourseItemsQuery = graphql(`
  query CourseItemsQuery($id: ID!) {
    course(id: $id) {
      id
      items {
        kind
        lecture {
          id
          title
          durationSeconds
        }
        quiz {
          id
          title
          questionCount
          atSeconds
        }
      }
    }
  }
`);

interface QuizEntry {
  id: string;
  title: string;
  questionCount: number;
  /** In-video: where its lecture's player asks it. */
  atSeconds: number | null;
}

/** One quiz among a course's items: a link to take it (an in-video one too, to retake or after a skip). */
export function QuizListEntry({ quiz, courseId }: { quiz: QuizEntry; courseId: string }) {
  const { t } = useTranslation('quizzes');
  return (
    <HStack gap="3" justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2">
      <HStack gap="2" minW="0">
        <Badge colorPalette="brand">{t('quizBadge')}</Badge>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={`/quiz?id=${quiz.id}`} state={{ courseId } satisfies QuizLinkState}>
            {quiz.title}
          </RouterLink>
        </Link>
      </HStack>
      <Text fontSize="sm" color="fg.muted" flexShrink={0} textAlign="end">
        {quiz.atSeconds === null ? null : `${t('inVideoBadge', { moment: formatDuration(quiz.atSeconds) })} · `}
        {t('questionCount', { count: quiz.questionCount })}
      </Text>
    </HStack>
  );
}
