import type { AnswerReviewItemMutationMutation } from '../../../gql/graphql';

export type ReviewResult = AnswerReviewItemMutationMutation['answerReviewItem'];

/**
 * Where a sitting of the review stands: the item shown (`index`; past the last one, the sitting is done) and whether
 * its question is asked or, after a miss, its clip replayed before the learner tries again. `lastRight` is the answer
 * that moved on to this item, for the page to say so.
 */
export interface ReviewSessionState {
  index: number;
  phase: 'asking' | 'replaying';
  missed: ReviewResult | null;
  lastRight: ReviewResult | null;
}

export type ReviewSessionAction = { type: 'answered'; result: ReviewResult } | { type: 'tryAgain' };

export const startSession: ReviewSessionState = { index: 0, phase: 'asking', missed: null, lastRight: null };

/** A right answer moves on to the next item; a wrong one replays the clip, then the same item is asked again. */
export function reviewSession(state: ReviewSessionState, action: ReviewSessionAction): ReviewSessionState {
  switch (action.type) {
    case 'answered':
      return action.result.correct
        ? { index: state.index + 1, phase: 'asking', missed: null, lastRight: action.result }
        : { ...state, phase: 'replaying', missed: action.result, lastRight: null };
    case 'tryAgain':
      return { ...state, phase: 'asking', missed: null };
  }
}
