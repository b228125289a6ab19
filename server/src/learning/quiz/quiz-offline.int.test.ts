import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { ManualClock } from '../../../test/clock';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import {
  ATTEMPT_FIELDS,
  type Attempt,
  type AttemptQuestion,
  allRight,
  allWrong,
  EVERY_KIND,
  quizInNewCourse,
  quizInput,
  start,
  submit,
  UPDATE_QUIZ,
} from '../../../test/quiz-factories';
import {
  ATTEMPT_ID_TAKEN_MESSAGE,
  BLANK_SUBMIT_MESSAGE,
  NO_ATTEMPTS_LEFT_MESSAGE,
  TIMED_OFFLINE_MESSAGE,
} from './quiz.messages';

let app: TestApp;
let admin: { token: string };
const clock = new ManualClock();

withAdminApp(
  (started) => {
    ({ app, admin } = started);
  },
  { clock },
);

interface Paper {
  quizId: string;
  version: number;
  questions: AttemptQuestion[];
}

const PAPER = `query Paper($id: ID!) { quiz(id: $id) { offlinePaper { quizId version
  questions { id type prompt points options { id text } } } } }`;
const SEND = `mutation Send($input: OfflineQuizAttemptInput!) { submitOfflineQuizAttempt(input: $input) { ${ATTEMPT_FIELDS} } }`;

const newQuiz = async (overrides: Parameters<typeof quizInput>[0] = {}) =>
  (await quizInNewCourse(app, admin.token, overrides)).quiz;

async function paperOf(token: string, quizId: string) {
  const response = await gql<{ quiz: { offlinePaper: Paper | null } }>(app, PAPER, { id: quizId }, { token });
  expect(response.errors).toBeUndefined();
  return response.data?.quiz.offlinePaper ?? null;
}

const send = (token: string, input: { id: string; quizId: string; version: number; answers: unknown[] }) =>
  gql<{ submitOfflineQuizAttempt: Attempt }>(app, SEND, { input }, { token });

async function sent(token: string, input: Parameters<typeof send>[1]) {
  const response = await send(token, input);
  expect(response.errors).toBeUndefined();
  return response.data?.submitOfflineQuizAttempt as Attempt;
}

describe('the offline paper', () => {
  it('gives a subscriber the questions without their key, starts no attempt, and none for a timed quiz', async () => {
    const quiz = await newQuiz({ attemptsAllowed: 1 });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const paper = await paperOf(learner.token, quiz.id);
    expect(paper).toMatchObject({ quizId: quiz.id, version: 1 });
    expect(paper?.questions.map((question) => question.prompt).sort()).toEqual(
      EVERY_KIND.map((question) => question.prompt).sort(),
    );
    // Taking the paper spent nothing: the one attempt allowed is still there to start.
    expect((await start(app, learner.token, quiz.id)).number).toBe(1);

    const timed = await newQuiz({ timeLimitSeconds: 60 });
    expect(await paperOf(learner.token, timed.id)).toBeNull();
  });

  it('is none for the signed-out and for learners without a subscription, whose quiz page still shows', async () => {
    const quiz = await newQuiz();
    const lapsed = await createUser(app, { subscriptionStatus: 'canceled' });
    for (const caller of [undefined, lapsed]) {
      const response = await gql<{ quiz: { offlinePaper: Paper | null } }>(app, PAPER, { id: quiz.id }, caller);
      expect(response.errors).toBeUndefined();
      expect(response.data?.quiz.offlinePaper).toBeNull();
    }
  });
});

