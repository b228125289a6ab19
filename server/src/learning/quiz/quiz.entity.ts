import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Course } from '../../catalog/course/course.entity';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { User } from '../../identity/user/user.entity';
import { nowOnCreate, uuidPrimaryKey } from '../../shared/orm';
import type { GradedAnswer, PresentedQuestion, StoredQuestion } from './quiz-questions';

/**
 * A quiz among a course's items. Its place is `afterLecture` (null: after every lecture) and `position` among the
 * quizzes at that place, so the course's order of lectures is never rewritten for a quiz, and a quiz moves with its
 * lecture when lectures are reordered; with `atSeconds` it is asked inside that lecture's video. The questions live in versions: an edit of the questions adds a version, so
 * attempts keep the questions they were graded against.
 */
const QuizSchema = defineEntity({
  name: 'Quiz',
  tableName: 'quizzes',
  properties: {
    id: uuidPrimaryKey(),
    course: () => p.manyToOne(Course).ref().deleteRule('cascade').index(),
    /** Deleting the lecture moves the quiz to the end of the course rather than deleting it. */
    afterLecture: () => p.manyToOne(Lecture).ref().nullable().deleteRule('set null').index(),
    position: p.integer(),
    /**
     * In-video: the moment of `afterLecture` where its player pauses and asks the quiz; null: an item of its own.
     * Ignored once the lecture is deleted (the quiz then waits at the end of the course, as any other).
     */
    atSeconds: p.integer().nullable(),
    /** In-video: whether the learner may skip it and watch on (it still counts, from the course's items). */
    skippable: p.boolean().default(false),
    title: p.string().length(200),
    passMarkPercent: p.smallint(),
    /** Null: unlimited. */
    attemptsAllowed: p.integer().nullable(),
    waitMinutes: p.integer().default(0),
    shuffleQuestions: p.boolean().default(false),
    shuffleOptions: p.boolean().default(false),
    /** Null: untimed. Enforced by the server from the attempt's start. */
    timeLimitSeconds: p.integer().nullable(),
    /** The version learners take now (the highest). */
    currentVersion: p.integer().default(1),
    createdAt: nowOnCreate(),
    updatedAt: nowOnCreate(),
  },
});

export class Quiz extends QuizSchema.class {}
QuizSchema.setClass(Quiz);

/** The questions of a quiz as they were between two edits; never changed once written. */
const QuizVersionSchema = defineEntity({
  name: 'QuizVersion',
  tableName: 'quiz_versions',
  properties: {
    quiz: () => p.manyToOne(Quiz).ref().deleteRule('cascade').primary(),
    version: p.integer().primary(),
    questions: p.json<StoredQuestion[]>(),
    createdAt: nowOnCreate(),
  },
});

export class QuizVersion extends QuizVersionSchema.class {}
QuizVersionSchema.setClass(QuizVersion);

/**
 * One learner's go at a quiz: the version and the order it was shown in, then, once submitted, each answer as graded
 * and the score. `number` counts the learner's attempts at the quiz (1, 2, …); it is unique, so two concurrent starts
 * cannot both take the last attempt allowed.
 */
const QuizAttemptSchema = defineEntity({
  name: 'QuizAttempt',
  tableName: 'quiz_attempts',
  properties: {
    id: uuidPrimaryKey(),
    quiz: () => p.manyToOne(Quiz).ref().deleteRule('cascade'),
    user: () => p.manyToOne(User).ref().deleteRule('cascade').index(),
    number: p.integer(),
    version: p.integer(),
    /** The questions in the order shown, each with its options in the order shown. */
    presented: p.json<PresentedQuestion[]>(),
    startedAt: p.datetime(),
    /** started_at plus the time limit; null when untimed. */
    deadlineAt: p.datetime().nullable(),
    submittedAt: p.datetime().nullable(),
    graded: p.json<GradedAnswer[]>().nullable(),
    scorePoints: p.double().nullable(),
    maxPoints: p.double().nullable(),
    scorePercent: p.double().nullable(),
    passed: p.boolean().nullable(),
    /** Submitted after the deadline: the answers were not counted. */
    late: p.boolean().default(false),
  },
  uniques: [{ properties: ['quiz', 'user', 'number'] }],
});

export class QuizAttempt extends QuizAttemptSchema.class {}
QuizAttemptSchema.setClass(QuizAttempt);

/** The quiz tables as typed SQL sees them (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type QuizTables = InferKyselyDB<typeof QuizSchema> &
  InferKyselyDB<typeof QuizVersionSchema> &
  InferKyselyDB<typeof QuizAttemptSchema>;
