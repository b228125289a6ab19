import { sql } from 'kysely';
import type { CourseTables } from '../../catalog/course/course.entity';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { quizDb } from './quiz-rows';

/** One learner's record at one quiz, as the admin's learners page lists it. */
export interface LearnerQuizView {
  quizId: string;
  quizTitle: string;
  courseId: string;
  courseTitle: string;
  attempts: number;
  bestScore: number;
  passed: boolean;
  lastSubmittedAt: Date;
}

const requestBatches = perRequest(({ em }: RequestScope) => ({
  quizzes: createBatch<string, LearnerQuizView[]>(async (userIds) => {
    const rows = await quizDb(em)
      .withTables<CourseTables>()
      .selectFrom('quiz_attempts as a')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .innerJoin('courses as c', 'c.id', 'q.course_id')
      .select((eb) => [
        'a.user_id',
        'q.id as quiz_id',
        'q.title as quiz_title',
        'c.id as course_id',
        'c.title as course_title',
        eb.fn.countAll<number | string>().as('attempts'),
        sql<number>`max(a.score_percent)`.as('best_score'),
        sql<boolean>`bool_or(a.passed)`.as('passed'),
        sql<Date>`max(a.submitted_at)`.as('last_submitted_at'),
      ])
      .where('a.user_id', 'in', userIds)
      .where('a.submitted_at', 'is not', null)
      .groupBy(['a.user_id', 'q.id', 'q.title', 'c.id', 'c.title'])
      .orderBy('last_submitted_at', 'desc')
      .execute();
    const byUser = new Map<string, LearnerQuizView[]>();
    for (const row of rows) {
      const list = byUser.get(row.user_id) ?? [];
      list.push({
        quizId: row.quiz_id,
        quizTitle: row.quiz_title,
        courseId: row.course_id,
        courseTitle: row.course_title,
        attempts: Number(row.attempts),
        bestScore: Number(row.best_score),
        passed: Boolean(row.passed),
        lastSubmittedAt: new Date(row.last_submitted_at),
      });
      byUser.set(row.user_id, list);
    }
    return byUser;
  }, []),
}));

/**
 * The quizzes a learner submitted attempts at, the latest first: attempts, best score, passed; one statement for
 * every user of an answer (the learners page lists many).
 */
export function quizResultsOfLearner(scope: RequestScope, userId: string): Promise<LearnerQuizView[]> {
  return requestBatches(scope).quizzes(userId);
}
