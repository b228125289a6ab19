import { randomUUID } from 'node:crypto';
import { ask, byNewAdmin, catalogue, type MatrixArea, rule, type Session } from './callers';
import { ADMIN_ONLY, OPEN, WATCHERS } from './outcomes';

/** A fresh quiz of one true/false question ('true'), made by an ADMIN of its own. */
export async function freshQuiz(): Promise<string> {
  const made = await byNewAdmin<{ createQuiz: { id: string } }>(
    'mutation MakeQuiz($courseId: ID!, $input: QuizInput!) { createQuiz(courseId: $courseId, input: $input) { id } }',
    { courseId: catalogue.course.id, input: quizFields },
  );
  return made.createQuiz.id;
}

const quizFields = {
  title: 'Matrix Quiz',
  passMarkPercent: 50,
  attemptsAllowed: null,
  waitMinutes: 0,
  timeLimitSeconds: null,
  questions: [{ type: 'TRUE_FALSE', prompt: 'Matrices have rows', points: 1, correctBoolean: true }],
};
/**
 * An attempt the caller started, to submit, with an answer (a blank submit is refused); callers who may not start one
 * send an id that names none.
 */
async function attemptToSubmit(who: Session) {
  if (who.caller !== 'subscriber' && who.caller !== 'admin') return { attemptId: crypto.randomUUID(), answers: [] };
  const started = await ask(
    who,
    'mutation Start($quizId: ID!) { startQuizAttempt(quizId: $quizId) { id questions { id options { id } } } }',
    { quizId: await freshQuiz() },
  );
  const { id, questions } = (
    started.data as { startQuizAttempt: { id: string; questions: { id: string; options: { id: string }[] }[] } }
  ).startQuizAttempt;
  const answers = questions.map((question) => ({ questionId: question.id, optionIds: [question.options[0]?.id] }));
  return { attemptId: id, answers };
}

/** Answers on an offline paper of a fresh quiz; the paper's one question answered 'true'. */
async function offlineAnswers() {
  const quizId = await freshQuiz();
  const paper = await byNewAdmin<{ quiz: { offlinePaper: { questions: { id: string }[] } } }>(
    'query Paper($id: ID!) { quiz(id: $id) { offlinePaper { questions { id } } } }',
    { id: quizId },
  );
  const answers = paper.quiz.offlinePaper.questions.map((question) => ({
    questionId: question.id,
    optionIds: ['true'],
  }));
  return { id: randomUUID(), quizId, version: 1, answers };
}

/** Quizzes: settings are public like the curriculum; taking one is the lecture entitlement; authoring is ADMIN's. */
export const quizRows: MatrixArea = {
  graphql: {
    'Query.quiz': rule(OPEN, async (who) =>
      ask(who, 'query Quiz($id: ID!) { quiz(id: $id) { id title } }', { id: await freshQuiz() }),
    ),
    'Mutation.createQuiz': rule(ADMIN_ONLY, (who) =>
      ask(
        who,
        'mutation Create($courseId: ID!, $input: QuizInput!) { createQuiz(courseId: $courseId, input: $input) { id } }',
        {
          courseId: catalogue.course.id,
          input: quizFields,
        },
      ),
    ),
    'Mutation.updateQuiz': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation Update($id: ID!, $input: QuizInput!) { updateQuiz(id: $id, input: $input) { id } }', {
        id: await freshQuiz(),
        input: { ...quizFields, title: 'Matrix Quiz, renamed' },
      }),
    ),
    'Mutation.deleteQuiz': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation Delete($id: ID!) { deleteQuiz(id: $id) { id } }', { id: await freshQuiz() }),
    ),
    'Mutation.startQuizAttempt': rule(WATCHERS, async (who) =>
      ask(who, 'mutation Start($quizId: ID!) { startQuizAttempt(quizId: $quizId) { id } }', {
        quizId: await freshQuiz(),
      }),
    ),
    // The caller's own attempt (started in the call); another learner's is NOT_FOUND (quiz-authorization.int.test.ts).
    'Mutation.submitQuizAttempt': rule(WATCHERS, async (who) =>
      ask(
        who,
        'mutation Submit($attemptId: ID!, $answers: [AnswerInput!]!) { submitQuizAttempt(attemptId: $attemptId, answers: $answers) { scorePercent } }',
        await attemptToSubmit(who),
      ),
    ),
    // Answers given offline on a paper the caller took: scored as their own new attempt.
    'Mutation.submitOfflineQuizAttempt': rule(WATCHERS, async (who) =>
      ask(
        who,
        'mutation Send($input: OfflineQuizAttemptInput!) { submitOfflineQuizAttempt(input: $input) { scorePercent } }',
        { input: await offlineAnswers() },
      ),
    ),
  },
  rest: {},
};
