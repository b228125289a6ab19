/** The dashboard's calendar: bar labels and the years the selector offers. */
export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The years the dashboard offers: this one (UTC, as the server counts) and `count - 1` before it. */
export function selectableYears(now = new Date(), count = 5): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: count }, (_, index) => year - index);
}
