import { sql } from 'kysely';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import type { UserTables } from '../../identity/user/user.entity';
import type { Em } from '../../shared/orm';
import type { QuizTables } from './quiz.entity';
import type { StoredQuestion } from './quiz-questions';

/** What quiz statements are typed against (docs/decisions/0006-typed-sql.md). */
export const quizDb = (em: Em) => em.getKysely<QuizTables & LectureTables & UserTables>();

/** A JSON value for a jsonb column (the driver would send an array as a PostgreSQL array). */
export const jsonb = <T>(value: T) => sql<T>`${JSON.stringify(value)}::jsonb`;

/** A quiz's settings, as every reader sees them. */
export interface QuizView {
  id: string;
  courseId: string;
  afterLectureId: string | null;
  /** In-video: the moment of afterLecture where the player asks it; null: an item of its own. */
  atSeconds: number | null;
  skippable: boolean;
  position: number;
  title: string;
  passMarkPercent: number;
  attemptsAllowed: number | null;
  waitMinutes: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  timeLimitSeconds: number | null;
  version: number;
  questionCount: number;
  totalPoints: number;
  /** The current version's questions, keys included: services strip them before a learner sees them. */
  questions: StoredQuestion[];
}

/** Quizzes (`q`) with their current version's questions. */
export const quizzesWithQuestions = (em: Em) =>
  quizDb(em)
    .selectFrom('quizzes as q')
    .innerJoin('quiz_versions as v', (join) =>
      join.onRef('v.quiz_id', '=', 'q.id').onRef('v.version', '=', 'q.current_version'),
    )
    .select([
      'q.id',
      'q.course_id',
      'q.after_lecture_id',
      'q.at_seconds',
      'q.skippable',
      'q.position',
      'q.title',
      'q.pass_mark_percent',
      'q.attempts_allowed',
      'q.wait_minutes',
      'q.shuffle_questions',
      'q.shuffle_options',
      'q.time_limit_seconds',
      'q.current_version',
      sql<StoredQuestion[]>`v.questions`.as('questions'),
    ]);

type QuizRow = Awaited<ReturnType<ReturnType<typeof quizzesWithQuestions>['execute']>>[number];

export function toQuiz(row: QuizRow): QuizView {
  return {
    id: row.id,
    courseId: row.course_id,
    afterLectureId: row.after_lecture_id,
    atSeconds: row.after_lecture_id === null ? null : row.at_seconds,
    skippable: row.skippable,
    position: row.position,
    title: row.title,
    passMarkPercent: row.pass_mark_percent,
    attemptsAllowed: row.attempts_allowed,
    waitMinutes: row.wait_minutes,
    shuffleQuestions: row.shuffle_questions,
    shuffleOptions: row.shuffle_options,
    timeLimitSeconds: row.time_limit_seconds,
    version: row.current_version,
    questionCount: row.questions.length,
    totalPoints: row.questions.reduce((sum, question) => sum + question.points, 0),
    questions: row.questions,
  };
}
