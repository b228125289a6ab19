import { describe, expect, it } from 'vitest';
import { type ReviewResult, reviewSession, startSession } from './reviewSession';

const result = (correct: boolean): ReviewResult => ({
  __typename: 'ReviewAnswer',
  itemId: 'r-1',
  correct,
  scheduled: true,
  nextDue: '2026-12-02T10:00:00.000Z',
  correctOptionIds: ['o-1'],
  acceptedAnswers: [],
  explanation: 'Serializable',
  clip: null,
});

describe('a review sitting', () => {
  it('replays after a miss and asks the same item again after Try again', () => {
    const missed = reviewSession(startSession, { type: 'answered', result: result(false) });
    expect(missed).toEqual({ index: 0, phase: 'replaying', missed: result(false), lastRight: null });
    expect(reviewSession(missed, { type: 'tryAgain' })).toEqual({
      index: 0,
      phase: 'asking',
      missed: null,
      lastRight: null,
    });
  });

  it('moves on after a right answer, keeping it to say when the item comes back', () => {
    expect(reviewSession(startSession, { type: 'answered', result: result(true) })).toEqual({
      index: 1,
      phase: 'asking',
      missed: null,
      lastRight: result(true),
    });
  });
});
