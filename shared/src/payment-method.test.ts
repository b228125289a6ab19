import { describe, expect, it } from 'vitest';
import { formatPaymentMethod } from './payment-method';

describe('formatPaymentMethod', () => {
  it.each([
    ['visa', 'Visa •••• 4242'],
    ['mastercard', 'Mastercard •••• 4242'],
    ['amex', 'American Express •••• 4242'],
    ['discover', 'Discover •••• 4242'],
    ['diners', 'Diners Club •••• 4242'],
    ['jcb', 'JCB •••• 4242'],
    ['unionpay', 'UnionPay •••• 4242'],
    ['rupay', 'Rupay •••• 4242'],
  ])('names %s as the card network goes by', (brand, shown) => {
    expect(formatPaymentMethod({ brand, last4: '4242' })).toBe(shown);
  });
});
