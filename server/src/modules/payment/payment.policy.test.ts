import { describe, expect, it } from 'vitest';
import { canCancel, checkoutIdempotencyKey, checkoutRefusal, isWithinRefundWindow, messages } from './payment.policy';

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

describe('checkoutRefusal', () => {
  it('refuses ADMIN with FORBIDDEN and an active learner with CONFLICT', () => {
    const admin = checkoutRefusal({ role: 'ADMIN', subscriptionStatus: 'inactive' });
    expect([admin?.code, admin?.message]).toEqual(['FORBIDDEN', messages.adminNeedsNoSubscription]);
    const active = checkoutRefusal({ role: 'USER', subscriptionStatus: 'active' });
    expect([active?.code, active?.message]).toEqual(['CONFLICT', 'You already have an active subscription']);
  });

  it.each(['inactive', 'canceled', 'past_due'] as const)('lets a %s learner check out', (status) => {
    expect(checkoutRefusal({ role: 'USER', subscriptionStatus: status })).toBeNull();
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

describe('checkoutIdempotencyKey', () => {
  it('depends only on the learner and the checkout it follows', () => {
    expect(checkoutIdempotencyKey('u1', null)).toBe('checkout:u1:after:none');
    expect(checkoutIdempotencyKey('u1', 'cs_1')).toBe(checkoutIdempotencyKey('u1', 'cs_1'));
    expect(checkoutIdempotencyKey('u1', 'cs_1')).not.toBe(checkoutIdempotencyKey('u1', 'cs_2'));
    expect(checkoutIdempotencyKey('u1', 'cs_1')).not.toBe(checkoutIdempotencyKey('u2', 'cs_1'));
  });
});
