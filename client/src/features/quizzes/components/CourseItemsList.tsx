import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
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
