import { describe, expect, it } from 'vitest';
import { describeDurationIn, formatCurrency, formatDateIn, formatNumber, formatTimeAgoIn } from './format';
import { translator } from './i18n';

describe('Intl formatting per language', () => {
  it('groups rupees by lakh in Hindi and by thousand in English', () => {
    expect(formatCurrency(250000, 'INR', 'hi')).toBe('₹2,50,000');
    expect(formatCurrency(250000, 'INR', 'en')).toBe('₹250,000');
    expect(formatCurrency(4.99, 'usd', 'en')).toBe('$4.99');
    expect(formatNumber(12345678, 'hi')).toBe('1,23,45,678');
    expect(formatCurrency(499, 'not-a-code', 'hi')).toBe('499 not-a-code');
  });

  it('writes dates in the language, and nothing for a broken one', () => {
    expect(formatDateIn('2027-01-05T12:00:00.000Z', 'en')).toBe('Jan 5, 2027');
    expect(formatDateIn('2027-01-05T12:00:00.000Z', 'hi')).toBe('5 जन॰ 2027');
    expect(formatDateIn('yesterday', 'hi')).toBe('');
  });

  it('says how long ago in the language', () => {
    const now = Date.parse('2027-01-05T12:00:00.000Z');
    expect(formatTimeAgoIn('2027-01-05T09:00:00.000Z', 'en', now)).toBe('3 hours ago');
    expect(formatTimeAgoIn('2027-01-04T12:00:00.000Z', 'en', now)).toBe('yesterday');
    expect(formatTimeAgoIn('2027-01-05T11:59:50.000Z', 'en', now)).toBe('now');
    expect(formatTimeAgoIn('2027-01-04T12:00:00.000Z', 'hi', now)).toBe('कल');
    expect(formatTimeAgoIn('not a date', 'en', now)).toBe('');
  });

  it('says durations with the language’s plurals', async () => {
    // The app's own translator, not one made here: making one also makes it react-i18next's default, which the
    // components rendered alone by later tests in this worker would then read.
    await translator.loadLanguages('hi');
    expect(describeDurationIn(1, translator.getFixedT('en', 'common'))).toBe('1 second');
    expect(describeDurationIn(42, translator.getFixedT('en', 'common'))).toBe('42 seconds');
    expect(describeDurationIn(3725, translator.getFixedT('en', 'common'))).toBe('1 h 2 min');
    expect(describeDurationIn(725, translator.getFixedT('hi', 'common'))).toBe('12 मिनट');
  });
});
