import { sql } from 'kysely';
import { knownId } from '../../shared/ids';
import type { RequestScope } from '../../shared/scope';
import { requireRole } from '../../shared/viewer';
import { ATTEMPT_OUTCOME } from './quiz-attempt-rows';
import { loadQuiz } from './quiz-authoring.service';
import type { GradedAnswer } from './quiz-questions';
import { quizDb } from './quiz-rows';

export interface QuestionStatsView {
  questionId: string;
  prompt: string;
  answers: number;
  /** 0–1: the share of answers wholly right (its difficulty); null before any answer. */
  shareRight: number | null;
  /** The wrong answer given most often, as the learner gave it; null when none was wrong. */
  mostChosenWrongAnswer: string | null;
  mostChosenWrongCount: number;
}

export interface LearnerResultView {
  userId: string;
  fullName: string;
  email: string;
  attempts: number;
  /** Each submitted attempt's score (percent), in order. */
  scores: number[];
  bestScore: number;
  passed: boolean;
}

export interface QuizResultsView {
  quizId: string;
  attempts: number;
  /** 0–1 over submitted attempts; null before any. */
  passRate: number | null;
  /** Percent, over submitted attempts; null before any. */
  averageScore: number | null;
  questions: QuestionStatsView[];
  learners: LearnerResultView[];
}

/** The quiz's submitted attempts with their learners, in learner then attempt order: one statement. */
async function submittedAttempts({ em }: RequestScope, quizId: string) {
  return quizDb(em)
    .selectFrom('quiz_attempts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.user_id',
      'u.full_name',
      'u.email',
      'a.number',
      ...ATTEMPT_OUTCOME,
      sql<GradedAnswer[]>`a.graded`.as('graded'),
    ])
    .where('a.quiz_id', '=', quizId)
    .where('a.submitted_at', 'is not', null)
    .orderBy('u.full_name')
    .orderBy('a.user_id')
    .orderBy('a.number')
    .execute();
}

type AttemptRow = Awaited<ReturnType<typeof submittedAttempts>>[number];

function questionStats(prompts: ReadonlyMap<string, string>, rows: readonly AttemptRow[]): QuestionStatsView[] {
  return [...prompts].map(([questionId, prompt]) => {
    const answers = rows.flatMap((row) => row.graded.filter((answer) => answer.questionId === questionId));
    const wrong = new Map<string, number>();
    for (const answer of answers) {
      if (!answer.correct && answer.summary) wrong.set(answer.summary, (wrong.get(answer.summary) ?? 0) + 1);
    }
    const [mostWrong] = [...wrong].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return {
      questionId,
      prompt,
      answers: answers.length,
      shareRight: answers.length ? answers.filter((answer) => answer.correct).length / answers.length : null,
      mostChosenWrongAnswer: mostWrong?.[0] ?? null,
      mostChosenWrongCount: mostWrong?.[1] ?? 0,
    };
  });
}

function learnerResults(rows: readonly AttemptRow[]): LearnerResultView[] {
  const byLearner = new Map<string, LearnerResultView>();
  for (const row of rows) {
    const learner = byLearner.get(row.user_id) ?? {
      userId: row.user_id,
      fullName: row.full_name,
      email: row.email,
      attempts: 0,
      scores: [],
      bestScore: 0,
      passed: false,
    };
    const score = Number(row.score_percent ?? 0);
    byLearner.set(row.user_id, {
      ...learner,
      attempts: learner.attempts + 1,
      scores: [...learner.scores, score],
      bestScore: Math.max(learner.bestScore, score),
      passed: learner.passed || Boolean(row.passed),
    });
  }
  return [...byLearner.values()];
}

/**
 * ADMIN: a quiz's results over its submitted attempts: pass rate, average score, each current question's share right
 * and most chosen wrong answer (answers to earlier versions of it included), and each learner's attempts. Two
 * statements whatever the number of attempts or questions.
 */
export async function quizResults(scope: RequestScope, id: string): Promise<QuizResultsView> {
  requireRole(scope.viewer, 'ADMIN');
  const quiz = await loadQuiz(scope.em, knownId(id, 'Quiz'));
  const rows = await submittedAttempts(scope, quiz.id);
  const prompts = new Map(quiz.questions.map((question) => [question.id, question.prompt]));
  const scores = rows.map((row) => Number(row.score_percent ?? 0));
  return {
    quizId: quiz.id,
    attempts: rows.length,
    passRate: rows.length ? rows.filter((row) => row.passed).length / rows.length : null,
    averageScore: rows.length ? Math.round((100 * scores.reduce((a, b) => a + b, 0)) / rows.length) / 100 : null,
    questions: questionStats(prompts, rows),
    learners: learnerResults(rows),
  };
}

export const QUIZ_RESULTS_CSV_COLUMNS = [
  'learner_name',
  'learner_email',
  'attempt',
  'submitted_at',
  'score_points',
  'max_points',
  'score_percent',
  'passed',
  'timed_out',
] as const;

/** ADMIN: every submitted attempt at a quiz as CSV rows (QUIZ_RESULTS_CSV_COLUMNS); two statements. */
export async function quizResultsCsv(scope: RequestScope, id: string) {
  requireRole(scope.viewer, 'ADMIN');
  const quiz = await loadQuiz(scope.em, knownId(id, 'Quiz'));
  const rows = await submittedAttempts(scope, quiz.id);
  return {
    filename: `quiz-${quiz.id}-results.csv`,
    rows: rows.map((row) => [
      row.full_name,
      row.email,
      String(row.number),
      row.submitted_at === null ? '' : new Date(row.submitted_at).toISOString(),
      String(row.score_points ?? 0),
      String(row.max_points ?? 0),
      String(row.score_percent ?? 0),
      row.passed ? 'yes' : 'no',
      row.late ? 'yes' : 'no',
    ]),
  };
}
