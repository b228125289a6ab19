import { canWatchLectures } from '../../identity/user/user.policy';
import { badInput, DomainError, forbidden, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { requireViewer, type Viewer } from '../../shared/viewer';
import {
  ATTEMPT_RACE_MESSAGE,
  BLANK_SUBMIT_MESSAGE,
  NO_ATTEMPTS_LEFT_MESSAGE,
  QUIZ_WAIT_MESSAGE,
  TAKE_DENIED_MESSAGE,
} from './quiz.messages';
import { type AttemptRow, type AttemptView, attemptsWithQuestions, toAttempt } from './quiz-attempt-rows';
import { loadVisibleQuiz } from './quiz-authoring.service';
import { type AnswerInput, answersNothing, gradeAnswers, presentQuestions, scoreOf } from './quiz-questions';
import { jsonb, type QuizView, quizDb } from './quiz-rows';

/** Quizzes are part of the lectures: whoever may watch every lecture (ADMIN, active subscriber) may take them. */
export function requireTaker(viewer: Viewer | null): Viewer {
  const known = requireViewer(viewer);
  if (!canWatchLectures(known)) throw forbidden(TAKE_DENIED_MESSAGE);
  return known;
}

/** The caller's attempts at these quizzes, oldest first, keyed by quiz: one statement. */
export async function loadMyAttempts(em: Em, now: Date, userId: string, quizIds: readonly string[]) {
  const byQuiz = new Map<string, AttemptView[]>();
  if (!quizIds.length) return byQuiz;
  const rows = await attemptsWithQuestions(em, now)
    .where('a.user_id', '=', userId)
    .where('a.quiz_id', 'in', quizIds)
    .orderBy('a.number')
    .execute();
  for (const row of rows) byQuiz.set(row.quiz_id, [...(byQuiz.get(row.quiz_id) ?? []), toAttempt(row)]);
  return byQuiz;
}

const requestBatches = perRequest(({ em, deps, viewer }: RequestScope) => ({
  myAttempts: createBatch<string, AttemptView[]>(
    (ids) => (viewer ? loadMyAttempts(em, deps.clock.now(), viewer.id, ids) : Promise.resolve(new Map())),
    [],
  ),
}));

/** The caller's attempts at a quiz, oldest first; empty when anonymous. Batched: one statement per answer level. */
export function myAttemptsAt(scope: RequestScope, quizId: string): Promise<AttemptView[]> {
  if (!scope.viewer) return Promise.resolve([]);
  return requestBatches(scope).myAttempts(quizId);
}

/** The attempt with the highest score (the earliest of equals); null before any is submitted. */
export function bestAttempt(attempts: readonly AttemptView[]): AttemptView | null {
  return attempts.reduce<AttemptView | null>(
    (best, attempt) =>
      attempt.scorePercent !== null && (best === null || attempt.scorePercent > (best.scorePercent ?? -1))
        ? attempt
        : best,
    null,
  );
}

/** When an attempt stopped counting time: its submit, or the deadline it let pass. */
const finishedAt = (attempt: AttemptView) => attempt.submittedAt ?? (attempt.timedOut ? attempt.deadlineAt : null);

/** When the caller may start the next attempt; null when now (or never again: see attemptsLeft). */
export function nextAttemptAt(attempts: readonly AttemptView[], waitMinutes: number, now: Date): Date | null {
  const finishes = attempts.flatMap((attempt) => finishedAt(attempt) ?? []);
  if (!waitMinutes || !finishes.length) return null;
  const next = new Date(Math.max(...finishes.map((date) => date.getTime())) + waitMinutes * 60_000);
  return next > now ? next : null;
}

export const attemptsLeft = (attempts: readonly AttemptView[], allowed: number | null) =>
  allowed === null ? null : Math.max(0, allowed - attempts.length);

async function insertAttempt(em: Em, now: Date, viewer: Viewer, quiz: QuizView, number: number) {
  const presented = presentQuestions(quiz.questions, quiz);
  const limit = quiz.timeLimitSeconds;
  return quizDb(em)
    .insertInto('quiz_attempts')
    .values({
      id: crypto.randomUUID(),
      quiz_id: quiz.id,
      user_id: viewer.id,
      number,
      version: quiz.version,
      presented: jsonb(presented),
      started_at: now,
      deadline_at: limit === null ? null : new Date(now.getTime() + limit * 1000),
      late: false,
    })
    .onConflict((conflict) => conflict.columns(['quiz_id', 'user_id', 'number']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/**
 * Starts an attempt at a quiz, or gives back the one still open (not submitted, time not up), so a reload continues
 * it. CONFLICT when every attempt allowed is used or the wait after the last one has not passed. The attempt's
 * number is unique per learner and quiz: of two concurrent starts, one gets CONFLICT.
 */
export async function startQuizAttempt(scope: RequestScope, quizId: string): Promise<AttemptView> {
  const { em } = scope;
  const viewer = requireTaker(scope.viewer);
  const quiz = await loadVisibleQuiz(scope, quizId);
  const now = scope.deps.clock.now();
  const attempts = (await loadMyAttempts(em, now, viewer.id, [quiz.id])).get(quiz.id) ?? [];
  const open = attempts.find((attempt) => attempt.submittedAt === null && !attempt.timedOut);
  if (open) return open;
  if (attemptsLeft(attempts, quiz.attemptsAllowed) === 0) throw new DomainError('CONFLICT', NO_ATTEMPTS_LEFT_MESSAGE);
  const wait = nextAttemptAt(attempts, quiz.waitMinutes, now);
  if (wait) throw new DomainError('CONFLICT', QUIZ_WAIT_MESSAGE(wait));
  const inserted = await insertAttempt(em, now, viewer, quiz, attempts.length + 1);
  if (!inserted) throw new DomainError('CONFLICT', ATTEMPT_RACE_MESSAGE);
  return loadAttempt(em, now, viewer.id, inserted.id);
}

export async function loadAttempt(em: Em, now: Date, userId: string, attemptId: string): Promise<AttemptView> {
  const row = await attemptsWithQuestions(em, now)
    .where('a.id', '=', knownId(attemptId, 'Attempt'))
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Attempt');
  return toAttempt(row);
}

/**
 * Scores the caller's attempt on the server, once: the row is locked, and a submit that finds it already submitted
 * (a double click, a retry) gets the first score back. Past the deadline (and its few seconds' grace) the answers are
 * not counted: the attempt is closed with what it had, nothing. The key and explanations come back with the score.
 * A blank submit before the deadline is refused (BAD_USER_INPUT) and leaves the attempt open: it would spend an attempt,
 * and start the wait before the next one, for a click on Submit too soon. One at the deadline is the timer's, and closes it.
 * The questions answered wrong are published (`quiz.missed`) in the same transaction, for the learner's review.
 */
export async function submitQuizAttempt(
  scope: RequestScope,
  attemptId: string,
  answers: readonly AnswerInput[],
): Promise<AttemptView> {
  const viewer = requireTaker(scope.viewer);
  const id = knownId(attemptId, 'Attempt');
  const now = scope.deps.clock.now();
  return scope.em.transactional(async (tx) => {
    const row = await attemptsWithQuestions(tx, now)
      .where('a.id', '=', id)
      .where('a.user_id', '=', viewer.id)
      .forUpdate('a')
      .executeTakeFirst();
    if (!row) throw notFound('Attempt');
    if (row.submitted_at !== null) return toAttempt(row);
    const beforeDeadline = row.seconds_left === null || Number(row.seconds_left) > 0;
    if (beforeDeadline && answersNothing(row.questions, answers)) throw badInput(BLANK_SUBMIT_MESSAGE, 'answers');
    await recordScore(scope, tx, row, row.time_up ? [] : answers, { late: row.time_up });
    return loadAttempt(tx, now, viewer.id, id);
  });
}

/**
 * Grades answers on an attempt and closes it, once (`submitted_at` still null), in the caller's transaction. A pass
 * publishes `quiz.passed`; the questions answered wrong publish `quiz.missed`, for the learner's review, unless the
 * submit came late: a late submit counted nothing, so the learner was never asked and nothing was missed.
 */
export async function recordScore(
  scope: RequestScope,
  tx: Em,
  attempt: Pick<AttemptRow, 'id' | 'quiz_id' | 'course_id' | 'user_id' | 'version' | 'questions' | 'pass_mark_percent'>,
  answers: readonly AnswerInput[],
  { late }: { late: boolean },
): Promise<void> {
  const now = scope.deps.clock.now();
  const graded = gradeAnswers(attempt.questions, answers);
  const score = scoreOf(graded, attempt.pass_mark_percent);
  await quizDb(tx)
    .updateTable('quiz_attempts')
    .set({
      submitted_at: now,
      graded: jsonb(graded),
      score_points: score.scorePoints,
      max_points: score.maxPoints,
      score_percent: score.scorePercent,
      passed: score.passed,
      late,
    })
    .where('id', '=', attempt.id)
    .where('submitted_at', 'is', null)
    .execute();
  const facts = {
    quizId: attempt.quiz_id,
    attemptId: attempt.id,
    userId: attempt.user_id,
    courseId: attempt.course_id,
  };
  if (score.passed) await scope.deps.events.publish(tx, 'quiz.passed', { ...facts, scorePercent: score.scorePercent });
  const missed = graded.filter((answer) => !answer.correct).map((answer) => answer.questionId);
  if (missed.length && !late) {
    await scope.deps.events.publish(tx, 'quiz.missed', {
      ...facts,
      version: attempt.version,
      questionIds: missed,
      answeredAt: now.toISOString(),
    });
  }
}
