import { sql } from 'kysely';
import { type CurriculumLectureView, loadCurricula } from '../../catalog/lecture/lecture-listing.service';
import type { Em } from '../../shared/orm';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { type QuizView, quizDb, quizzesWithQuestions, toQuiz } from './quiz-rows';

/** One entry of a course's items: a READY lecture or a quiz. */
export type CourseItemView =
  | { kind: 'LECTURE'; lecture: CurriculumLectureView; quiz: null }
  | { kind: 'QUIZ'; lecture: null; quiz: QuizView };

/** The quizzes of each course, by place then position, keyed by course: one statement. */
export async function loadCourseQuizzes(em: Em, courseIds: readonly string[]) {
  const quizzes = new Map<string, QuizView[]>(courseIds.map((id) => [id, []]));
  if (!courseIds.length) return quizzes;
  const rows = await quizzesWithQuestions(em).where('q.course_id', 'in', courseIds).orderBy('q.position').execute();
  for (const row of rows) quizzes.get(row.course_id)?.push(toQuiz(row));
  return quizzes;
}

/**
 * Lectures in their order, each followed by the quizzes placed after it; then the quizzes placed at the end, and
 * those whose lecture is not READY (they wait at the end until it is).
 */
export function orderItems(lectures: readonly CurriculumLectureView[], quizzes: readonly QuizView[]): CourseItemView[] {
  const shown = new Set(lectures.map((lecture) => lecture.id));
  const after = (lectureId: string) => quizzes.filter((quiz) => quiz.afterLectureId === lectureId);
  const asQuiz = (quiz: QuizView): CourseItemView => ({ kind: 'QUIZ', lecture: null, quiz });
  return [
    ...lectures.flatMap((lecture): CourseItemView[] => [
      { kind: 'LECTURE', lecture, quiz: null },
      ...after(lecture.id).map(asQuiz),
    ]),
    ...quizzes.filter((quiz) => quiz.afterLectureId === null || !shown.has(quiz.afterLectureId)).map(asQuiz),
  ];
}

const requestBatches = perRequest(({ em, viewer }: RequestScope) => ({
  items: createBatch<string, CourseItemView[]>(async (ids) => {
    const [curricula, quizzes] = await Promise.all([loadCurricula(em, viewer, ids), loadCourseQuizzes(em, ids)]);
    return new Map(ids.map((id) => [id, orderItems(curricula.get(id) ?? [], quizzes.get(id) ?? [])]));
  }, []),
}));

/** A course's lectures and quizzes in order, for everyone; two statements for any number of courses. */
export function courseItemsOf(scope: RequestScope, courseId: string): Promise<CourseItemView[]> {
  return requestBatches(scope).items(courseId);
}

/** How many quizzes each course has and how many of them the learner passed (any attempt); one statement. */
export async function loadQuizPasses(em: Em, userId: string, courseIds: readonly string[]) {
  const passes = new Map<string, { totalQuizzes: number; passedQuizzes: number }>();
  if (!courseIds.length) return passes;
  const rows = await quizDb(em)
    .selectFrom('quizzes as q')
    .select((eb) => [
      'q.course_id',
      eb.fn.count<number>('q.id').as('total'),
      eb.fn
        .count<number>('q.id')
        .filterWhere(({ exists, selectFrom }) =>
          exists(
            selectFrom('quiz_attempts as a')
              .select(sql.lit(1).as('one'))
              .whereRef('a.quiz_id', '=', 'q.id')
              .where('a.user_id', '=', userId)
              .where('a.passed', '=', true),
          ),
        )
        .as('passed'),
    ])
    .where('q.course_id', 'in', courseIds)
    .groupBy('q.course_id')
    .execute();
  for (const row of rows)
    passes.set(row.course_id, { totalQuizzes: Number(row.total), passedQuizzes: Number(row.passed) });
  return passes;
}

/** Whether the learner passed every quiz of the course (true for a course without quizzes); one statement. */
export async function everyQuizPassed(em: Em, userId: string, courseId: string): Promise<boolean> {
  const pass = (await loadQuizPasses(em, userId, [courseId])).get(courseId);
  return !pass || pass.passedQuizzes === pass.totalQuizzes;
}
