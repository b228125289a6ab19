import { describe, expect, it } from 'vitest';
import { billingPeriod, refundTerms } from './money';

describe('checkout display helpers', () => {
  it('words the billing period and the refund terms', () => {
    expect(billingPeriod('year')).toBe('1 year');
    expect(refundTerms(14)).toBe('* within 14 days of payment; terms and conditions apply');
    expect(refundTerms(1)).toBe('* within 1 day of payment; terms and conditions apply');
  });
});
