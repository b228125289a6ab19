import { describe, expect, it } from 'vitest';
import { billingPeriod, formatDate, refundTerms } from './money';

describe('checkout display helpers', () => {
  it('words the billing period and the refund terms', () => {
    expect(billingPeriod('year')).toBe('1 year');
    expect(refundTerms(14)).toBe('* within 14 days of payment; terms and conditions apply');
    expect(refundTerms(1)).toBe('* within 1 day of payment; terms and conditions apply');
  });

  it('formats dates and tolerates missing or broken ones', () => {
    expect(formatDate('2027-01-05T12:00:00.000Z')).toBe('Jan 5, 2027');
    expect(formatDate(null)).toBe('');
    expect(formatDate('yesterday')).toBe('');
  });
});
