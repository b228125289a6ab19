import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const StartQuizAttemptMutation = graphql(`
  mutation StartQuizAttemptMutation($quizId: ID!) {
    startQuizAttempt(quizId: $quizId) {
      ...QuizAttempt_attempt @unmask
    }
  }
`);

export const SubmitQuizAttemptMutation = graphql(`
  mutation SubmitQuizAttemptMutation($attemptId: ID!, $answers: [AnswerInput!]!) {
    submitQuizAttempt(attemptId: $attemptId, answers: $answers) {
      ...QuizAttempt_attempt @unmask
    }
  }
`);

/** Answers given offline on the quiz's paper, sent by the device's outbox once it is back online. */
export const SubmitOfflineQuizAttemptMutation = graphql(`
  mutation SubmitOfflineQuizAttemptMutation($input: OfflineQuizAttemptInput!) {
    submitOfflineQuizAttempt(input: $input) {
      id
      scorePercent
      passed
    }
  }
`);

/**
 * Starting and submitting an attempt. Both change the quiz's attempts, best attempt and wait, and the course's
 * progress (aggregates): the screen's query (the quiz page's, or the lecture screen's course progress for an in-video
 * question: its lectures' query would sign new video URLs and reload the player) is
 * refetched after each.
 */
export function useQuizAttemptMutations(screenQuery: 'QuizPageQuery' | 'CourseProgressQuery' = 'QuizPageQuery') {
  const refetchQueries = [screenQuery];
  const [start, started] = useMutation(StartQuizAttemptMutation, { refetchQueries });
  const [submit, submitted] = useMutation(SubmitQuizAttemptMutation, { refetchQueries });
  return { start, started, submit, submitted };
}
