import { describe, expect, it } from 'vitest';
import {
  lastActivityText,
  learnerCountText,
  periodEndText,
  subscriptionStatusLabel,
  subscriptionStatusPalette,
} from './learnerFormat';

describe('learner formatting', () => {
  it('names every subscription status the server sends, and keeps an unknown one as it is', () => {
    expect(['active', 'inactive', 'past_due', 'canceled', 'paused'].map(subscriptionStatusLabel)).toEqual([
      'Active',
      'Not subscribed',
      'Payment due',
      'Cancelled',
      'paused',
    ]);
    expect(['active', 'past_due', 'canceled'].map(subscriptionStatusPalette)).toEqual(['green', 'yellow', 'gray']);
  });

  it('puts the period end in the right tense, and says nothing without one', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    expect(periodEndText('2027-06-15T12:00:00Z', now)).toBe('Period ends Jun 15, 2027');
    expect(periodEndText('2026-06-15T12:00:00Z', now)).toBe('Period ended Jun 15, 2026');
    expect(periodEndText(null, now)).toBeNull();
    expect(periodEndText('not a date', now)).toBeNull();
  });

  it("says 'Never' for an account never used", () => {
    expect(lastActivityText(null)).toBe('Never');
    expect(lastActivityText('2027-03-04T10:00:00Z')).toBe('Mar 4, 2027');
  });

  it('counts the learners shown of those matching, with the search', () => {
    expect(learnerCountText(0, 0, '')).toBe('No learners');
    expect(learnerCountText(1, 1, '')).toBe('1 learner');
    expect(learnerCountText(24, 130, '')).toBe('24 of 130 learners');
    expect(learnerCountText(2, 2, 'ada')).toBe('2 learners matching “ada”');
  });
});
