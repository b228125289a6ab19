import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { type QuizView, quizzesWithQuestions, toQuiz } from './quiz-rows';

const requestBatches = perRequest(({ em }: RequestScope) => ({
  inVideo: createBatch<string, QuizView[]>(async (lectureIds) => {
    const rows = await quizzesWithQuestions(em)
      .where('q.after_lecture_id', 'in', lectureIds)
      .where('q.at_seconds', 'is not', null)
      .orderBy('q.at_seconds')
      .orderBy('q.position')
      .execute();
    const quizzes = new Map<string, QuizView[]>();
    for (const row of rows) {
      const quiz = toQuiz(row);
      quizzes.set(row.after_lecture_id as string, [...(quizzes.get(row.after_lecture_id as string) ?? []), quiz]);
    }
    return quizzes;
  }, []),
}));

/**
 * The quizzes asked inside a lecture's video, by their moment: one statement for every lecture of an answer. Their
 * questions still reach a learner only through an attempt, as any quiz's.
 */
export function inVideoQuizzesOf(scope: RequestScope, lectureId: string): Promise<QuizView[]> {
  return requestBatches(scope).inVideo(lectureId);
}
