import type { TFunction } from 'i18next';

/** Display helpers for the subscription plan (prices and dates: i18n/format.ts). */

/** 'year' -> '1 year' (the plan is billed once per interval). */
export const billingPeriod = (t: TFunction<'checkout'>, interval: string): string =>
  interval === 'month' ? t('bundle.month', { count: 1 }) : t('bundle.year', { count: 1 });

/** The fine print under '100% refund on cancellation'. */
export const refundTerms = (t: TFunction<'checkout'>, refundWindowDays: number): string =>
  t('refund.terms', { count: refundWindowDays });
