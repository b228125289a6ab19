import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { ManualClock } from '../../../test/clock';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import {
  ATTEMPT_FIELDS,
  type Attempt,
  allRight,
  allWrong,
  EVERY_KIND,
  optionIds,
  questionId,
  quizInNewCourse,
  quizInput,
  START,
  SUBMIT,
  start,
  submit,
  UPDATE_QUIZ,
} from '../../../test/quiz-factories';
import type { QuizTables } from './quiz.entity';
import { BLANK_SUBMIT_MESSAGE, NO_ATTEMPTS_LEFT_MESSAGE } from './quiz.messages';
import { DEADLINE_GRACE_SECONDS } from './quiz-attempt-rows';

let app: TestApp;
let admin: { token: string };
/** The app's time: deadlines and waits pass when a test moves it on. */
const clock = new ManualClock();

withAdminApp(
  (started) => {
    ({ app, admin } = started);
  },
  { clock },
);

const db = () => app.orm.em.fork().getKysely<QuizTables>();

const newQuiz = (overrides: Parameters<typeof quizInput>[0] = {}) => quizInNewCourse(app, admin.token, overrides);

const MY_ATTEMPTS = `query Mine($id: ID!) { quiz(id: $id) { attemptsLeft nextAttemptAt bestAttempt { id scorePercent }
  myAttempts { ${ATTEMPT_FIELDS} } } }`;

async function mine(token: string, id: string) {
  const response = await gql<{
    quiz: {
      attemptsLeft: number | null;
      nextAttemptAt: string | null;
      bestAttempt: { id: string } | null;
      myAttempts: Attempt[];
    };
  }>(app, MY_ATTEMPTS, { id }, { token });
  expect(response.errors).toBeUndefined();
  return response.data?.quiz;
}

describe('time limits', () => {
  it('counts no answer submitted after the deadline, by the server clock from the start', async () => {
    const { quiz } = await newQuiz({ timeLimitSeconds: 60 });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const attempt = await start(app, learner.token, quiz.id);
    expect(attempt.secondsLeft).toBe(60);
    // Its minute and the few seconds' grace are over.
    clock.advance((60 + DEADLINE_GRACE_SECONDS + 1) * 1000);
    const scored = await submit(app, learner.token, attempt.id, allRight(attempt));
    expect(scored).toMatchObject({ timedOut: true, scorePoints: 0, scorePercent: 0, passed: false });
    expect(scored.results?.every((result) => !result.correct)).toBe(true);
  });

  it('gives back the attempt still open, and a new one once its time ran out unsubmitted', async () => {
    const { quiz } = await newQuiz({ timeLimitSeconds: 60 });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const first = await start(app, learner.token, quiz.id);
    expect((await start(app, learner.token, quiz.id)).id).toBe(first.id);
    clock.advance(2 * 60_000);
    const second = await start(app, learner.token, quiz.id);
    expect(second).toMatchObject({ number: 2 });
    expect((await mine(learner.token, quiz.id))?.myAttempts.map((attempt) => attempt.timedOut)).toEqual([true, false]);
  });
});

describe('attempts and waits', () => {
  it('refuses an attempt during the wait, and past the attempts allowed, with clear errors', async () => {
    const { quiz } = await newQuiz({ attemptsAllowed: 2, waitMinutes: 30 });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const first = await start(app, learner.token, quiz.id);
    await submit(app, learner.token, first.id, allWrong(first));

    const waiting = await gql(app, START, { quizId: quiz.id }, learner);
    expect(errorCode(waiting)).toBe('CONFLICT');
    expect(errorMessage(waiting)).toMatch(/^You can try this quiz again at \d{4}-/);
    const state = await mine(learner.token, quiz.id);
    expect(state?.attemptsLeft).toBe(1);
    expect(new Date(state?.nextAttemptAt ?? 0).getTime()).toBe(clock.nowMs() + 30 * 60_000);

    clock.advance(29 * 60_000);
    expect(errorCode(await gql(app, START, { quizId: quiz.id }, learner))).toBe('CONFLICT');
    clock.advance(60_000);
    const second = await start(app, learner.token, quiz.id);
    await submit(app, learner.token, second.id, allRight(second));
    const spent = await gql(app, START, { quizId: quiz.id }, learner);
    expect(errorCode(spent)).toBe('CONFLICT');
    expect(errorMessage(spent)).toBe(NO_ATTEMPTS_LEFT_MESSAGE);
    expect(await mine(learner.token, quiz.id)).toMatchObject({ attemptsLeft: 0, bestAttempt: { id: second.id } });
  });
});

