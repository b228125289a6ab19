import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('formats in the plan currency, without trailing zeros for whole amounts', () => {
    expect(formatMoney(2495, 'INR')).toBe('₹2,495');
    expect(formatMoney(14.97, 'USD')).toBe('$14.97');
    expect(formatMoney(0, 'EUR')).toBe('€0');
    expect(formatMoney(499, 'INR')).toBe('₹499');
    expect(formatMoney(4.99, 'usd')).toBe('$4.99');
    expect(formatMoney(499, 'JPY')).toBe('¥499');
  });

  it('falls back to amount and code for a currency Intl rejects', () => {
    expect(formatMoney(499, 'not-a-code')).toBe('499 not-a-code');
  });
});
