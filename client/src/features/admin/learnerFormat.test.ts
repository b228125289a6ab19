import { describe, expect, it } from 'vitest';
import { formatDateIn } from '../../i18n/format';
import { translator } from '../../i18n/i18n';
import {
  lastActivityText,
  learnerCountText,
  periodEndText,
  subscriptionStatusLabel,
  subscriptionStatusPalette,
} from './learnerFormat';

const t = translator.getFixedT('en', 'admin');
const hindi = translator.getFixedT('hi', 'admin');
const date = (iso: string | null | undefined) => formatDateIn(iso, 'en');

describe('learner formatting', () => {
  it('names every subscription status the server sends, and keeps an unknown one as it is', () => {
    expect(
      ['active', 'inactive', 'past_due', 'canceled', 'paused'].map((status) => subscriptionStatusLabel(t, status)),
    ).toEqual(['Active', 'Not subscribed', 'Payment due', 'Cancelled', 'paused']);
    expect(['active', 'past_due', 'canceled'].map(subscriptionStatusPalette)).toEqual(['green', 'yellow', 'gray']);
  });

  it('puts the period end in the right tense, and says nothing without one', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    expect(periodEndText(t, date, '2027-06-15T12:00:00Z', now)).toBe('Period ends Jun 15, 2027');
    expect(periodEndText(t, date, '2026-06-15T12:00:00Z', now)).toBe('Period ended Jun 15, 2026');
    expect(periodEndText(t, date, null, now)).toBeNull();
    expect(periodEndText(t, date, 'not a date', now)).toBeNull();
  });

  it("says 'Never' for an account never used", () => {
    expect(lastActivityText(t, date, null)).toBe('Never');
    expect(lastActivityText(t, date, '2027-03-04T10:00:00Z')).toBe('Mar 4, 2027');
  });

  it('counts the learners shown of those matching, with the search', () => {
    expect(learnerCountText(t, 0, 0, '')).toBe('No learners');
    expect(learnerCountText(t, 1, 1, '')).toBe('1 learner');
    expect(learnerCountText(t, 24, 130, '')).toBe('24 of 130 learners');
    expect(learnerCountText(t, 2, 2, 'ada')).toBe('2 learners matching “ada”');
  });

  it('speaks the admin’s language once its texts are in', async () => {
    await translator.loadLanguages('hi');
    await translator.loadNamespaces('admin');
    expect(subscriptionStatusLabel(hindi, 'past_due')).toBe('भुगतान बाकी');
    expect(learnerCountText(hindi, 24, 130, '')).toBe('130 में से 24 शिक्षार्थी');
  });
});
