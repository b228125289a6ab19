import type { ApolloClient } from '@apollo/client';
import { CourseItemsQuery } from '../../../learning/quizzes/components/CourseItemsList';
import { QuizPageQuery } from '../../../learning/quizzes/quizDocuments';

/**
 * A course's quizzes go with its downloaded lectures: the course's items and each quiz's page (with the paper to take
 * it offline) are read now, while online, and so kept on the device by the offline answers link.
 */
export async function keepCourseQuizzes(client: ApolloClient, courseId: string): Promise<void> {
  const { data } = await client.query({
    query: CourseItemsQuery,
    variables: { id: courseId },
    fetchPolicy: 'network-only',
  });
  const quizIds = data?.course.items.flatMap((item) => (item.quiz ? [item.quiz.id] : [])) ?? [];
  await Promise.all(
    quizIds.map((id) => client.query({ query: QuizPageQuery, variables: { id }, fetchPolicy: 'network-only' })),
  );
}
