import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { type TestApp } from '../../../test/harness';
import { allRight, createQuizAs, QUIZ_FIELDS, quizInput, START, SUBMIT, start } from '../../../test/quiz-factories';

let app: TestApp;
let quizId: string;
let admin: { token: string };

withAdminApp(async (started) => {
  ({ app, admin } = started);
  const { course } = await createCourse(app);
  quizId = (await createQuizAs(app, admin.token, course.id, quizInput())).id;
});

const ADMIN_FIELDS = `query AdminFields($id: ID!) { quiz(id: $id) {
  questionKeys { correctIndexes } results { attempts } } }`;

describe('quiz authorization beyond the matrix', () => {
  it("keeps another learner's attempt unknown", async () => {
    const owner = await createUser(app, { subscriptionStatus: 'active' });
    const other = await createUser(app, { subscriptionStatus: 'active' });
    const attempt = await start(app, owner.token, quizId);
    const response = await gql(app, SUBMIT, { attemptId: attempt.id, answers: allRight(attempt) }, other);
    expect(errorCode(response)).toBe('NOT_FOUND');
    const again = await gql(app, SUBMIT, { attemptId: attempt.id, answers: [] }, admin);
    expect(errorCode(again)).toBe('NOT_FOUND');
  });

  it.each([
    ['anonymous', undefined, 'UNAUTHENTICATED'],
    ['learner', 'inactive', 'FORBIDDEN'],
    ['subscriber', 'active', 'FORBIDDEN'],
  ] as const)('shows the key and the results to an ADMIN only (%s: %s)', async (_who, status, code) => {
    const credentials = status ? await createUser(app, { subscriptionStatus: status }) : {};
    expect(errorCode(await gql(app, ADMIN_FIELDS, { id: quizId }, credentials))).toBe(code);
  });

  it('shows the key and the results to an ADMIN', async () => {
    const response = await gql<{ quiz: { questionKeys: { correctIndexes: number[] }[] } }>(
      app,
      ADMIN_FIELDS,
      { id: quizId },
      admin,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.quiz.questionKeys[1]?.correctIndexes).toEqual([0, 2]);
  });

  it("keeps a draft course's quiz unknown to learners, as the draft's lectures are", async () => {
    const { course } = await createCourse(app, { status: 'DRAFT' });
    const draftQuiz = await createQuizAs(app, admin.token, course.id, quizInput());
    const subscriber = await createUser(app, { subscriptionStatus: 'active' });
    const read = `query Quiz($id: ID!) { quiz(id: $id) { ${QUIZ_FIELDS} } }`;
    expect(errorCode(await gql(app, read, { id: draftQuiz.id }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, read, { id: draftQuiz.id }, subscriber))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, START, { quizId: draftQuiz.id }, subscriber))).toBe('NOT_FOUND');
    expect((await gql(app, read, { id: draftQuiz.id }, admin)).errors).toBeUndefined();
    expect((await start(app, admin.token, draftQuiz.id)).number).toBe(1);
  });

  it('answers the CSV export 401 without a session and 403 to a learner', async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const url = `${app.url}/api/v1/quizzes/${quizId}/results.csv`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${learner.token}` } })).status).toBe(403);
  });
});
