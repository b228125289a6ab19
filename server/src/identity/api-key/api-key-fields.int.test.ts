import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createKey } from '../../../test/api-key-fixtures';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { allRight, createQuizAs, quizInput, start, submit } from '../../../test/quiz-factories';
import { API_KEY_MESSAGES } from './api-key.messages';

const UPDATE = (fields: string) => `mutation UpdateQuiz($id: ID!, $input: QuizInput!) {
  updateQuiz(id: $id, input: $input) { id ${fields} } }`;

// An API key acts as ADMIN only for what its scopes grant, below the root fields too.
describe('API keys on nested fields', () => {
  let app: TestApp;
  let admin: string;
  let quizId: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminToken(app);
    const { course } = await createCourse(app, { title: 'Scored course' });
    quizId = (await createQuizAs(app, admin, course.id, quizInput())).id;
    const learner = await createUser(app, { subscriptionStatus: 'active', fullName: 'Private Learner' });
    const attempt = await start(app, learner.token, quizId);
    await submit(app, learner.token, attempt.id, allRight(attempt));
  });
  afterAll(() => app.close());

  it("refuses a courses:write key the learners' scores below the quiz it may edit, and keeps its own fields", async () => {
    const { key } = await createKey(app, admin, ['courses:write']);
    const variables = { id: quizId, input: quizInput() };

    const scores = await gql(app, UPDATE('results { learners { fullName bestScore } }'), variables, { token: key });
    expect(errorCode(scores)).toBe('FORBIDDEN');
    expect(errorMessage(scores)).toBe(API_KEY_MESSAGES.outsideScopes);
    expect(JSON.stringify(scores.data ?? null)).not.toContain('Private Learner');

    const own = await gql<{ updateQuiz: { questionKeys: unknown[] } }>(
      app,
      UPDATE('questionKeys { prompt correctIndexes }'),
      variables,
      { token: key },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data?.updateQuiz.questionKeys.length).toBeGreaterThan(0);
  });

  it('lets a session of an admin read the same fields', async () => {
    const variables = { id: quizId, input: quizInput() };
    const response = await gql<{ updateQuiz: { results: { learners: { fullName: string }[] } } }>(
      app,
      UPDATE('results { learners { fullName bestScore } }'),
      variables,
      { token: admin },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateQuiz.results.learners.map((learner) => learner.fullName)).toContain('Private Learner');
  });
});

// The admin view a rule grants beyond an operation (hidden posts, report counts) belongs to one scope's data.
describe("API keys and other scopes' admin views", () => {
  let app: TestApp;
  let admin: string;
  let lectureId: string;
  let hiddenId: string;

  const DISCUSSION = `mutation Preview($lectureId: ID!) { setLecturePreview(lectureId: $lectureId, preview: false) {
    id discussion { edges { node { id hidden reportCount } } } } }`;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminToken(app);
    const { lectures } = await createCourse(app, { title: 'Discussed course' }, { lectures: 1 });
    lectureId = lectures[0]?.id ?? '';
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const asked = await gql<{ askQuestion: { id: string } }>(
      app,
      'mutation Ask($lectureId: ID!, $input: AskQuestionInput!) { askQuestion(lectureId: $lectureId, input: $input) { id } }',
      { lectureId, input: { title: 'Off-topic', body: 'Hidden by a moderator' } },
      { token: learner.token },
    );
    hiddenId = asked.data?.askQuestion.id ?? '';
    const hidden = await gql(
      app,
      'mutation Hide($id: ID!) { moderatePost(id: $id, action: HIDE) { id } }',
      { id: hiddenId },
      { token: admin },
    );
    expect(hidden.errors).toBeUndefined();
  });
  afterAll(() => app.close());

  const postIds = (response: { data?: unknown }) => JSON.stringify(response.data ?? null);

  it('shows a lectures:write key none of the hidden posts below the lecture it edits', async () => {
    const { key } = await createKey(app, admin, ['lectures:write']);
    const response = await gql(app, DISCUSSION, { lectureId }, { token: key });
    expect(postIds(response)).not.toContain(hiddenId);
  });

  it('shows them to a session of an admin', async () => {
    const response = await gql(app, DISCUSSION, { lectureId }, { token: admin });
    expect(response.errors).toBeUndefined();
    expect(postIds(response)).toContain(hiddenId);
  });
});
