import type { DomainEventBus } from '../../events/domain-events';
import { keepMissedQuestions } from './missed-questions';

/**
 * The review keeps what the quiz reports missed, in the submit's transaction: the learner's next look at the review
 * sees the card, and a failed write undoes the submit rather than losing the miss. The quiz module cannot import the
 * review (the review reads quizzes), so it publishes and this subscribes.
 */
export function subscribeReview<C>(events: DomainEventBus<C>) {
  events.onInTransaction('quiz.missed', keepMissedQuestions);
}
