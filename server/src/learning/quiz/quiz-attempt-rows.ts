import { sql } from 'kysely';
import type { Em } from '../../shared/orm';
import type { GradedAnswer, PresentedQuestion, StoredQuestion } from './quiz-questions';
import { quizDb } from './quiz-rows';

/** A submit this long after the deadline still counts: the time a request takes to arrive. */
export const DEADLINE_GRACE_SECONDS = 5;

/** A question as a learner sees it before submitting: no key, no explanation. */
export interface QuestionView {
  id: string;
  type: StoredQuestion['type'];
  prompt: string;
  points: number;
  options: { id: string; text: string }[];
}

/** One question of a submitted attempt: the answer as graded, with the key and the explanation. */
export interface QuestionResultView extends GradedAnswer {
  prompt: string;
  explanation: string;
  correctOptionIds: string[];
  acceptedAnswers: string[];
}

export interface AttemptView {
  id: string;
  quizId: string;
  courseId: string;
  userId: string;
  number: number;
  version: number;
  startedAt: Date;
  deadlineAt: Date | null;
  /** Until the deadline, by the database's clock when read (a client's clock may be off); null when untimed. */
  secondsLeft: number | null;
  submittedAt: Date | null;
  scorePoints: number | null;
  maxPoints: number | null;
  scorePercent: number | null;
  passed: boolean | null;
  /** Submitted after the time limit (the answers were not counted), or never submitted within it. */
  timedOut: boolean;
  questions: QuestionView[];
  /** Null until submitted: the key never reaches a learner before. */
  results: QuestionResultView[] | null;
}

/** An attempt's (`a`) outcome, written when it is submitted: each column is null until then. */
export const ATTEMPT_OUTCOME = [
  'a.submitted_at',
  'a.score_points',
  'a.max_points',
  'a.score_percent',
  'a.passed',
  'a.late',
] as const;

/** Attempts (`a`) with their version's questions and whether their time is up at `now` (the app's clock). */
export const attemptsWithQuestions = (em: Em, now: Date) =>
  quizDb(em)
    .selectFrom('quiz_attempts as a')
    .innerJoin('quiz_versions as v', (join) =>
      join.onRef('v.quiz_id', '=', 'a.quiz_id').onRef('v.version', '=', 'a.version'),
    )
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .select([
      'a.id',
      'a.quiz_id',
      'q.course_id',
      'a.user_id',
      'a.number',
      'a.version',
      'a.started_at',
      'a.deadline_at',
      ...ATTEMPT_OUTCOME,
      'q.pass_mark_percent',
      sql<PresentedQuestion[]>`a.presented`.as('presented'),
      sql<GradedAnswer[] | null>`a.graded`.as('graded'),
      sql<StoredQuestion[]>`v.questions`.as('questions'),
      sql<number | null>`ceil(extract(epoch from a.deadline_at - ${now}::timestamptz))::int`.as('seconds_left'),
      sql<boolean>`coalesce(${now}::timestamptz > a.deadline_at + make_interval(secs => ${DEADLINE_GRACE_SECONDS}), false)`.as(
        'time_up',
      ),
    ]);

export type AttemptRow = Awaited<ReturnType<ReturnType<typeof attemptsWithQuestions>['execute']>>[number];

/** Questions in the order an attempt shows them, options too, without their key. */
export function questionsAsPresented(
  questions: readonly StoredQuestion[],
  presented: readonly PresentedQuestion[],
): QuestionView[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return presented.flatMap(({ questionId, optionIds }) => {
    const question = byId.get(questionId);
    if (!question) return [];
    const options = new Map(question.options.map((option) => [option.id, option]));
    return [
      {
        id: question.id,
        type: question.type,
        prompt: question.prompt,
        points: question.points,
        options: optionIds.flatMap((id) => options.get(id) ?? []),
      },
    ];
  });
}

function resultsOf(row: AttemptRow): QuestionResultView[] | null {
  if (!row.graded || row.submitted_at === null) return null;
  const byId = new Map(row.questions.map((question) => [question.id, question]));
  return row.presented.flatMap(({ questionId }) => {
    const question = byId.get(questionId);
    const answer = row.graded?.find((graded) => graded.questionId === questionId);
    if (!question || !answer) return [];
    return [
      {
        ...answer,
        prompt: question.prompt,
        explanation: question.explanation,
        correctOptionIds: question.correctOptionIds,
        acceptedAnswers: question.acceptedAnswers,
      },
    ];
  });
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

export function toAttempt(row: AttemptRow): AttemptView {
  return {
    id: row.id,
    quizId: row.quiz_id,
    courseId: row.course_id,
    userId: row.user_id,
    number: row.number,
    version: row.version,
    startedAt: new Date(row.started_at),
    deadlineAt: dateOrNull(row.deadline_at),
    secondsLeft: row.seconds_left === null ? null : Math.max(0, Number(row.seconds_left)),
    submittedAt: dateOrNull(row.submitted_at),
    scorePoints: numberOrNull(row.score_points),
    maxPoints: numberOrNull(row.max_points),
    scorePercent: numberOrNull(row.score_percent),
    passed: row.passed,
    timedOut: row.late || (row.submitted_at === null && row.time_up),
    questions: questionsAsPresented(row.questions, row.presented),
    results: resultsOf(row),
  };
}
