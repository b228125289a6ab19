import type { ApolloClient } from '@apollo/client';
import type { OutboxItem } from '../../../../shared/outbox/outboxStore';
import { AskQuestionMutation } from '../../../learning/discussions/discussionDocuments';
import { SubmitOfflineQuizAttemptMutation } from '../../../learning/quizzes/mutations/useQuizAttemptMutations';

/** The screens that show what an item changes: refetched, when open, once items were sent. */
export const OUTBOX_REFETCH = ['QuizPageQuery', 'CourseProgressQuery', 'LectureQuestionsQuery'];

/** Sends one item under its own id; throws what the server answered when it did not take it. */
export async function sendOutboxItem(client: ApolloClient, item: OutboxItem): Promise<void> {
  if (item.kind === 'quizAttempt') {
    const { id, quizId, version, answers } = item;
    await client.mutate({
      mutation: SubmitOfflineQuizAttemptMutation,
      variables: { input: { id, quizId, version, answers } },
    });
    return;
  }
  const { id, lectureId, title, body, videoSeconds } = item;
  await client.mutate({
    mutation: AskQuestionMutation,
    variables: { lectureId, input: { id, title, body, videoSeconds } },
  });
}
