import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { type TestApp } from '../../../test/harness';
import {
  allRight,
  allWrong,
  optionIds,
  questionId,
  quizInNewCourse,
  quizInput,
  start,
  submit,
} from '../../../test/quiz-factories';

let app: TestApp;
let admin: { token: string };
let learner: { token: string };
let quizId: string;

withAdminApp(async (started) => {
  ({ app, admin } = started);
  learner = await createUser(app, { subscriptionStatus: 'active' });
  quizId = (await quizInNewCourse(app, admin.token)).quiz.id;
});

describe('scoring, on the server', () => {
  it('shows the questions without their key, and the key and explanations only with the score', async () => {
    const attempt = await start(app, learner.token, quizId);
    expect(attempt.results).toBeNull();
    expect(attempt.questions.map((question) => question.type)).toEqual([
      'SINGLE_CHOICE',
      'MULTIPLE_CHOICE',
      'TRUE_FALSE',
      'SHORT_ANSWER',
      'ORDERING',
    ]);
    // An ordering question is never shown in its correct order.
    const ordering = attempt.questions[4]?.options.map((option) => option.text);
    expect(ordering).not.toEqual(['1', '2', '3']);
    // The Question type has no field that could carry the key.
    const type = await gql<{ __type: { fields: { name: string }[] } }>(
      app,
      '{ __type(name: "Question") { fields { name } } }',
    );
    expect(type.data?.__type.fields.map((field) => field.name).sort()).toEqual([
      'id',
      'options',
      'points',
      'prompt',
      'type',
    ]);

    const scored = await submit(app, learner.token, attempt.id, allRight(attempt));
    expect(scored).toMatchObject({ scorePoints: 10, maxPoints: 10, scorePercent: 100, passed: true, timedOut: false });
    expect(scored.results?.every((result) => result.correct && result.earned === 2)).toBe(true);
    expect(scored.results?.map((result) => result.explanation)).toEqual([
      'A is first',
      'Both vowels… almost',
      'Rayleigh',
      'NYC',
      '1 < 2 < 3',
    ]);
    const shortAnswer = scored.results?.find((result) => result.questionId === questionId(attempt, 'The Big Apple?'));
    expect(shortAnswer?.acceptedAnswers).toEqual(['New York', 'NYC']);
  });

  it('grades every kind wrong, with nothing earned', async () => {
    const attempt = await start(app, learner.token, quizId);
    const scored = await submit(app, learner.token, attempt.id, allWrong(attempt));
    expect(scored).toMatchObject({ scorePoints: 0, scorePercent: 0, passed: false });
    expect(scored.results?.map((result) => [result.correct, result.earned])).toEqual(Array(5).fill([false, 0]));
    expect(scored.results?.[0]?.correctOptionIds).toEqual(optionIds(attempt, 'Pick A', ['A']));
  });

  it('gives partial credit to multiple choice and ordering, none to the others', async () => {
    const attempt = await start(app, learner.token, quizId);
    const scored = await submit(app, learner.token, attempt.id, [
      // One right pick of two: half.
      { questionId: questionId(attempt, 'Pick A and C'), optionIds: optionIds(attempt, 'Pick A and C', ['A']) },
      // One of three in place: 1/3 of 2 points.
      { questionId: questionId(attempt, 'Count up'), optionIds: optionIds(attempt, 'Count up', ['1', '3', '2']) },
      // Case and spacing ignored.
      { questionId: questionId(attempt, 'The Big Apple?'), text: '  NEW   YORK ' },
      // Two choices for a single-choice question: wrong.
      { questionId: questionId(attempt, 'Pick A'), optionIds: optionIds(attempt, 'Pick A', ['A', 'B']) },
    ]);
    const earned = Object.fromEntries(
      (scored.results ?? []).map((result) => [
        attempt.questions.find((question) => question.id === result.questionId)?.prompt,
        [result.correct, result.earned],
      ]),
    );
    expect(earned).toEqual({
      'Pick A': [false, 0],
      'Pick A and C': [false, 1],
      'The sky is blue': [false, 0],
      'The Big Apple?': [true, 2],
      'Count up': [false, 0.67],
    });
    expect(scored).toMatchObject({ scorePoints: 3.67, maxPoints: 10, scorePercent: 36.7, passed: false });
  });

  it('earns nothing for ticking every box of a multiple-choice question', async () => {
    const attempt = await start(app, learner.token, quizId);
    const every = optionIds(attempt, 'Pick A and C', ['A', 'B', 'C', 'D']);
    const scored = await submit(app, learner.token, attempt.id, [
      { questionId: questionId(attempt, 'Pick A and C'), optionIds: every },
    ]);
    expect(scored.results?.find((result) => result.questionId === questionId(attempt, 'Pick A and C'))?.earned).toBe(0);
  });

  it('refuses a quiz whose question has no correct answer, with the shared message', async () => {
    const { course } = await createCourse(app);
    const response = await gql(
      app,
      'mutation Bad($courseId: ID!, $input: QuizInput!) { createQuiz(courseId: $courseId, input: $input) { id } }',
      {
        courseId: course.id,
        input: quizInput({ questions: [{ type: 'SINGLE_CHOICE', prompt: 'Which?', points: 1, options: ['x', 'y'] }] }),
      },
      admin,
    );
    expect(response.errors?.[0]).toMatchObject({
      message: 'Mark exactly one option correct',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