describe('answers sent after being offline', () => {
  it('are scored as a new attempt, once: the same answers sent again get the first score back', async () => {
    const quiz = await newQuiz();
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const paper = (await paperOf(learner.token, quiz.id)) as Paper;
    const input = { id: crypto.randomUUID(), quizId: quiz.id, version: paper.version, answers: allRight(paper) };
    const first = await sent(learner.token, input);
    expect(first).toMatchObject({ id: input.id, number: 1, scorePercent: 100, passed: true, timedOut: false });
    expect(first.results).toHaveLength(EVERY_KIND.length);

    const [again, atOnce] = await Promise.all([sent(learner.token, input), sent(learner.token, input)]);
    expect(again).toEqual(first);
    expect(atOnce).toEqual(first);
    // The next attempt, online, is the second: the resends added none.
    expect((await start(app, learner.token, quiz.id)).number).toBe(2);

    const other = await createUser(app, { subscriptionStatus: 'active' });
    const stolen = await send(other.token, input);
    expect(errorCode(stolen)).toBe('CONFLICT');
    expect(errorMessage(stolen)).toBe(ATTEMPT_ID_TAKEN_MESSAGE);
  });

  it("are graded on the paper's version when the quiz was edited meanwhile", async () => {
    const quiz = await newQuiz();
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const paper = (await paperOf(learner.token, quiz.id)) as Paper;
    const keys = await gql<{ quiz: { questionKeys: { id: string }[] } }>(
      app,
      'query Keys($id: ID!) { quiz(id: $id) { questionKeys { id } } }',
      { id: quiz.id },
      admin,
    );
    const ids = keys.data?.quiz.questionKeys.map((key) => key.id) ?? [];
    // The answer to "Pick A" becomes B in version 2.
    const edited = EVERY_KIND.map((question, index) => ({
      ...question,
      id: ids[index],
      ...(question.prompt === 'Pick A' && { correctIndexes: [1] }),
    }));
    const update = await gql(app, UPDATE_QUIZ, { id: quiz.id, input: quizInput({ questions: edited }) }, admin);
    expect(update.errors).toBeUndefined();

    const scored = await sent(learner.token, {
      id: crypto.randomUUID(),
      quizId: quiz.id,
      version: paper.version,
      answers: allRight(paper),
    });
    expect(scored).toMatchObject({ version: 1, scorePercent: 100 });
  });

  it('meet the rules of an attempt started when they arrive: attempts left, the wait', async () => {
    const quiz = await newQuiz({ attemptsAllowed: 2, waitMinutes: 30 });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const paper = (await paperOf(learner.token, quiz.id)) as Paper;
    const online = await start(app, learner.token, quiz.id);
    await submit(app, learner.token, online.id, allWrong(online));

    const input = { id: crypto.randomUUID(), quizId: quiz.id, version: paper.version, answers: allRight(paper) };
    const waiting = await send(learner.token, input);
    expect(errorCode(waiting)).toBe('CONFLICT');
    expect(errorMessage(waiting)).toMatch(/^You can try this quiz again at \d{4}-/);

    clock.advance(30 * 60_000);
    expect(await sent(learner.token, input)).toMatchObject({ number: 2, passed: true });
    const spent = await send(learner.token, { ...input, id: crypto.randomUUID() });
    expect(errorCode(spent)).toBe('CONFLICT');
    expect(errorMessage(spent)).toBe(NO_ATTEMPTS_LEFT_MESSAGE);
  });

  it('are refused, spending nothing, when blank or for a timed quiz', async () => {
    const quiz = await newQuiz({ attemptsAllowed: 1 });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const paper = (await paperOf(learner.token, quiz.id)) as Paper;
    const blank = await send(learner.token, { id: crypto.randomUUID(), quizId: quiz.id, version: 1, answers: [] });
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    expect(errorMessage(blank)).toBe(BLANK_SUBMIT_MESSAGE);

    const timed = await newQuiz({ timeLimitSeconds: 60 });
    const refused = await send(learner.token, {
      id: crypto.randomUUID(),
      quizId: timed.id,
      version: 1,
      answers: allRight(paper),
    });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(errorMessage(refused)).toBe(TIMED_OFFLINE_MESSAGE);
    expect((await start(app, learner.token, quiz.id)).number).toBe(1);
  });
});
