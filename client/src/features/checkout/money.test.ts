import { describe, expect, it } from 'vitest';
import { billingPeriod, formatDate, formatPrice, refundTerms } from './money';

describe('checkout display helpers', () => {
  it('formats the price in the plan currency without trailing zeros for whole amounts', () => {
    expect(formatPrice(499, 'INR')).toBe('₹499');
    expect(formatPrice(4.99, 'usd')).toBe('$4.99');
    expect(formatPrice(499, 'JPY')).toBe('¥499');
  });

  it('falls back to amount and code for a currency Intl rejects', () => {
    expect(formatPrice(499, 'not-a-code')).toBe('499 not-a-code');
  });

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
