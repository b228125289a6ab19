import { describe, expect, it } from 'vitest';
import { formatMoney, selectableYears } from './formatMoney';

describe('formatMoney', () => {
  it('formats in the plan currency, without trailing zeros for whole amounts', () => {
    expect(formatMoney(2495, 'INR')).toBe('₹2,495');
    expect(formatMoney(14.97, 'USD')).toBe('$14.97');
    expect(formatMoney(0, 'EUR')).toBe('€0');
  });
});

describe('selectableYears', () => {
  it('offers the current UTC year and the four before it', () => {
    expect(selectableYears(new Date('2026-01-01T00:30:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});
