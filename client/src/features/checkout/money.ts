/** Display helpers for the subscription plan (prices and dates: components/format/). */

/** 'year' -> '1 year' (the plan is billed once per interval). */
export const billingPeriod = (interval: string): string => `1 ${interval}`;

/** The fine print under '100% refund on cancellation'. */
export const refundTerms = (refundWindowDays: number): string =>
  `* within ${refundWindowDays} ${refundWindowDays === 1 ? 'day' : 'days'} of payment; terms and conditions apply`;
