import { sql } from 'kysely';
import { canWatchLectures } from '../../identity/user/user.policy';
import { forbidden, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireViewer, type Viewer } from '../../shared/viewer';
import { gradeAnswers } from '../quiz/quiz-questions';
import { reviewDb } from './question-clips';
import { REVIEW_DENIED_MESSAGE } from './review.messages';
import { type ReviewAnswerInput, reviewAnswerSchema } from './review.rules';
import {
  clipOf,
  ownCardRows,
  ownCards,
  type ReviewClipView,
  type ReviewItemView,
  scheduleOfRow,
  storedQuestionOf,
  toReviewItem,
} from './review-rows';
import { gradeSchedule } from './review-scheduler';

/** What fits the daily five minutes: about 30 s a question, a clip replayed now and then. */
export const REVIEW_ITEMS_MAX = 10;

/** A review right after this long since the card was last seen measures retention, not short-term memory. */
const RETENTION_AFTER = '1 day';

/** The review is part of the lectures it replays: whoever may watch them (ADMIN, active subscriber) reviews. */
function requireReviewer(viewer: Viewer | null): Viewer {
  const known = requireViewer(viewer);
  if (!canWatchLectures(known)) throw forbidden(REVIEW_DENIED_MESSAGE);
  return known;
}

/** The caller's cards due now, oldest first, at most REVIEW_ITEMS_MAX, and how many are due in all: one statement. */
export async function dueReview(scope: RequestScope): Promise<{ dueCount: number; items: ReviewItemView[] }> {
  const viewer = requireReviewer(scope.viewer);
  const rows = await ownCardRows(scope.em, viewer)
    .select(sql<string>`count(*) over ()`.as('due_count'))
    .where('c.due', '<=', scope.deps.clock.now())
    .orderBy('c.due')
    .orderBy('c.id')
    .limit(REVIEW_ITEMS_MAX)
    .execute();
  return { dueCount: Number(rows[0]?.due_count ?? 0), items: rows.map(toReviewItem) };
}

export interface ReviewAnswerView {
  itemId: string;
  correct: boolean;
  /** Whether the answer moved the schedule: only an answer to a due card does; a retry after a miss is practice. */
  scheduled: boolean;
  nextDue: Date;
  correctOptionIds: string[];
  acceptedAnswers: string[];
  explanation: string;
  /** When wrong: the clip to watch before trying again. */
  clip: ReviewClipView | null;
}

/**
 * Answers one of the caller's cards. A due card is graded through ts-fsrs by the app's clock (right: Good, wrong:
 * Again), its answer logged for retention; a card not due (the retry after a miss, the same day) is checked and nothing
 * else, so practice never moves the schedule. The key comes back either way; the clip when wrong. Another learner's
 * card is NOT_FOUND, as a missing one.
 */
export async function answerReviewItem(
  scope: RequestScope,
  itemId: string,
  input: ReviewAnswerInput,
): Promise<ReviewAnswerView> {
  const viewer = requireReviewer(scope.viewer);
  const id = knownId(itemId, 'Review item');
  const answer = parseInput(reviewAnswerSchema, input);
  const now = scope.deps.clock.now();
  return scope.em.transactional(async (tx) => {
    const row = await ownCardRows(tx, viewer).where('c.id', '=', id).forUpdate('c').executeTakeFirst();
    if (!row) throw notFound('Review item');
    const question = storedQuestionOf(row);
    const [graded] = gradeAnswers([question], [{ questionId: question.id, ...answer }]);
    const correct = graded?.correct ?? false;
    const before = scheduleOfRow(row);
    const due = before.due <= now;
    let nextDue = before.due;
    if (due) {
      const { rating, schedule } = gradeSchedule(before, now, correct);
      const db = reviewDb(tx);
      await db
        .updateTable('review_cards')
        .set({
          due: schedule.due,
          stability: schedule.stability,
          difficulty: schedule.difficulty,
          scheduled_days: schedule.scheduledDays,
          learning_steps: schedule.learningSteps,
          reps: schedule.reps,
          lapses: schedule.lapses,
          state: schedule.state,
          last_review: schedule.lastReview,
        })
        .where('id', '=', id)
        .execute();
      await db
        .insertInto('review_logs')
        .values({
          id: crypto.randomUUID(),
          card_id: id,
          user_id: viewer.id,
          correct,
          rating,
          reviewed_at: now,
          due_at: before.due,
          previous_at: before.lastReview ?? new Date(row.created_at),
        })
        .execute();
      nextDue = schedule.due;
    }
    return {
      itemId: id,
      correct,
      scheduled: due,
      nextDue,
      correctOptionIds: question.correctOptionIds,
      acceptedAnswers: question.acceptedAnswers,
      explanation: question.explanation,
      clip: correct ? null : clipOf(row),
    };
  });
}

export interface ReviewStatsView {
  dueNow: number;
  cards: number;
  /** Reviews of a card due and kept at least a day since it was last seen: what retention is measured on. */
  reviewsCounted: number;
  /** The share of those answered right, 0–100; null before any. */
  retentionPercent: number | null;
}

/** The caller's review in numbers: two statements. */
export async function reviewStats(scope: RequestScope): Promise<ReviewStatsView> {
  const viewer = requireReviewer(scope.viewer);
  const now = scope.deps.clock.now();
  const cards = await ownCards(scope.em, viewer)
    .select((eb) => [
      eb.fn.countAll<string>().as('cards'),
      sql<string>`count(*) filter (where c.due <= ${now}::timestamptz)`.as('due_now'),
    ])
    .executeTakeFirstOrThrow();
  const counted = sql`reviewed_at >= due_at and reviewed_at - previous_at >= ${RETENTION_AFTER}::interval`;
  const logs = await reviewDb(scope.em)
    .selectFrom('review_logs')
    .select([
      sql<string>`count(*) filter (where ${counted})`.as('counted'),
      sql<string>`count(*) filter (where ${counted} and correct)`.as('retained'),
    ])
    .where('user_id', '=', viewer.id)
    .executeTakeFirstOrThrow();
  const reviewsCounted = Number(logs.counted);
  return {
    dueNow: Number(cards.due_now),
    cards: Number(cards.cards),
    reviewsCounted,
    retentionPercent: reviewsCounted ? Math.round((1000 * Number(logs.retained)) / reviewsCounted) / 10 : null,
  };
}
