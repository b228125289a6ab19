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

/** What an attempt without a time limit holds until it is submitted: no deadline, no score, no results. */
export const UNTIMED_OPEN_ATTEMPT = {
  deadlineAt: null,
  secondsLeft: null,
  submittedAt: null,
  scorePoints: null,
  maxPoints: null,
  scorePercent: null,
  passed: null,
  timedOut: false,
  results: null,
} as const satisfies Partial<QuizAttempt>;
