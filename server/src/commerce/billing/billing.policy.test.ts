import { describe, expect, it } from 'vitest';
import { canCancel, isWithinRefundWindow, planCancellation } from './billing.policy';

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

describe('planCancellation', () => {
  const paidAt = new Date('2026-03-01T10:00:00Z');
  const periodEnd = new Date('2027-03-01T10:00:00Z');
  const active = { subscriptionStatus: 'active' as const, currentPeriodEnd: periodEnd };

  it('refunds and ends access now within the refund window', () => {
    const now = new Date(paidAt.getTime() + 3 * DAY);
    expect(planCancellation(active, paidAt, now, 14)).toEqual({ outcome: 'refund', accessEndsAt: now });
  });

  it('past the window, lets a paid-up subscription run to the end of its period', () => {
    const now = new Date(paidAt.getTime() + 15 * DAY);
    expect(planCancellation(active, paidAt, now, 14)).toEqual({ outcome: 'period_end', accessEndsAt: periodEnd });
  });

  it('ends a past-due subscription now, past the window', () => {
    const now = new Date(paidAt.getTime() + 400 * DAY);
    const pastDue = { subscriptionStatus: 'past_due' as const, currentPeriodEnd: new Date(now.getTime() + 300 * DAY) };
    expect(planCancellation(pastDue, paidAt, now, 14)).toEqual({ outcome: 'now', accessEndsAt: now });
  });
});
