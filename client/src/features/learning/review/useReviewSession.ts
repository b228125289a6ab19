import { useMutation } from '@apollo/client/react';
import { useReducer } from 'react';
import type { ReviewAnswerInput } from '../../../gql/graphql';
import { AnswerReviewItemMutation } from './reviewDocuments';
import { reviewSession, startSession } from './reviewSession';

/**
 * One sitting of the review over `itemIds` (the due items as the page loaded them): answers each through the server,
 * which grades and schedules it, and walks the items as reviewSession says. `failed` is set when an answer could not
 * be checked (the learner answers again).
 */
export function useReviewSession(itemIds: readonly string[]) {
  const [state, dispatch] = useReducer(reviewSession, startSession);
  const [answerItem, { loading: checking, error }] = useMutation(AnswerReviewItemMutation);
  const currentId = itemIds[state.index] ?? null;

  const answer = async (input: ReviewAnswerInput) => {
    if (!currentId) return;
    // A refused or lost answer leaves the item asked; the mutation's `error` tells the page to say so.
    const { data } = await answerItem({ variables: { id: currentId, answer: input } }).catch(() => ({ data: null }));
    if (data) dispatch({ type: 'answered', result: data.answerReviewItem });
  };

  return {
    ...state,
    currentId,
    done: currentId === null,
    checking,
    failed: Boolean(error),
    answer,
    tryAgain: () => dispatch({ type: 'tryAgain' }),
  };
}
