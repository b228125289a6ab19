import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { allRight, allWrong, createQuizAs, quizInput, start, submit } from '../../../test/quiz-factories';

let app: TestApp;
let admin: { token: string };

withAdminApp((started) => {
  ({ app, admin } = started);
});

const SET_COMPLETED = `mutation SetCompleted($lectureId: ID!) {
  setLectureCompleted(lectureId: $lectureId, completed: true) { completed } }`;
const COURSE = `query Course($id: ID!) { course(id: $id) {
  items { kind lecture { id title } quiz { id title } }
  progress { completedLectures totalLectures passedQuizzes totalQuizzes percent }
  certificate { code quizzesPassed } } }`;

interface CourseAnswer {
  items: { kind: string; lecture: { id: string } | null; quiz: { id: string; title: string } | null }[];
  progress: { completedLectures: number; passedQuizzes: number; totalQuizzes: number; percent: number } | null;
  certificate: { code: string; quizzesPassed: number } | null;
}

async function courseOf(token: string | undefined, id: string) {
  const response = await gql<{ course: CourseAnswer }>(app, COURSE, { id }, token ? { token } : {});
  expect(response.errors).toBeUndefined();
  return response.data?.course as CourseAnswer;
}

describe("a course's items", () => {
  it('list lectures and quizzes in order, for anyone: after their lecture, or at the end', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    const [first, second] = lectures.map((lecture) => lecture.id);
    const end = await createQuizAs(app, admin.token, course.id, quizInput({ title: 'Final' }));
    const middle = await createQuizAs(
      app,
      admin.token,
      course.id,
      quizInput({ title: 'Check', afterLectureId: first }),
    );
    const { items } = await courseOf(undefined, course.id);
    expect(items.map((item) => item.lecture?.id ?? item.quiz?.id)).toEqual([first, middle.id, second, end.id]);
    expect(items.map((item) => item.kind)).toEqual(['LECTURE', 'QUIZ', 'LECTURE', 'QUIZ']);
  });

  it('refuse a quiz after a lecture of another course', async () => {
    const { course } = await createCourse(app);
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const response = await gql(
      app,
      'mutation C($courseId: ID!, $input: QuizInput!) { createQuiz(courseId: $courseId, input: $input) { id } }',
      { courseId: course.id, input: quizInput({ afterLectureId: lectures[0]?.id }) },
      admin,
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('progress and the certificate', () => {
  it('count quizzes, and the certificate waits until every quiz is passed', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const quiz = await createQuizAs(app, admin.token, course.id, quizInput());
    const learner = await createUser(app, { subscriptionStatus: 'active' });

    await gql(app, SET_COMPLETED, { lectureId: lectures[0]?.id }, learner);
    let state = await courseOf(learner.token, course.id);
    expect(state.progress).toMatchObject({ completedLectures: 1, passedQuizzes: 0, totalQuizzes: 1, percent: 50 });
    expect(state.certificate).toBeNull();

    const failed = await start(app, learner.token, quiz.id);
    await submit(app, learner.token, failed.id, allWrong(failed));
    expect((await courseOf(learner.token, course.id)).certificate).toBeNull();

    const passed = await start(app, learner.token, quiz.id);
    expect((await submit(app, learner.token, passed.id, allRight(passed))).passed).toBe(true);
    state = await courseOf(learner.token, course.id);
    expect(state.progress).toMatchObject({ passedQuizzes: 1, percent: 100 });
    expect(state.certificate?.code).toMatch(/^\w{4}-\w{4}-\w{4}$/);
    // The failed attempt does not count twice: one quiz, passed, and the PDF says so.
    expect(state.certificate?.quizzesPassed).toBe(1);
    const pdf = await fetch(`${app.url}/certificate/${state.certificate?.code}.pdf`);
    expect((await pdfText(Buffer.from(await pdf.arrayBuffer()))).join(' ')).toContain(
      'completed every lecture and passed its quiz of the course',
    );
  });

  it('is issued by the last lecture when the quizzes were passed first', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const quiz = await createQuizAs(app, admin.token, course.id, quizInput());
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const attempt = await start(app, learner.token, quiz.id);
    await submit(app, learner.token, attempt.id, allRight(attempt));
    expect((await courseOf(learner.token, course.id)).certificate).toBeNull();
    await gql(app, SET_COMPLETED, { lectureId: lectures[0]?.id }, learner);
    expect((await courseOf(learner.token, course.id)).certificate).not.toBeNull();
  });
});

const RESULTS = `query Results($id: ID!) { quiz(id: $id) { results { attempts passRate averageScore
  questions { prompt answers shareRight mostChosenWrongAnswer mostChosenWrongCount }
  learners { fullName attempts scores bestScore passed } } } }`;

describe('admin results', () => {
  it("list each learner's quizzes on the learners page: attempts, best score, passed; ADMIN only", async () => {
    const { course } = await createCourse(app, { title: 'Quizzed course' });
    const first = await createQuizAs(app, admin.token, course.id, quizInput({ title: 'First check' }));
    const second = await createQuizAs(app, admin.token, course.id, quizInput({ title: 'Second check' }));
    const learner = await createUser(app, { subscriptionStatus: 'active', fullName: 'Quinn Quizzer' });
    const wrong = await start(app, learner.token, first.id);
    await submit(app, learner.token, wrong.id, allWrong(wrong));
    const right = await start(app, learner.token, first.id);
    await submit(app, learner.token, right.id, allRight(right));
    // Started, never submitted: not counted.
    await start(app, learner.token, second.id);

    const USERS = `query Users($search: String) { users(search: $search, first: 5) { edges { node {
      fullName quizResults { quizTitle courseTitle attempts bestScore passed } } } } }`;
    const listed = await gql<{ users: { edges: { node: { quizResults: unknown[] | null } }[] } }>(
      app,
      USERS,
      { search: 'Quinn Quizzer' },
      admin,
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.users.edges[0]?.node.quizResults).toEqual([
      { quizTitle: 'First check', courseTitle: 'Quizzed course', attempts: 2, bestScore: 100, passed: true },
    ]);
    const asLearner = await gql(app, 'query Me { me { quizResults { quizTitle } } }', {}, learner);
    expect(asLearner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('give pass rate, average, difficulty and the most chosen wrong answer, and a CSV, in constant statements', async () => {
    const { course } = await createCourse(app);
    const quiz = await createQuizAs(app, admin.token, course.id, quizInput());
    const load = () => gql(app, RESULTS, { id: quiz.id }, admin);
    const takeTwice = async (name: string) => {
      const learner = await createUser(app, { subscriptionStatus: 'active', fullName: name });
      const wrong = await start(app, learner.token, quiz.id);
      await submit(app, learner.token, wrong.id, allWrong(wrong));
      const right = await start(app, learner.token, quiz.id);
      await submit(app, learner.token, right.id, allRight(right));
    };
    await takeTwice('Ada');
    const few = await app.captureQueries(load);
    for (const name of ['Bea', 'Cy', 'Di', 'Ed']) await takeTwice(name);
    const many = await app.captureQueries(load);
    expect(many.queries.length).toBe(few.queries.length);

    const results = (many.result.data as { quiz: { results: Record<string, unknown> } }).quiz.results;
    expect(results).toMatchObject({ attempts: 10, passRate: 0.5, averageScore: 50 });
    expect(results.questions).toContainEqual({
      prompt: 'Pick A',
      answers: 10,
      shareRight: 0.5,
      mostChosenWrongAnswer: 'B',
      mostChosenWrongCount: 5,
    });
    expect(results.learners).toContainEqual({
      fullName: 'Ada',
      attempts: 2,
      scores: [0, 100],
      bestScore: 100,
      passed: true,
    });

    const csv = await fetch(`${app.url}/api/v1/quizzes/${quiz.id}/results.csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'learner_name,learner_email,attempt,submitted_at,score_points,max_points,score_percent,passed,timed_out',
    );
    expect(lines).toHaveLength(11);
    expect(lines[1]).toMatch(/^Ada,.*,1,.*,0,10,0,no,no$/);
  });

  it('submits in the same statements whatever the number of questions and attempts', async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    // Each alone in its course, passed whatever the answers, and with questions missed (kept for review): both
    // submits then take the same path.
    const small = await createQuizAs(
      app,
      admin.token,
      (await createCourse(app)).course.id,
      quizInput({ passMarkPercent: 0 }),
    );
    const big = await createQuizAs(
      app,
      admin.token,
      (await createCourse(app)).course.id,
      quizInput({ passMarkPercent: 0, questions: Array.from({ length: 8 }, () => quizInput().questions).flat() }),
    );
    const submitted = async (quizId: string) => {
      const attempt = await start(app, learner.token, quizId);
      return (await app.captureQueries(() => submit(app, learner.token, attempt.id, allWrong(attempt)))).queries.length;
    };
    const first = await submitted(small.id);
    for (let round = 0; round < 5; round += 1) await submitted(big.id);
    expect(await submitted(big.id)).toBe(first);
  });
});