describe('a blank submit', () => {
  it('is refused without closing the attempt or starting a wait; the ordering kept as shown is no answer', async () => {
    const { quiz } = await newQuiz({ attemptsAllowed: 2, waitMinutes: 30 });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const attempt = await start(app, learner.token, quiz.id);
    // What a form left untouched sends: nothing chosen or typed, the ordering question in the order it was shown.
    const untouched = attempt.questions.map((question) => ({
      questionId: question.id,
      optionIds: question.type === 'ORDERING' ? question.options.map((option) => option.id) : [],
      text: question.type === 'SHORT_ANSWER' ? '  ' : null,
    }));
    const refused = await gql(app, SUBMIT, { attemptId: attempt.id, answers: untouched }, learner);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(errorMessage(refused)).toBe(BLANK_SUBMIT_MESSAGE);

    const state = await mine(learner.token, quiz.id);
    expect(state).toMatchObject({ nextAttemptAt: null, bestAttempt: null });
    expect(state?.myAttempts).toMatchObject([{ id: attempt.id, submittedAt: null }]);
    expect((await start(app, learner.token, quiz.id)).id).toBe(attempt.id);
    await submit(app, learner.token, attempt.id, allRight(attempt));
    expect(await mine(learner.token, quiz.id)).toMatchObject({ attemptsLeft: 1, bestAttempt: { id: attempt.id } });
  });
});

describe('a double submit', () => {
  it('scores once: concurrent submits get the same, first score', async () => {
    const { quiz } = await newQuiz();
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const attempt = await start(app, learner.token, quiz.id);
    const [one, two] = await Promise.all([
      gql<{ submitQuizAttempt: Attempt }>(app, SUBMIT, { attemptId: attempt.id, answers: allRight(attempt) }, learner),
      gql<{ submitQuizAttempt: Attempt }>(app, SUBMIT, { attemptId: attempt.id, answers: allWrong(attempt) }, learner),
    ]);
    expect(one.errors).toBeUndefined();
    expect(two.errors).toBeUndefined();
    expect(one.data?.submitQuizAttempt).toEqual(two.data?.submitQuizAttempt);
    expect([0, 100]).toContain(one.data?.submitQuizAttempt.scorePercent);
    const rows = await db()
      .selectFrom('quiz_attempts')
      .select(['score_percent', 'submitted_at'])
      .where('quiz_id', '=', quiz.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.score_percent)).toBe(one.data?.submitQuizAttempt.scorePercent);
    // A later submit changes nothing either.
    const again = await submit(app, learner.token, attempt.id, allWrong(attempt));
    expect(again.submittedAt).toBe(one.data?.submitQuizAttempt.submittedAt);
  });
});

describe('edits after attempts', () => {
  it('keep old attempts as graded; new attempts take the new version', async () => {
    const { quiz } = await newQuiz();
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const first = await start(app, learner.token, quiz.id);
    const graded = await submit(app, learner.token, first.id, allRight(first));

    const keys = await gql<{ quiz: { questionKeys: { id: string }[] } }>(
      app,
      'query Keys($id: ID!) { quiz(id: $id) { questionKeys { id } } }',
      { id: quiz.id },
      admin,
    );
    const ids = keys.data?.quiz.questionKeys.map((key) => key.id) ?? [];
    // The answer to "Pick A" becomes B; the builder sends each question's id back.
    const edited = EVERY_KIND.map((question, index) => ({
      ...question,
      id: ids[index],
      ...(question.prompt === 'Pick A' && { correctIndexes: [1] }),
    }));
    const update = await gql<{ updateQuiz: { version: number; questionKeys: { id: string }[] } }>(
      app,
      UPDATE_QUIZ,
      { id: quiz.id, input: quizInput({ questions: edited }) },
      admin,
    );
    expect(update.errors).toBeUndefined();
    expect(update.data?.updateQuiz.version).toBe(2);

    const [kept] = (await mine(learner.token, quiz.id))?.myAttempts ?? [];
    expect(kept).toEqual(graded);
    const next = await start(app, learner.token, quiz.id);
    expect(next.version).toBe(2);
    // Results follow a question across versions: its id is kept.
    expect(questionId(next, 'Pick A')).toBe(questionId(first, 'Pick A'));
    const rescored = await submit(app, learner.token, next.id, allRight(next));
    expect(rescored.scorePercent).toBe(80);

    // Saving the same questions again adds no version.
    expect(update.data?.updateQuiz.questionKeys.map((key) => key.id)).toEqual(ids);
    const unchanged = await gql<{ updateQuiz: { version: number } }>(
      app,
      UPDATE_QUIZ,
      { id: quiz.id, input: quizInput({ questions: edited, title: 'Renamed' }) },
      admin,
    );
    expect(unchanged.data?.updateQuiz.version).toBe(2);
    expect(optionIds(next, 'Pick A', ['B'])).not.toContain('missing');
  });
});

describe('ordering questions', () => {
  it('show two items in either order, not always the answer reversed', async () => {
    const { quiz } = await newQuiz({
      questions: [{ type: 'ORDERING', prompt: 'Sort', explanation: '', points: 1, options: ['First', 'Second'] }],
    });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const shown = new Set<string>();
    for (let round = 0; round < 24 && shown.size < 2; round += 1) {
      const attempt = await start(app, learner.token, quiz.id);
      shown.add(attempt.questions[0]?.options.map((option) => option.text).join(' → ') ?? '');
      await submit(app, learner.token, attempt.id, []);
    }
    expect([...shown].sort()).toEqual(['First → Second', 'Second → First']);
  });
});
