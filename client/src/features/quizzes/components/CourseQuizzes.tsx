import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CourseItemsQuery, QuizListEntry } from './CourseItemsList';

export const COURSE_QUIZZES_TEXTS = {
  heading: 'Quizzes',
  certificateNote: 'Pass every quiz to earn the certificate.',
  addQuiz: 'Add a quiz',
};

/**
 * The course page's quizzes, in the course's order (Course.items), under its curriculum; ADMINs also get the link to
 * build one. Nothing for others while the course has none.
 */
export function CourseQuizzes({ courseId, admin }: { courseId: string; admin: boolean }) {
  const { data } = useQuery(CourseItemsQuery, { variables: { id: courseId } });
  const quizzes = (data?.course.items ?? []).flatMap((item) => (item.quiz ? [item.quiz] : []));
  if (!quizzes.length && !admin) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="course-quizzes-heading">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg" id="course-quizzes-heading">
          {COURSE_QUIZZES_TEXTS.heading}
        </Heading>
        {admin ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/course/quiz/new?courseId=${courseId}`}>{COURSE_QUIZZES_TEXTS.addQuiz}</RouterLink>
          </Button>
        ) : null}
      </HStack>
      {quizzes.length ? (
        <>
          <Text color="fg.muted" fontSize="sm">
            {COURSE_QUIZZES_TEXTS.certificateNote}
          </Text>
          <Stack as="ol" gap="2" listStyleType="none" ps="0" aria-label={COURSE_QUIZZES_TEXTS.heading}>
            {quizzes.map((quiz) => (
              <li key={quiz.id}>
                <QuizListEntry quiz={quiz} courseId={courseId} />
              </li>
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
