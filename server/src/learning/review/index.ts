/**
 * The review of missed questions: a spaced-repetition card (ts-fsrs) per learner and question a quiz reported missed,
 * the clip of a lecture that teaches it (from the captions, or an ADMIN's), the daily review and its retention. What
 * the rest of the app uses.
 */
export { QuestionClip, ReviewCard, ReviewLog } from './review.entity';
export { ReviewClipResolver, ReviewResolver } from './review.resolver';
export { subscribeReview } from './review-subscriptions';
