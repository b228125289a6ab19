import { type QuizAttempt, UNTIMED_OPEN_ATTEMPT } from '../features/learning/quizzes/components/quizTypes';

const option = (id: string, text: string) => ({ __typename: 'QuizOption' as const, id, text });
const question = (
  id: string,
  type: QuizAttempt['questions'][number]['type'],
  prompt: string,
  options = [] as ReturnType<typeof option>[],
) => ({
  __typename: 'Question' as const,
  id,
  type,
  prompt,
  points: 2,
  options,
});

/** An attempt with one question of every kind, as startQuizAttempt answers it. */
export const openAttempt = (overrides: Partial<QuizAttempt> = {}): QuizAttempt => ({
  __typename: 'QuizAttempt',
  id: 'attempt-1',
  number: 1,
  startedAt: '2026-11-23T10:00:00.000Z',
  ...UNTIMED_OPEN_ATTEMPT,
  questions: [
    question('q1', 'SINGLE_CHOICE', 'Pick A', [option('a', 'A'), option('b', 'B'), option('c', 'C')]),
    question('q2', 'MULTIPLE_CHOICE', 'Pick A and C', [option('ma', 'A'), option('mb', 'B'), option('mc', 'C')]),
    question('q3', 'TRUE_FALSE', 'The sky is blue', [option('true', 'True'), option('false', 'False')]),
    question('q4', 'SHORT_ANSWER', 'The Big Apple?'),
    question('q5', 'ORDERING', 'Count up', [option('o2', '2'), option('o1', '1'), option('o3', '3')]),
  ],
  ...overrides,
});

const result = (
  questionId: string,
  correct: boolean,
  earned: number,
  summary: string,
  correctOptionIds: string[],
  acceptedAnswers: string[] = [],
) => ({
  __typename: 'QuestionResult' as const,
  questionId,
  correct,
  earned,
  points: 2,
  summary,
  correctOptionIds,
  acceptedAnswers,
  explanation: `Why ${questionId}`,
});

/** The same attempt submitted: 1 right, 1 partly, the rest wrong. */
export const submittedAttempt = (): QuizAttempt =>
  openAttempt({
    submittedAt: '2026-11-23T10:05:00.000Z',
    scorePoints: 3,
    maxPoints: 10,
    scorePercent: 30,
    passed: false,
    results: [
      result('q1', true, 2, 'A', ['a']),
      result('q2', false, 1, 'A', ['ma', 'mc']),
      result('q3', false, 0, 'False', ['true']),
      result('q4', false, 0, 'Boston', [], ['New York', 'NYC']),
      result('q5', false, 0, '', ['o1', 'o2', 'o3']),
    ],
  });
