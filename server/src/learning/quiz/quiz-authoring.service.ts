import { quizMessages, quizSchema } from '@coursehub/shared';
import { sql } from 'kysely';
import type { CourseTables } from '../../catalog/course/course.entity';
import { seesDrafts } from '../../catalog/course/course-catalog.service';
import { badInput, notFound } from '../../shared/errors';
import { isUuid, knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import { AFTER_LECTURE_MESSAGE } from './quiz.messages';
import { type StoredQuestion, toStoredQuestions } from './quiz-questions';
import { jsonb, type QuizView, quizDb, quizzesWithQuestions, toQuiz } from './quiz-rows';

/** The builder's fields, as the GraphQL input and the shared schema have them. */
export type QuizInput = Parameters<typeof quizSchema.parse>[0];

/**
 * The lecture the quiz follows, of the quiz's own course; an in-video moment must fall inside that lecture's video
 * (when its length is known: a lecture still processing has none yet).
 */
async function checkPlace(em: Em, courseId: string, fields: QuizFields) {
  const { afterLectureId, atSeconds } = fields;
  if (afterLectureId === null) return null;
  const lecture = isUuid(afterLectureId)
    ? await quizDb(em)
        .selectFrom('lectures')
        .select(['id', 'duration_seconds'])
        .where('id', '=', afterLectureId)
        .where('course_id', '=', courseId)
        .executeTakeFirst()
    : undefined;
  if (!lecture) throw badInput(AFTER_LECTURE_MESSAGE, 'afterLectureId');
  if (atSeconds !== null && lecture.duration_seconds !== null && atSeconds >= Number(lecture.duration_seconds)) {
    throw badInput(quizMessages.momentPastEnd, 'atSeconds');
  }
  return lecture.id;
}

type QuizFields = ReturnType<typeof quizSchema.parse>;

const settingsOf = (fields: QuizFields, afterLectureId: string | null) => ({
  after_lecture_id: afterLectureId,
  at_seconds: fields.atSeconds,
  skippable: fields.skippable,
  title: fields.title,
  pass_mark_percent: fields.passMarkPercent,
  attempts_allowed: fields.attemptsAllowed,
  wait_minutes: fields.waitMinutes,
  shuffle_questions: fields.shuffleQuestions,
  shuffle_options: fields.shuffleOptions,
  time_limit_seconds: fields.timeLimitSeconds,
});

export async function loadQuiz(em: Em, id: string): Promise<QuizView> {
  const row = await quizzesWithQuestions(em).where('q.id', '=', knownId(id, 'Quiz')).executeTakeFirst();
  if (!row) throw notFound('Quiz');
  return toQuiz(row);
}

/**
 * A quiz as the caller may see and take it: a DRAFT course's quizzes are its ADMINs' alone, NOT_FOUND to anyone else
 * as the draft itself and its lectures are.
 */
export async function loadVisibleQuiz({ em, viewer }: RequestScope, id: string): Promise<QuizView> {
  const publishedCourses = quizDb(em)
    .withTables<CourseTables>()
    .selectFrom('courses')
    .select('id')
    .where('status', '=', 'PUBLISHED');
  const row = await quizzesWithQuestions(em)
    .where('q.id', '=', knownId(id, 'Quiz'))
    .$if(!seesDrafts(viewer), (query) => query.where('q.course_id', 'in', publishedCourses))
    .executeTakeFirst();
  if (!row) throw notFound('Quiz');
  return toQuiz(row);
}

/**
 * ADMIN: a quiz at the end of its course's items, or after one of its lectures (or inside its video, at a moment);
 * its questions are version 1.
 */
export async function createQuiz({ em, viewer }: RequestScope, courseId: string, input: QuizInput): Promise<QuizView> {
  requireRole(viewer, 'ADMIN');
  const course = knownId(courseId, 'Course');
  const fields = parseInput(quizSchema, input);
  const exists = await em
    .getKysely<CourseTables>()
    .selectFrom('courses')
    .select('id')
    .where('id', '=', course)
    .executeTakeFirst();
  if (!exists) throw notFound('Course');
  const afterLectureId = await checkPlace(em, course, fields);
  const id = await em.transactional(async (tx) => {
    const db = quizDb(tx);
    const created = await db
      .insertInto('quizzes')
      .values({
        id: crypto.randomUUID(),
        course_id: course,
        position: db
          .selectFrom('quizzes')
          .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'))
          .where('course_id', '=', course),
        current_version: 1,
        created_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
        ...settingsOf(fields, afterLectureId),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('quiz_versions')
      .values({
        quiz_id: created.id,
        version: 1,
        questions: jsonb(toStoredQuestions(fields.questions, new Set())),
        created_at: sql<Date>`now()`,
      })
      .execute();
    return created.id;
  });
  return loadQuiz(em, id);
}

/**
 * What a question asks and accepts, without the option ids a version gives: equal content needs no new version.
 * Listed in a fixed order, since jsonb does not keep the order of an object's keys.
 */
const contentOf = (questions: readonly StoredQuestion[]) =>
  JSON.stringify(
    questions.map((question) => [
      question.id,
      question.type,
      question.prompt,
      question.explanation,
      question.points,
      question.options.map((option) => option.text),
      question.correctOptionIds.map((id) => question.options.findIndex((option) => option.id === id)),
      question.acceptedAnswers,
    ]),
  );

/**
 * ADMIN: changes a quiz's settings and questions. Changed questions become a new version that the next attempts
 * take; attempts already made keep the version they were graded against, and their scores.
 */
export async function updateQuiz({ em, viewer }: RequestScope, id: string, input: QuizInput): Promise<QuizView> {
  requireRole(viewer, 'ADMIN');
  const fields = parseInput(quizSchema, input);
  const current = await loadQuiz(em, id);
  const afterLectureId = await checkPlace(em, current.courseId, fields);
  const questions = toStoredQuestions(fields.questions, new Set(current.questions.map((question) => question.id)));
  const changed = contentOf(questions) !== contentOf(current.questions);
  const version = changed ? current.version + 1 : current.version;
  await em.transactional(async (tx) => {
    const db = quizDb(tx);
    if (changed) {
      await db
        .insertInto('quiz_versions')
        .values({ quiz_id: current.id, version, questions: jsonb(questions), created_at: sql<Date>`now()` })
        .execute();
    }
    await db
      .updateTable('quizzes')
      .set({ ...settingsOf(fields, afterLectureId), current_version: version, updated_at: sql<Date>`now()` })
      .where('id', '=', current.id)
      .execute();
  });
  return loadQuiz(em, current.id);
}

/** ADMIN: deletes a quiz, its versions and every attempt at it. */
export async function deleteQuiz({ em, viewer }: RequestScope, id: string): Promise<string> {
  requireRole(viewer, 'ADMIN');
  const deleted = await quizDb(em)
    .deleteFrom('quizzes')
    .where('id', '=', knownId(id, 'Quiz'))
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw notFound('Quiz');
  return deleted.id;
}
