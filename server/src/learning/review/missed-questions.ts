import { sql } from 'kysely';
import type { DomainEventData } from '../../events/domain-events';
import type { Em } from '../../shared/orm';
import type { StoredQuestion } from '../quiz/quiz-questions';
import { clipsFor, reviewDb } from './question-clips';
import { FIRST_REVIEW_AFTER_MS, newSchedule } from './review-scheduler';

/**
 * Keeps the questions of a quiz a learner just missed for review, in the submit's transaction: a new card is first due
 * a day later (the next daily review), and a card the learner already had is made due now, since they just forgot it
 * again. Either way its clip is chosen afresh. At most five statements whatever the number of questions.
 */
export async function keepMissedQuestions(em: Em, missed: DomainEventData['quiz.missed']) {
  const db = reviewDb(em);
  const quiz = await db
    .selectFrom('quizzes as q')
    .innerJoin('quiz_versions as v', 'v.quiz_id', 'q.id')
    .select([
      'q.id',
      'q.course_id',
      'q.after_lecture_id',
      'q.at_seconds',
      sql<StoredQuestion[]>`v.questions`.as('questions'),
    ])
    .where('q.id', '=', missed.quizId)
    .where('v.version', '=', missed.version)
    .executeTakeFirst();
  if (!quiz) return;
  const ids = new Set(missed.questionIds);
  const questions = quiz.questions.filter((question) => ids.has(question.id));
  if (!questions.length) return;
  const clips = await clipsFor(
    em,
    { quizId: quiz.id, courseId: quiz.course_id, afterLectureId: quiz.after_lecture_id, atSeconds: quiz.at_seconds },
    questions,
  );
  const answeredAt = new Date(missed.answeredAt);
  const first = newSchedule(new Date(answeredAt.getTime() + FIRST_REVIEW_AFTER_MS));
  await db
    .insertInto('review_cards')
    .values(
      questions.map((question) => {
        const clip = clips.get(question.id) ?? null;
        return {
          id: crypto.randomUUID(),
          user_id: missed.userId,
          quiz_id: quiz.id,
          question_id: question.id,
          clip_lecture_id: clip?.lectureId ?? null,
          clip_start_seconds: clip?.startSeconds ?? null,
          clip_end_seconds: clip?.endSeconds ?? null,
          due: first.due,
          stability: first.stability,
          difficulty: first.difficulty,
          scheduled_days: first.scheduledDays,
          learning_steps: first.learningSteps,
          reps: first.reps,
          lapses: first.lapses,
          state: first.state,
          last_review: first.lastReview,
          created_at: answeredAt,
        };
      }),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'quiz_id', 'question_id']).doUpdateSet((eb) => ({
        due: sql<Date>`least(${eb.ref('review_cards.due')}, ${answeredAt}::timestamptz)`,
        clip_lecture_id: eb.ref('excluded.clip_lecture_id'),
        clip_start_seconds: eb.ref('excluded.clip_start_seconds'),
        clip_end_seconds: eb.ref('excluded.clip_end_seconds'),
      })),
    )
    .execute();
}
