import { canWatchLectures } from '../../identity/user/user.policy';
import { badInput, DomainError } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import {
  ATTEMPT_ID_TAKEN_MESSAGE,
  ATTEMPT_RACE_MESSAGE,
  BLANK_SUBMIT_MESSAGE,
  NO_ATTEMPTS_LEFT_MESSAGE,
  QUIZ_WAIT_MESSAGE,
  TIMED_OFFLINE_MESSAGE,
  UNKNOWN_VERSION_MESSAGE,
} from './quiz.messages';
import {
  type AttemptView,
  attemptsWithQuestions,
  type QuestionView,
  questionsAsPresented,
  toAttempt,
} from './quiz-attempt-rows';
import { loadVisibleQuiz } from './quiz-authoring.service';
import { type AnswerInput, answersNothing, presentQuestions, type StoredQuestion } from './quiz-questions';
import { jsonb, type QuizView, quizDb } from './quiz-rows';
import {
  attemptsLeft,
  loadAttempt,
  loadMyAttempts,
  nextAttemptAt,
  recordScore,
  requireTaker,
} from './quiz-taking.service';

/** A quiz's questions to take on a device that may be offline: presented as an attempt would, without the key. */
export interface OfflinePaperView {
  quizId: string;
  version: number;
  questions: QuestionView[];
}

export interface OfflineAttemptInput {
  /** Made by the device (a UUID), so that sending the same answers twice scores them once. */
  id: string;
  quizId: string;
  /** The version of the paper the answers were given on. */
  version: number;
  answers: readonly AnswerInput[];
}

/**
 * The paper a device keeps to take the quiz offline; null for a timed quiz, whose clock only the server can keep, and
 * for a caller who may not take quizzes (the quiz page asks for it of every visitor). It starts no attempt: attempts
 * allowed and the wait between them are judged when the answers arrive.
 */
export function offlinePaper({ viewer }: RequestScope, quiz: QuizView): OfflinePaperView | null {
  if (!viewer || !canWatchLectures(viewer) || quiz.timeLimitSeconds !== null) return null;
  const presented = presentQuestions(quiz.questions, quiz);
  return { quizId: quiz.id, version: quiz.version, questions: questionsAsPresented(quiz.questions, presented) };
}

async function versionQuestions(em: Em, quizId: string, version: number): Promise<StoredQuestion[] | null> {
  const row = await quizDb(em)
    .selectFrom('quiz_versions')
    .select('questions')
    .where('quiz_id', '=', quizId)
    .where('version', '=', version)
    .executeTakeFirst();
  return (row?.questions as StoredQuestion[] | undefined) ?? null;
}

/** The questions in the order the learner answered them, then any left unanswered: as the attempt shows them. */
function presentedAsAnswered(questions: readonly StoredQuestion[], answers: readonly AnswerInput[]) {
  const answered = new Set(answers.map((answer) => answer.questionId));
  const order = [
    ...answers.flatMap((answer) => questions.filter((question) => question.id === answer.questionId)),
    ...questions.filter((question) => !answered.has(question.id)),
  ];
  return order.map((question) => ({ questionId: question.id, optionIds: question.options.map((option) => option.id) }));
}

async function attemptById(em: Em, now: Date, id: string) {
  return attemptsWithQuestions(em, now).where('a.id', '=', id).executeTakeFirst();
}

/**
 * Scores answers given offline, as a new attempt, once per device-made id: a second send gets the first score back.
 * The rules are those of an attempt started now (attempts left, the wait after the last one), except that the answers
 * are graded on the version of the paper they were given on, even if the quiz was edited since: the learner answered
 * those questions. A timed quiz is refused (it has no offline paper).
 */
export async function submitOfflineQuizAttempt(scope: RequestScope, input: OfflineAttemptInput): Promise<AttemptView> {
  const viewer = requireTaker(scope.viewer);
  const id = knownId(input.id, 'Attempt');
  const quiz = await loadVisibleQuiz(scope, input.quizId);
  const now = scope.deps.clock.now();
  const alreadySent = async (tx: Em) => {
    const sent = await attemptById(tx, now, id);
    if (sent && (sent.user_id !== viewer.id || sent.quiz_id !== quiz.id)) {
      throw new DomainError('CONFLICT', ATTEMPT_ID_TAKEN_MESSAGE);
    }
    return sent ? toAttempt(sent) : null;
  };
  return scope.em.transactional(async (tx) => {
    const sent = await alreadySent(tx);
    if (sent) return sent;
    if (quiz.timeLimitSeconds !== null) throw badInput(TIMED_OFFLINE_MESSAGE, 'quizId');
    const questions = await versionQuestions(tx, quiz.id, input.version);
    if (!questions) throw badInput(UNKNOWN_VERSION_MESSAGE, 'version');
    if (answersNothing(questions, input.answers)) throw badInput(BLANK_SUBMIT_MESSAGE, 'answers');
    const attempts = (await loadMyAttempts(tx, now, viewer.id, [quiz.id])).get(quiz.id) ?? [];
    if (attemptsLeft(attempts, quiz.attemptsAllowed) === 0) throw new DomainError('CONFLICT', NO_ATTEMPTS_LEFT_MESSAGE);
    const wait = nextAttemptAt(attempts, quiz.waitMinutes, now);
    if (wait) throw new DomainError('CONFLICT', QUIZ_WAIT_MESSAGE(wait));
    const inserted = await quizDb(tx)
      .insertInto('quiz_attempts')
      .values({
        id,
        quiz_id: quiz.id,
        user_id: viewer.id,
        number: attempts.length + 1,
        version: input.version,
        presented: jsonb(presentedAsAnswered(questions, input.answers)),
        started_at: now,
        deadline_at: null,
        late: false,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    // The insert waited for a concurrent one that took the id (the same answers sent twice at once: give back its
    // score) or the attempt's number (an attempt started elsewhere at that moment: the device sends again later).
    if (!inserted) {
      const concurrent = await alreadySent(tx);
      if (concurrent) return concurrent;
      throw new DomainError('CONFLICT', ATTEMPT_RACE_MESSAGE);
    }
    const attempt = {
      id,
      quiz_id: quiz.id,
      course_id: quiz.courseId,
      user_id: viewer.id,
      version: input.version,
      questions,
      pass_mark_percent: quiz.passMarkPercent,
    };
    await recordScore(scope, tx, attempt, input.answers, { late: false });
    return loadAttempt(tx, now, viewer.id, id);
  });
}
