import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinorUnits, toMinorUnits } from './money';

describe('toMinorUnits', () => {
  it.each([
    [499, 'INR', 49_900],
    [4.99, 'USD', 499],
    [0.29, 'EUR', 29],
    [1.005, 'GBP', 101],
    [499, 'JPY', 499],
    [499.6, 'KRW', 500],
    [1.234, 'KWD', 1_230],
    [499, 'ISK', 49_900],
    [19.99, 'usd', 1_999],
  ])('%s %s -> %s', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it('round-trips through fromMinorUnits', () => {
    expect(fromMinorUnits(toMinorUnits(4.99, 'USD'), 'USD')).toBe(4.99);
    expect(fromMinorUnits(499, 'JPY')).toBe(499);
  });
});

describe('formatMoney', () => {
  it('uses the currency symbol and drops zero decimals of whole amounts', () => {
    expect(formatMoney(499, 'INR')).toBe('₹499');
    expect(formatMoney(4.99, 'USD')).toBe('$4.99');
    expect(formatMoney(4.5, 'USD')).toBe('$4.50');
  });
});
