import { type Card, createEmptyCard, fsrs, Rating, State } from 'ts-fsrs';
import type { CardState } from './review.entity';

/**
 * The scheduler of every card: ts-fsrs with its default weights and retention. Short-term steps are off, since the
 * review is daily and a miss is retried at once on the page, so every interval is a whole number of days; fuzz is off,
 * so the same answers give the same schedule.
 */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

/** A missed question is first reviewed the day after: the next daily review, not the same sitting. */
export const FIRST_REVIEW_AFTER_MS = 24 * 60 * 60 * 1000;

/** A card's schedule as its row keeps it. */
export interface CardSchedule {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: CardState;
  lastReview: Date | null;
}

const scheduleOf = (card: Card): CardSchedule => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: State[card.state] as CardState,
  lastReview: card.last_review ?? null,
});

const cardOf = (schedule: CardSchedule): Card => ({
  due: schedule.due,
  stability: schedule.stability,
  difficulty: schedule.difficulty,
  // Deprecated in ts-fsrs 5: it counts the days from last_review itself.
  elapsed_days: 0,
  scheduled_days: schedule.scheduledDays,
  learning_steps: schedule.learningSteps,
  reps: schedule.reps,
  lapses: schedule.lapses,
  state: State[schedule.state],
  last_review: schedule.lastReview ?? undefined,
});

/** A card never reviewed, first due at `due`. */
export const newSchedule = (due: Date): CardSchedule => scheduleOf(createEmptyCard(due));

/** A review answer graded: right is Good, wrong is Again. */
export function gradeSchedule(schedule: CardSchedule, now: Date, correct: boolean) {
  const rating = correct ? Rating.Good : Rating.Again;
  return { rating, schedule: scheduleOf(scheduler.next(cardOf(schedule), now, rating).card) };
}
