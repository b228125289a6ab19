import type { QuizAttempt_AttemptFragment } from '../../../../gql/graphql';

export type QuizAttempt = QuizAttempt_AttemptFragment;
export type AttemptQuestion = QuizAttempt['questions'][number];
export type QuestionResult = NonNullable<QuizAttempt['results']>[number];

/** The learner's answer to one question, as submitQuizAttempt takes it. */
export interface Answer {
  questionId: string;
  optionIds: string[];
  text: string | null;
}
