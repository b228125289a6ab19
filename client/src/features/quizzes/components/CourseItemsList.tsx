import { useQuery } from '@apollo/client/react';
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatDuration } from '../../../components/format/formatDuration';
import { graphql } from '../../../gql';

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
        }
      }
    }
  }
`);

/** One quiz among a course's items: a link to take it. */
export function QuizListEntry({ quiz }: { quiz: { id: string; title: string; questionCount: number } }) {
  return (
    <HStack gap="3" justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2">
      <HStack gap="2" minW="0">
        <Badge colorPalette="yellow">Quiz</Badge>
        <Link asChild color="yellow.700" fontWeight="medium">
          <RouterLink to={`/quiz?id=${quiz.id}`}>{quiz.title}</RouterLink>
        </Link>
      </HStack>
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
        {quiz.questionCount} {quiz.questionCount === 1 ? 'question' : 'questions'}
      </Text>
    </HStack>
  );
}

/**
 * A course's lectures and quizzes in order (Course.items), for the course page's curriculum: mount it with the
 * course's id. Nothing while loading or when the course has no items.
 */
export function CourseItemsList({ courseId }: { courseId: string }) {
  const { data } = useQuery(CourseItemsQuery, { variables: { id: courseId } });
  const items = data?.course.items ?? [];
  if (!items.length) return null;
  return (
    <Stack as="ol" gap="1" listStyleType="none" ps="0" aria-label="Lectures and quizzes">
      {items.map((item) =>
        item.quiz ? (
          <li key={item.quiz.id}>
            <QuizListEntry quiz={item.quiz} />
          </li>
        ) : item.lecture ? (
          <HStack as="li" key={item.lecture.id} justify="space-between" px="3" py="2">
            <Text>{item.lecture.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {item.lecture.durationSeconds ? formatDuration(item.lecture.durationSeconds) : ''}
            </Text>
          </HStack>
        ) : null,
      )}
    </Stack>
  );
}
