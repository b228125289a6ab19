import { describe, expect, it } from 'vitest';
import { checkoutIdempotencyKey, checkoutRefusal, messages } from './payment.policy';

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

describe('checkoutIdempotencyKey', () => {
  it('depends only on the learner and the checkout it follows', () => {
    expect(checkoutIdempotencyKey('u1', null)).toBe('checkout:u1:after:none');
    expect(checkoutIdempotencyKey('u1', 'cs_1')).toBe(checkoutIdempotencyKey('u1', 'cs_1'));
    expect(checkoutIdempotencyKey('u1', 'cs_1')).not.toBe(checkoutIdempotencyKey('u1', 'cs_2'));
    expect(checkoutIdempotencyKey('u1', 'cs_1')).not.toBe(checkoutIdempotencyKey('u2', 'cs_1'));
  });
});
