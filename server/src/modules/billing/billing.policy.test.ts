import { describe, expect, it } from 'vitest';
import { canCancel, isWithinRefundWindow } from './billing.policy';

const DAY = 24 * 3600 * 1000;

describe('isWithinRefundWindow', () => {
  const paidAt = new Date('2026-03-01T10:00:00Z');
  it.each([
    [0, true],
    [13.9, true],
    [14, true],
    [14.01, false],
    [-1, false],
  ])('a payment %s days old, 14-day window -> %s', (days, expected) => {
    expect(isWithinRefundWindow(paidAt, new Date(paidAt.getTime() + days * DAY), 14)).toBe(expected);
  });

  it('a zero-day window refunds only at the same instant', () => {
    expect(isWithinRefundWindow(paidAt, new Date(paidAt.getTime() + 1), 0)).toBe(false);
  });
});

describe('canCancel', () => {
  it('allows a running subscription only', () => {
    expect([canCancel('active'), canCancel('past_due'), canCancel('canceled'), canCancel('inactive')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
