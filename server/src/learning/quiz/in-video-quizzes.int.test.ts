import { quizMessages } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { allRight, CREATE_QUIZ, createQuizAs, quizInput, start, submit } from '../../../test/quiz-factories';

let app: TestApp;
let admin: { token: string };

withAdminApp((started) => {
  ({ app, admin } = started);
});

const LECTURE_QUESTIONS = `query Questions($id: ID!) { course(id: $id) {
  lectures { lecture { id questions { id title atSeconds skippable afterLectureId } } }
  progress { passedQuizzes totalQuizzes } } }`;

interface Answer {
  course: {
    lectures: {
      lecture: { id: string; questions: { id: string; title: string; atSeconds: number; skippable: boolean }[] } | null;
    }[];
    progress: { passedQuizzes: number; totalQuizzes: number } | null;
  };
}

async function questionsOf(token: string, courseId: string) {
  const response = await gql<Answer>(app, LECTURE_QUESTIONS, { id: courseId }, { token });
  expect(response.errors).toBeUndefined();
  return response.data?.course as Answer['course'];
}

async function createError(courseId: string, input: ReturnType<typeof quizInput>) {
  const response = await gql(app, CREATE_QUIZ, { courseId, input }, admin);
  return { code: response.errors?.[0]?.extensions?.code, message: response.errors?.[0]?.message };
}

describe('in-video questions', () => {
  it("are listed on their lecture by moment, for whoever may watch it, and count like the course's quizzes", async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2, lectureSeconds: 120 });
    const [first, second] = lectures.map((lecture) => lecture.id);
    const late = await createQuizAs(
      app,
      admin.token,
      course.id,
      quizInput({ title: 'Late check', afterLectureId: first, atSeconds: 90 }),
    );
    const early = await createQuizAs(
      app,
      admin.token,
      course.id,
      quizInput({ title: 'Early check', afterLectureId: first, atSeconds: 15, skippable: true }),
    );
    await createQuizAs(app, admin.token, course.id, quizInput({ title: 'After the lecture', afterLectureId: first }));
    const learner = await createUser(app, { subscriptionStatus: 'active' });

    const before = await questionsOf(learner.token, course.id);
    const byLecture = new Map(before.lectures.map(({ lecture }) => [lecture?.id, lecture?.questions]));
    expect(byLecture.get(first)).toEqual([
      { id: early.id, title: 'Early check', atSeconds: 15, skippable: true, afterLectureId: first },
      { id: late.id, title: 'Late check', atSeconds: 90, skippable: false, afterLectureId: first },
    ]);
    expect(byLecture.get(second)).toEqual([]);
    expect(before.progress).toEqual({ passedQuizzes: 0, totalQuizzes: 3 });

    const attempt = await start(app, learner.token, early.id);
    await submit(app, learner.token, attempt.id, allRight(attempt));
    expect((await questionsOf(learner.token, course.id)).progress).toEqual({ passedQuizzes: 1, totalQuizzes: 3 });
  });

  it('are read in one statement for every lecture of an answer', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 4, lectureSeconds: 60 });
    for (const lecture of lectures) {
      await createQuizAs(app, admin.token, course.id, quizInput({ afterLectureId: lecture.id, atSeconds: 30 }));
    }
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const { queries } = await app.captureQueries(() => questionsOf(learner.token, course.id));
    expect(queries.filter((sql) => /"at_seconds" is not null/.test(sql))).toHaveLength(1);
  });

  it('need the lecture they pause, and a moment inside its video', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1, lectureSeconds: 60 });
    expect(await createError(course.id, quizInput({ atSeconds: 10 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: quizMessages.momentNeedsLecture,
    });
    expect(await createError(course.id, quizInput({ afterLectureId: lectures[0]?.id, atSeconds: 60 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: quizMessages.momentPastEnd,
    });
    expect(await createError(course.id, quizInput({ afterLectureId: lectures[0]?.id, atSeconds: -1 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: quizMessages.moment,
    });
  });

  it('become items of their own when their lecture is deleted', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1, lectureSeconds: 60 });
    const quiz = await createQuizAs(
      app,
      admin.token,
      course.id,
      quizInput({ afterLectureId: lectures[0]?.id, atSeconds: 20 }),
    );
    const deleted = await gql(
      app,
      'mutation D($courseId: ID!, $lectureId: ID!) { deleteLecture(courseId: $courseId, lectureId: $lectureId) { message } }',
      { courseId: course.id, lectureId: lectures[0]?.id },
      admin,
    );
    expect(deleted.errors).toBeUndefined();
    const read = await gql<{ quiz: { afterLectureId: string | null; atSeconds: number | null } }>(
      app,
      'query Q($id: ID!) { quiz(id: $id) { afterLectureId atSeconds } }',
      { id: quiz.id },
    );
    expect(read.data?.quiz).toEqual({ afterLectureId: null, atSeconds: null });
  });
});
