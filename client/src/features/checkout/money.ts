/** Display helpers for the subscription plan (prices: components/format/formatMoney). */

/** 'year' -> '1 year' (the plan is billed once per interval). */
export const billingPeriod = (interval: string): string => `1 ${interval}`;

/** The fine print under '100% refund on cancellation'. */
export const refundTerms = (refundWindowDays: number): string =>
  `* within ${refundWindowDays} ${refundWindowDays === 1 ? 'day' : 'days'} of payment; terms and conditions apply`;

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** An ISO date-time as a short local date ('Jan 5, 2027'); '' when it cannot be read. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
