import type { Payment } from './payment.entity';

/**
 * 'CH-2026-3F2A9C41B07E': the UTC year of the payment and the first 12 hex digits of its id (random in a v4 UUID).
 * Derived, not stored, so it needs no migration and never changes. 48 random bits keep the payments of one year apart
 * (about 1 chance in 50,000 of any clash among 100,000 payments a year; 8 digits would more likely clash than not).
 * A gap-free per-year sequence would need a counter written with each payment, and one computed by ranking payments
 * would renumber receipts when a late webhook records an earlier payment.
 */
export const receiptNumber = (payment: Pick<Payment, 'id' | 'paidAt'>) =>
  `CH-${payment.paidAt.getUTCFullYear()}-${payment.id.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
